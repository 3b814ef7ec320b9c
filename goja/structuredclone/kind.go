package structuredclone

import (
	"math"
	"math/big"
	"reflect"
	"strconv"
	"sync"
	"time"

	"github.com/dop251/goja"

	"github.com/textcodec/textcodec/internal/host"
	"github.com/textcodec/textcodec/internal/host/gojaobj"
)

// The kinds of object kindOf tells apart: which of the steps of
// StructuredSerializeInternal an object takes. The program (clone.js)
// names the same numbers.
const (
	kindOrdinary         = 0
	kindArray            = 1
	kindPrimitiveWrapper = 2 // [[BooleanData]], [[NumberData]], [[BigIntData]] or [[StringData]]
	kindDate             = 3
	kindRegExp           = 4
	kindArrayBuffer      = 5
	kindView             = 6
	kindMap              = 7
	kindSet              = 8
	kindError            = 9
	kindPlatform         = 10
	kindNotSerializable  = 11
	kindMaybeView        = 12 // ordinary, or a view: goja's layout is unknown (gojaobj.Known)
)

// The types goja exports its objects as, where they tell a kind apart.
var (
	typeMap         = reflect.TypeOf([][2]any{})
	typeSet         = reflect.TypeOf([]any{})
	typeArrayBuffer = reflect.TypeOf(goja.ArrayBuffer{})
	typeProxy       = reflect.TypeOf(goja.Proxy{})
	typeBigInt      = reflect.TypeOf((*big.Int)(nil))
	typePromise     = reflect.TypeOf((*goja.Promise)(nil))
	typeString      = reflect.TypeOf("")
	typeTime        = reflect.TypeOf(time.Time{})
)

// kindOf returns o's kind, read from goja's object without running a script
// or reading a property: its class (goja's [[Class]]-like name, which a
// script cannot set), the type goja exports it as, its view kind
// (gojaobj), and for the few built-ins that goja makes as ordinary
// objects of the "Object" class with no export of their own (WeakMap,
// WeakSet, the iterators), the Go type of goja's implementation.
// Registered platform objects (Serializable, Register) are asked first.
func (b *binding) kindOf(o *goja.Object) int {
	if _, ok := b.platformFor(o); ok {
		return kindPlatform
	}
	// The export type first: it never runs a trap, and ClassName panics
	// on a revoked Proxy.
	exportType := o.ExportType()
	switch exportType {
	case typeProxy, typePromise:
		return kindNotSerializable
	case typeArrayBuffer:
		return kindArrayBuffer
	}
	switch o.ClassName() {
	case "Object":
	case "Array":
		return kindArray
	case "Boolean", "Number", "String":
		return kindPrimitiveWrapper
	case "Date":
		return kindDate
	case "RegExp":
		return kindRegExp
	case "Error":
		return kindError
	case "Math", "JSON", "global":
		// Ordinary objects, which goja names for Object.prototype.toString.
		return kindOrdinary
	default:
		// Arguments (exotic, or with [[ParameterMap]]), functions,
		// iterators, generators.
		return kindNotSerializable
	}
	switch exportType {
	case typeMap:
		return kindMap
	case typeSet:
		return kindSet
	case typeBigInt:
		return kindPrimitiveWrapper
	case typeString:
		// A Symbol object ([[SymbolData]]).
		return kindNotSerializable
	}
	if k, known := gojaobj.KindOf(o); !known {
		return kindMaybeView
	} else if k != gojaobj.NotView {
		return kindView
	}
	if notSerializableImpl[implType(o)] {
		return kindNotSerializable
	}
	return kindOrdinary
}

// notSerializableImpl are the Go types of goja's implementations of the
// objects of the "Object" class, with no export type of their own, that
// have internal slots other than [[Prototype]] and [[Extensible]].
var notSerializableImpl = map[string]bool{
	"weakMapObject":          true,
	"weakSetObject":          true,
	"mapIterObject":          true,
	"setIterObject":          true,
	"arrayIterObject":        true,
	"stringIterObject":       true,
	"regExpStringIterObject": true,
	"generatorObject":        true,
}

// selfField is the index of goja.Object's field self (its implementation,
// an interface), or -1.
var selfField = sync.OnceValue(func() int {
	f, ok := reflect.TypeOf(goja.Object{}).FieldByName("self")
	if !ok || len(f.Index) != 1 || f.Type.Kind() != reflect.Interface {
		return -1
	}
	return f.Index[0]
})

// implType returns the name of the Go type of o's implementation (a
// pointer to a struct of goja's: "weakMapObject"), or "". Only the type is
// read, never a value.
func implType(o *goja.Object) string {
	i := selfField()
	if i < 0 {
		return ""
	}
	v := reflect.ValueOf(o).Elem().Field(i)
	if v.IsNil() {
		return ""
	}
	t := v.Elem().Type()
	if t.Kind() != reflect.Pointer {
		return ""
	}
	return t.Elem().Name()
}

