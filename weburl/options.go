package weburl

import "github.com/textcodec/textcodec"

// An Option configures Parse, the Set methods and ParseForm.
type Option func(*options)

type options struct {
	encoding *textcodec.Encoding
	poll     func()
}

func applyOptions(opts []Option) options {
	var o options
	for _, opt := range opts {
		if opt != nil {
			opt(&o)
		}
	}
	return o
}

// WithEncoding gives the parser a document's encoding, for the query: the
// query of a special URL other than ws: and wss: is "percent-encoded after
// encoding" with enc, so that a code point enc lacks becomes "%26%23NNN%3B"
// (https://url.spec.whatwg.org/#concept-basic-url-parser, its encoding).
// nil, the default, is UTF-8.
func WithEncoding(enc *textcodec.Encoding) Option {
	return func(o *options) { o.encoding = enc }
}

// WithPoll has poll called after every PollInterval code points of work
// on one input, so that a host can stop a long parse: poll may panic to
// abandon it (a goja binding's interrupt check does), and the panic goes
// on to the caller. The URL a Set method was changing may then be half
// changed. A host longer than PollInterval bytes that needs IDNA is
// converted by golang.org/x/net/idna on another goroutine while poll is
// called every millisecond; a panic abandons it there too (the goroutine
// finishes the conversion and ends).
func WithPoll(poll func()) Option {
	return func(o *options) { o.poll = poll }
}

// PollInterval is how many code points of input are handled between two
// calls of a WithPoll function.
const PollInterval = 1 << 16

// A ticker calls poll every PollInterval ticks.
type ticker struct {
	poll func()
	n    int
}

func (t *ticker) tick() { t.add(1) }

// add counts n ticks. A nil ticker counts nothing.
func (t *ticker) add(n int) {
	if t == nil || t.poll == nil {
		return
	}
	t.n += n
	if t.n >= PollInterval {
		t.n = 0
		t.poll()
	}
}

// step counts PollInterval ticks when i, the index of a loop going through
// its input a byte or code point at a time, ends a block of PollInterval.
func (t *ticker) step(i int) {
	if i&(PollInterval-1) == PollInterval-1 {
		t.add(PollInterval)
	}
}
