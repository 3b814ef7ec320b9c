package wpt

import (
	"fmt"
	"net/url"
	"os"
	"path"
	"path/filepath"
	"strings"
	"sync"
	"time"

	"github.com/dop251/goja"

	"github.com/textcodec/textcodec/internal/host/jscompile"
)

// The global a test file runs in is a dedicated worker's as far as goja can
// honestly provide one: self, location (a WorkerLocation-like object for the
// URL WPT would serve the test's *.any.worker.js wrapper at, with the
// variant as its query), importScripts, setTimeout and setInterval with
// HTML's ordering, queueMicrotask, console, fetch (GET of files under the
// root, see fetch.go), and the global's "error" and "unhandledrejection"
// events through addEventListener. testharness.js sees neither document
// nor WorkerGlobalScope, so it uses its shell environment and the runner
// calls done() after the test file, as WPT's worker wrapper does. For a
// window-only file (META global=window) the global is a window's without a
// document: window and self are the global, location is the URL of WPT's
// *.any.html page, and there is no importScripts. What goja lacks
// (SharedArrayBuffer, WebAssembly, XMLHttpRequest, the DOM beyond what
// package dom installs, structuredClone, MessageChannel, ...) stays missing:
// tests that need it fail.

// origin is the origin of the URLs test files are loaded from; it is the
// one WPT's own server uses.
const origin = "http://web-platform.test:8000"

// globalSource sets up the global. It is called with the global object and
// an object of Go functions (native), and returns the function that
// dispatches an event to the global's listeners.
const globalSource = `(function (g, native) {
	"use strict";
	function define(name, value) {
		Object.defineProperty(g, name, { value: value, writable: true, enumerable: false, configurable: true });
	}
	function method(name, fn) {
		Object.defineProperty(fn, "name", { value: name });
		define(name, fn);
	}
	define("self", g);
	if (native.isWindow) {
		define("window", g);
	}

	const loc = native.location;
	const location = {};
	for (const k of ["href", "origin", "protocol", "host", "hostname", "port", "pathname", "search", "hash"]) {
		Object.defineProperty(location, k, { value: loc[k], enumerable: true });
	}
	Object.defineProperty(location, "toString", { value: function toString() { return loc.href; } });
	define("location", Object.freeze(location));

	if (!native.isWindow) {
		method("importScripts", function importScripts(...urls) { native.importScripts(urls.map(String)); });
	}
	method("setTimeout", function setTimeout(handler, timeout = 0, ...args) { return native.setTimer(handler, timeout, args, false); });
	method("setInterval", function setInterval(handler, timeout = 0, ...args) { return native.setTimer(handler, timeout, args, true); });
	method("clearTimeout", function clearTimeout(id = 0) { native.clearTimer(id); });
	method("clearInterval", function clearInterval(id = 0) { native.clearTimer(id); });
	method("queueMicrotask", function queueMicrotask(callback) {
		if (typeof callback !== "function") {
			throw new TypeError("queueMicrotask: argument is not a function");
		}
		Promise.resolve().then(() => {
			try {
				callback();
			} catch (e) {
				native.report(e);
			}
		});
	});

	const console = {};
	for (const level of ["log", "info", "warn", "error", "debug", "trace"]) {
		Object.defineProperty(console, level, {
			value: function (...args) { native.console(level, args.map(a => { try { return String(a); } catch (e) { return "?"; } }).join(" ")); },
			writable: true, enumerable: true, configurable: true,
		});
	}
	define("console", console);

	// The global's event listeners: enough of EventTarget for the "error"
	// and "unhandledrejection" events testharness.js listens to.
	const listeners = new Map();
	method("addEventListener", function addEventListener(type, listener) {
		if (listener === null || listener === undefined) return;
		type = String(type);
		if (!listeners.has(type)) listeners.set(type, []);
		const list = listeners.get(type);
		if (!list.includes(listener)) list.push(listener);
	});
	method("removeEventListener", function removeEventListener(type, listener) {
		const list = listeners.get(String(type));
		if (!list) return;
		const i = list.indexOf(listener);
		if (i >= 0) list.splice(i, 1);
	});
	return function dispatch(type, init) {
		const event = Object.assign({
			type: type, target: g, currentTarget: g, defaultPrevented: false,
			preventDefault() { this.defaultPrevented = true; },
		}, init);
		const list = (listeners.get(type) || []).slice();
		for (const l of list) {
			try {
				if (typeof l === "function") l.call(g, event);
				else if (l && typeof l.handleEvent === "function") l.handleEvent(event);
			} catch (e) {
				native.console("error", "exception in a " + type + " listener: " + String(e));
			}
		}
		return list.length;
	};
})`

