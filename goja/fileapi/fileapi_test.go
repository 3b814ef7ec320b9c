package fileapi

import (
	"errors"
	"runtime"
	"strconv"
	"strings"
	"testing"
	"time"
	"unsafe"

	"github.com/dop251/goja"

	"github.com/textcodec/textcodec/goja/streams"
	"github.com/textcodec/textcodec/internal/host"
)

// newRuntime returns a runtime with Blob, File and the streams.
func newRuntime(t *testing.T, opts ...Option) *goja.Runtime {
	t.Helper()
	rt := goja.New()
	if err := Enable(rt, opts...); err != nil {
		t.Fatal(err)
	}
	if err := streams.Enable(rt); err != nil {
		t.Fatal(err)
	}
	return rt
}

// run runs script, then goja's job queue, and returns the global "result"
// (which the script sets, perhaps from a promise reaction) as a string.
func run(t *testing.T, rt *goja.Runtime, script string) string {
	t.Helper()
	if _, err := rt.RunString("var result;\n" + script); err != nil {
		t.Fatalf("%s: %v", script, err)
	}
	return rt.Get("result").String()
}

func TestInterfaceShape(t *testing.T) {
	rt := newRuntime(t)
	got := run(t, rt, `
		const d = (o, k) => { const p = Object.getOwnPropertyDescriptor(o, k); return (p.get ? "get" : typeof p.value) + (p.enumerable ? "+e" : "") + (p.configurable ? "+c" : ""); };
		const r = [Blob.length, File.length, Blob.name, File.name,
			Object.getPrototypeOf(File) === Blob, Object.getPrototypeOf(File.prototype) === Blob.prototype,
			Blob.prototype[Symbol.toStringTag], File.prototype[Symbol.toStringTag],
			d(Blob.prototype, "size"), d(Blob.prototype, "type"), d(Blob.prototype, "slice"), d(Blob.prototype, "text"),
			d(Blob.prototype, "arrayBuffer"), d(Blob.prototype, "bytes"), d(Blob.prototype, "stream"),
			d(File.prototype, "name"), d(File.prototype, "lastModified"),
			Blob.prototype.slice.length, Object.getOwnPropertyDescriptor(Blob.prototype, "size").get.name,
			Object.keys(Blob.prototype).join("/")];
		for (const f of [() => Blob(), () => File([], "x")]) try { f(); r.push("no throw"); } catch (e) { r.push(e instanceof TypeError); }
		result = r.join();`)
	want := "0,2,Blob,File,true,true,Blob,File,get+e+c,get+e+c,function+e+c,function+e+c,function+e+c,function+e+c,function+e+c,get+e+c,get+e+c,0,get size,size/type/slice/stream/text/arrayBuffer/bytes,true,true"
	if got != want {
		t.Errorf("got  %s\nwant %s", got, want)
	}
}

// Members called on objects that are not Blobs (or Files) throw a
// TypeError, or reject with one for the promise-returning methods; an
// object inheriting from Blob.prototype is not a Blob.
func TestBrandChecks(t *testing.T) {
	rt := newRuntime(t)
	got := run(t, rt, `
		const fake = Object.create(File.prototype);
		const r = [];
		for (const [o, k] of [[fake, "size"], [fake, "type"], [fake, "name"], [new Blob(), "name"], [new Blob(), "lastModified"]])
			try { Reflect.get(Object.getPrototypeOf(o) === Blob.prototype ? File.prototype : Object.getPrototypeOf(o), k, o); r.push("no throw"); } catch (e) { r.push(e instanceof TypeError); }
		for (const k of ["slice", "stream"]) try { Blob.prototype[k].call(fake); r.push("no throw"); } catch (e) { r.push(e instanceof TypeError); }
		Promise.all(["text", "arrayBuffer", "bytes"].map((k) => Blob.prototype[k].call({}).then(() => "fulfilled", (e) => e instanceof TypeError)))
			.then((v) => { result = r.concat(v).join(); });`)
	if got != "true,true,true,true,true,true,true,true,true,true" {
		t.Errorf("got %s", got)
	}
}

