package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// runStdin runs "textcodec run -" with the script on standard input.
func runStdin(t *testing.T, script string) (stdout, stderr string, status int) {
	t.Helper()
	return runCLI(t, script, "run", "-")
}

// TestRunExample runs examples/decode.js, the README's main command, and
// checks every line it prints (the same lines Node.js prints for it).
func TestRunExample(t *testing.T) {
	out, errOut, st := runCLI(t, "", "run", filepath.Join("..", "..", "examples", "decode.js"))
	want := `shift_jis: 春の朝、鳥の声
shift_jis, 3 bytes at a time: 春の朝、鳥の声
gb18030: 早上好！€ ¥ 𠀀 (10 UTF-16 code units)
utf-16le: Grüße 😀
utf-16be: Grüße 😀
replacement: "` + "\uFFFD" + ` "
fatal: TypeError
encodeInto: read 6 written 8 bytes 47 72 c3 bc c3 9f 65 20
encode: f0 9f 98 80
`
	if st != exitOK || errOut != "" || out != want {
		t.Errorf("status %d, stderr %q, stdout:\n%s\nwant:\n%s", st, errOut, out, want)
	}
}

func TestRunFile(t *testing.T) {
	dir := t.TempDir()
	// require() resolves relative to the script's folder.
	if err := os.WriteFile(filepath.Join(dir, "lib.js"), []byte(`module.exports = (s) => new TextEncoder().encode(s).length;`), 0o666); err != nil {
		t.Fatal(err)
	}
	script := filepath.Join(dir, "main.js")
	if err := os.WriteFile(script, []byte(`console.log(require("./lib.js")("é€"));`), 0o666); err != nil {
		t.Fatal(err)
	}
	out, errOut, st := runCLI(t, "", "run", script)
	if st != exitOK || out != "5\n" {
		t.Errorf("status %d, stdout %q, stderr %q", st, out, errOut)
	}
}

func TestRunConsoleAndTimers(t *testing.T) {
	out, errOut, st := runStdin(t, `
		console.log("start", typeof TextDecoder, typeof TextEncoder);
		console.error("to stderr");
		setImmediate(() => console.log("immediate"));
		let n = 0;
		const id = setInterval(() => {
			if (++n < 3) return;
			clearInterval(id);
			console.log("interval", n);
			setTimeout((a, b) => {
				console.log("timeout", a + b);
				Promise.resolve().then(() => console.log("microtask"));
			}, 1, 1, 2);
		}, 1);
		clearTimeout(setTimeout(() => console.log("cleared"), 1));
		Promise.reject(new Error("handled")).catch((e) => console.log("caught", e.message));
		console.log("end");
	`)
	want := "start function function\nend\ncaught handled\nimmediate\ninterval 3\ntimeout 3\nmicrotask\n"
	if st != exitOK || out != want || errOut != "to stderr\n" {
		t.Errorf("status %d, stdout %q, stderr %q; want stdout %q", st, out, errOut, want)
	}
}

func TestRunFailures(t *testing.T) {
	for _, tc := range []struct {
		name, script string
		want         []string // in stderr
		later        bool     // the failure comes after the script's last line ran
	}{
		{"throw", `function f() { throw new TypeError("boom"); }
f();`, []string{"Uncaught TypeError: boom", "at f (<stdin>:1:", "<stdin>:2:"}, false},
		{"throw-value", `throw 42;`, []string{"Uncaught 42"}, false},
		{"throw-in-timer", `setTimeout(function tick() { null.x; }, 1);`, []string{"Uncaught TypeError", "at tick (<stdin>:1:"}, true},
		{"throw-in-immediate", `setImmediate(() => { throw new RangeError("r"); });`, []string{"Uncaught RangeError: r"}, true},
		{"binding-error", `new TextDecoder("klingon");`, []string{"Uncaught RangeError", "klingon"}, false},
		{"unhandled-rejection", `Promise.reject(new Error("nope"));`, []string{"Uncaught (in promise) Error: nope", "<stdin>:1:"}, true},
		{"unhandled-rejection-value", `Promise.reject(7);`, []string{"Uncaught (in promise) 7"}, true},
		{"rejection-in-timer", `setTimeout(async () => { throw new Error("async"); }, 1);`, []string{"Uncaught (in promise) Error: async"}, true},
		{"syntax-error", `let x = ;`, []string{"SyntaxError"}, false},
		// goja's parser panics on \u{10FFFF} in a tagged template (whose
		// raw text the run does not rewrite), and in eval; the panic is
		// reported.
		{"go-panic", "String.raw`\\u{10FFFF}`", []string{"goja panicked compiling"}, false},
		{"go-panic-in-timer", `setTimeout(() => eval('"\\u{10FFFF}"'), 1);`, []string{"internal error", "Go panic"}, true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			// After the failure nothing else runs: not the timer, not the
			// line after.
			out, errOut, st := runStdin(t, tc.script+"\nsetTimeout(() => console.log('after'), 50);\nconsole.log('next');")
			if st != exitFailure {
				t.Errorf("status %d, want %d", st, exitFailure)
			}
			for _, w := range tc.want {
				if !strings.Contains(errOut, w) {
					t.Errorf("stderr %q lacks %q", errOut, w)
				}
			}
			want := ""
			if tc.later {
				want = "next\n"
			}
			if out != want {
				t.Errorf("stdout %q, want %q", out, want)
			}
		})
	}
}

// TestRunMaxCodePointEscape runs a script with the escape \u{10FFFF},
// which goja's lexer cannot read in strings and templates (see internal/jscompile).
func TestRunMaxCodePointEscape(t *testing.T) {
	out, errOut, st := runStdin(t, "console.log(\"\\u{10FFFF}\".codePointAt(0).toString(16), `\\u{10FFFF}`.length);")
	if st != exitOK || out != "10ffff 2\n" {
		t.Errorf("status %d, stdout %q, stderr %q", st, out, errOut)
	}
}

