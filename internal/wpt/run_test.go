package wpt

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/dop251/goja"
)

// runnerDir returns the folder of the npm package wpt-runner, whose
// testharness/ folder has testharness.js, idlharness.js and webidl2.js: the
// WPT_RUNNER_DIR environment variable (.ci/run sets it), else
// wpt/node_modules/wpt-runner (git-ignored; "npm install --prefix wpt
// --no-save wpt-runner" puts it there). Tests that need it skip without it.
func runnerDir(t *testing.T) string {
	t.Helper()
	dirs := []string{os.Getenv("WPT_RUNNER_DIR"), filepath.Join("node_modules", "wpt-runner")}
	for _, d := range dirs {
		if d == "" {
			continue
		}
		if _, err := os.Stat(filepath.Join(d, "testharness", "testharness.js")); err == nil {
			return d
		}
	}
	t.Skip("needs the npm package wpt-runner; run: npm install --prefix /tmp/wpt wpt-runner@7.0.0 && WPT_RUNNER_DIR=/tmp/wpt/node_modules/wpt-runner go test ./... (.ci/run does)")
	return ""
}

// makeRoot returns a WPT-like root in a temporary folder: resources/ with
// wpt-runner's testharness.js, idlharness.js and webidl2.js (as
// WebIDLParser.js, its name in WPT), and the given files.
func makeRoot(t *testing.T, files map[string]string) string {
	t.Helper()
	dir := runnerDir(t)
	root := t.TempDir()
	for src, dst := range map[string]string{
		"testharness.js": "testharness.js",
		"idlharness.js":  "idlharness.js",
		"webidl2.js":     "WebIDLParser.js",
	} {
		data, err := os.ReadFile(filepath.Join(dir, "testharness", src))
		if err != nil {
			t.Fatal(err)
		}
		files["resources/"+dst] = string(data)
	}
	writeFiles(t, root, files)
	return root
}

// runOne runs the file encoding/t.any.js with src, and returns its results.
func runOne(t *testing.T, src string, extra map[string]string, opts Options) []Result {
	t.Helper()
	files := map[string]string{"encoding/t.any.js": src}
	for k, v := range extra {
		files[k] = v
	}
	opts.Root = makeRoot(t, files)
	opts.Paths = []string{"encoding/t.any.js"}
	if opts.Timeout == 0 {
		opts.Timeout = 5 * time.Second
	}
	results, err := Run(opts)
	if err != nil {
		t.Fatal(err)
	}
	return results
}

// subtests returns name → "STATUS message" for a result.
func subtests(r Result) map[string]string {
	m := map[string]string{}
	for _, s := range r.Subtests {
		m[s.Name] = strings.TrimSpace(s.Status + " " + s.Message)
	}
	return m
}

func TestRunSubtests(t *testing.T) {
	res := runOne(t, `
test(() => assert_equals(new TextDecoder().decode(new Uint8Array([0xE2, 0x82, 0xAC])), "\u20AC"), "decodes");
test(() => assert_equals(1, 2, "one is two"), "fails");
promise_test(async () => { await new Promise(r => setTimeout(r, 5)); }, "timer");
promise_test(() => Promise.reject(new TypeError("nope")), "rejects");
async_test(t => { setTimeout(t.step_func_done(() => {}), 1); }, "async");
test(() => { assert_implements_optional(false, "optional"); }, "optional");
`, nil, Options{})
	if len(res) != 1 {
		t.Fatalf("%d results", len(res))
	}
	r := res[0]
	if r.Status != StatusOK || r.Test != "/encoding/t.any.js" {
		t.Errorf("status %s %q, test %s", r.Status, r.Message, r.Test)
	}
	got := subtests(r)
	for name, want := range map[string]string{
		"decodes":  "PASS",
		"fails":    "FAIL assert_equals: one is two expected 2 but got 1",
		"timer":    "PASS",
		"rejects":  "FAIL promise_test: Unhandled rejection with value: object \"TypeError: nope\"",
		"async":    "PASS",
		"optional": "PRECONDITION_FAILED optional",
	} {
		if got[name] != want {
			t.Errorf("%s: %q, want %q", name, got[name], want)
		}
	}
	if len(r.Subtests) != 6 || r.Subtests[0].Name != "decodes" || r.Subtests[5].Name != "optional" {
		t.Errorf("subtests not in order: %v", r.Subtests)
	}
}

