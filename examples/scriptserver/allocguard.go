package main

import (
	"fmt"

	"github.com/dop251/goja"
)

// goja makes what a script asks for in one allocation, before anything can
// look: new ArrayBuffer(2 ** 40) or "x".repeat(2 ** 40) asks Go for a
// terabyte, and Go ends the whole process ("fatal error: runtime: out of
// memory"), which no recover catches; a few hundred megabytes are made, or
// copied, in a call that does not see goja's interrupt and holds up the
// collector's stop of the world for every goroutine. allocGuard refuses,
// with a RangeError and before the allocation, each such request past
// maxAllocation bytes:
//
//   - ArrayBuffer and the typed array constructors (each becomes a function
//     that checks the size and constructs the built-in with new.target,
//     with the built-in's prototype, name and length, inheriting its
//     static members from it; the prototype's constructor is it): a length argument, or the length of
//     an array-like argument (its @@iterator and length read once more
//     than the constructor reads them); from's array-likes come through it
//     too (goja's instanceof refuses a Proxy, so no proxy);
//   - String.prototype.repeat, padStart and padEnd: the result's length,
//     at two bytes a character (goja keeps a string that is not ASCII in
//     UTF-16). The guard converts the arguments as the standard does and
//     calls the built-in with what it converted, so nothing is read twice.
//
// Strings grown a step at a time ("s += s", appends) are not single
// allocations: the memory watch stops them (memory.go).
const allocGuardSource = `(function (max, typedArrays) {
	'use strict';
	const RangeError_ = RangeError, TypeError_ = TypeError, construct = Reflect.construct;
	const defineProperty = Object.defineProperty;
	const setPrototypeOf = Object.setPrototypeOf;
	const iterator = Symbol.iterator;
	function check(bytes) {
		if (bytes > max) throw new RangeError_("allocation of " + bytes + " bytes refused: past the server's limit of " + max + " bytes");
	}
	function toIndex(v) {
		const n = +v;
		return n > 0 ? n - n % 1 : 0;
	}
	// guard replaces the constructor name with a function that checks the
	// size, then constructs with new.target; it has the constructor's
	// prototype, name and length, and inherits its other static members
	// (from, of, BYTES_PER_ELEMENT, isView, @@species) from it.
	function guard(name, size) {
		const C = globalThis[name];
		const guarded = function (...args) {
			if (new.target === undefined) throw new TypeError_("Constructor " + name + " requires 'new'");
			const a = args[0];
			if (typeof a !== 'object' || a === null) {
				check(toIndex(a) * size);
			} else if (typeof a[iterator] !== 'function') {
				// An array-like object (or a buffer, or a view, whose
				// length is no allocation of its own to check).
				check(toIndex(a.length) * size);
			}
			return construct(C, args, new.target);
		};
		defineProperty(guarded, 'prototype', { __proto__: null, value: C.prototype, writable: false, enumerable: false, configurable: false });
		defineProperty(guarded, 'name', { __proto__: null, value: name, writable: false, enumerable: false, configurable: true });
		defineProperty(guarded, 'length', { __proto__: null, value: 3, writable: false, enumerable: false, configurable: true });
		setPrototypeOf(guarded, C); // C's static members, from C
		defineProperty(globalThis, name, { __proto__: null, value: guarded, writable: true, enumerable: false, configurable: true });
		defineProperty(C.prototype, 'constructor', { __proto__: null, value: guarded, writable: true, enumerable: false, configurable: true });
	}
	guard('ArrayBuffer', 1);
	for (let i = 0; i < typedArrays.length; i += 2) guard(typedArrays[i], typedArrays[i + 1]);
})`

// typedArraySizes are the typed array constructors and their element sizes.
var typedArraySizes = []any{
	"Int8Array", 1, "Uint8Array", 1, "Uint8ClampedArray", 1, "Int16Array", 2, "Uint16Array", 2,
	"Int32Array", 4, "Uint32Array", 4, "Float32Array", 4, "Float64Array", 8,
	"BigInt64Array", 8, "BigUint64Array", 8,
}

var allocGuardProgram = goja.MustCompile("allocguard.js", allocGuardSource, true)

// guardAllocations installs allocGuard in rt, with the string methods'
// guards made in Go (define puts a function on an object, as newVM does;
// throwRange throws a RangeError).
func guardAllocations(rt *goja.Runtime, maxAllocation int64, define func(o *goja.Object, name string, f any, length int) *goja.Object, throwRange func(string)) error {
	v, err := rt.RunProgram(allocGuardProgram)
	if err != nil {
		return err
	}
	install, _ := goja.AssertFunction(v)
	if _, err := install(nil, rt.ToValue(maxAllocation), rt.ToValue(typedArraySizes)); err != nil {
		return err
	}
	stringProto := rt.GlobalObject().Get("String").(*goja.Object).Get("prototype").(*goja.Object)
	check := func(chars int64) {
		if chars > maxAllocation/2 {
			throwRange(fmt.Sprintf("Invalid string length: %d characters refused, past the server's limit of %d bytes", chars, maxAllocation))
		}
	}
	// thisString is RequireObjectCoercible(this) and ToString.
	thisString := func(call goja.FunctionCall, name string) goja.String {
		if goja.IsUndefined(call.This) || goja.IsNull(call.This) {
			panic(rt.NewTypeError("String.prototype.%s called on null or undefined", name))
		}
		if str, ok := call.This.ToString().(goja.String); ok {
			return str
		}
		return rt.ToValue(call.This.String()).(goja.String) // a number or boolean: ASCII
	}
	repeat, _ := goja.AssertFunction(stringProto.Get("repeat"))
	define(stringProto, "repeat", func(call goja.FunctionCall) goja.Value {
		s := thisString(call, "repeat")
		n := call.Argument(0).ToNumber()
		if count := n.ToFloat(); count >= 1 && count < 1<<53 {
			check(int64(s.Length()) * int64(count))
		}
		v, err := repeat(s, n)
		if err != nil {
			panic(err)
		}
		return v
	}, 1)
	for _, name := range []string{"padStart", "padEnd"} {
		pad, _ := goja.AssertFunction(stringProto.Get(name))
		define(stringProto, name, func(call goja.FunctionCall) goja.Value {
			s := thisString(call, name)
			n := call.Argument(0).ToNumber()
			length := n.ToFloat()
			if !(length > float64(s.Length())) {
				return s
			}
			fill := call.Argument(1)
			if !goja.IsUndefined(fill) {
				fill = rt.ToValue(fill.ToString().String())
				if fill.(goja.String).Length() == 0 {
					return s // the standard's step for an empty filler
				}
			}
			check(int64(min(length, 1<<53)))
			v, err := pad(s, n, fill)
			if err != nil {
				panic(err)
			}
			return v
		}, 1)
	}
	return nil
}
