package jsbench

import (
	"fmt"
	"os"
	"path/filepath"
	"sync"
	"testing"
	"unicode/utf16"
	"unicode/utf8"

	"github.com/dop251/goja"

	"github.com/textcodec/textcodec/goja/encoding"
)

// gojaEngine is the engine interface on goja. internal/gensobek writes
// engine_sobek_test.go from this file (go run ./internal/gensobek from the
// repository's root): goja's and package textcodec's import paths made
// sobek's, and every identifier that begins with "goja" made to begin with
// "sobek" (the package qualifier, and the names declared here, which all
// begin so, so that the two files share the package).
type gojaEngine struct{}

// gojaOps is ops.js compiled for goja.
var gojaOps = sync.OnceValues(func() (*goja.Program, error) {
	src, err := os.ReadFile(filepath.Join(srcDir(), "ops.js"))
	if err != nil {
		return nil, err
	}
	return goja.Compile("ops.js", string(src), false)
})

// loadOps runs ops.js in rt and returns its benchOps object.
func (gojaEngine) loadOps(rt *goja.Runtime) (*goja.Object, error) {
	p, err := gojaOps()
	if err != nil {
		return nil, err
	}
	if _, err := rt.RunProgram(p); err != nil {
		return nil, err
	}
	return rt.Get("benchOps").(*goja.Object), nil
}

// enabled returns a new runtime with textcodec enabled.
func (gojaEngine) enabled() (*goja.Runtime, error) {
	rt := goja.New()
	if err := encoding.Enable(rt); err != nil {
		return nil, err
	}
	return rt, nil
}

// loop makes ops.js's run function in rt a loop.
func (gojaEngine) loop(rt *goja.Runtime, run goja.Callable) loop {
	return func(n int) (int64, error) {
		v, err := run(nil, rt.ToValue(n))
		if err != nil {
			return 0, err
		}
		return v.ToInteger(), nil
	}
}

// makeRun calls ops.js's function for op with args and returns the run
// function it makes.
func (e gojaEngine) makeRun(rt *goja.Runtime, op string, args ...goja.Value) (goja.Callable, error) {
	ops, err := e.loadOps(rt)
	if err != nil {
		return nil, err
	}
	mk, ok := goja.AssertFunction(ops.Get(op))
	if !ok {
		return nil, fmt.Errorf("benchOps has no function %s", op)
	}
	v, err := mk(nil, args...)
	if err != nil {
		return nil, err
	}
	run, ok := goja.AssertFunction(v)
	if !ok {
		return nil, fmt.Errorf("benchOps.%s did not return a function", op)
	}
	return run, nil
}

// runner returns ops.js's run function for op on c in rt, whose globals
// TextDecoder and TextEncoder are the API to measure (textcodec's, or the
// polyfill's).
func (e gojaEngine) runner(rt *goja.Runtime, c *jsCase, op string) (goja.Callable, error) {
	u8 := rt.Get("Uint8Array")
	var args []goja.Value
	switch op {
	case "decode":
		input, err := rt.New(u8, rt.ToValue(rt.NewArrayBuffer(c.Encoded)))
		if err != nil {
			return nil, err
		}
		args = []goja.Value{rt.Get("TextDecoder"), rt.ToValue(c.label()), input}
	case "encode":
		args = []goja.Value{rt.Get("TextEncoder"), goja.StringFromUTF16(c.units)}
	case "encodeInto":
		dst, err := rt.New(u8, rt.ToValue(len(c.text)))
		if err != nil {
			return nil, err
		}
		args = []goja.Value{rt.Get("TextEncoder"), goja.StringFromUTF16(c.units), dst}
	}
	return e.makeRun(rt, op, args...)
}

func (e gojaEngine) caseLoop(c *jsCase, op string) (loop, error) {
	rt, err := e.enabled()
	if err != nil {
		return nil, err
	}
	run, err := e.runner(rt, c, op)
	if err != nil {
		return nil, err
	}
	return e.loop(rt, run), nil
}

// formValue returns t's text in rt in the form named form (see
// stringForms).
func (gojaEngine) formValue(rt *goja.Runtime, t formText, form string) (goja.Value, error) {
	if form == "utf16" {
		return goja.StringFromUTF16(utf16.Encode([]rune(t.text))), nil
	}
	half := len(t.text) / 2
	for !utf8.RuneStart(t.text[half]) {
		half--
	}
	rt.Set("hostText", t.text)
	rt.Set("hostStruct", &struct{ Text string }{t.text})
	rt.Set("hostMap", map[string]any{"text": t.text})
	rt.Set("hostHalves", []string{t.text[:half], t.text[half:]})
	src := map[string]string{
		"js":        t.jsSource,
		"host":      `hostText`,
		"struct":    `hostStruct.Text`,
		"map":       `hostMap.text`,
		"substring": `(" " + hostText).substring(1)`,
		"concat":    `hostHalves[0] + hostHalves[1]`,
	}[form]
	return rt.RunString(src)
}

func (e gojaEngine) formLoop(t formText, form, op string) (loop, error) {
	rt, err := e.enabled()
	if err != nil {
		return nil, err
	}
	text, err := e.formValue(rt, t, form)
	if err != nil {
		return nil, err
	}
	if s, ok := text.(goja.String); !ok || s.String() != t.text {
		return nil, fmt.Errorf("the %s form of %s is not its text", form, t.name)
	}
	args := []goja.Value{rt.Get("TextEncoder"), text}
	if op == "encodeInto" {
		dst, err := rt.New(rt.Get("Uint8Array"), rt.ToValue(len(t.text)))
		if err != nil {
			return nil, err
		}
		args = append(args, dst)
	}
	run, err := e.makeRun(rt, op, args...)
	if err != nil {
		return nil, err
	}
	return e.loop(rt, run), nil
}

func (e gojaEngine) checkDecode(c *jsCase) error {
	rt, err := e.enabled()
	if err != nil {
		return err
	}
	rt.Set("input", rt.NewArrayBuffer(c.Encoded))
	v, err := rt.RunString(`new TextDecoder(` + fmt.Sprintf("%q", c.label()) + `).decode(input)`)
	if err != nil {
		return err
	}
	s, ok := v.(goja.String)
	if !ok || s.Length() != len(c.units) {
		return fmt.Errorf("decode gives %v, not a string of %d code units", v, len(c.units))
	}
	for i, u := range c.units {
		if s.CharAt(i) != u {
			return fmt.Errorf("decode's output differs from core's at code unit %d", i)
		}
	}
	return nil
}

func (gojaEngine) benchNew(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		goja.New()
	}
}

func (gojaEngine) benchEnable(b *testing.B) {
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		b.StopTimer()
		rt := goja.New()
		b.StartTimer()
		encoding.Enable(rt)
	}
}