func TestRunGlobal(t *testing.T) {
	src := `
test(() => {
  assert_equals(self, globalThis);
  assert_equals(typeof document, "undefined");
  assert_equals(typeof window, "undefined");
  assert_equals(typeof require, "undefined", "goja_nodejs's require is not a worker's");
  assert_equals(typeof setImmediate, "undefined");
  assert_equals(typeof SharedArrayBuffer, "undefined", "not faked");
  assert_equals(typeof fetch, "function");
  assert_equals(typeof XMLHttpRequest, "undefined", "not faked");
  assert_equals(location.pathname, "/encoding/t.any.worker.js");
  assert_equals(location.search, "");
  assert_equals(String(location), "http://web-platform.test:8000/encoding/t.any.worker.js");
  assert_false(GLOBAL.isWindow());
  assert_false(GLOBAL.isShadowRealm());
  assert_equals(typeof TextDecoder, "function");
  assert_equals(setTimeout.length, 1);
  assert_equals(typeof queueMicrotask, "function");
}, "global");
test(() => assert_equals(META_TITLE, "My title"), "title");
test(() => assert_true(helperLoaded && rootHelperLoaded), "scripts");
`
	for _, tc := range []struct{ meta, worker string }{
		{"", "true"},
		{"// META: global=jsshell\n", "false"},
	} {
		res := runOne(t, tc.meta+"// META: title=My title\n// META: script=resources/helper.js\n// META: script=/common/helper.js\n"+
			src+"test(() => assert_equals(GLOBAL.isWorker(), "+tc.worker+"), 'isWorker');\n",
			map[string]string{
				"encoding/resources/helper.js": "var helperLoaded = true;",
				"common/helper.js":             "var rootHelperLoaded = true;",
			}, Options{})
		r := res[0]
		if !r.OK() || len(r.Subtests) != 4 {
			t.Errorf("%q: %s %q %v", tc.meta, r.Status, r.Message, r.Subtests)
		}
	}
}

// TestRunWindow runs window-only files: a window's global without a
// document, in which a script's exception is reported and the next script
// still runs, as on WPT's *.any.html page.
func TestRunWindow(t *testing.T) {
	src := `// META: global=window
// META: variant=?TextDecoder
// META: script=resources/helper.js
test(() => {
  assert_equals(window, globalThis);
  assert_equals(self, globalThis);
  assert_equals(typeof document, "undefined", "no DOM");
  assert_equals(typeof importScripts, "undefined", "a window has none");
  assert_true(GLOBAL.isWindow());
  assert_false(GLOBAL.isWorker());
  assert_equals(location.pathname, "/encoding/t.any.html");
  assert_equals(location.search, "?TextDecoder");
  assert_true(helperLoaded);
}, "window");
test(() => { document.title; }, "needs the DOM");
`
	extra := map[string]string{
		"encoding/resources/helper.js": "var helperLoaded = true; console.log('helper ran');",
		"encoding/resources/throws.js": "throw new Error('thrown by a script');",
	}
	r := runOne(t, src, extra, Options{})[0]
	got := subtests(r)
	if r.Status != StatusOK || got["window"] != "PASS" || got["needs the DOM"] != "FAIL document is not defined" {
		t.Errorf("%s %q, subtests %v", r.Status, r.Message, r.Subtests)
	}

	// testharness.js reports the exception as a harness error; the
	// script after the one that threw still runs.
	r = runOne(t, "// META: global=window\n// META: script=resources/throws.js\n// META: script=resources/helper.js\ntest(() => {}, 'a');", extra, Options{})[0]
	if r.Status != StatusError || !strings.Contains(r.Message, "thrown by a script") {
		t.Errorf("status %s %q, want the script's error", r.Status, r.Message)
	}
	if strings.Join(r.Console, "\n") != "log: helper ran" {
		t.Errorf("console %q, want the next script's line", r.Console)
	}
}

// TestRunTimerOrder checks the runner's timers and microtasks against the
// orders HTML guarantees, none of which depends on the machine's load.
func TestRunTimerOrder(t *testing.T) {
	res := runOne(t, `
async_test(t => {
  // Only the orders HTML's timer steps guarantee whatever the load: the
  // microtasks before any timer; a timer before one set after it with an
  // equal or longer timeout (a0, c0, then args12; every one-shot timer
  // before the 50 ms one); the interval's ticks until it is cleared, and
  // none after (a tick would be due 1 ms after the clear, before the 5 ms
  // check set then).
  const log = [];
  let pending = 2;
  const check = t.step_func(() => {
    if (--pending > 0) return;
    setTimeout(t.step_func_done(() => {
      assert_array_equals(log.slice(0, 2), ["micro", "queued"]);
      const oneShots = log.filter(x => !x.startsWith("i"));
      assert_array_equals(oneShots.filter(x => x !== "b10"), ["micro", "queued", "a0", "c0", "args12"]);
      assert_true(oneShots.includes("b10"), "b10 ran");
      assert_array_equals(log.filter(x => x.startsWith("i")), ["i0", "i1", "i2"]);
    }), 5);
  });
  setTimeout(() => log.push("b10"), 10);
  setTimeout(() => log.push("a0"), 0);
  setTimeout(() => log.push("c0"), 0);
  const id = setTimeout(() => log.push("cleared"), 0);
  clearTimeout(id);
  let n = 0;
  const iv = setInterval(() => { log.push("i" + n); if (++n === 3) { clearInterval(iv); check(); } }, 1);
  setTimeout((x, y) => log.push("args" + x + y), 2, 1, 2);
  Promise.resolve().then(() => log.push("micro"));
  queueMicrotask(() => log.push("queued"));
  setTimeout(check, 50);
}, "timers");
`, nil, Options{})
	if !res[0].OK() {
		t.Errorf("%s %q %v", res[0].Status, res[0].Message, res[0].Subtests)
	}
}

