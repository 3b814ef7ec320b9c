package encoding

import (
	"reflect"
	"strings"
	"sync"

	"github.com/dop251/goja"
)

// goja keeps a string the host passes in as a Go string in a third form,
// besides the two of strings.go: Runtime.ToValue of a Go string of more than
// 16 bytes (and so every string field of a Go struct or value of a Go map a
// script reads, which goja converts with ToValue), the concatenation of two
// such strings before a script has read either, and JSON.stringify's output,
// are a pointer to a struct holding the Go string, which goja scans only when
// a script first reads a character (goja's importedString). Its String
// method returns the Go string itself, without copying.
//
// A script sees the code units goja's scan makes of the Go string
// (unistring.Scan, a range loop over the string): the UTF-16 of each
// well-formed UTF-8 sequence, and U+FFFD for each byte that does not begin
// one (a byte of an ill-formed or truncated sequence, or of an encoded
// surrogate, each on its own: ED A0 80 is three U+FFFD). No lone surrogate
// can come out of that, so the UTF-8 of those code units as a USVString is
// the Go string's bytes with each such byte replaced by EF BF BD
// (hoststring_utf8.go converts it so).

// importedForm is goja's type for a Go string it scans lazily, or nil when
// goja has no such form (or its shape or scan is not as described above): such
// strings are then read through codeUnits.
var importedForm = sync.OnceValue(func() reflect.Type {
	// A string of more than 16 bytes, with bytes that are not UTF-8, which
	// String must return unchanged.
	const probe = "goja's lazily scanned form: \xff\xe9\xed\xa0\x80\xf0\x9f\x98\x80"
	v := goja.New().ToValue(strings.Clone(probe))
	t := reflect.TypeOf(v)
	if t == nil || t.Kind() != reflect.Pointer || t.Elem().Kind() != reflect.Struct ||
		t.Elem().NumField() == 0 || t.Elem().Field(0).Type.Kind() != reflect.String {
		return nil
	}
	s, ok := v.(goja.String)
	if !ok || s.String() != probe {
		return nil
	}
	// A script must see the code units of the scan described above: U+FFFD
	// for each byte that begins no well-formed sequence, a surrogate pair
	// for a supplementary character.
	want := make([]uint16, 0, len(probe))
	for i := 0; i < len("goja's lazily scanned form: "); i++ {
		want = append(want, uint16(probe[i]))
	}
	want = append(want, 0xFFFD, 0xFFFD, 0xFFFD, 0xFFFD, 0xFFFD, 0xD83D, 0xDE00)
	if s.Length() != len(want) {
		return nil
	}
	for i, c := range want {
		if s.CharAt(i) != c {
			return nil
		}
	}
	// The forms strings.go handles are not pointers: make sure.
	if t == reflect.TypeOf(goja.StringFromUTF16([]uint16{'a'})) || t == reflect.TypeOf(goja.StringFromUTF16([]uint16{0x100})) {
		return nil
	}
	return t
})

// hostString returns the Go string s holds when s is in goja's lazily
// scanned form (see above): the script sees the code units goja's scan
// makes of it.
func hostString(s goja.String) (string, bool) {
	if t := importedForm(); t != nil && reflect.TypeOf(s) == t {
		return s.String(), true
	}
	return "", false
}
