package wpt

import (
	"errors"
	"fmt"
	"io"
	"net/url"
	"os"
	"path"
	"path/filepath"
	"slices"
	"strings"
	"sync"

	"github.com/dop251/goja"

	"github.com/textcodec/textcodec"
	"github.com/textcodec/textcodec/goja/fileapi"
)

// fetch() for test files: GET of the files under the root, as WPT's server
// serves them, and nothing else. idlharness.js's idl_test fetches
// /interfaces/NAME.idl this way. It implements as much of the Fetch
// Standard as tests of the root's files need: fetch(input, {method})
// returns a promise, settled in a task of its own, for a Response with
// ok, status, statusText, url, type, redirected, bodyUsed, text(), json()
// and arrayBuffer(); a body is read once. new Response(body) makes one of
// no body or of a Blob's bytes (package fileapi's Blob or File, read when
// it is made), which the structured-clone battery compares clones through.
//
// The response is a network error (the promise rejects with a TypeError)
// for a URL of another origin or scheme and for a method other than GET.
// Otherwise the URL's path names a file under the root: "." and ".."
// segments are resolved first, within the path (so never above the root),
// backslashes count as slashes as the URL Standard has them for http URLs,
// percent-escapes are decoded once, and the file's real path, symbolic
// links followed, must lie under the root's real path; anything else
// (missing, a folder, outside the root by a link, a NUL byte) is a 404
// response.

// fetchSource defines fetch and Response on the global g; native.fetch(url,
// method) does the request in Go, and native.setTimer runs a task.
const fetchSource = `(function (g, native) {
	"use strict";
	const data = new WeakMap();
	function Response(body = undefined) {
		if (new.target === undefined) throw new TypeError("Response: call it with new");
		let bytes;
		if (body === undefined || body === null) bytes = new ArrayBuffer(0);
		else if ((bytes = native.blobBytes(body)) === undefined) {
			throw new TypeError("Response: this test runner makes responses in fetch() and from a Blob or no body only");
		}
		data.set(this, { url: "", status: 200, statusText: "", body: bytes, used: false });
	}
	function state(o, what) {
		const d = data.get(o);
		if (d === undefined) throw new TypeError("Response." + what + ": 'this' is not a Response");
		return d;
	}
	function getter(name, fn) {
		Object.defineProperty(fn, "name", { value: "get " + name });
		Object.defineProperty(Response.prototype, name, { get: fn, enumerable: true, configurable: true });
	}
	getter("type", function () { state(this, "type"); return "basic"; });
	getter("url", function () { return state(this, "url").url; });
	getter("redirected", function () { state(this, "redirected"); return false; });
	getter("status", function () { return state(this, "status").status; });
	getter("ok", function () { const s = state(this, "ok").status; return s >= 200 && s <= 299; });
	getter("statusText", function () { return state(this, "statusText").statusText; });
	getter("bodyUsed", function () { return state(this, "bodyUsed").used; });
	function consume(o, what) {
		return new Promise((resolve) => {
			const d = state(o, what);
			if (d.used) throw new TypeError("Response." + what + ": the body was already read");
			d.used = true;
			resolve(d.body);
		});
	}
	const methods = {
		arrayBuffer() { return consume(this, "arrayBuffer"); },
		text() { return consume(this, "text").then((b) => native.utf8Decode(b)); },
		json() { return consume(this, "json").then((b) => JSON.parse(native.utf8Decode(b))); },
	};
	for (const name of Object.keys(methods)) {
		Object.defineProperty(Response.prototype, name, { value: methods[name], writable: true, enumerable: true, configurable: true });
	}
	Object.defineProperty(Response.prototype, Symbol.toStringTag, { value: "Response", configurable: true });
	Object.defineProperty(g, "Response", { value: Response, writable: true, configurable: true });

	function fetch(input, init = undefined) {
		return new Promise((resolve, reject) => {
			const url = String(input);
			let method = "GET";
			if (init !== undefined && init !== null && init.method !== undefined) {
				method = String(init.method).toUpperCase();
			}
			native.setTimer(() => {
				try {
					const r = native.fetch(url, method);
					const o = Object.create(Response.prototype);
					data.set(o, { url: r.url, status: r.status, statusText: r.statusText, body: r.body, used: false });
					resolve(o);
				} catch (e) {
					reject(e);
				}
			}, 0, [], false);
		});
	}
	Object.defineProperty(g, "fetch", { value: fetch, writable: true, enumerable: true, configurable: true });
})`

var fetchProgram = sync.OnceValue(func() *goja.Program {
	return goja.MustCompile("wpt-fetch.js", fetchSource, true)
})

