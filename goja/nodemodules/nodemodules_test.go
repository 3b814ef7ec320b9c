package nodemodules_test

import (
	"strings"
	"testing"

	"github.com/dop251/goja"
	"github.com/dop251/goja_nodejs/eventloop"
	"github.com/dop251/goja_nodejs/require"

	"github.com/textcodec/textcodec/goja/encoding"
	"github.com/textcodec/textcodec/goja/nodemodules"
	"github.com/textcodec/textcodec/goja/streams"
)

// newRuntime returns a runtime with require from a registry on which
// Register was called (when register), and the globals (when globals).
func newRuntime(t *testing.T, register, globals bool) *goja.Runtime {
	t.Helper()
	reg := require.NewRegistry()
	if register {
		nodemodules.Register(reg)
	}
	rt := goja.New()
	reg.Enable(rt)
	if globals {
		if err := encoding.Enable(rt); err != nil {
			t.Fatal(err)
		}
		if err := streams.Enable(rt); err != nil {
			t.Fatal(err)
		}
	}
	return rt
}

func run(t *testing.T, rt *goja.Runtime, src string) string {
	t.Helper()
	v, err := rt.RunString(src)
	if err != nil {
		t.Fatal(err)
	}
	return v.String()
}

func TestRequireAllNames(t *testing.T) {
	for _, globals := range []bool{true, false} {
		rt := newRuntime(t, true, globals)
		got := run(t, rt, `
			const util = require("util"), nutil = require("node:util");
			const web = require("stream/web"), nweb = require("node:stream/web");
			[util === nutil, web === nweb, util.format("%s-%d %j", "a", 7, [1]),
			 typeof util.TextDecoder, typeof util.TextEncoder,
			 ["ReadableStream", "ReadableStreamDefaultReader", "ReadableStreamDefaultController",
			  "WritableStream", "WritableStreamDefaultWriter", "WritableStreamDefaultController",
			  "TransformStream", "TransformStreamDefaultController", "ByteLengthQueuingStrategy",
			  "CountQueuingStrategy", "TextDecoderStream", "TextEncoderStream"].every(n => typeof web[n] === "function"),
			 web.TextDecoderStream === new web.TextDecoderStream().constructor,
			 new util.TextDecoder("shift_jis").decode(new util.TextEncoder().encode("x")),
			].join()`)
		if want := "true,true,a-7 [1],function,function,true,true,x"; got != want {
			t.Errorf("globals %v: got %s, want %s", globals, got, want)
		}
		installed := run(t, rt, `typeof TextDecoder + " " + typeof ReadableStream`)
		if want := map[bool]string{true: "function function", false: "undefined undefined"}[globals]; installed != want {
			t.Errorf("globals %v: the globals are %s", globals, installed)
		}
	}
}

// The modules' classes are the globals, when the host installed both.
func TestSameClassesAsGlobals(t *testing.T) {
	rt := newRuntime(t, true, true)
	got := run(t, rt, `
		const util = require("util"), web = require("node:stream/web");
		const same = ["ReadableStream", "WritableStream", "TransformStream", "ReadableStreamDefaultReader",
			"CountQueuingStrategy", "ByteLengthQueuingStrategy", "TextDecoderStream", "TextEncoderStream"]
			.filter(n => web[n] !== globalThis[n]);
		[util.TextDecoder === TextDecoder, util.TextEncoder === TextEncoder, same.join(" ") || "all",
		 new ReadableStream().getReader() instanceof web.ReadableStreamDefaultReader].join()`)
	if want := "true,true,all,true"; got != want {
		t.Errorf("got %s, want %s", got, want)
	}
}

// Of Node's byte-stream classes, those the streams implementation has are
// exported, the others are absent.
func TestByteStreamNamesFollowTheImplementation(t *testing.T) {
	rt := newRuntime(t, true, false)
	ifaces, err := streams.Interfaces(rt)
	if err != nil {
		t.Fatal(err)
	}
	web := run(t, rt, `Object.keys(require("stream/web")).join(" ")`)
	for _, name := range []string{"ReadableByteStreamController", "ReadableStreamBYOBReader", "ReadableStreamBYOBRequest"} {
		_, has := ifaces[name]
		if exported := strings.Contains(" "+web+" ", " "+name+" "); exported != has {
			t.Errorf("%s: exported %v, implemented %v", name, exported, has)
		}
	}
	if strings.Contains(web, "Compression") || strings.Contains(web, "AbortSignal") {
		t.Errorf("exports: %s", web)
	}
}

