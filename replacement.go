package textcodec

// replacement ("replacement decoder"): the first byte of a stream is an
// error, after which the handler returns finished, so the rest is ignored.
// An empty stream decodes to nothing. There is no encoder.

// replacementDecoder's state is replacement error returned.
type replacementDecoder struct{ errorReturned bool }

func (d *replacementDecoder) reset()       { d.errorReturned = false }
func (d *replacementDecoder) pending() int { return 0 }

func (d *replacementDecoder) decodeUTF16(dst []uint16, src []byte, last bool) (int, int, status) {
	return d.decode(len(dst), src, 1)
}

func (d *replacementDecoder) decodeUTF8(dst []byte, src []byte, last bool) (int, int, status) {
	return d.decode(len(dst), src, 3)
}

// decode consumes src. The first byte since the start of the stream is an
// error, for which the caller needs room for U+FFFD; every later one is
// consumed without output ("finished").
func (d *replacementDecoder) decode(room int, src []byte, need int) (int, int, status) {
	if len(src) == 0 {
		return 0, 0, done
	}
	if !d.errorReturned {
		if room < need {
			return 0, 0, full
		}
		d.errorReturned = true
		return 0, 1, errConsumed
	}
	return 0, len(src), done
}