// maxFetchBytes bounds a fetched file: the root's files are tests and
// their data, not media.
const maxFetchBytes = 64 << 20

// errNetwork is a fetch that gets no response at all.
var errNetwork = errors.New("network error")

// fetch implements native.fetch(url, method): a network error is thrown as
// a TypeError, as fetch() rejects with one.
func (r *fileRun) fetch(ref, method string) *goja.Object {
	rt := r.rt
	if method != "GET" {
		panic(rt.NewTypeError("fetch %s: %v: this test runner serves GET only, not %s", ref, errNetwork, method))
	}
	u, file, err := resolveFetch(r.opts.Root, r.url, ref)
	if err != nil {
		panic(rt.NewTypeError("fetch %s: %v", ref, err))
	}
	status, text := 200, "OK"
	var body []byte
	if file == "" {
		status, text = 404, "Not Found"
	} else if body, err = readFile(file); err != nil {
		panic(rt.NewTypeError("fetch %s: %v: %v", ref, errNetwork, err))
	}
	o := rt.NewObject()
	o.Set("url", u.String())
	o.Set("status", status)
	o.Set("statusText", text)
	o.Set("body", rt.NewArrayBuffer(body))
	return o
}

// blobBytes implements native.blobBytes(v): a copy of the bytes of v if it
// is a Blob or File of package fileapi, else undefined.
func (r *fileRun) blobBytes(v goja.Value) goja.Value {
	d, ok := fileapi.ReadBlob(r.rt, v)
	if !ok {
		return goja.Undefined()
	}
	return r.rt.ToValue(r.rt.NewArrayBuffer(slices.Clone(d.Bytes)))
}

// readFile reads a file of at most maxFetchBytes.
func readFile(name string) ([]byte, error) {
	f, err := os.Open(name)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	b, err := io.ReadAll(io.LimitReader(f, maxFetchBytes+1))
	if err == nil && len(b) > maxFetchBytes {
		err = fmt.Errorf("larger than %d bytes", maxFetchBytes)
	}
	return b, err
}

// resolveFetch resolves ref against base and maps it to a file under root.
// It returns the URL, and the file's path, or "" when the server would
// answer 404; an error is a network error (another origin or scheme, a URL
// that does not parse).
func resolveFetch(root string, base *url.URL, ref string) (*url.URL, string, error) {
	// The URL Standard reads "\" as "/" in the path of an http URL.
	ref = strings.ReplaceAll(ref, `\`, "/")
	rel, err := url.Parse(ref)
	if err != nil {
		return nil, "", fmt.Errorf("%w: %v", errNetwork, err)
	}
	u := base.ResolveReference(rel)
	if u.Scheme+"://"+u.Host != origin || u.User != nil {
		return nil, "", fmt.Errorf("%w: only %s/... URLs are served", errNetwork, origin)
	}
	u.Fragment, u.RawFragment = "", ""
	return u, fileUnderRoot(root, u.Path), nil
}

// fileUnderRoot returns the regular file that the URL path p (decoded)
// names under root, or "" when there is none: p's dot segments are
// resolved within p, and the file's real path must lie under root's.
func fileUnderRoot(root, p string) string {
	if strings.ContainsRune(p, 0) {
		return ""
	}
	clean := path.Clean("/" + p) // no ".." is left above "/"
	realRoot, err := filepath.EvalSymlinks(root)
	if err != nil {
		return ""
	}
	realRoot, err = filepath.Abs(realRoot)
	if err != nil {
		return ""
	}
	real, err := filepath.EvalSymlinks(filepath.Join(realRoot, filepath.FromSlash(clean)))
	if err != nil {
		return ""
	}
	real, err = filepath.Abs(real)
	if err != nil {
		return ""
	}
	if rel, err := filepath.Rel(realRoot, real); err != nil || rel == ".." || strings.HasPrefix(rel, ".."+string(filepath.Separator)) || filepath.IsAbs(rel) {
		return ""
	}
	if st, err := os.Stat(real); err != nil || !st.Mode().IsRegular() {
		return ""
	}
	return real
}

// utf8Decode implements native.utf8Decode: the Encoding Standard's "UTF-8
// decode" of a body (a leading BOM removed, errors replaced), which
// Response's text() and json() use.
func (r *fileRun) utf8Decode(b goja.Value) string {
	buf, ok := b.Export().(goja.ArrayBuffer)
	if !ok {
		panic(r.rt.NewTypeError("utf8Decode: not an ArrayBuffer"))
	}
	return string(textcodec.UTF8Decode(buf.Bytes()))
}