// A registry without Register is unaffected: goja_nodejs's util, no
// stream/web; and Register on one registry does not reach another.
func TestOtherRegistriesUnaffected(t *testing.T) {
	nodemodules.Register(require.NewRegistry())
	rt := newRuntime(t, false, true)
	if got := run(t, rt, `const u = require("util"); typeof u.format + " " + typeof u.TextDecoder + " " + u.format("%d", 3)`); got != "function undefined 3" {
		t.Errorf("util: %s", got)
	}
	for _, name := range []string{"stream/web", "node:stream/web"} {
		if _, err := rt.RunString(`require("` + name + `")`); err == nil {
			t.Errorf("%s was found", name)
		}
	}
}

// Exporting runs no setter a script put on Object.prototype.
func TestExportsRunNoSetters(t *testing.T) {
	rt := newRuntime(t, true, false)
	got := run(t, rt, `
		let called = [];
		for (const n of ["format", "TextDecoder", "ReadableStream", "TextDecoderStream"])
			Object.defineProperty(Object.prototype, n, { set(v) { called.push(n); }, configurable: true });
		const util = require("util"), web = require("stream/web");
		[called.join(" ") || "none", Object.getOwnPropertyDescriptor(util, "TextDecoder").enumerable,
		 typeof Object.getOwnPropertyDescriptor(util, "format").value, typeof web.ReadableStream].join()`)
	if got != "none,true,function,function" {
		t.Errorf("got %s", got)
	}
}

// An "exports" accessor a script put on Object.prototype, before the first
// require of a module or between the requires of its two names, changes
// neither what require returns nor what a later require returns.
func TestExportsAccessorIgnored(t *testing.T) {
	const poison = `
		var planted = { planted: true };
		Object.defineProperty(Object.prototype, "exports", {
			get() { return planted; }, set(v) {}, configurable: true });`
	const check = `
		[["util", "TextDecoder"], ["node:util", "format"], ["stream/web", "ReadableStream"],
		 ["node:stream/web", "TextDecoderStream"]]
			.map(([name, member]) => {
				const m = require(name);
				return name + ":" + (m === planted ? "planted" : typeof m[member]);
			}).join(" ")`
	const want = "util:function node:util:function stream/web:function node:stream/web:function"
	for _, second := range []bool{false, true} {
		t.Run(map[bool]string{false: "before the first require", true: "before a second require"}[second], func(t *testing.T) {
			rt := newRuntime(t, true, false)
			if second {
				run(t, rt, `require("util"), require("stream/web")`)
			}
			run(t, rt, poison)
			if got := run(t, rt, check); got != want {
				t.Errorf("got %s, want %s", got, want)
			}
			if got := run(t, rt, `delete Object.prototype.exports; `+check); got != want {
				t.Errorf("then removed: got %s, want %s", got, want)
			}
		})
	}
}

// goja_nodejs's event loop requires util for its console when it is made,
// before the host calls Enable: the globals are still the modules' classes.
func TestUtilLoadedBeforeEnable(t *testing.T) {
	reg := require.NewRegistry()
	nodemodules.Register(reg)
	loop := eventloop.NewEventLoop(eventloop.WithRegistry(reg))
	var got string
	loop.Run(func(rt *goja.Runtime) {
		if err := encoding.Enable(rt); err != nil {
			t.Fatal(err)
		}
		if err := streams.Enable(rt); err != nil {
			t.Fatal(err)
		}
		got = run(t, rt, `const util = require("util"), web = require("stream/web");
			[util.TextDecoder === TextDecoder, util.TextEncoder === TextEncoder,
			 web.TextDecoderStream === TextDecoderStream, web.ReadableStream === ReadableStream].join()`)
	})
	if got != "true,true,true,true" {
		t.Errorf("got %s", got)
	}
}

// Enable's options reach the classes a script required before Enable: the
// modules and the globals are one binding.
func TestEnableOptionsAfterRequire(t *testing.T) {
	rt := newRuntime(t, true, false)
	run(t, rt, `var util = require("util");`)
	if err := encoding.Enable(rt, encoding.MaxOutputBytes(4)); err != nil {
		t.Fatal(err)
	}
	got := run(t, rt, `
		let name = "no exception";
		try { new util.TextEncoder().encode("12345"); } catch (e) { name = e.name; }
		[name, util.TextEncoder === TextEncoder].join()`)
	if got != "RangeError,true" {
		t.Errorf("got %s", got)
	}
}