// The WPT order test: the iterator, the array's length and elements, and
// each element's ToString run in Web IDL's order, until one throws.
func TestConversionOrder(t *testing.T) {
	rt := newRuntime(t)
	got := run(t, rt, `
		const log = [];
		const obj = {
			get [Symbol.iterator]() { log.push("iterator"); return Array.prototype[Symbol.iterator]; },
			get length() { log.push("length"); return { valueOf() { log.push("valueOf"); return 3; } }; },
			get 0() { log.push("0"); return { toString() { log.push("toString"); return "a"; } }; },
			get 1() { log.push("1"); throw "stop"; },
			get 2() { log.push("2"); },
		};
		try { new Blob(obj, { get type() { log.push("type"); } }); } catch (e) { log.push("threw " + e); }
		new File([], { toString() { log.push("name"); return "n"; } }, {
			get type() { log.push("type"); }, get endings() { log.push("endings"); }, get lastModified() { log.push("lastModified"); },
		});
		result = log.join();`)
	if got != "iterator,length,valueOf,0,toString,length,valueOf,1,threw stop,name,endings,type,lastModified" {
		t.Errorf("got %s", got)
	}
}

func TestConstructorParts(t *testing.T) {
	rt := newRuntime(t)
	for script, want := range map[string]string{
		// Strings are USVStrings, UTF-8 encoded: a lone surrogate is U+FFFD.
		`new Blob(["a\ud800b", "\udc00", "\ud83d\ude00"])`: "97,239,191,189,98,239,191,189,240,159,152,128",
		`new Blob(["\xe9"])`: "195,169",
		// Buffer sources: their bytes, a view's window of them.
		`new Blob([new Uint16Array([0x4241]), new DataView(new Uint8Array([1, 2, 3]).buffer, 1, 1), new Uint8Array([7, 8, 9]).subarray(1)])`: "65,66,2,8,9",
		// Endings: native turns CR LF and CR into LF, in strings only.
		`new Blob(["a\r\nb\rc\n\r", new Uint8Array([13, 10])], { endings: "native" })`: "97,10,98,10,99,10,10,13,10",
		`new Blob(["a\r\nb"], { endings: "transparent" })`:                             "97,13,10,98",
		// Blobs: their bytes.
		`new Blob([new Blob(["ab"]), new File(["c"], "f"), new Blob(["xyz"]).slice(1, 2)])`: "97,98,99,121",
		// Any other value: its ToString.
		`new Blob([12, null, { toString() { return "t"; } }])`: "49,50,110,117,108,108,116",
		`new Blob(new Set(["s"]))`:                             "115",
		`new Blob()`:                                           "",
	} {
		got := run(t, rt, `(`+script+`).arrayBuffer().then((b) => { result = new Uint8Array(b).join(); });`)
		if got != want {
			t.Errorf("%s: got %s, want %s", script, got, want)
		}
	}
	for _, script := range []string{
		`new Blob("abc")`, `new Blob(5)`, `new Blob(null)`, `new Blob({})`, `new Blob([], 5)`, `new Blob([], { endings: "NATIVE" })`,
		`new Blob([Symbol()])`, `new File([])`, `new File([], Symbol())`, `new Blob({ [Symbol.iterator]: 1 })`,
		`new Blob({ [Symbol.iterator]() { return 1; } })`, `new Blob({ [Symbol.iterator]() { return { next() { return 1; } }; } })`,
	} {
		if got := run(t, rt, `try { `+script+`; result = "no throw"; } catch (e) { result = e instanceof TypeError; }`); got != "true" {
			t.Errorf("%s: %s, want a TypeError", script, got)
		}
	}
}

func TestType(t *testing.T) {
	rt := newRuntime(t)
	for in, want := range map[string]string{
		`"Text/HTML;Charset=UTF-8"`: "text/html;charset=utf-8", `" image/gif "`: " image/gif ", `"\timage/gif"`: "",
		`"image/gif\x7f"`: "", `"\xe5"`: "", `"\u0130mage/gif"`: "", `"a\ud800"`: "", `""`: "", `undefined`: "", `null`: "null",
	} {
		got := run(t, rt, `result = [new Blob([], { type: `+in+` }).type, new File([], "f", { type: `+in+` }).type, new Blob(["abc"]).slice(0, 1, `+in+`).type].join("|");`)
		if got != want+"|"+want+"|"+want {
			t.Errorf("type %s: got %q, want %q thrice", in, got, want)
		}
	}
}

