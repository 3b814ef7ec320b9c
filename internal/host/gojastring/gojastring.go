// Package gojastring makes and reads goja's strings in goja's own forms,
// without copying, for the bindings whose results are large strings
// (goja/globalscope's atob and btoa, goja/fileapi).
//
// goja keeps a string in one of two forms (see package goja/unistring): a
// string of ASCII characters as a Go string of bytes, any other as a
// []uint16 holding the marker 0xFEFF and then the code units. A string must
// be in the ASCII form exactly when all its code units are ASCII: goja
// compares strings of different forms as different. goja's public ways to
// make a string copy (StringFromUTF16) or defer the work to the string's
// first use (Runtime.ToValue of a long Go string); these functions convert
// a buffer the caller filled to goja's own (unexported) types, found by
// reflection on strings StringFromUTF16 makes. If goja's forms ever change,
// Forms finds them wrong and the functions fall back to the public,
// copying ways. (Package goja/encoding's strings.go holds the same probe for
// its decoders.)
package gojastring

import (
	"reflect"
	"sync"
	"unsafe"

	"github.com/dop251/goja"
)

// forms holds goja's two string types, or nil for one whose shape is not as
// described above.
type forms struct {
	ascii   reflect.Type // a string type
	unicode reflect.Type // a []uint16 type
}

var gojaForms = sync.OnceValue(func() forms {
	var f forms
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

// Known reports whether goja's two forms were found (the functions then
// copy nothing).
func Known() bool {
	f := gojaForms()
	return f.ascii != nil && f.unicode != nil
}

// ASCII returns the string of the ASCII bytes p, taking p over: nothing may
// change p afterwards. Bytes above 0x7F are the caller's error.
func ASCII(rt *goja.Runtime, p []byte) goja.Value {
	if len(p) == 0 {
		return goja.StringFromUTF16(nil)
	}
	s := unsafe.String(unsafe.SliceData(p), len(p))
	if t := gojaForms().ascii; t != nil {
		return reflect.ValueOf(s).Convert(t).Interface().(goja.String)
	}
	return rt.ToValue(s)
}

// UTF16 returns the string of the code units buf[1:], which must not all be
// ASCII, taking buf over: it sets buf[0] to goja's marker, and nothing may
// change buf afterwards.
func UTF16(buf []uint16) goja.Value {
	if t := gojaForms().unicode; t != nil {
		buf[0] = 0xFEFF
		return reflect.ValueOf(buf).Convert(t).Interface().(goja.String)
	}
	return goja.StringFromUTF16(buf[1:])
}

// Units returns the code units of s when goja holds it in its UTF-16 form,
// without copying (they must not be changed), and ok false for any other
// form.
func Units(s goja.String) (units []uint16, ok bool) {
	rv := reflect.ValueOf(s)
	if rv.Kind() != reflect.Slice || rv.Type().Elem().Kind() != reflect.Uint16 || rv.Len() == 0 {
		return nil, false
	}
	u := unsafe.Slice((*uint16)(rv.UnsafePointer()), rv.Len())
	if u[0] != 0xFEFF || len(u)-1 != s.Length() {
		return nil, false
	}
	return u[1:], true
}

// Bytes returns the bytes of s when goja holds it in its byte form (each
// byte a code unit), without copying (they must not be changed), and ok
// false for any other form.
func Bytes(s goja.String) (p []byte, ok bool) {
	rv := reflect.ValueOf(s)
	if rv.Kind() != reflect.String {
		return nil, false
	}
	str := rv.String()
	return unsafe.Slice(unsafe.StringData(str), len(str)), true
}
