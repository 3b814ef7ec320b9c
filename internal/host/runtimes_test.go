package host

import (
	"errors"
	"runtime"
	"testing"
	"time"

	"github.com/dop251/goja"
)

type value struct{ n int }

func TestGetOrMake(t *testing.T) {
	var m PerRuntime[value]
	rt := goja.New()
	made := 0
	mk := func() (*value, error) { made++; return &value{made}, nil }
	if m.Get(rt) != nil {
		t.Fatal("Get found a value before any was made")
	}
	a, _ := m.GetOrMake(rt, mk)
	b, _ := m.GetOrMake(rt, mk)
	if m.Get(rt) != a {
		t.Fatal("Get did not find the value GetOrMake made")
	}
	if a != b || made != 1 {
		t.Fatalf("second GetOrMake made a new value (%d made)", made)
	}
	if _, err := m.GetOrMake(goja.New(), func() (*value, error) { return nil, errors.New("no") }); err == nil {
		t.Fatal("mk's error was not returned")
	}
	if m.Len() != 1 {
		t.Fatalf("Len = %d, want 1 (a failed make stores nothing)", m.Len())
	}
	runtime.KeepAlive(a)
	runtime.KeepAlive(rt)
}

// TestForgetsCollectedRuntimes checks that the PerRuntime keeps neither runtimes
// nor values alive.
func TestForgetsCollectedRuntimes(t *testing.T) {
	var m PerRuntime[value]
	for i := 0; i < 50; i++ {
		m.GetOrMake(goja.New(), func() (*value, error) { return &value{i}, nil })
	}
	for try := 0; try < 50 && m.Len() > 0; try++ {
		runtime.GC()
		time.Sleep(10 * time.Millisecond)
	}
	if n := m.Len(); n != 0 {
		t.Fatalf("%d runtimes still in the PerRuntime after they were dropped", n)
	}
}

// TestRemakesCollectedValue checks that the PerRuntime holds a value only weakly:
// once nothing else holds it, the next GetOrMake for the same (live) runtime
// makes a new one, and the runtime stays counted once.
func TestRemakesCollectedValue(t *testing.T) {
	var m PerRuntime[value]
	rt := goja.New()
	made := 0
	mk := func() (*value, error) { made++; return &value{made}, nil }
	m.GetOrMake(rt, mk)
	for try := 0; try < 50 && made == 1; try++ {
		runtime.GC()
		m.GetOrMake(rt, mk)
	}
	if made < 2 {
		t.Fatal("a value that nothing held was never collected and made again")
	}
	if m.Len() != 1 {
		t.Fatalf("Len = %d, want 1", m.Len())
	}
	runtime.KeepAlive(rt)
}