// slice's clamping: negative positions count from the end, positions are
// clamped to the size, [Clamp] rounds half to even, and an end before the
// start gives nothing.
func TestSlice(t *testing.T) {
	rt := newRuntime(t)
	for args, want := range map[string]string{
		``: "0123456789", `3`: "3456789", `-3`: "789", `-30`: "0123456789", `30`: "", `2, 5`: "234", `2, -2`: "234567",
		`5, 2`: "", `-5, -30`: "", `2.5, 5.5`: "2345", `1.5, 3.5`: "23", `-0.5, 0.5`: "", `NaN, "4"`: "0123", `undefined, 4`: "0123",
		`-Infinity, Infinity`: "0123456789", `1, 9e40`: "123456789", `{ valueOf() { return 8; } }`: "89",
	} {
		got := run(t, rt, `{ const s = new Blob(["0123456789"]).slice(`+args+`); s.text().then((t) => { result = s.size + ":" + t; }); }`)
		if got != strconv.Itoa(len(want))+":"+want {
			t.Errorf("slice(%s): got %s, want %s", args, got, want)
		}
	}
	if got := run(t, rt, `result = new Blob(["abc"]).slice(1).slice(1).slice(-5, 1).size`); got != "1" {
		t.Errorf("a slice of a slice: %s", got)
	}
}

// text() is UTF-8 decode: a leading BOM dropped, each ill-formed sequence's
// maximal subpart one U+FFFD.
func TestText(t *testing.T) {
	rt := newRuntime(t)
	for in, want := range map[string]string{
		`[0xEF, 0xBB, 0xBF, 0x61]`:             "97",
		`[0xEF, 0xBB, 0xBF, 0xEF, 0xBB, 0xBF]`: "65279",
		`[0xF0, 0x9F, 0x98, 0x41]`:             "65533,65",
		`[0xC3, 0xA9, 0xFF, 0xED, 0xA0, 0x80]`: "233,65533,65533,65533,65533",
		`[0xF0, 0x9F, 0x98, 0x80]`:             "55357,56832",
	} {
		got := run(t, rt, `new Blob([new Uint8Array(`+in+`)]).text().then((t) => { result = Array.from(t, (c) => c.codePointAt(0) > 0xFFFF ? [c.charCodeAt(0), c.charCodeAt(1)].join() : c.charCodeAt(0)).join(); });`)
		if got != want {
			t.Errorf("text of %s: %s, want %s", in, got, want)
		}
	}
}

// arrayBuffer() and bytes() give a new copy each time, which the blob does
// not see changed; the blob does not see its parts changed after it was made.
func TestCopies(t *testing.T) {
	rt := newRuntime(t)
	got := run(t, rt, `
		const src = new Uint8Array([1, 2, 3]);
		const b = new Blob([src]);
		src[0] = 9;
		(async () => {
			const u = await b.bytes();
			u[1] = 9;
			const a = new Uint8Array(await b.arrayBuffer());
			result = [u.constructor === Uint8Array, a.join(), (await b.bytes()).join()].join(" ");
		})();`)
	if got != "true 1,2,3 1,2,3" {
		t.Errorf("got %s", got)
	}
}

func TestStream(t *testing.T) {
	rt := newRuntime(t)
	got := run(t, rt, `
		const data = new Uint8Array(200000).map((_, i) => i % 251);
		const b = new Blob([data]);
		(async () => {
			const s = b.stream();
			const out = [s instanceof ReadableStream];
			let r = s.getReader(), n = 0, chunks = 0, ok = true;
			for (;;) {
				const { value, done } = await r.read();
				if (done) break;
				for (let i = 0; i < value.length; i++) ok = ok && value[i] === (n + i) % 251;
				n += value.length; chunks++;
			}
			out.push(n, chunks, ok);
			r = b.slice(3, 8).stream().getReader({ mode: "byob" });
			const first = await r.read(new Uint8Array(2));
			const second = await r.read(new Uint8Array(10));
			out.push(first.value.join(), second.value.join(), (await r.read(new Uint8Array(1))).done);
			result = out.join(" ");
		})();`)
	if got != "true 200000 4 true 3,4 5,6,7 true" {
		t.Errorf("got %s", got)
	}
}

