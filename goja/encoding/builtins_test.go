package encoding_test

import (
	"testing"

	"github.com/dop251/goja"

	"github.com/textcodec/textcodec/goja/encoding"
)

// TestMissingBuiltins: the binding uses the built-ins Enable captured, so a
// script that deletes or replaces the globals later changes nothing; a
// runtime that lacked them before Enable gets TypeErrors where the binding
// would throw or create their objects, never a Go panic.
func TestMissingBuiltins(t *testing.T) {
	for _, tc := range []struct{ name, src string }{
		{"RangeError deleted", `
			const saved = RangeError;
			delete globalThis.RangeError;
			assert_throws_js(saved, () => new TextDecoder("nope"));`},
		{"RangeError replaced by a number", `
			const saved = RangeError;
			RangeError = 1;
			assert_throws_js(saved, () => new TextDecoder("nope"));
			RangeError = saved;`},
		{"Uint8Array deleted", `
			const saved = Uint8Array;
			delete globalThis.Uint8Array;
			const u = new TextEncoder().encode("a");
			assert_true(u instanceof saved);
			assert_equals(u[0], 0x61);
			globalThis.Uint8Array = saved;`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			rt := newRuntime(t)
			runScript(t, rt, tc.name, `test(() => {`+tc.src+`}, "`+tc.name+`");`)
		})
	}
	t.Run("deleted before Enable", func(t *testing.T) {
		rt := goja.New()
		if _, err := rt.RunString(`var U = Uint8Array; delete globalThis.RangeError; delete globalThis.Uint8Array;`); err != nil {
			t.Fatal(err)
		}
		if err := encoding.Enable(rt); err != nil {
			t.Fatal(err)
		}
		v, err := rt.RunString(`
			const names = [];
			for (const f of [() => new TextDecoder("nope"), () => new TextEncoder().encode("a")]) {
				try { f(); names.push("no exception"); } catch (e) { names.push(e.name); }
			}
			names.push(new TextEncoder().encodeInto("a", new U(1)).written);
			names.join()`)
		if err != nil || v.String() != "TypeError,TypeError,1" {
			t.Errorf("got %v, %v; want TypeError,TypeError,1", v, err)
		}
	})
}

// TestConstructorOrder: Web IDL creates the object, reading new.target's
// prototype, before the constructor steps that throw the RangeError.
func TestConstructorOrder(t *testing.T) {
	rt := newRuntime(t)
	runScript(t, rt, "order", `test(() => {
		for (const C of [TextDecoder, TextDecoderStream]) {
			const log = [];
			const nt = new Proxy(function () {}, { get(t, k) { log.push(String(k)); return t[k]; } });
			try { Reflect.construct(C, ["bogus"], nt); } catch (e) { log.push(e.name); }
			assert_array_equals(log, ["prototype", "RangeError"], C.name);
		}
	}, "prototype is read before the RangeError");`)
}

// TestScriptsWithoutSlots runs the scripts about argument types with the
// fallbacks the binding uses when goja's object layout is unknown (slots.go).
func TestScriptsWithoutSlots(t *testing.T) {
	restore := encoding.WithoutSlots()
	defer restore()
	for _, name := range []string{"realm", "hostile", "webidl", "decode", "encode"} {
		t.Run(name, func(t *testing.T) {
			rt := newRuntime(t)
			rt.Set("__slotsUnknown", true)
			runScript(t, rt, name, script("encoding/"+name+".js"))
		})
	}
}
