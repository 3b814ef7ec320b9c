package main

import (
	"fmt"
	"math"
	"math/big"
	"reflect"
	"strconv"
	"strings"

	"github.com/dop251/goja"

	"github.com/textcodec/textcodec/internal/host"
)

// jsonWriter is JSON.stringify (ECMA-262 §25.5.2, JSON.stringify and its
// abstract operations SerializeJSONProperty, QuoteJSONString,
// SerializeJSONObject and SerializeJSONArray) written in Go with limits.
//
// goja's own JSON.stringify is a native call: it never looks at the
// runtime's interrupt flag, looks for cycles by comparing each object with
// every object above it (an array nested 100,000 deep takes 16 s), recurses
// on the Go stack, and writes a result of any size. This one polls for an
// interrupt every few hundred values, keeps the objects being written in a
// set, and stops with a *resultLimitError past maxDepth levels or maxBytes
// bytes. The server installs it as JSON.stringify in each runtime and
// writes the scripts' results with it.
type jsonWriter struct {
	rt        *goja.Runtime
	poll      host.Poller
	isArray   goja.Callable // Array.isArray
	isRawJSON goja.Callable // JSON.isRawJSON (nil if goja lacks it)
	boolValue goja.Callable // Boolean.prototype.valueOf

	maxDepth int
	maxBytes int
}

// A jsonCall is one stringify's state.
type jsonCall struct {
	*jsonWriter
	buf      []byte
	replacer goja.Callable
	propList []string // nil: no property list
	gap      string
	indent   string
	stack    map[*goja.Object]struct{}
	depth    int
	visits   int
}

// A resultLimitError is a result (or a JSON.stringify in a script) past
// one of the server's limits.
type resultLimitError struct {
	what  string // "bytes" or "levels of nesting"
	limit int
	flag  string
}

func (e *resultLimitError) Error() string {
	return fmt.Sprintf("the JSON text would exceed the server's limit of %d %s (%s)", e.limit, e.what, e.flag)
}

// stringify returns the JSON text of v (ok false when JSON.stringify
// returns undefined). It panics with what JavaScript code throws, with
// goja's *InterruptedError, or with a *resultLimitError.
func (jw *jsonWriter) stringify(v, replacer, space goja.Value) (text string, ok bool) {
	w := &jsonCall{jsonWriter: jw, stack: map[*goja.Object]struct{}{}}
	if err := w.options(replacer, space); err != nil {
		panic(err)
	}
	wrapper := w.rt.NewObject()
	// CreateDataPropertyOrThrow: a setter on Object.prototype[""] is not called
	wrapper.DefineDataProperty("", v, goja.FLAG_TRUE, goja.FLAG_TRUE, goja.FLAG_TRUE)
	if !w.property(wrapper, "", v) {
		return "", false
	}
	return string(w.buf), true
}

// options reads the replacer (a function or a property list) and the gap,
// as JSON.stringify's steps 4 to 9 do.
func (w *jsonCall) options(replacer, space goja.Value) error {
	if r, ok := replacer.(*goja.Object); ok {
		if f, ok := goja.AssertFunction(r); ok {
			w.replacer = f
		} else if w.array(r) {
			seen := map[string]bool{}
			list := []string{}
			n := toLength(r.Get("length"))
			for i := int64(0); i < n; i++ {
				w.tick()
				var item string
				switch e := r.Get(strconv.FormatInt(i, 10)).(type) {
				case goja.String:
					item = e.String()
				case *goja.Object:
					if c := e.ClassName(); c != "String" && c != "Number" {
						continue
					}
					item = e.String()
				default:
					if e == nil || !isNumber(e) {
						continue
					}
					item = e.String()
				}
				if !seen[item] {
					seen[item] = true
					list = append(list, item)
				}
			}
			w.propList = list
		}
	}
	if o, ok := space.(*goja.Object); ok {
		switch o.ClassName() {
		case "Number":
			space = w.rt.ToValue(o.ToNumber())
		case "String":
			space = w.rt.ToValue(o.String())
		}
	}
	switch {
	case space == nil:
	case isNumber(space):
		n := min(10, int(math.Max(0, math.Min(10, math.Trunc(space.ToFloat())))))
		w.gap = strings.Repeat(" ", n)
	case isString(space):
		units := space.(goja.String)
		if units.Length() > 10 {
			units = units.Substring(0, 10)
		}
		w.gap = units.String()
	}
	return nil
}