func TestFile(t *testing.T) {
	now := time.UnixMilli(1700000000123)
	rt := newRuntime(t, Clock(func() time.Time { return now }))
	got := run(t, rt, `
		const r = [];
		for (const lm of [undefined, 42, -1.7, NaN, "12", 2 ** 63 + 2 ** 12]) {
			const f = new File(["ab"], "dir/a.txt", { lastModified: lm, type: "TEXT/plain" });
			r.push(f.lastModified);
		}
		const f = new File(["ab"], "n\ud800", { endings: "native" });
		r.push(f.name === "n\ufffd", f.size, f.type === "", f instanceof File, f instanceof Blob, String(f), f.slice() instanceof File);
		class MyFile extends File {}
		const m = new MyFile(["x"], "m");
		r.push(m instanceof MyFile, m.name, m.size);
		result = r.join();`)
	if got != "1700000000123,42,-1,0,12,-9223372036854772000,true,2,true,true,true,[object File],false,true,m,1" {
		t.Errorf("got %s", got)
	}
}

// Scripts cannot change what Blob and File do: built-ins and prototypes
// replaced after Enable, before Blob's first use and after it, are not
// called (Blob.stream() starts the streams implementation after the
// replacement, with the built-ins captured at Enable).
func TestHostileBuiltins(t *testing.T) {
	for _, warm := range []bool{false, true} {
		rt := goja.New()
		if err := Enable(rt); err != nil {
			t.Fatal(err)
		}
		script := `
		const log = [];
		if (warm) new Blob(["warm"]).text();
		const saved = { Promise, Uint8Array, then: Promise.prototype.then };
		Promise.prototype.then = function () { log.push("then"); };
		globalThis.Promise = function () { log.push("Promise"); };
		globalThis.Uint8Array = function () { log.push("Uint8Array"); };
		Reflect.apply = function () { log.push("apply"); };
		Reflect.defineProperty = function () { log.push("defineProperty"); };
		Object.setPrototypeOf(File, function Evil() { log.push("Evil"); });
		Object.defineProperty(Object.prototype, "data", { get() { log.push("data"); }, set(v) { log.push("set data"); } });
		Object.defineProperty(Object.prototype, "then", { get() { log.push("then getter"); }, configurable: true });
		const f = new File(["abc", new saved.Uint8Array([100])], "f");
		const b = f.slice(1);
		const p = b.bytes();
		delete Object.prototype.then;
		const reader = b.stream().getReader();
		saved.then.call(reader.read(), (chunk) => {
			saved.then.call(p, (u) => { result = [u instanceof saved.Uint8Array, u.join(), chunk.value.join(), f.name, log.join()].join(" "); });
		});`
		rt.Set("warm", warm)
		got := run(t, rt, script)
		// Resolving the promise with the Uint8Array reads its "then", as
		// ECMAScript's promise resolve functions do: the only script
		// that ran.
		if got != "true 98,99,100 98,99,100 f then getter" {
			t.Errorf("warm %v: got %q", warm, got)
		}
	}
}

