package main

import (
	"errors"
	"reflect"
	"strings"

	"github.com/dop251/goja"

	"github.com/textcodec/textcodec/goja/encoding"
	"github.com/textcodec/textcodec/goja/streams"
	"github.com/textcodec/textcodec/internal/host"
)

// vmLimits are the limits built into each runtime.
type vmLimits struct {
	scan           scanLimits // for eval, Function and JSON.parse text
	maxOutputBytes int        // encoding.MaxOutputBytes
	maxQueuedBytes int64      // streams.MaxQueuedBytes (0: none)
	maxResult      int        // JSON.stringify's bytes
	maxResultDepth int        // JSON.stringify's nesting
	maxCallStack   int        // goja's SetMaxCallStackSize (0: goja's default)
	maxAllocation  int64      // allocGuard's bound (0: none)
}

// A jsVM is a runtime with TextDecoder, TextEncoder, their streams and the
// Streams Standard's classes, and the built-ins the server calls, taken
// before any script can replace them.
type jsVM struct {
	rt         *goja.Runtime
	uint8Array func(args ...goja.Value) (*goja.Object, error) // new Uint8Array(...)
	json       *jsonWriter
}

// newVM makes a runtime for one script. Besides textcodec's interfaces it
// replaces what would let a script reach goja's recursive parser or its
// uninterruptible JSON.stringify with text or values the server has not
// checked:
//   - JSON.stringify is the server's jsonWriter (interruptible, with the
//     result's limits);
//   - JSON.parse, eval, and the Function, AsyncFunction and
//     GeneratorFunction constructors pre-scan their text as the
//     script's own text is. eval becomes an indirect eval: it runs in the
//     global scope, not in the caller's.
func newVM(lim vmLimits) (*jsVM, error) {
	rt := goja.New()
	if lim.maxCallStack > 0 {
		rt.SetMaxCallStackSize(lim.maxCallStack)
	}
	if err := encoding.Enable(rt, encoding.MaxOutputBytes(lim.maxOutputBytes)); err != nil {
		return nil, err
	}
	// What a script keeps queued in all its streams together.
	if err := streams.Enable(rt, streams.MaxQueuedBytes(lim.maxQueuedBytes)); err != nil {
		return nil, err
	}
	probe, err := rt.RunString(`(function () {})`)
	if err != nil {
		return nil, err
	}
	probeFn, _ := goja.AssertFunction(probe)
	global := rt.GlobalObject()
	jsonObj := global.Get("JSON").(*goja.Object)
	arrayCtor := global.Get("Array").(*goja.Object)
	isArray, _ := goja.AssertFunction(arrayCtor.Get("isArray"))
	isRawJSON, _ := goja.AssertFunction(jsonObj.Get("isRawJSON"))
	boolValue, _ := goja.AssertFunction(global.Get("Boolean").(*goja.Object).Get("prototype").(*goja.Object).Get("valueOf"))
	vm := &jsVM{rt: rt, json: &jsonWriter{
		rt: rt, poll: host.NewPoller(probeFn),
		isArray: isArray, isRawJSON: isRawJSON, boolValue: boolValue,
		maxDepth: lim.maxResultDepth, maxBytes: lim.maxResult,
	}}
	u8 := global.Get("Uint8Array")
	vm.uint8Array = func(args ...goja.Value) (*goja.Object, error) { return rt.New(u8, args...) }

	rangeError := global.Get("RangeError")
	throwRange := func(msg string) {
		e, err := rt.New(rangeError, rt.ToValue(msg))
		if err != nil {
			panic(err)
		}
		panic(e)
	}
	scanned := func(src string) {
		if err := prescan(src, lim.scan); err != nil {
			throwRange(err.Error())
		}
	}
	var errs []error
	define := func(o *goja.Object, name string, f any, length int) *goja.Object {
		fo := rt.ToValue(f).(*goja.Object)
		fo.DefineDataProperty("name", rt.ToValue(name), goja.FLAG_FALSE, goja.FLAG_TRUE, goja.FLAG_FALSE)
		fo.DefineDataProperty("length", rt.ToValue(length), goja.FLAG_FALSE, goja.FLAG_TRUE, goja.FLAG_FALSE)
		if o != nil {
			errs = append(errs, o.DefineDataProperty(name, fo, goja.FLAG_TRUE, goja.FLAG_TRUE, goja.FLAG_FALSE))
		}
		return fo
	}

	define(jsonObj, "stringify", func(call goja.FunctionCall) goja.Value {
		defer func() {
			if r := recover(); r != nil {
				var limit *resultLimitError
				if err, ok := r.(error); ok && errors.As(err, &limit) {
					throwRange("JSON.stringify: " + limit.Error())
				}
				panic(r)
			}
		}()
		text, ok := vm.json.stringify(call.Argument(0), call.Argument(1), call.Argument(2))
		if !ok {
			return goja.Undefined()
		}
		return rt.ToValue(text)
	}, 3)

	parse, _ := goja.AssertFunction(jsonObj.Get("parse"))
	define(jsonObj, "parse", func(call goja.FunctionCall) goja.Value {
		text := call.Argument(0).ToString().String()
		scanned(text)
		v, err := parse(nil, rt.ToValue(text), call.Argument(1))
		if err != nil {
			panic(err)
		}
		return v
	}, 2)

	eval, _ := goja.AssertFunction(global.Get("eval"))
	define(global, "eval", func(call goja.FunctionCall) goja.Value {
		src, ok := call.Argument(0).(goja.String)
		if !ok {
			return call.Argument(0)
		}
		scanned(src.String())
		v, err := eval(nil, src)
		if err != nil {
			panic(err)
		}
		return v
	}, 1)

	// The four function constructors, reached through the global Function
	// and through each kind of function's prototype.constructor.
	protos, err := rt.RunString(`[function () {}, async function () {}, function* () {}]
		.map(f => Object.getPrototypeOf(f))`)
	if err != nil {
		return nil, err
	}
	for i, name := range []string{"Function", "AsyncFunction", "GeneratorFunction"} { // goja has no async generators
		proto := protos.(*goja.Object).Get(string(rune('0' + i))).(*goja.Object)
		orig := proto.Get("constructor").(*goja.Object)
		ctor, _ := goja.AssertFunction(orig)
		guarded := define(nil, name, func(call goja.ConstructorCall) *goja.Object {
			args := make([]goja.Value, len(call.Arguments))
			params := make([]string, 0, len(args))
			for i, a := range call.Arguments {
				s := a.ToString()
				args[i] = s
				if i < len(args)-1 {
					params = append(params, s.String())
				}
			}
			body := ""
			if len(args) > 0 {
				body = args[len(args)-1].String()
			}
			scanned("(" + strings.Join(params, ",") + "\n) {\n" + body + "\n}")
			v, err := ctor(nil, args...)
			if err != nil {
				panic(err)
			}
			return v.(*goja.Object)
		}, 1)
		errs = append(errs,
			guarded.DefineDataProperty("prototype", proto, goja.FLAG_FALSE, goja.FLAG_FALSE, goja.FLAG_FALSE),
			proto.DefineDataProperty("constructor", guarded, goja.FLAG_FALSE, goja.FLAG_TRUE, goja.FLAG_FALSE))
		if i == 0 {
			errs = append(errs, global.DefineDataProperty("Function", guarded, goja.FLAG_TRUE, goja.FLAG_TRUE, goja.FLAG_FALSE))
		}
	}
	if lim.maxAllocation > 0 {
		if err := guardAllocations(rt, lim.maxAllocation, define, throwRange); err != nil {
			return nil, err
		}
	}
	if err := errors.Join(errs...); err != nil {
		return nil, err
	}
	return vm, nil
}

var typePromise = reflect.TypeOf((*goja.Promise)(nil))
