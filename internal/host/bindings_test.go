package host_test

import (
	"slices"
	"testing"

	"github.com/dop251/goja"

	"github.com/textcodec/textcodec/goja/dom"
	"github.com/textcodec/textcodec/goja/encoding"
	"github.com/textcodec/textcodec/goja/fileapi"
	"github.com/textcodec/textcodec/goja/globalscope"
	"github.com/textcodec/textcodec/goja/streams"
	"github.com/textcodec/textcodec/goja/structuredclone"
)

// A binding as its package exports it: Enable (with or without
// KeepExistingGlobals) and Interfaces.
type binding struct {
	name       string
	enable     func(rt *goja.Runtime, keepExisting bool) error
	interfaces func(rt *goja.Runtime) (map[string]*goja.Object, error)
}

var bindings = []binding{
	{"encoding", func(rt *goja.Runtime, keep bool) error {
		if keep {
			return encoding.Enable(rt, encoding.KeepExistingGlobals())
		}
		return encoding.Enable(rt)
	}, encoding.Interfaces},
	{"streams", func(rt *goja.Runtime, keep bool) error {
		if keep {
			return streams.Enable(rt, streams.KeepExistingGlobals())
		}
		return streams.Enable(rt)
	}, streams.Interfaces},
	{"dom", func(rt *goja.Runtime, keep bool) error {
		if keep {
			return dom.Enable(rt, dom.KeepExistingGlobals())
		}
		return dom.Enable(rt)
	}, dom.Interfaces},
	{"fileapi", func(rt *goja.Runtime, keep bool) error {
		if keep {
			return fileapi.Enable(rt, fileapi.KeepExistingGlobals())
		}
		return fileapi.Enable(rt)
	}, fileapi.Interfaces},
	{"globalscope", func(rt *goja.Runtime, keep bool) error {
		if keep {
			return globalscope.Enable(rt, globalscope.KeepExistingGlobals())
		}
		return globalscope.Enable(rt)
	}, globalscope.Interfaces},
	{"structuredclone", func(rt *goja.Runtime, keep bool) error {
		if keep {
			return structuredclone.Enable(rt, structuredclone.KeepExistingGlobals())
		}
		return structuredclone.Enable(rt)
	}, structuredclone.Interfaces},
}

// notInstalled returns the names of m whose global is not m's object.
func notInstalled(rt *goja.Runtime, m map[string]*goja.Object) []string {
	var names []string
	for name, o := range m {
		if v := rt.Get(name); v != o {
			names = append(names, name)
		}
	}
	slices.Sort(names)
	return names
}

// The bindings keep one contract (package encoding's documentation,
// "Enable"): one binding per runtime, made by the first Enable or
// Interfaces; Interfaces installs nothing and gives the same objects in a
// new map each time; every Enable installs those same objects, the
// keep-existing mode only where the global object lacks the name.
func TestEnableContract(t *testing.T) {
	for _, b := range bindings {
		t.Run(b.name, func(t *testing.T) {
			rt := goja.New()
			first, err := b.interfaces(rt)
			if err != nil || len(first) == 0 {
				t.Fatalf("Interfaces: %v, %v", first, err)
			}
			for name := range first {
				if rt.Get(name) != nil {
					t.Errorf("Interfaces installed %s", name)
				}
			}
			again, _ := b.interfaces(rt)
			delete(again, "DOMException")
			delete(again, "TextDecoder")
			delete(again, "ReadableStream")
			if third, _ := b.interfaces(rt); len(third) != len(first) {
				t.Error("Interfaces gave a map a caller had changed")
			}
			for i := 0; i < 2; i++ {
				if err := b.enable(rt, false); err != nil {
					t.Fatal(err)
				}
				if names := notInstalled(rt, first); len(names) != 0 {
					t.Errorf("Enable %d did not install Interfaces' objects as %v", i+1, names)
				}
			}
			for name := range first {
				rt.Set(name, 1)
			}
			if err := b.enable(rt, true); err != nil {
				t.Fatal(err)
			}
			if names := notInstalled(rt, first); len(names) != len(first) {
				t.Errorf("Enable(KeepExistingGlobals) replaced the host's %d globals but for %v", len(first), names)
			}
			for name := range first {
				rt.GlobalObject().Delete(name)
			}
			if err := b.enable(rt, true); err != nil {
				t.Fatal(err)
			}
			if names := notInstalled(rt, first); len(names) != 0 {
				t.Errorf("Enable(KeepExistingGlobals) did not install the missing %v", names)
			}
			if now, _ := b.interfaces(rt); len(notInstalled(rt, now)) != 0 {
				t.Error("Interfaces after Enable gave other objects")
			}
		})
	}
}

// An Enable stopped by an interrupt installs nothing and keeps nothing: the
// next Interfaces and Enable make one binding and install it.
func TestInterruptedEnableContract(t *testing.T) {
	for _, b := range bindings {
		t.Run(b.name, func(t *testing.T) {
			rt := goja.New()
			rt.Interrupt("stop")
			if err := b.enable(rt, false); err == nil {
				t.Fatal("Enable with an interrupt pending did not fail")
			}
			rt.ClearInterrupt()
			got, err := b.interfaces(rt)
			if err != nil {
				t.Fatal(err)
			}
			if names := notInstalled(rt, got); len(names) != len(got) {
				t.Errorf("the interrupted Enable installed some of %v", got)
			}
			if err := b.enable(rt, false); err != nil {
				t.Fatal(err)
			}
			if names := notInstalled(rt, got); len(names) != 0 {
				t.Errorf("Enable did not install Interfaces' objects as %v", names)
			}
		})
	}
}