// ReadBlob reads what a Blob or File holds, sharing its bytes (a slice's are
// the blob's own memory); NewBlob makes one. Anything else, an object that
// inherits from Blob.prototype, or a Blob of another runtime, is not read.
func TestGoAPI(t *testing.T) {
	rt := newRuntime(t)
	if _, err := rt.RunString(`var blob = new Blob(["hello"], { type: "text/plain" }), piece = blob.slice(1, 3), file = new File(["x"], "a.txt", { lastModified: 7 });`); err != nil {
		t.Fatal(err)
	}
	whole, ok := ReadBlob(rt, rt.Get("blob"))
	if !ok || string(whole.Bytes) != "hello" || whole.Type != "text/plain" || whole.IsFile {
		t.Errorf("blob: %+v, %v", whole, ok)
	}
	piece, ok := ReadBlob(rt, rt.Get("piece"))
	if !ok || string(piece.Bytes) != "el" || unsafe.SliceData(piece.Bytes) != &whole.Bytes[1] {
		t.Errorf("the slice is not the blob's memory: %+v, %v", piece, ok)
	}
	file, ok := ReadBlob(rt, rt.Get("file"))
	if !ok || !file.IsFile || file.Name != "a.txt" || file.LastModified != 7 {
		t.Errorf("file: %+v, %v", file, ok)
	}
	v, _ := rt.RunString(`Object.create(Blob.prototype)`)
	for _, v := range []goja.Value{v, goja.Undefined(), rt.ToValue("s"), rt.ToValue(map[string]any{"data": 1})} {
		if _, ok := ReadBlob(rt, v); ok {
			t.Errorf("ReadBlob read %v", v)
		}
	}
	if _, ok := ReadBlob(goja.New(), rt.Get("blob")); ok {
		t.Error("ReadBlob read a Blob of another runtime")
	}
	other := goja.New()
	o, err := NewBlob(other, BlobData{Bytes: []byte("hi"), Type: "a/b", IsFile: true, Name: "n", LastModified: -5})
	if err != nil {
		t.Fatal(err)
	}
	other.Set("made", o)
	if err := Enable(other); err != nil {
		t.Fatal(err)
	}
	got := run(t, other, `made.text().then((t) => { result = [made instanceof File, t, made.type, made.name, made.lastModified].join(); });`)
	if got != "true,hi,a/b,n,-5" {
		t.Errorf("NewBlob's File: %s", got)
	}
	o, err = NewBlob(other, BlobData{Bytes: nil})
	if err != nil {
		t.Fatal(err)
	}
	other.Set("made", o)
	if got := run(t, other, `result = [made instanceof File, made instanceof Blob, made.size, made.type === ""].join()`); got != "false,true,0,true" {
		t.Errorf("NewBlob's Blob: %s", got)
	}
}

func TestMaxOutputBytes(t *testing.T) {
	rt := newRuntime(t, MaxOutputBytes(4))
	got := run(t, rt, `
		const r = [];
		for (const f of [() => new Blob(["abcd"]).size, () => new Blob(["abc", "de"]), () => new File([new Uint8Array(5)], "f"), () => new Blob(["\u00e9\u00e9\u00e9"])])
			try { r.push(f()); } catch (e) { r.push(e instanceof RangeError ? "RangeError" : String(e)); }
		result = r.join();`)
	if got != "4,RangeError,RangeError,RangeError" {
		t.Errorf("got %s", got)
	}
	if _, err := rt.RunString(`var big = new Blob(["abcd"]).slice(0, 4)`); err != nil {
		t.Fatal(err)
	}
	if err := Enable(rt, MaxOutputBytes(2)); err != nil {
		t.Fatal(err)
	}
	got = run(t, rt, `Promise.all([big.text(), big.arrayBuffer(), big.bytes()].map((p) => p.then(() => "fulfilled", (e) => e instanceof RangeError))).then((v) => { result = v.join(); });`)
	if got != "true,true,true" {
		t.Errorf("after the limit went down: %s", got)
	}
}

