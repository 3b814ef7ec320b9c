package streams_test

import (
	"testing"

	"github.com/dop251/goja"

	"github.com/textcodec/textcodec/goja/streams"
)

// A stream of bytes from Go yields them in chunks of the size asked for to
// a default reader, fills a BYOB reader's views, closes after the last
// byte, and stops at a cancel.
func TestNewReadableFromBytes(t *testing.T) {
	rt := goja.New()
	if err := streams.Enable(rt); err != nil {
		t.Fatal(err)
	}
	data := []byte("0123456789")
	rt.Set("make", func(chunk int) *goja.Object {
		s, err := streams.NewReadableFromBytes(rt, data, chunk)
		if err != nil {
			panic(err)
		}
		return s
	})
	v, err := rt.RunString(`
		const out = [];
		(async () => {
			const sizes = [];
			let r = make(4).getReader();
			for (;;) {
				const { value, done } = await r.read();
				if (done) break;
				sizes.push(value.constructor.name + ":" + String.fromCharCode(...value));
			}
			out.push(sizes.join(" "));
			r = make(0).getReader({ mode: "byob" });
			const got = [];
			for (;;) {
				const { value, done } = await r.read(new Uint8Array(3));
				if (done) { got.push("done:" + (value && value.byteLength)); break; }
				got.push(String.fromCharCode(...value));
			}
			out.push(got.join(" "));
			const s = make(2);
			r = s.getReader();
			await r.read();
			await r.cancel("stop");
			out.push(String((await r.read()).done));
			out.push(String((await make(0).getReader().read()).value.length));
		})().catch((e) => out.push("error " + e));
		out`)
	if err != nil {
		t.Fatal(err)
	}
	got := v.Export().([]any)
	want := []any{"Uint8Array:0123 Uint8Array:4567 Uint8Array:89", "012 345 678 9 done:0", "true", "10"}
	if len(got) != len(want) {
		t.Fatalf("got %v", got)
	}
	for i := range want {
		if got[i] != want[i] {
			t.Errorf("%d: got %q, want %q", i, got[i], want[i])
		}
	}
}

// An empty stream is closed at its first read.
func TestNewReadableFromNoBytes(t *testing.T) {
	rt := goja.New()
	s, err := streams.NewReadableFromBytes(rt, nil, 0)
	if err != nil {
		t.Fatal(err)
	}
	rt.Set("s", s)
	if _, err := rt.RunString(`var done; s.getReader().read().then((r) => { done = r.done; });`); err != nil {
		t.Fatal(err)
	}
	if v := rt.Get("done"); v.Export() != true {
		t.Errorf("got %v", v)
	}
}
