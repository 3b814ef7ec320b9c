package encoding

import (
	"runtime"
	"slices"
	"strings"
	"testing"
	"time"
	"unicode/utf16"

	"github.com/dop251/goja"

	"github.com/textcodec/textcodec/internal/host"
)

// refUTF8 is the UTF-8 of src read as a USVString (lone surrogates as
// U+FFFD), by the standard library: utf16.Decode replaces lone surrogates.
func refUTF8(src []uint16) []byte {
	return []byte(string(utf16.Decode(src)))
}

// TestCodeUnits checks that codeUnits reads every kind of goja string, the
// kinds it reads in place and the ones it copies.
func TestCodeUnits(t *testing.T) {
	rt := goja.New()
	cases := []struct {
		name string
		v    goja.Value
		want []uint16
	}{
		{"ascii", goja.StringFromUTF16([]uint16{'a', 'b'}), []uint16{'a', 'b'}},
		{"utf16", goja.StringFromUTF16([]uint16{'a', 0xE9, 0xD800}), []uint16{'a', 0xE9, 0xD800}},
		{"empty", goja.StringFromUTF16(nil), nil},
		{"short Go string", rt.ToValue("h\u00e9"), []uint16{'h', 0xE9}},
		{"long Go string", rt.ToValue("a Go string of more than 16 bytes: \u00e9\U0001F600"), utf16.Encode([]rune("a Go string of more than 16 bytes: \u00e9\U0001F600"))},
		{"long ASCII Go string", rt.ToValue("an ASCII Go string of more than 16 bytes"), utf16.Encode([]rune("an ASCII Go string of more than 16 bytes"))},
	}
	for _, c := range cases {
		s := c.v.(goja.String)
		ascii, units := codeUnits(s)
		var got []uint16
		if units == nil {
			for i := 0; i < len(ascii); i++ {
				got = append(got, uint16(ascii[i]))
			}
		} else {
			got = units
		}
		if !slices.Equal(got, c.want) && !(len(got) == 0 && len(c.want) == 0) {
			t.Errorf("%s: codeUnits = %x, want %x", c.name, got, c.want)
		}
	}
}

// TestLookup checks the label lookup on JavaScript strings.
func TestLookup(t *testing.T) {
	for label, want := range map[string]string{
		"utf-8": "UTF-8", " \tUTF8\n": "UTF-8", "latin1": "windows-1252", "cseucpkdfmtjapanese": "EUC-JP",
		"\vutf-8": "", "\u00a0utf-8": "", "\u212aoi8-r": "", "": "", "   ": "", "utf-8\u0000": "",
		// Labels longer than a piece, in both of goja's forms.
		strings.Repeat(" \t", host.PollStep) + "latin1" + strings.Repeat("\n ", host.PollStep):       "windows-1252",
		strings.Repeat(" ", 3*host.PollStep+5) + "utf-8" + strings.Repeat(" ", 40):                   "UTF-8",
		"utf-8" + strings.Repeat(" ", 40) + "x":                                                      "",
		"utf-8" + strings.Repeat(" ", 2*host.PollStep) + "\u00e9":                                    "",
		"\u00e9" + strings.Repeat(" ", 2*host.PollStep):                                              "",
		strings.Repeat(" ", 2*host.PollStep) + "\u00e9" + strings.Repeat(" ", 2*host.PollStep):       "",
		strings.Repeat("\r", 2*host.PollStep) + "\u00e9utf-8":                                        "",
		strings.Repeat(" ", host.PollStep-2) + "\u00e9" + strings.Repeat(" ", host.PollStep) + "gbk": "",
		strings.Repeat("\f", 2*host.PollStep):                                                        "",
	} {
		e := lookup(goja.StringFromUTF16(utf16.Encode([]rune(label))), host.Poller{})
		got := ""
		if e != nil {
			got = e.Name()
		}
		if got != want {
			t.Errorf("lookup(%q) = %q, want %q", label, got, want)
		}
	}
}

// TestRegistryReleases checks that decoders and encoders the script drops are
// removed from the registries once collected, so the binding holds no
// JavaScript object alive.
func TestRegistryReleases(t *testing.T) {
	rt := goja.New()
	b, _ := enable(rt)
	if _, err := rt.RunString(`
		var keep = new TextDecoder();
		for (let i = 0; i < 1000; i++) { new TextDecoder("latin1").decode(new Uint8Array([0x80])); new TextEncoder().encode(""); }
		keep.decode(); // the registry's last-object cache now holds keep
		0;
	`); err != nil {
		t.Fatal(err)
	}
	if n := b.decoders.len(); n < 1 || n > 1001 {
		t.Fatalf("%d decoders registered, want 1 to 1001 (some may be collected already)", n)
	}
	// Cleanups run after a collection, on their own goroutine: wait for them.
	// The registries' last-object caches keep keep and the last TextEncoder.
	for i := 0; i < 200 && (b.decoders.len() > 1 || b.encoders.len() > 1); i++ {
		runtime.GC()
		time.Sleep(time.Millisecond)
	}
	if n, m := b.decoders.len(), b.encoders.len(); n != 1 || m != 1 {
		t.Fatalf("after collection: %d decoders, %d encoders registered; want 1 and 1", n, m)
	}
	v, err := rt.RunString(`keep.decode(new Uint8Array([0x41]))`)
	if err != nil || v.String() != "A" {
		t.Fatalf("the kept decoder: %v, %v", v, err)
	}
	runtime.KeepAlive(rt)
}