var globalProgram = sync.OnceValue(func() *goja.Program {
	return goja.MustCompile("wpt-global.js", globalSource, true)
})

// testURL returns the URL WPT serves the test file's wrapper at for the
// kind of global, with the variant (a query or a fragment) appended: the
// worker script *.any.worker.js, or for a window the page *.any.html.
func testURL(file, variant, global string) *url.URL {
	p := "/" + file
	if strings.HasSuffix(p, ".any.js") {
		ext := ".any.worker.js"
		if global == "window" {
			ext = ".any.html"
		}
		p = strings.TrimSuffix(p, ".any.js") + ext
	}
	u, err := url.Parse(origin + p + variant)
	if err != nil { // a variant that is not a query or fragment
		u, _ = url.Parse(origin + p)
	}
	return u
}

// locationObject returns the fields of a WorkerLocation for u.
func locationObject(u *url.URL) map[string]string {
	search := ""
	if u.RawQuery != "" || u.ForceQuery {
		search = "?" + u.RawQuery
	}
	if search == "?" {
		search = ""
	}
	hash := ""
	if u.Fragment != "" {
		hash = "#" + u.EscapedFragment()
	}
	return map[string]string{
		"href":     u.String(),
		"origin":   u.Scheme + "://" + u.Host,
		"protocol": u.Scheme + ":",
		"host":     u.Host,
		"hostname": u.Hostname(),
		"port":     u.Port(),
		"pathname": u.EscapedPath(),
		"search":   search,
		"hash":     hash,
	}
}

// A scriptCache holds compiled scripts by file path, shared by all runs
// (a goja.Program may run in any number of runtimes).
type scriptCache struct {
	mu sync.Mutex
	m  map[string]*cachedScript
}

type cachedScript struct {
	once sync.Once
	prg  *goja.Program
	err  error // reading or compiling
}

func (c *scriptCache) get(file, name string) (*goja.Program, error) {
	c.mu.Lock()
	if c.m == nil {
		c.m = map[string]*cachedScript{}
	}
	s := c.m[file]
	if s == nil {
		s = &cachedScript{}
		c.m[file] = s
	}
	c.mu.Unlock()
	s.once.Do(func() {
		src, err := os.ReadFile(file)
		if err != nil {
			s.err = err
			return
		}
		// Compile turns a panic of goja's parser into an error: a test
		// file must not take the runner down.
		s.prg, s.err = jscompile.Compile(name, strings.TrimPrefix(string(src), "\ufeff"), false)
	})
	return s.prg, s.err
}

// resolveScript maps a script URL, relative to base, to a file under root.
// Only URLs of the test origin whose path names a file under root resolve.
func resolveScript(root string, base *url.URL, ref string) (file, name string, err error) {
	r, err := url.Parse(ref)
	if err != nil {
		return "", "", err
	}
	u := base.ResolveReference(r)
	if u.Scheme+"://"+u.Host != origin {
		return "", "", fmt.Errorf("%s: %w (only %s/... URLs are served)", u, errNotFound, origin)
	}
	p := path.Clean("/" + u.Path)
	file = filepath.Join(root, filepath.FromSlash(strings.TrimPrefix(p, "/")))
	if st, err := os.Stat(file); err != nil || st.IsDir() {
		return "", "", fmt.Errorf("%s: %w under %s", p, errNotFound, root)
	}
	return file, p, nil
}

// A timer is one setTimeout or setInterval.
type timer struct {
	id       int64
	fnValue  goja.Value // a function
	args     []goja.Value
	due      time.Time
	seq      uint64 // order of scheduling, for timers due at the same time
	delay    time.Duration
	interval bool
}

// earliest returns the pending timer to run first: the one due first, the
// earlier scheduled among those due at once (HTML runs timers of equal
// timeouts in the order they were set).
func earliest(timers map[int64]*timer) *timer {
	var best *timer
	for _, t := range timers {
		if best == nil || t.due.Before(best.due) || (t.due.Equal(best.due) && t.seq < best.seq) {
			best = t
		}
	}
	return best
}