func TestRunErrors(t *testing.T) {
	for _, tc := range []struct {
		name, src string
		status    string
		message   string // a substring
		extra     map[string]string
	}{
		{"uncaught", "test(() => {}, 'a');\nthrow new RangeError('top level');", StatusError, "Uncaught RangeError: top level", nil},
		{"timer throws", "async_test(t => { setTimeout(() => { throw new Error('in timer'); }, 0); }, 'a');", StatusError, "Uncaught Error: in timer", nil},
		{"microtask throws", "async_test(t => { queueMicrotask(() => { throw new Error('in microtask'); }); }, 'a');", StatusError, "in microtask", nil},
		{"unhandled rejection", "async_test(t => { Promise.reject(new Error('nobody')); }, 'a');", StatusError, "Unhandled rejection: nobody", nil},
		{"syntax error", "test(() => {}, 'a');\nlet let = ;", StatusError, "SyntaxError", nil},
		{"no tests", "// nothing", StatusError, "done() was called without first defining any tests", nil},
		{"missing script", "// META: script=/nowhere.js\ntest(() => {}, 'a');", StatusError, "importScripts: cannot load /nowhere.js", nil},
		{"syntax error in script", "// META: script=bad.js\ntest(() => {}, 'a');", StatusError, "SyntaxError", map[string]string{"encoding/bad.js": "}{"}},
		{"importScripts throws to the caller", "test(() => { assert_throws_js(TypeError, () => importScripts('gone.js')); }, 'a');", StatusOK, "", nil},
		{"goja parser panic", "test(() => {}, 'a');\nvar s = String.raw`\\u{10FFFF}`;", StatusError, "goja panicked compiling /encoding/t.any.js", nil},
		{"\\u{10FFFF} in strings and templates", "test(() => { assert_equals(\"\\u{10FFFF}\" + `\\u{10FFFF}`, \"\\uDBFF\\uDFFF\\uDBFF\\uDFFF\"); }, 'a');", StatusOK, "", nil},
	} {
		t.Run(tc.name, func(t *testing.T) {
			r := runOne(t, tc.src, tc.extra, Options{})[0]
			if r.Status != tc.status || !strings.Contains(r.Message, tc.message) {
				t.Errorf("status %s, message %q; want %s, %q (subtests %v)", r.Status, r.Message, tc.status, tc.message, r.Subtests)
			}
		})
	}
}

func TestRunTimeouts(t *testing.T) {
	for _, tc := range []struct {
		name, src string
		timeout   time.Duration
		message   string
		subtest   string // the status of subtest "b"
	}{
		{"never settles", "test(() => {}, 'a');\npromise_test(() => new Promise(() => {}), 'b');", time.Minute, "nothing was left to run", "TIMEOUT Test timed out"},
		{"infinite loop in a timer", "test(() => {}, 'a');\nasync_test(t => { setTimeout(() => { for (;;) {} }, 0); }, 'b');", 300 * time.Millisecond, "timed out after 300ms", "TIMEOUT Test timed out"},
		{"infinite loop at the top", "test(() => {}, 'a');\nasync_test(t => {}, 'b');\nfor (;;) {}", 300 * time.Millisecond, "timed out after 300ms", "TIMEOUT Test timed out"},
		{"endless timers", "test(() => {}, 'a');\nasync_test(t => { setInterval(() => {}, 1); }, 'b');", 300 * time.Millisecond, "timed out after 300ms", "TIMEOUT Test timed out"},
		// testharness.js's own verdict for a timeout in a cleanup.
		{"loop in cleanup", "test(t => { t.add_cleanup(() => { for (;;) {} }); }, 'a');\ntest(() => {}, 'b');", 300 * time.Millisecond, "Timeout while running cleanup", ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			start := time.Now()
			r := runOne(t, tc.src, nil, Options{Timeout: tc.timeout})[0]
			want := StatusTimeout
			if tc.subtest == "" {
				want = StatusError
			}
			if r.Status != want || !strings.Contains(r.Message, tc.message) {
				t.Errorf("status %s, message %q; want %s, %q", r.Status, r.Message, want, tc.message)
			}
			if tc.subtest != "" && subtests(r)["b"] != tc.subtest {
				t.Errorf("subtest b: %q, want %q (%v)", subtests(r)["b"], tc.subtest, r.Subtests)
			}
			// Not a timing assertion: the run must end at all, well
			// within the grace periods.
			if d := time.Since(start); d > tc.timeout+timeoutGrace+stopGrace+30*time.Second {
				t.Errorf("took %v", d)
			}
		})
	}
}

