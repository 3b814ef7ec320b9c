package url

import (
	"unsafe"

	"github.com/dop251/goja"

	"github.com/textcodec/textcodec"
	"github.com/textcodec/textcodec/internal/host"
	"github.com/textcodec/textcodec/internal/host/gojastring"
)

// str returns the Go string (UTF-8) of v, a string the program made with
// toUSVString, each lone surrogate U+FFFD. goja's String converts a string
// of its UTF-16 form in one unpolled call; str converts one in pieces of
// host.PollStep code units (twice: the UTF-8 length first) and polls the
// host's interrupt between them.
// goja's other forms are Go strings already, which String returns as they
// are.
func (b *binding) str(v goja.Value) string {
	s, ok := v.(goja.String)
	if !ok {
		return v.String()
	}
	units, ok := gojastring.Units(s)
	if !ok {
		return s.String()
	}
	pieces := func(each func(piece []uint16)) {
		for rest := units; len(rest) > 0; {
			n := min(len(rest), host.PollStep)
			if n < len(rest) && 0xD800 <= rest[n-1] && rest[n-1] < 0xDC00 {
				n++ // a leading surrogate stays with the unit after it
			}
			each(rest[:n])
			rest = rest[n:]
			if len(rest) > 0 {
				b.poller.Poll()
			}
		}
	}
	size := 0
	pieces(func(piece []uint16) { size += textcodec.UTF16ToUTF8Len(piece) })
	out := make([]byte, 0, size)
	pieces(func(piece []uint16) {
		w, _ := textcodec.UTF16ToUTF8(out[len(out):cap(out)], piece)
		out = out[:len(out)+w]
	})
	return unsafe.String(unsafe.SliceData(out), len(out))
}
