package url

import (
	"runtime"
	"strings"
	"testing"

	"github.com/dop251/goja"
)

// MaxOutputBytes: a URL or a list serialization longer than the limit is a
// RangeError, and a setter leaves the URL as it was.
func TestMaxOutputBytes(t *testing.T) {
	rt := goja.New()
	if err := Enable(rt, MaxOutputBytes(64)); err != nil {
		t.Fatal(err)
	}
	v, err := rt.RunString(`
		const out = [];
		function rangeError(f) {
			try { f(); return "no error"; } catch (e) { return e instanceof RangeError ? e.message : String(e); }
		}
		out.push(rangeError(() => new URL("https://x/" + "a".repeat(60))));
		out.push(rangeError(() => new URL("https://x/" + "\u00e9".repeat(9))));
		out.push(String(URL.parse("https://x/" + "a".repeat(40))));
		const u = new URL("https://x/a?b=c");
		out.push(rangeError(() => { u.pathname = "a".repeat(100); }), u.href);
		out.push(rangeError(() => u.searchParams.append("q", "z".repeat(100))), u.href, u.searchParams.size);
		const p = new URLSearchParams();
		p.append("a", "\u00e9".repeat(20));
		out.push(rangeError(() => p.toString()));
		out.join("\n")`)
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(v.String(), "\n")
	want := []string{
		"URL: the result would exceed the host's limit of 64 bytes (url.MaxOutputBytes)",
		"no error",
		"https://x/" + strings.Repeat("a", 40),
		"URL.pathname: the result would exceed the host's limit of 64 bytes (url.MaxOutputBytes)",
		"https://x/a?b=c",
		"URLSearchParams: the result would exceed the host's limit of 64 bytes (url.MaxOutputBytes)",
		"https://x/a?b=c",
		"2",
		"URLSearchParams.toString: the result would exceed the host's limit of 64 bytes (url.MaxOutputBytes)",
	}
	if len(lines) != len(want) {
		t.Fatalf("got %q", lines)
	}
	for i := range want {
		if lines[i] != want[i] {
			t.Errorf("line %d: %q, want %q", i, lines[i], want[i])
		}
	}
	// A later Enable without the option keeps the limit; MaxOutputBytes(0)
	// lifts it.
	if err := Enable(rt); err != nil {
		t.Fatal(err)
	}
	if _, err := rt.RunString(`new URL("https://x/" + "a".repeat(60))`); err == nil {
		t.Error("the limit went with a later Enable")
	}
	if err := Enable(rt, MaxOutputBytes(0)); err != nil {
		t.Fatal(err)
	}
	if _, err := rt.RunString(`new URL("https://x/" + "a".repeat(60))`); err != nil {
		t.Error(err)
	}
}

// A list whose serialization is sure to exceed MaxOutputBytes is a
// RangeError before the serialization is made: 64 names of 32 KiB under a
// 64 KiB limit allocate well under the 2 MiB the serialization would take.
func TestMaxOutputBytesStopsEarly(t *testing.T) {
	rt := goja.New()
	if err := Enable(rt, MaxOutputBytes(1<<16)); err != nil {
		t.Fatal(err)
	}
	if _, err := rt.RunString(`
		const p = new URLSearchParams(), s = "a".repeat(2 ** 15);
		for (let i = 0; i < 64; i++) p.append(s, "");
		function rangeError(f) {
			try { f(); return "no error"; } catch (e) { return e instanceof RangeError ? e.message : String(e); }
		}`); err != nil {
		t.Fatal(err)
	}
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	v, err := rt.RunString(`rangeError(() => p.toString())`)
	runtime.ReadMemStats(&after)
	if err != nil {
		t.Fatal(err)
	}
	if want := "URLSearchParams.toString: the result would exceed the host's limit of 65536 bytes (url.MaxOutputBytes)"; v.String() != want {
		t.Errorf("got %q, want %q", v, want)
	}
	if got := after.TotalAlloc - before.TotalAlloc; got > 1<<18 {
		t.Errorf("toString allocated %d bytes, want at most %d", got, 1<<18)
	}
	// A list just within the limit serializes; one byte over is the error
	// (of the full serialization's length check: "%XX" makes it longer).
	v, err = rt.RunString(`
		const q = new URLSearchParams([["a".repeat(2 ** 15 - 1), "b".repeat(2 ** 15 - 1)]]);
		const r = new URLSearchParams([["\u00e9".repeat(2 ** 14), ""]]);
		[q.toString().length, rangeError(() => { q.append("", ""); return q.toString(); }), rangeError(() => r.toString())].join("\n")`)
	if err != nil {
		t.Fatal(err)
	}
	want := "65535\nURLSearchParams.toString: the result would exceed the host's limit of 65536 bytes (url.MaxOutputBytes)\nURLSearchParams.toString: the result would exceed the host's limit of 65536 bytes (url.MaxOutputBytes)"
	if v.String() != want {
		t.Errorf("got %q, want %q", v, want)
	}
}