// tick polls for an interrupt every 256 values written.
func (w *jsonCall) tick() {
	w.visits++
	if w.visits&255 == 0 {
		w.poll.Poll()
	}
}

func (w *jsonCall) write(s string) {
	if len(w.buf)+len(s) > w.maxBytes {
		panic(&resultLimitError{"bytes", w.maxBytes, "-max-result"})
	}
	w.buf = append(w.buf, s...)
}

func (w *jsonCall) array(o *goja.Object) bool {
	v, err := w.isArray(nil, o)
	if err != nil {
		panic(err)
	}
	return v.ToBoolean()
}

func (w *jsonCall) call(f goja.Callable, this goja.Value, args ...goja.Value) goja.Value {
	v, err := f(this, args...)
	if err != nil {
		panic(err)
	}
	return v
}

// property is SerializeJSONProperty for holder[key] whose value is v: it
// writes the value's JSON text and reports whether there was one.
func (w *jsonCall) property(holder *goja.Object, key string, v goja.Value) bool {
	w.tick()
	if v == nil {
		v = goja.Undefined()
	}
	if o, ok := v.(*goja.Object); ok || isBigInt(v) {
		var obj *goja.Object
		if ok {
			obj = o
		} else {
			obj = v.ToObject(w.rt)
		}
		if f, ok := goja.AssertFunction(obj.Get("toJSON")); ok {
			v = w.call(f, v, w.rt.ToValue(key))
		}
	}
	if w.replacer != nil {
		v = w.call(w.replacer, holder, w.rt.ToValue(key), v)
	}
	if o, ok := v.(*goja.Object); ok {
		switch o.ClassName() {
		case "Number":
			v = w.rt.ToValue(o.ToNumber())
		case "String":
			v = w.rt.ToValue(o.ToString())
		case "Boolean":
			v = w.call(w.boolValue, o)
		case "BigInt":
			panic(w.rt.NewTypeError("Do not know how to serialize a BigInt"))
		}
		if w.isRawJSON != nil && w.call(w.isRawJSON, nil, o).ToBoolean() {
			w.write(o.Get("rawJSON").String())
			return true
		}
	}
	switch {
	case goja.IsNull(v):
		w.write("null")
	case v == goja.Undefined() || goja.IsUndefined(v):
		return false
	case isBoolean(v):
		if v.ToBoolean() {
			w.write("true")
		} else {
			w.write("false")
		}
	case isString(v):
		w.quote(v.(goja.String))
	case isNumber(v):
		if f := v.ToFloat(); math.IsInf(f, 0) || math.IsNaN(f) {
			w.write("null")
		} else {
			w.write(v.String())
		}
	case isBigInt(v):
		panic(w.rt.NewTypeError("Do not know how to serialize a BigInt"))
	default:
		o, ok := v.(*goja.Object)
		if !ok {
			return false // a symbol
		}
		if _, callable := goja.AssertFunction(o); callable {
			return false
		}
		w.enter(o)
		if w.array(o) {
			w.arrayText(o)
		} else {
			w.objectText(o)
		}
		w.leave(o)
	}
	return true
}

func (w *jsonCall) enter(o *goja.Object) {
	if _, cyclic := w.stack[o]; cyclic {
		panic(w.rt.NewTypeError("Converting circular structure to JSON"))
	}
	if w.depth >= w.maxDepth {
		panic(&resultLimitError{"levels of nesting", w.maxDepth, "-max-result-depth"})
	}
	w.stack[o] = struct{}{}
	w.depth++
}

func (w *jsonCall) leave(o *goja.Object) {
	delete(w.stack, o)
	w.depth--
}

// separator writes what comes before the i-th member of an object or array.
func (w *jsonCall) separator(i int) {
	if i > 0 {
		w.write(",")
	}
	if w.gap != "" {
		w.write("\n")
		w.write(w.indent)
	}
}

// close writes the end of an object or array that had n members.
func (w *jsonCall) close(n int, stepback, bracket string) {
	if n > 0 && w.gap != "" {
		w.write("\n")
		w.write(stepback)
	}
	w.write(bracket)
}

