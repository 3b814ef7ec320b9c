package structuredclone

import (
	"testing"

	"github.com/dop251/goja"

	"github.com/textcodec/textcodec/goja/dom"
)

// A DOMException clones as a new DOMException of the same name and message
// (made without the runtime's globals); an AbortSignal is a DataCloneError;
// objects that only look like either clone as what they are.
func TestCloneDOMObjects(t *testing.T) {
	rt := newBlobRuntime(t)
	got := runBlobScript(t, rt, `
		const DE = DOMException, DEProto = DOMException.prototype;
		const e = new DOMException("msg", "SyntaxError");
		e.extra = 1;
		delete globalThis.DOMException;
		const [c, c2] = structuredClone([e, e]);
		const facts = [c !== e, c === c2, Object.getPrototypeOf(c) === DEProto, c.name, c.message, c.code, c.extra];
		facts.push(structuredClone(new Error("plain")) instanceof DE);
		let thrown;
		try { structuredClone({ s: new AbortController().signal }); } catch (x) { thrown = x; }
		facts.push(thrown instanceof DE && thrown.name);
		try { structuredClone(AbortSignal.abort()); } catch (x) { thrown = x; }
		facts.push(thrown instanceof DE && thrown.name);
		facts.push(JSON.stringify(structuredClone(Object.create(AbortSignal.prototype))));
		result = facts.join("|");`)
	if want := "true|true|true|SyntaxError|msg|12||false|DataCloneError|DataCloneError|{}"; got != want {
		t.Errorf("got  %s\nwant %s", got, want)
	}
}

// Without dom's implementation in the runtime nothing is asked of it, and
// the steps fail on what is not a DOMException's.
func TestDOMStepsErrors(t *testing.T) {
	rt := goja.New()
	if err := Enable(rt); err != nil {
		t.Fatal(err)
	}
	e, err := rt.RunString(`new Error("x")`)
	if err != nil {
		t.Fatal(err)
	}
	if isDOMException(rt, e.(*goja.Object)) || isDOMPlatformObject(rt, rt.NewObject()) {
		t.Error("a runtime without dom has dom's objects")
	}
	if _, err := serializeDOMException(rt, e.(*goja.Object)); err != errNotDOMException {
		t.Errorf("serializeDOMException: %v", err)
	}
	if _, err := deserializeDOMException(rt, 1); err != errNotDOMException {
		t.Errorf("deserializeDOMException: %v", err)
	}
	if err := dom.Enable(rt); err != nil {
		t.Fatal(err)
	}
	p, err := rt.RunString(`new Proxy({}, {})`)
	if err != nil {
		t.Fatal(err)
	}
	if isDOMException(rt, p.(*goja.Object)) || isDOMPlatformObject(rt, p.(*goja.Object)) {
		t.Error("a Proxy is one of dom's objects")
	}
}

func isDOMPlatformObject(rt *goja.Runtime, o *goja.Object) bool {
	_, ok := domPlatformInterface(rt, o)
	return ok
}
