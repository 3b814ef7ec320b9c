package textcodec

import (
	"reflect"
	"sync"
	"unsafe"

	"github.com/dop251/goja"
)

// goja keeps a string in one of two forms (see package goja/unistring): a
// string of ASCII characters as a Go string of bytes, any other as a
// []uint16 holding the marker 0xFEFF and then the code units. A string must
// be in the ASCII form exactly when all its code units are ASCII: goja
// compares strings of different forms as different.
//
// goja's public ways to make a string copy: StringFromUTF16 copies the code
// units (and narrows ASCII a byte at a time), and Runtime.ToValue keeps a Go
// string of more than 16 bytes as a string it scans on first use. decode
// fills buffers of its own, so it makes goja's forms directly from them:
// they are goja's own (unexported) string types, found by reflection on
// strings StringFromUTF16 makes, and the buffers are converted to them, which
// copies nothing. If goja's forms ever change, gojaForms finds them wrong and
// the helpers below fall back to the public, copying ways.

// stringForms holds goja's two string types, or nil for one whose shape is
// not as described above.
type stringForms struct {
	ascii   reflect.Type // a string type
	unicode reflect.Type // a []uint16 type
}

var gojaForms = sync.OnceValue(func() stringForms {
	var f stringForms
	a := reflect.ValueOf(goja.StringFromUTF16([]uint16{'a'}))
	if a.Kind() == reflect.String && a.String() == "a" {
		f.ascii = a.Type()
	}
	u := reflect.ValueOf(goja.StringFromUTF16([]uint16{0x100}))
	if u.Kind() == reflect.Slice && u.Type().Elem().Kind() == reflect.Uint16 &&
		u.Len() == 2 && u.Index(0).Uint() == 0xFEFF && u.Index(1).Uint() == 0x100 {
		f.unicode = u.Type()
	}
	return f
})

// emptyString is the empty JavaScript string.
var emptyString = goja.StringFromUTF16(nil)

// asciiValue makes a JavaScript string of the ASCII bytes p, which it takes
// over: nothing may change p afterwards.
func (b *binding) asciiValue(p []byte) goja.Value {
	if len(p) == 0 {
		return emptyString
	}
	s := unsafe.String(unsafe.SliceData(p), len(p))
	if t := gojaForms().ascii; t != nil {
		return reflect.ValueOf(s).Convert(t).Interface().(goja.String)
	}
	return b.rt.ToValue(s)
}

// unicodeValue makes a JavaScript string of buf[1:], code units not all
// ASCII, taking buf over: it sets buf[0] to goja's marker, and nothing may
// change buf afterwards.
func unicodeValue(buf []uint16) goja.Value {
	if t := gojaForms().unicode; t != nil {
		buf[0] = 0xFEFF
		return reflect.ValueOf(buf).Convert(t).Interface().(goja.String)
	}
	return goja.StringFromUTF16(buf[1:])
}

// isASCIIUnits reports whether every code unit of u is below 0x80, four at
// a time.
func isASCIIUnits(u []uint16) bool {
	for len(u) >= 4 {
		if (uint64(u[0])|uint64(u[1])<<16|uint64(u[2])<<32|uint64(u[3])<<48)&0xFF80FF80FF80FF80 != 0 {
			return false
		}
		u = u[4:]
	}
	for _, c := range u {
		if c >= 0x80 {
			return false
		}
	}
	return true
}
