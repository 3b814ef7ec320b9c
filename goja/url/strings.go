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
// host.PollStep code units and polls the host's interrupt between them.
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
	var out []byte
	for len(units) > 0 {
		n := min(len(units), host.PollStep)
		if n < len(units) && 0xD800 <= units[n-1] && units[n-1] < 0xDC00 {
			n++ // a leading surrogate stays with the unit after it
		}
		start := len(out)
		out = append(out, make([]byte, textcodec.UTF16ToUTF8Len(units[:n]))...)
		w, _ := textcodec.UTF16ToUTF8(out[start:], units[:n])
		out = out[:start+w]
		units = units[n:]
		if len(units) > 0 {
			b.poller.Poll()
		}
	}
	return unsafe.String(unsafe.SliceData(out), len(out))
}
