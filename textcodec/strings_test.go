package textcodec

import (
	"reflect"
	"strconv"
	"testing"

	"github.com/dop251/goja"
)

// TestASCIIForm checks what codeUnits relies on: goja keeps a string in its
// byte form (gojaForms().ascii) only when every code unit is ASCII, however
// a script or the host made it.
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
	]`)
	if err != nil {
		t.Fatal(err)
	}
	values := []goja.Value{rt.ToValue("é"), rt.ToValue("a long Go string of more than sixteen bytes, é"), rt.ToValue("ascii only, and longer than sixteen")}
	arr := v.(*goja.Object)
	for i := int64(0); i < arr.Get("length").ToInteger(); i++ {
		values = append(values, arr.Get(strconv.FormatInt(i, 10)))
	}
	sawASCII, sawUnicode := false, false
	for i, v := range values {
		s, ok := v.(goja.String)
		if !ok {
			t.Fatalf("value %d is %T, not a string", i, v)
		}
		if reflect.TypeOf(s) != forms.ascii {
			sawUnicode = true
			continue
		}
		sawASCII = true
		str := reflect.ValueOf(s).String()
		for k := 0; k < len(str); k++ {
			if str[k] >= 0x80 {
				t.Errorf("value %d (%q) is in goja's ASCII form but holds byte %#x", i, str, str[k])
			}
		}
		if ascii, units := codeUnits(s); units != nil || ascii != str {
			t.Errorf("value %d: codeUnits = %q, %v", i, ascii, units)
		}
	}
	if !sawASCII || !sawUnicode {
		t.Fatalf("the cases did not reach both forms (ASCII %v, other %v)", sawASCII, sawUnicode)
	}
}