// The host's interrupt stops long native work at the poll it falls on: the
// host's RunString returns it, the script neither finishes nor catches it.
func TestInterruptStopsLongCalls(t *testing.T) {
	const big = `new Uint8Array(1 << 23).fill(97)`
	for _, tc := range []struct{ name, setup, script string }{
		{"constructor from a buffer", `var input = ` + big, `new Blob([input])`},
		{"constructor from a UTF-16 string", `var input = "\u00e9".repeat(1 << 22)`, `new Blob([input])`},
		{"constructor from a Latin-1 byte string", `var input = "a".repeat(1 << 23)`, `new Blob([input, input])`},
		{"text", `var input = new Blob([` + big + `])`, `input.text()`},
		{"text of ill-formed UTF-8", `var input = new Blob([new Uint8Array(1 << 23).fill(255)])`, `input.text()`},
		{"arrayBuffer", `var input = new Blob([` + big + `])`, `input.arrayBuffer()`},
		{"constructor from many small parts", `var input = new Array(1 << 16).fill("a")`, `new Blob(input)`},
		{"type lowercased", `var input = "A".repeat(1 << 23)`, `new Blob([], { type: input })`},
		{"type already lowercase", `var input = "a".repeat(1 << 23)`, `new Blob([]).slice(0, 0, input)`},
		{"File name with a lone surrogate", `var input = "\ud800".repeat(1 << 22)`, `new File([], input)`},
		{"File name of pairs", `var input = "\ud800\udc00".repeat(1 << 21)`, `new File([], input)`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			n, err := runInterrupted(t, tc.setup, tc.script, 0)
			if err != nil {
				t.Fatalf("without an interrupt: %v", err)
			}
			if n < 2 {
				t.Fatalf("the call polled %d times", n)
			}
			for _, k := range []int{1, n} {
				polls, err := runInterrupted(t, tc.setup, tc.script, k)
				var ie *goja.InterruptedError
				if !errors.As(err, &ie) || ie.Value() != "stop" {
					t.Fatalf("interrupt at poll %d of %d: %v", k, n, err)
				}
				if polls != k {
					t.Errorf("interrupt at poll %d: %d polls ran", k, polls)
				}
			}
		})
	}
}

func runInterrupted(t *testing.T, setup, script string, k int) (polls int, err error) {
	t.Helper()
	rt := newRuntime(t)
	if _, err := rt.RunString(setup); err != nil {
		t.Fatal(err)
	}
	b, _ := bindingFor(rt)
	v, _ := rt.RunString(`(function () {})`)
	probe, _ := goja.AssertFunction(v)
	b.poll = host.NewPoller(func(this goja.Value, args ...goja.Value) (goja.Value, error) {
		polls++
		if polls == k {
			rt.Interrupt("stop")
		}
		return probe(this, args...)
	})
	_, err = rt.RunString(`var done = false, caught = false; try { ` + script + `; done = true } catch (e) { caught = true }`)
	if err != nil && (rt.Get("done").ToBoolean() || rt.Get("caught").ToBoolean()) {
		t.Errorf("interrupted at poll %d: done %v, caught %v", k, rt.Get("done"), rt.Get("caught"))
	}
	return polls, err
}

// Interfaces gives the objects Enable installs; an Enable with an interrupt
// pending fails and keeps nothing.
func TestInterfacesAndInterruptedEnable(t *testing.T) {
	rt := goja.New()
	rt.Interrupt("stop")
	if err := Enable(rt); err == nil {
		t.Fatal("no error")
	}
	rt.ClearInterrupt()
	m, err := Interfaces(rt)
	if err != nil || len(m) != 2 || rt.Get("Blob") != nil {
		t.Fatalf("Interfaces: %v, %v", m, err)
	}
	rt.Set("File", 1)
	if err := Enable(rt, KeepExistingGlobals()); err != nil {
		t.Fatal(err)
	}
	if rt.Get("Blob") != m["Blob"] || rt.Get("File").Export() != int64(1) {
		t.Error("KeepExistingGlobals did not keep File and install Blob")
	}
}

// A blob larger than maxBlobBytes is a RangeError without MaxOutputBytes,
// before anything is allocated, however many parts add up to it (the sum
// of their sizes would make Go's make panic or fail to allocate).
func TestBlobTooLarge(t *testing.T) {
	rt := newRuntime(t)
	got := run(t, rt, `
		const r = [];
		for (const f of [
			() => new Blob(new Array(17).fill(new Uint8Array(1 << 28))),
			() => new Blob(new Array(1 << 14).fill(new Uint8Array(1 << 18)).concat(["a"])),
		]) try { r.push(f().size); } catch (e) { r.push(e instanceof RangeError ? e.message : String(e)); }
		result = r.join(";");`)
	want := "Blob: a blob holds at most 4294967296 bytes;Blob: a blob holds at most 4294967296 bytes"
	if maxBlobBytes < 1<<32 {
		want = strings.ReplaceAll(want, "4294967296", strconv.Itoa(maxBlobBytes))
	}
	if got != want {
		t.Errorf("got %s", got)
	}
}

