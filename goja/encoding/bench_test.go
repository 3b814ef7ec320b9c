package encoding_test

import (
	"fmt"
	"strings"
	"testing"
	"unicode/utf16"

	"github.com/dop251/goja"

	"github.com/textcodec/textcodec/goja/encoding"
)

// BenchmarkEnable measures Enable on a fresh runtime (made outside the timer).
func BenchmarkEnable(b *testing.B) {
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		b.StopTimer()
		rt := goja.New()
		b.StartTimer()
		encoding.Enable(rt)
	}
}

// BenchmarkEnableWarm measures Enable on a runtime that has already run a
// script and defined a global, as a host's runtime usually has: goja's
// one-time costs (its global object's property list, the VM's stack) are
// then paid.
func BenchmarkEnableWarm(b *testing.B) {
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		b.StopTimer()
		rt := goja.New()
		rt.RunString(`globalThis.warm = 1`)
		b.StartTimer()
		encoding.Enable(rt)
	}
}

// call returns a Go handle on the JavaScript function src evaluates to, in a
// runtime with Enable applied.
func call(b *testing.B, src string) (*goja.Runtime, goja.Callable) {
	rt := goja.New()
	encoding.Enable(rt)
	v, err := rt.RunString(src)
	if err != nil {
		b.Fatal(err)
	}
	f, ok := goja.AssertFunction(v)
	if !ok {
		b.Fatal("not a function")
	}
	return rt, f
}

func benchDecode(b *testing.B, label string, input []byte) {
	rt, f := call(b, `(function () { const d = new TextDecoder("`+label+`"); return (u) => d.decode(u); })()`)
	u8, err := rt.New(rt.Get("Uint8Array"), rt.ToValue(rt.NewArrayBuffer(input)))
	if err != nil {
		b.Fatal(err)
	}
	b.SetBytes(int64(len(input)))
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if _, err := f(nil, u8); err != nil {
			b.Fatal(err)
		}
	}
}

func repeat(s string, n int) []byte {
	var out []byte
	for len(out) < n {
		out = append(out, s...)
	}
	return out[:n]
}

func BenchmarkDecode(b *testing.B) {
	b.Run("ascii-16B", func(b *testing.B) { benchDecode(b, "utf-8", repeat("hello, world! ", 16)) })
	b.Run("ascii-64KB", func(b *testing.B) { benchDecode(b, "utf-8", repeat("hello, world! ", 64<<10)) })
	b.Run("utf8-mixed-64KB", func(b *testing.B) { benchDecode(b, "utf-8", repeat("h\u00e9llo w\u00f6rld \u3042\u3044 ", 64<<10)) })
	b.Run("shift_jis-64KB", func(b *testing.B) { benchDecode(b, "shift_jis", repeat("\x82\xa0\x82\xa2abc", 64<<10)) })
	b.Run("ascii-1MB", func(b *testing.B) { benchDecode(b, "utf-8", repeat("hello, world! ", 1<<20)) })
}

func benchEncode(b *testing.B, fn, s string, n int) {
	rt, f := call(b, `(function () { const e = new TextEncoder(); const dst = new Uint8Array(`+fmt.Sprint(3*n)+`); return `+fn+`; })()`)
	arg, err := rt.RunString(`(function () { let s = ` + s + `; while (s.length < ` + fmt.Sprint(n) + `) s += s; return s.slice(0, ` + fmt.Sprint(n) + `); })()`)
	if err != nil {
		b.Fatal(err)
	}
	b.SetBytes(int64(n))
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if _, err := f(nil, arg); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkEncode(b *testing.B) {
	b.Run("ascii-16", func(b *testing.B) { benchEncode(b, "(s) => e.encode(s)", `"hello, world! "`, 16) })
	b.Run("ascii-64K", func(b *testing.B) { benchEncode(b, "(s) => e.encode(s)", `"hello, world! "`, 64<<10) })
	b.Run("utf16-64K", func(b *testing.B) {
		benchEncode(b, "(s) => e.encode(s)", `"h\u00e9llo w\u00f6rld \u3042\u3044 "`, 64<<10)
	})
}

func BenchmarkEncodeInto(b *testing.B) {
	b.Run("ascii-16", func(b *testing.B) { benchEncode(b, "(s) => e.encodeInto(s, dst)", `"hello, world! "`, 16) })
	b.Run("ascii-64K", func(b *testing.B) { benchEncode(b, "(s) => e.encodeInto(s, dst)", `"hello, world! "`, 64<<10) })
	b.Run("utf16-64K", func(b *testing.B) {
		benchEncode(b, "(s) => e.encodeInto(s, dst)", `"h\u00e9llo w\u00f6rld \u3042\u3044 "`, 64<<10)
	})
}

// formTexts are the texts of BenchmarkForms: about 1 MiB of UTF-8 each,
// repeated from a short sample.
var formTexts = []struct{ name, sample string }{
	{"ascii", "hello, world! "},
	{"latin", "h\u00e9llo w\u00f6rld "},
	{"cjk", "\u65e5\u672c\u8a9e\u306e\u6587\u7ae0\u3001"},
	{"emoji", "\U0001F600 \U0001F389\U0001F44D "},
}

// formValues returns text as JavaScript strings in the forms a host meets:
// made by a script ("js"), passed in with Runtime.ToValue ("host"), read from
// a Go struct's field ("struct") or a Go map ("map"), made by
// goja.StringFromUTF16 ("utf16"), a substring of a host string ("substring")
// and the concatenation of two host strings ("concat").
func formValues(b *testing.B, rt *goja.Runtime, text string) map[string]goja.Value {
	rt.Set("hostText", text)
	rt.Set("hostStruct", &struct{ Text string }{text})
	rt.Set("hostMap", map[string]any{"text": text})
	rt.Set("hostHalves", []any{text[:len(text)/2], text[len(text)/2:]})
	v, err := rt.RunString(`({
		js: hostText.split("").join(""),
		host: hostText,
		struct: hostStruct.Text,
		map: hostMap.text,
		substring: (" " + hostText).substring(1),
		concat: hostHalves[0] + hostHalves[1],
	})`)
	if err != nil {
		b.Fatal(err)
	}
	o := v.(*goja.Object)
	m := map[string]goja.Value{"utf16": goja.StringFromUTF16(utf16.Encode([]rune(text)))}
	for _, k := range o.Keys() {
		m[k] = o.Get(k)
	}
	return m
}

// BenchmarkForms measures encode and encodeInto of about 1 MiB of text in
// each of the string forms of formValues.
func BenchmarkForms(b *testing.B) {
	for _, t := range formTexts {
		text := strings.Repeat(t.sample, (1<<20)/len(t.sample)) // whole samples: every text ends on a character
		for _, op := range []string{"encode", "encodeInto"} {
			for _, form := range []string{"js", "host", "struct", "map", "utf16", "substring", "concat"} {
				b.Run(t.name+"/"+op+"/"+form, func(b *testing.B) {
					rt, f := call(b, `(function () { const e = new TextEncoder(); const dst = new Uint8Array(`+fmt.Sprint(len(text))+`);
						return (s) => `+map[string]string{"encode": "e.encode(s).length", "encodeInto": "e.encodeInto(s, dst).written"}[op]+`; })()`)
					arg := formValues(b, rt, text)[form]
					b.SetBytes(int64(len(text)))
					b.ReportAllocs()
					b.ResetTimer()
					for i := 0; i < b.N; i++ {
						if v, err := f(nil, arg); err != nil || v.ToInteger() != int64(len(text)) {
							b.Fatal(v, err)
						}
					}
				})
			}
		}
	}
}
