package encoding

import (
	"reflect"
	"slices"
	"strconv"
	"testing"
	"unicode/utf16"

	"github.com/dop251/goja"
)

// TestASCIIForm checks codeUnits against what a script sees of a string
// (charCodeAt), for strings made in many ways. goja means its byte form for
// ASCII only, but some of its built-ins put other bytes there (the indent of
// JSON.stringify, cut to ten bytes, mid-character): a script reads each byte
// as a code unit, and so must encode and encodeInto.
func TestASCIIForm(t *testing.T) {
	forms := gojaForms()
	if forms.ascii == nil || forms.unicode == nil {
		t.Fatalf("goja's string forms not found: %+v", forms)
	}
	rt := goja.New()
	Enable(rt)
	v, err := rt.RunString(`[
		"abc", "é", "abcdefghijklmnopqrstuvwxyz-é", "\u0080", "\x7f",
		String.fromCharCode(0x41, 0xE9), String.fromCharCode(0xFF), String.fromCharCode(0x7F, 0x80),
		"ab" + "\u00e9", ("x\u00e9y").slice(0, 1), ("x\u00e9y").slice(1), ("x\u00e9y").slice(2),
		"\u0130".toLowerCase(), "\u00df".toUpperCase(), "\u212a".toLowerCase(), "\u017f".toUpperCase(),
		"e\u0301".normalize("NFC"), "\u00e9".normalize("NFD"), "\u00e9".repeat(3), "a".padStart(4, "\u00e9"),
		"a\u00e9b".replace("\u00e9", ""), "a\u00e9b".split("\u00e9")[0], JSON.parse('"\\u00e9a"'),
		` + "`${1}\u00e9`" + `, encodeURIComponent("\u00e9"), decodeURIComponent("%C3%A9"), escape("\u00e9"), unescape("%E9"),
		new TextDecoder().decode(new Uint8Array([0x61, 0xC3, 0xA9])), new TextDecoder("windows-1252").decode(new Uint8Array([0x61, 0x80])),
		new TextDecoder().decode(new Uint8Array([0x61, 0x62])), "\ud83d\ude00".slice(0, 1), [..."a\u00e9"].join(""),
		Array.from({length: 40}, (_, i) => String.fromCharCode(0x70 + i)).join(""),
		JSON.stringify([1], null, "aaaaaaaaa\u00e9"), JSON.stringify([1], null, "\u00e9"),
		JSON.stringify([1], null, "\u00e9") + "x".repeat(70),
	]`)
	if err != nil {
		t.Fatal(err)
	}
	arr := v.(*goja.Object)
	values := []goja.Value{rt.ToValue("é"), rt.ToValue("a long Go string of more than sixteen bytes, é"), rt.ToValue("ascii only, and longer than sixteen")}
	for i := int64(0); i < arr.Get("length").ToInteger(); i++ {
		values = append(values, arr.Get(strconv.FormatInt(i, 10)))
	}
	codes, err := rt.RunString(`(s) => Array.from({length: s.length}, (_, i) => s.charCodeAt(i))`)
	if err != nil {
		t.Fatal(err)
	}
	charCodes, _ := goja.AssertFunction(codes)
	encode, err := rt.RunString(`(s) => Array.from(new TextEncoder().encode(s))`)
	if err != nil {
		t.Fatal(err)
	}
	encodeFn, _ := goja.AssertFunction(encode)
	sawASCII, sawUnicode := false, false
	for i, v := range values {
		s, ok := v.(goja.String)
		if !ok {
			t.Fatalf("value %d is %T, not a string", i, v)
		}
		if reflect.TypeOf(s) == forms.ascii {
			sawASCII = true
		} else {
			sawUnicode = true
		}
		var want []uint16
		callInto(t, rt, charCodes, v, &want)
		ascii, units := codeUnits(s)
		got := units
		if units == nil {
			got = make([]uint16, len(ascii))
			for k := range ascii {
				got[k] = uint16(ascii[k])
			}
		}
		if !slices.Equal(got, want) {
			t.Errorf("value %d: codeUnits gives %x, a script sees %x", i, got, want)
		}
		var enc []byte
		callInto(t, rt, encodeFn, v, &enc)
		if w := []byte(string(utf16.Decode(want))); !slices.Equal(enc, w) {
			t.Errorf("value %d: encode gives % x, want % x", i, enc, w)
		}
	}
	if !sawASCII || !sawUnicode {
		t.Fatalf("the cases did not reach both forms (ASCII %v, other %v)", sawASCII, sawUnicode)
	}
}

// callInto calls f with v and exports its result into out.
func callInto(t *testing.T, rt *goja.Runtime, f goja.Callable, v goja.Value, out any) {
	t.Helper()
	r, err := f(nil, v)
	if err != nil {
		t.Fatal(err)
	}
	if err := rt.ExportTo(r, out); err != nil {
		t.Fatal(err)
	}
}
