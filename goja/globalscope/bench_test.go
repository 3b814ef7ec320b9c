package globalscope

import (
	"testing"

	"github.com/dop251/goja"

	"github.com/textcodec/textcodec/goja/encoding"
	"github.com/textcodec/textcodec/internal/benchcpu"
)

// The benchmarks run the same loops as bench/webapis/node_bench.js runs in
// Node.js (docs/webapis.md has both): atob of the base64 of 1 MiB of bytes
// 0..255 (its result holds code units above U+007F), btoa of that 1 MiB
// string, and the same with a JavaScript base64 polyfill of the kind
// scripts bundle (polyfillSource, written for these benchmarks) on the
// first 64 KiB, since it builds its output by concatenation.

// benchSetup is the input, made in the runtime.
const benchSetup = `
	let binary = "";
	for (let i = 0; i < 256; i++) binary += String.fromCharCode(i);
	binary = binary.repeat(4096);
	const encoded = btoa(binary);
	const binary64k = binary.slice(0, 65536), encoded64k = btoa(binary64k);
	let sink = 0;
`

// polyfillSource is a table-driven base64 in plain JavaScript, as bundled
// polyfills write it.
const polyfillSource = `
	const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
	const table = {};
	for (let i = 0; i < 64; i++) table[alphabet[i]] = i;
	function polyBtoa(s) {
		let out = "";
		for (let i = 0; i < s.length; i += 3) {
			const a = s.charCodeAt(i), b = s.charCodeAt(i + 1), c = s.charCodeAt(i + 2);
			if (a > 255 || b > 255 || c > 255) throw new Error("InvalidCharacterError");
			out += alphabet[a >> 2] + alphabet[((a & 3) << 4) | (b >> 4)] +
				(i + 1 < s.length ? alphabet[((b & 15) << 2) | (c >> 6)] : "=") +
				(i + 2 < s.length ? alphabet[c & 63] : "=");
		}
		return out;
	}
	function polyAtob(s) {
		s = s.replace(/[\t\n\f\r ]/g, "");
		if (s.length % 4 === 0) s = s.replace(/==?$/, "");
		if (s.length % 4 === 1 || /[^+/0-9A-Za-z]/.test(s)) throw new Error("InvalidCharacterError");
		let out = "", buffer = 0, bits = 0;
		for (let i = 0; i < s.length; i++) {
			buffer = (buffer << 6) | table[s[i]];
			bits += 6;
			if (bits >= 8) {
				bits -= 8;
				out += String.fromCharCode((buffer >> bits) & 255);
			}
		}
		return out;
	}
`

func benchRuntime(b *testing.B) *goja.Runtime {
	b.Helper()
	rt := goja.New()
	if err := Enable(rt); err != nil {
		b.Fatal(err)
	}
	if _, err := rt.RunString(benchSetup + polyfillSource); err != nil {
		b.Fatal(err)
	}
	return rt
}

// benchLoop runs body (a statement using i) b.N times in one call from Go,
// counting size bytes per iteration.
func benchLoop(b *testing.B, body string, size int64) {
	rt := benchRuntime(b)
	v, err := rt.RunString(`(function (n) { for (let i = 0; i < n; i++) { ` + body + ` } })`)
	if err != nil {
		b.Fatal(err)
	}
	run, _ := goja.AssertFunction(v)
	if _, err := run(nil, rt.ToValue(1)); err != nil {
		b.Fatal(err)
	}
	b.SetBytes(size)
	b.ResetTimer()
	benchcpu.ReportMBPerSecond(b, size, b.N, func() {
		if _, err := run(nil, rt.ToValue(b.N)); err != nil {
			b.Fatal(err)
		}
	})
}

func BenchmarkAtob1MiB(b *testing.B) { benchLoop(b, `sink += atob(encoded).length;`, 1<<20) }
func BenchmarkBtoa1MiB(b *testing.B) { benchLoop(b, `sink += btoa(binary).length;`, 1<<20) }
func BenchmarkPolyfillAtob64KiB(b *testing.B) {
	benchLoop(b, `sink += polyAtob(encoded64k).length;`, 1<<16)
}
func BenchmarkPolyfillBtoa64KiB(b *testing.B) {
	benchLoop(b, `sink += polyBtoa(binary64k).length;`, 1<<16)
}

// The polyfill gives what atob and btoa give.
func TestPolyfillAgrees(t *testing.T) {
	rt := goja.New()
	if err := Enable(rt); err != nil {
		t.Fatal(err)
	}
	v, err := rt.RunString(benchSetup + polyfillSource + `polyBtoa(binary64k) === encoded64k && polyAtob(encoded64k) === binary64k && polyBtoa("ab") === btoa("ab")`)
	if err != nil || !v.ToBoolean() {
		t.Errorf("the polyfill disagrees: %v, %v", v, err)
	}
}

// BenchmarkEnable is what Enable costs a new runtime (-benchmem), with the
// capture of built-ins every binding shares.
func BenchmarkEnable(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		if err := Enable(goja.New()); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkEnableAfterEncoding is what Enable adds to a runtime that has
// encoding.Enable's binding (made with the timer stopped).
func BenchmarkEnableAfterEncoding(b *testing.B) {
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		b.StopTimer()
		rt := goja.New()
		if err := encoding.Enable(rt); err != nil {
			b.Fatal(err)
		}
		b.StartTimer()
		if err := Enable(rt); err != nil {
			b.Fatal(err)
		}
	}
}