func TestRunUsage(t *testing.T) {
	for _, tc := range []struct {
		args   []string
		status int
		want   string
	}{
		{[]string{"run"}, exitUsage, "exactly one SCRIPT.js"},
		{[]string{"run", "a.js", "b.js"}, exitUsage, "exactly one SCRIPT.js"},
		{[]string{"run", "--bogus", "a.js"}, exitUsage, "flag provided but not defined"},
		{[]string{"run", filepath.Join(t.TempDir(), "absent.js")}, exitFailure, "absent.js"},
	} {
		out, errOut, st := runCLI(t, "", tc.args...)
		if st != tc.status || !strings.Contains(errOut, tc.want) || out != "" {
			t.Errorf("%q: status %d, stdout %q, stderr %q; want status %d and %q", tc.args, st, out, errOut, tc.status, tc.want)
		}
	}
	out, _, st := runCLI(t, "", "run", "-h")
	if st != exitOK || !strings.HasPrefix(out, "Usage: textcodec run [--timeout DURATION] SCRIPT.js") {
		t.Errorf("-h: status %d, stdout %q", st, out)
	}
}

// TestRunStreams checks that run installs the streams classes, so a script
// can build a pipeline with the encoding streams.
func TestRunStreams(t *testing.T) {
	out, errOut, st := runStdin(t, `
		ReadableStream.from([new Uint8Array([0x82, 0xa0]), new Uint8Array([0x82, 0xa2])])
			.pipeThrough(new TextDecoderStream("shift_jis"))
			.pipeTo(new WritableStream({ write(s) { console.log(s); } }));
	`)
	if st != exitOK || out != "あ\nい\n" {
		t.Errorf("status %d, stdout %q, stderr %q", st, out, errOut)
	}
}

// TestRunTimeout checks that --timeout interrupts a script that never ends,
// in JavaScript and inside a long native call.
func TestRunTimeout(t *testing.T) {
	for _, src := range []string{
		`for (;;) {}`,
		`setTimeout(function f() { setTimeout(f, 0); }, 0);`,
		`const big = new Uint8Array(64 << 20).fill(0xE9); for (;;) new TextDecoder("windows-1252").decode(big);`,
		`setTimeout(() => console.log("too late"), 60000);`, // the loop only waits
	} {
		script := filepath.Join(t.TempDir(), "loop.js")
		if err := os.WriteFile(script, []byte(src), 0o666); err != nil {
			t.Fatal(err)
		}
		_, errOut, st := runCLI(t, "", "run", "--timeout", "100ms", script)
		if st != exitFailure || !strings.Contains(errOut, "ran past its --timeout") {
			t.Errorf("%s: status %d, stderr %q", src, st, errOut)
		}
	}
}

// TestRunInstallsEverything checks that run gives a script the whole
// library: the encoding and streams classes, package dom's, and Node's
// modules through require, with the same classes as the globals.
func TestRunInstallsEverything(t *testing.T) {
	out, errOut, st := runStdin(t, `
		const names = ["TextDecoder", "TextEncoder", "TextDecoderStream", "TextEncoderStream",
			"ReadableStream", "ReadableStreamDefaultReader", "WritableStream", "TransformStream",
			"CountQueuingStrategy", "ByteLengthQueuingStrategy",
			"AbortController", "AbortSignal", "EventTarget", "Event", "DOMException",
			"URL", "URLSearchParams", "Blob", "File", "atob", "btoa", "queueMicrotask", "structuredClone"];
		console.log(names.filter(n => typeof globalThis[n] !== "function").join() || "all");
		const util = require("util"), web = require("node:stream/web");
		console.log(util === require("node:util"), web === require("stream/web"),
			util.TextDecoder === TextDecoder, web.ReadableStream === ReadableStream,
			web.TextDecoderStream === TextDecoderStream, util.format("%s=%d", "n", 1));
		const c = new AbortController();
		new ReadableStream({ pull(ctl) { ctl.enqueue(new Uint8Array([0x82, 0xa0])); } })
			.pipeThrough(new TextDecoderStream("shift_jis"))
			.pipeTo(new WritableStream({ write(s) { console.log(s); c.abort(new Error("enough")); } }), { signal: c.signal })
			.catch(e => console.log("aborted:", e.message));
	`)
	if want := "all\ntrue true true true true n=1\nあ\naborted: enough\n"; st != exitOK || out != want {
		t.Errorf("status %d, stdout %q, stderr %q; want stdout %q", st, out, errOut, want)
	}
}

// TestRunListenerException checks that an exception an event listener
// throws fails the run, as an uncaught exception does in Node.js.
func TestRunListenerException(t *testing.T) {
	_, errOut, st := runStdin(t, `
		const c = new AbortController();
		c.signal.addEventListener("abort", () => { throw new Error("listener failed"); });
		c.abort();
	`)
	if st != exitFailure || !strings.Contains(errOut, "Uncaught Error: listener failed") {
		t.Errorf("status %d, stderr %q", st, errOut)
	}
}

// TestRunMicrotaskException: queueMicrotask runs its callback after the
// script's synchronous part, and an exception the callback throws stops the
// script as an uncaught one does.
func TestRunMicrotaskException(t *testing.T) {
	out, errOut, st := runStdin(t, `queueMicrotask(() => { console.log("micro"); throw new Error("boom"); }); console.log("sync");`)
	if st != exitFailure || out != "sync\nmicro\n" || !strings.Contains(errOut, "Uncaught Error: boom") {
		t.Errorf("status %d, stdout %q, stderr %q", st, out, errOut)
	}
}
