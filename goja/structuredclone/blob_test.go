package structuredclone

import (
	"testing"

	"github.com/dop251/goja"

	"github.com/textcodec/textcodec/goja/dom"
	"github.com/textcodec/textcodec/goja/fileapi"
)

// newBlobRuntime returns a runtime with structuredClone, Blob and File, and
// DOMException.
func newBlobRuntime(t *testing.T) *goja.Runtime {
	t.Helper()
	rt := goja.New()
	for _, enable := range []func(*goja.Runtime) error{
		func(rt *goja.Runtime) error { return Enable(rt) },
		func(rt *goja.Runtime) error { return fileapi.Enable(rt) },
		func(rt *goja.Runtime) error { return dom.Enable(rt) },
	} {
		if err := enable(rt); err != nil {
			t.Fatal(err)
		}
	}
	return rt
}

// runBlobScript runs src, whose promise jobs set the global result, and
// returns result as a string.
func runBlobScript(t *testing.T, rt *goja.Runtime, src string) string {
	t.Helper()
	if _, err := rt.RunString(`var result = "(not settled)";` + src); err != nil {
		t.Fatal(err)
	}
	return rt.Get("result").String()
}

// A Blob's and a File's clones are new objects of their interface with the
// same bytes, type, and a File's name and lastModified; identity in a graph
// is kept; a slice clones as the slice.
func TestCloneBlobAndFile(t *testing.T) {
	for _, tc := range []struct{ name, src, want string }{
		{"Blob", `
			const b = new Blob(["héllo ", new Uint8Array([0x77, 0x6f])], { type: "Text/Plain" });
			const c = structuredClone(b);
			const facts = [c !== b, Object.getPrototypeOf(c) === Blob.prototype, !(c instanceof File), c.size, c.type];
			c.text().then(t => { result = facts.concat(t).join("|"); });`,
			"true|true|true|9|text/plain|héllo wo"},
		{"File", `
			const f = new File(["a\r\nb"], "n\u00e4me.txt", { type: "text/x", lastModified: 42, endings: "native" });
			const c = structuredClone(f);
			const facts = [c !== f, Object.getPrototypeOf(c) === File.prototype, c.name, c.lastModified, c.type, c.size];
			c.text().then(t => { result = facts.concat(JSON.stringify(t)).join("|"); });`,
			`true|true|näme.txt|42|text/x|3|"a\nb"`},
		{"graph", `
			const b = new Blob(["x"]);
			const o = { a: b, list: [b, new Map([["k", b]])] };
			o.self = o;
			const c = structuredClone(o);
			const facts = [c.a !== b, c.a === c.list[0], c.a === c.list[1].get("k"), c.self === c, c.a instanceof Blob];
			c.a.text().then(t => { result = facts.concat(t).join("|"); });`,
			"true|true|true|true|true|x"},
		{"slice", `
			const b = new Blob(["0123456789"], { type: "a/b" }).slice(2, -3, "c/d");
			const c = structuredClone(b);
			const facts = [c.size, c.type];
			c.text().then(t => { result = facts.concat(t).join("|"); });`,
			"5|c/d|23456"},
		{"arrayBuffer of a clone is its own", `
			const c = structuredClone(new Blob([new Uint8Array([1, 2, 3])]));
			Promise.all([c.arrayBuffer(), c.arrayBuffer()]).then(([x, y]) => {
				new Uint8Array(x)[0] = 9;
				result = [...new Uint8Array(y)].join(",");
			});`,
			"1,2,3"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if got := runBlobScript(t, newBlobRuntime(t), tc.src); got != tc.want {
				t.Errorf("got %s, want %s", got, tc.want)
			}
		})
	}
}

// The clone is made without the runtime's globals (Blob and File deleted,
// their prototypes' methods replaced), and an object that only looks like a
// Blob clones as the ordinary object it is.
func TestCloneBlobHostile(t *testing.T) {
	rt := newBlobRuntime(t)
	got := runBlobScript(t, rt, `
		const BlobProto = Blob.prototype, FileProto = File.prototype;
		const b = new Blob(["b"]), f = new File(["f"], "f.txt", { lastModified: 1 });
		const fake = Object.create(BlobProto);
		delete globalThis.Blob;
		delete globalThis.File;
		Object.defineProperty(BlobProto, "size", { get() { throw new Error("size read"); } });
		const [cb, cf, cfake] = structuredClone([b, f, fake]);
		result = [Object.getPrototypeOf(cb) === BlobProto, Object.getPrototypeOf(cf) === FileProto,
			cf.name, Object.getPrototypeOf(cfake) === Object.prototype].join("|");`)
	if want := "true|true|f.txt|true"; got != want {
		t.Errorf("got %s, want %s", got, want)
	}
}

// A Blob of a runtime without package fileapi's binding is nothing this
// registration knows; the steps fail on what is not a Blob's.
func TestBlobStepsErrors(t *testing.T) {
	rt := goja.New()
	if err := Enable(rt); err != nil {
		t.Fatal(err)
	}
	o := rt.NewObject()
	if isBlob(rt, o) || isFile(rt, o) {
		t.Error("an object of a runtime without Blob is a Blob")
	}
	if _, err := serializeBlob(rt, o); err != errNotBlob {
		t.Errorf("serializeBlob: %v", err)
	}
	if _, err := deserializeBlob(rt, 1); err != errNotBlob {
		t.Errorf("deserializeBlob: %v", err)
	}
	if isBlob(rt, rt.NewArray()) {
		t.Error("an array is a Blob")
	}
}