func TestRunLongTimeout(t *testing.T) {
	r := runOne(t, "// META: timeout=long\nasync_test(t => { setTimeout(t.step_func_done(), 400); }, 'a');", nil,
		Options{Timeout: 100 * time.Millisecond, LongTimeout: time.Minute})[0]
	if !r.OK() {
		t.Errorf("timeout=long did not get the long timeout: %s %q", r.Status, r.Message)
	}
}

func TestRunVariants(t *testing.T) {
	subset := `(function () {
  const m = /^\?(\d+)-(\d+|last)$/.exec(location.search);
  const start = m ? +m[1] : 1, end = m && m[2] !== "last" ? +m[2] : Infinity;
  let n = 0;
  self.subsetTest = (f, ...args) => { n++; if (n >= start && n <= end) f(...args); };
})();`
	files := map[string]string{
		"encoding/v.any.js": "// META: variant=?1-2\n// META: variant=?3-last\n// META: script=/common/subset.js\n" +
			"for (let i = 1; i <= 5; i++) subsetTest(test, () => assert_equals(location.search.length > 0, true), 'n' + i);\n",
		"common/subset.js":   subset,
		"encoding/w.any.js":  "// META: global=sharedworker\n",
		"encoding/x.html":    "",
		"encoding/o.any.js":  "test(() => {}, 'only');",
		"encoding/zz.any.js": "test(() => assert_equals(1, 2), 'bad');",
	}
	root := makeRoot(t, files)
	var progress []string
	res, err := Run(Options{Root: root, Jobs: 3, Progress: func(r Result) { progress = append(progress, r.Test) }})
	if err != nil {
		t.Fatal(err)
	}
	var tests []string
	for _, r := range res {
		tests = append(tests, r.Test)
	}
	want := []string{"/encoding/o.any.js", "/encoding/v.any.js?1-2", "/encoding/v.any.js?3-last", "/encoding/w.any.js", "/encoding/x.html", "/encoding/zz.any.js"}
	if strings.Join(tests, " ") != strings.Join(want, " ") || strings.Join(progress, " ") != strings.Join(want, " ") {
		t.Fatalf("tests %q, progress %q; want %q", tests, progress, want)
	}
	if n := len(res[1].Subtests); n != 2 || res[1].Subtests[0].Name != "n1" || !res[1].OK() {
		t.Errorf("variant ?1-2: %v", res[1].Subtests)
	}
	if n := len(res[2].Subtests); n != 3 || res[2].Subtests[0].Name != "n3" || !res[2].OK() {
		t.Errorf("variant ?3-last: %v", res[2].Subtests)
	}
	if res[3].Status != StatusSkip || res[4].Status != StatusSkip {
		t.Errorf("browser-only files not skipped: %+v %+v", res[3], res[4])
	}
	if c := Count(res); c != (Counts{Passed: 6, Failed: 1, Skipped: 2}) {
		t.Errorf("counts %+v", c)
	}
}

func TestRunInstallers(t *testing.T) {
	src := "test(() => assert_equals(typeof TextDecoder, 'undefined'), 'none'); test(() => assert_equals(extra, 42), 'extra');"
	r := runOne(t, src, nil, Options{Installers: []Installer{{"extra", func(rt *goja.Runtime) error { return rt.Set("extra", 42) }}}})[0]
	if !r.OK() {
		t.Errorf("%s %q %v", r.Status, r.Message, r.Subtests)
	}
	r = runOne(t, src, nil, Options{Installers: []Installer{{"broken", func(*goja.Runtime) error { return errors.New("no") }}}})[0]
	if r.Status != StatusError || !strings.Contains(r.Message, "installing broken: no") {
		t.Errorf("%s %q", r.Status, r.Message)
	}
}

func TestRunNoHarness(t *testing.T) {
	root := t.TempDir()
	writeFiles(t, root, map[string]string{"encoding/a.any.js": ""})
	if _, err := Run(Options{Root: root}); err == nil || !strings.Contains(err.Error(), "testharness.js") {
		t.Errorf("err %v", err)
	}
	// A testharness.js that is not testharness.js.
	writeFiles(t, root, map[string]string{"resources/testharness.js": "var x = 1;"})
	res, err := Run(Options{Root: root})
	if err != nil {
		t.Fatal(err)
	}
	if res[0].Status != StatusError || !strings.Contains(res[0].Message, "add_result_callback") {
		t.Errorf("%s %q", res[0].Status, res[0].Message)
	}
}
