package textcodec_test

import "testing"

// TestMissingBuiltins: a script that deletes or replaces the built-ins the
// binding needs gets a JavaScript exception, never a Go panic, and the
// binding finds them again once they are back.
func TestMissingBuiltins(t *testing.T) {
	for _, tc := range []struct{ name, src string }{
		{"RangeError deleted", `
			const saved = RangeError;
			delete globalThis.RangeError;
			assert_throws_js(TypeError, () => new TextDecoder("nope"));
			globalThis.RangeError = saved;
			assert_throws_js(RangeError, () => new TextDecoder("nope"));`},
		{"RangeError replaced by a number", `
			const saved = RangeError;
			RangeError = 1;
			assert_throws_js(TypeError, () => new TextDecoder("nope"));
			RangeError = saved;`},
		{"Uint8Array deleted", `
			const saved = Uint8Array;
			delete globalThis.Uint8Array;
			assert_throws_js(TypeError, () => new TextEncoder().encode("a"));
			globalThis.Uint8Array = saved;
			assert_equals(new TextEncoder().encode("a")[0], 0x61);`},
		{"Uint8Array undefined", `
			const saved = Uint8Array;
			Uint8Array = undefined;
			assert_throws_js(TypeError, () => new TextEncoder().encode("a"));
			Uint8Array = saved;`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			rt := newRuntime(t)
			runScript(t, rt, tc.name, `test(() => {`+tc.src+`}, "`+tc.name+`");`)
		})
	}
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
