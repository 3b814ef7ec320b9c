package intrinsics

import (
	"errors"
	"testing"

	"github.com/dop251/goja"

	"github.com/textcodec/textcodec/internal/host"
)

// The copies of copyDataBlockBytes and cloneArrayBuffer poll the host's
// interrupt (the record's probe) every host.PollStep bytes: an interrupt
// that arrives during the copy stops it after the block it arrived in.
func TestBufferCopiesPoll(t *testing.T) {
	const size = 4 * host.PollStep
	for _, call := range []string{
		`ops.copyDataBlockBytes(new ArrayBuffer(SIZE), 0, src, 0, SIZE)`,
		`ops.cloneArrayBuffer(src, 0, SIZE)`,
	} {
		rt := goja.New()
		s, err := Capture(rt)
		if err != nil {
			t.Fatal(err)
		}
		// The probe interrupts the runtime at its second call, as a
		// host's rt.Interrupt during the copy would.
		polls := 0
		rt.Set("interruptAtSecond", func() {
			if polls++; polls == 2 {
				rt.Interrupt("stop")
			}
		})
		probe, err := rt.RunString(`(function () { interruptAtSecond(); })`)
		if err != nil {
			t.Fatal(err)
		}
		if err := s.record.Set("probe", probe); err != nil {
			t.Fatal(err)
		}
		record, err := s.WithBufferOps(rt)
		if err != nil {
			t.Fatal(err)
		}
		rt.Set("ops", record)
		rt.Set("SIZE", size)
		if _, err := rt.RunString(`var src = new ArrayBuffer(SIZE)`); err != nil {
			t.Fatal(err)
		}
		_, err = rt.RunString(call)
		var ie *goja.InterruptedError
		if !errors.As(err, &ie) || ie.Value() != "stop" {
			t.Errorf("%s returned %v, want the interrupt", call, err)
		}
		if polls != 2 {
			t.Errorf("%s: %d polls, want the copy stopped at the second", call, polls)
		}
	}
}