// objectText is SerializeJSONObject.
func (w *jsonCall) objectText(o *goja.Object) {
	stepback := w.indent
	w.indent += w.gap
	keys := w.propList
	if keys == nil {
		keys = o.Keys()
	}
	w.write("{")
	n := 0
	for _, k := range keys {
		mark := len(w.buf)
		w.separator(n)
		w.quote(w.rt.ToValue(k).(goja.String))
		w.write(":")
		if w.gap != "" {
			w.write(" ")
		}
		if w.property(o, k, o.Get(k)) {
			n++
		} else {
			w.buf = w.buf[:mark] // a member whose value has no JSON text
		}
	}
	w.indent = stepback
	w.close(n, stepback, "}")
}

// arrayText is SerializeJSONArray.
func (w *jsonCall) arrayText(o *goja.Object) {
	stepback := w.indent
	w.indent += w.gap
	n := toLength(o.Get("length"))
	w.write("[")
	for i := int64(0); i < n; i++ {
		w.separator(int(i))
		k := strconv.FormatInt(i, 10)
		if !w.property(o, k, o.Get(k)) {
			w.write("null")
		}
	}
	w.indent = stepback
	w.close(int(min(n, 1)), stepback, "]")
}

// quote is QuoteJSONString, on the string's UTF-16 code units (a lone
// surrogate is written as an escape).
func (w *jsonCall) quote(s goja.String) {
	n := s.Length()
	if len(w.buf)+n+2 > w.maxBytes {
		panic(&resultLimitError{"bytes", w.maxBytes, "-max-result"})
	}
	b := w.buf
	b = append(b, '"')
	for i := 0; i < n; i++ {
		if i&0xffff == 0xffff {
			w.poll.Poll()
		}
		c := s.CharAt(i)
		switch {
		case c == '"' || c == '\\':
			b = append(b, '\\', byte(c))
		case c == '\b':
			b = append(b, '\\', 'b')
		case c == '\f':
			b = append(b, '\\', 'f')
		case c == '\n':
			b = append(b, '\\', 'n')
		case c == '\r':
			b = append(b, '\\', 'r')
		case c == '\t':
			b = append(b, '\\', 't')
		case c < 0x20:
			b = fmt.Appendf(b, `\u%04x`, c)
		case c < 0x80:
			b = append(b, byte(c))
		case c >= 0xd800 && c <= 0xdbff && i+1 < n && s.CharAt(i+1) >= 0xdc00 && s.CharAt(i+1) <= 0xdfff:
			r := (rune(c)-0xd800)<<10 + rune(s.CharAt(i+1)) - 0xdc00 + 0x10000
			b = append(b, string(r)...)
			i++
		case c >= 0xd800 && c <= 0xdfff:
			b = fmt.Appendf(b, `\u%04x`, c)
		default:
			b = append(b, string(rune(c))...)
		}
		if len(b) >= w.maxBytes {
			panic(&resultLimitError{"bytes", w.maxBytes, "-max-result"})
		}
	}
	w.buf = append(b, '"')
}

// toLength is ToLength of an array-like's length.
func toLength(v goja.Value) int64 {
	if v == nil {
		return 0
	}
	f := v.ToFloat()
	if math.IsNaN(f) || f <= 0 {
		return 0
	}
	return int64(math.Min(f, 1<<53-1))
}

var (
	reflectBoolType   = reflect.TypeOf(true)
	reflectBigIntType = reflect.TypeOf((*big.Int)(nil))
)

func isNumber(v goja.Value) bool {
	if v == nil || isObject(v) || v.ExportType() == nil {
		return false
	}
	k := v.ExportType().Kind()
	return k == reflect.Int64 || k == reflect.Float64
}

func isString(v goja.Value) bool {
	_, ok := v.(goja.String)
	return ok
}

func isBoolean(v goja.Value) bool {
	return v != nil && !isObject(v) && v.ExportType() == reflectBoolType
}

func isBigInt(v goja.Value) bool {
	return v != nil && !isObject(v) && v.ExportType() == reflectBigIntType
}

func isObject(v goja.Value) bool {
	_, ok := v.(*goja.Object)
	return ok
}