// MaxOutputBytes is checked before the output is made: a Blob's bytes (each
// string counted at its UTF-8 length), a type that must be lowercased, a
// File name whose lone surrogates must be replaced (two bytes a code unit).
// Each call over the limit throws having allocated less than the limit.
func TestMaxOutputBytesBeforeAllocating(t *testing.T) {
	const limit = 1 << 20
	rt := newRuntime(t, MaxOutputBytes(limit))
	if _, err := rt.RunString(`
		var limit = 1048576, upper = "A".repeat(limit + 1), lower = "a".repeat(2 * limit);
		var lone = "\ud800".repeat(limit / 2 + 1), pairs = "\ud800\udc00".repeat(limit / 2);
		var bmp = "\uffff".repeat(limit - 1), latin = "\u00e9".repeat(limit / 2);`); err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct{ script, want string }{
		{`new Blob([], { type: upper })`, "RangeError"},
		{`new Blob([]).slice(0, 0, upper)`, "RangeError"},
		{`new File([], "n", { type: upper })`, "RangeError"},
		{`new File([], lone)`, "RangeError"},
		{`new Blob([bmp])`, "RangeError"},
		{`new Blob([latin, "a"])`, "RangeError"},
		{`new Blob([upper.slice(1)], { type: upper.slice(1) }).type.length`, "1048576"},
		{`new Blob([], { type: lower }).type === lower`, "true"},
		{`new File([], pairs).name === pairs`, "true"},
		{`new File([], lone.slice(1)).name === "\ufffd".repeat(524288)`, "true"},
		{`new Blob([latin]).size`, "1048576"},
		{`new Blob([bmp.slice(0, 349525)]).size`, "1048575"},
	} {
		var before, after runtime.MemStats
		runtime.ReadMemStats(&before)
		v, err := rt.RunString(`try { String(` + tc.script + `) } catch (e) { e instanceof RangeError ? "RangeError" : String(e) }`)
		runtime.ReadMemStats(&after)
		if err != nil || v.String() != tc.want {
			t.Errorf("%s: %v, %v", tc.script, v, err)
		}
		if allocated := after.TotalAlloc - before.TotalAlloc; tc.want == "RangeError" && allocated > limit/2 {
			t.Errorf("%s: %d bytes allocated", tc.script, allocated)
		}
	}
}

// A string argument is its own DOMString: a File's name, a type used as
// given and slice()'s contentType are not copied (a copy of a long string
// is one step no interrupt stops).
func TestStringArgumentsNotCopied(t *testing.T) {
	rt := newRuntime(t)
	if _, err := rt.RunString(`var s = "a".repeat(1 << 23), blob = new Blob([])`); err != nil {
		t.Fatal(err)
	}
	for _, script := range []string{`new File([], s).name === s`, `new Blob([], { type: s }).type === s`, `blob.slice(0, 0, s).type === s`} {
		var before, after runtime.MemStats
		runtime.ReadMemStats(&before)
		v, err := rt.RunString(script)
		runtime.ReadMemStats(&after)
		if err != nil || !v.ToBoolean() {
			t.Errorf("%s: %v, %v", script, v, err)
		}
		if allocated := after.TotalAlloc - before.TotalAlloc; allocated > 1<<20 {
			t.Errorf("%s: %d bytes allocated", script, allocated)
		}
	}
}

// An invalid endings value is named in the TypeError's message when short,
// and not copied into it when long.
func TestEndingsMessage(t *testing.T) {
	rt := newRuntime(t)
	got := run(t, rt, `const r = [];
		for (const e of ["NATIVE", "x".repeat(65)]) try { new Blob([], { endings: e }); } catch (err) { r.push(err instanceof TypeError && err.message); }
		result = r.join(";");`)
	if got != "Blob constructor: 'NATIVE' is not a valid value for enumeration EndingType;Blob constructor: the value is not a valid value for enumeration EndingType" {
		t.Errorf("got %s", got)
	}
}