// cloneWrapper is clone.js's $cloneWrapper(o): a new Boolean, Number,
// BigInt or String object of o's primitive value (steps 7 to 10 and their
// deserialization).
func (b *binding) cloneWrapper(call goja.FunctionCall) goja.Value {
	o, _ := call.Argument(0).(*goja.Object)
	if o == nil {
		panic(b.rt.NewTypeError("not a primitive wrapper"))
	}
	if o.ClassName() == "String" {
		return b.stringData(o).ToObject(b.rt)
	}
	switch v := o.Export().(type) {
	case bool, int64, float64, *big.Int:
		return b.rt.ToValue(v).ToObject(b.rt)
	}
	// A Go value of a named type that goja shows as a Boolean or Number
	// object.
	panic(b.dataCloneError("a Go value cannot be cloned"))
}

// stringData returns a String object's [[StringData]], read through its own
// index properties (which are the string's code units and cannot be
// changed: goja exports a String object as its properties, and would
// give a lone surrogate as U+FFFD), polling the host's interrupt every
// stringPollStep code units.
func (b *binding) stringData(o *goja.Object) goja.Value {
	n := int(o.Get("length").ToInteger())
	var sb goja.StringBuilder
	sb.Grow(n)
	for i := 0; i < n; i++ {
		if s, ok := o.Get(strconv.Itoa(i)).(goja.String); ok {
			sb.WriteString(s)
		}
		if i%stringPollStep == stringPollStep-1 {
			b.poll.Poll()
		}
	}
	return sb.String()
}

// stringPollStep is how many code units stringData reads between two polls:
// each is a property read (about 0.1 µs), not a byte copied.
const stringPollStep = 4096

// dateValue is clone.js's $dateValue(o): o's [[DateValue]] in
// milliseconds, NaN for an invalid date.
func (b *binding) dateValue(call goja.FunctionCall) goja.Value {
	o, _ := call.Argument(0).(*goja.Object)
	if o != nil && o.ExportType() == typeTime {
		if t, ok := o.Export().(time.Time); ok {
			return b.rt.ToValue(t.UnixMilli())
		}
	}
	return b.rt.ToValue(math.NaN())
}

// arrayBufferOf returns v's ArrayBuffer, or throws a TypeError.
func (b *binding) arrayBufferOf(v goja.Value) goja.ArrayBuffer {
	if o, ok := v.(*goja.Object); ok && o.ExportType() == typeArrayBuffer {
		if ab, ok := o.Export().(goja.ArrayBuffer); ok {
			return ab
		}
	}
	panic(b.rt.NewTypeError("not an ArrayBuffer"))
}

// copyBuffer is clone.js's $copyBuffer(o): a new ArrayBuffer with a copy
// of o's bytes (step 13's CreateByteDataBlock and CopyDataBlockBytes), or
// undefined when o is detached. The copy polls the host's interrupt every
// host.PollStep bytes; a size Go cannot allocate is a RangeError, as
// CreateByteDataBlock says.
func (b *binding) copyBuffer(call goja.FunctionCall) goja.Value {
	ab := b.arrayBufferOf(call.Argument(0))
	if ab.Detached() {
		return goja.Undefined()
	}
	src := ab.Bytes()
	dst := b.allocate(len(src))
	for i := 0; i < len(src); i += host.PollStep {
		copy(dst[i:], src[i:min(i+host.PollStep, len(src))])
		b.poll.Poll()
	}
	return b.rt.ToValue(b.rt.NewArrayBuffer(dst))
}

// allocate returns n zero bytes, or throws the realm's RangeError when Go
// cannot allocate them.
func (b *binding) allocate(n int) (p []byte) {
	defer func() {
		if recover() != nil {
			b.errors.ThrowRangeError("structuredClone: cannot allocate an ArrayBuffer of " + itoa(n) + " bytes")
		}
	}()
	return make([]byte, n)
}

// shareBuffer is transfer.js's $shareBuffer(o): a new ArrayBuffer over o's
// data block (no copy), which becomes the transferred buffer once o is
// detached.
func (b *binding) shareBuffer(call goja.FunctionCall) goja.Value {
	data := b.arrayBufferOf(call.Argument(0)).Bytes()
	if data == nil {
		data = []byte{}
	}
	return b.rt.ToValue(b.rt.NewArrayBuffer(data))
}

// detachBuffer is transfer.js's $detachBuffer(o): DetachArrayBuffer(o).
func (b *binding) detachBuffer(call goja.FunctionCall) goja.Value {
	b.arrayBufferOf(call.Argument(0)).Detach()
	return goja.Undefined()
}
