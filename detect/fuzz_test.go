package detect

import "testing"

// FuzzDetector checks that no input panics and that the guess does not
// depend on how the input is split: whole, in two chunks at split, and a
// byte at a time, with and without a TLD and UTF-8.
func FuzzDetector(f *testing.F) {
	for _, s := range samples {
		f.Add(encode(f, s.enc, s.text), uint16(7), "ru")
	}
	f.Add([]byte("\xef\xbb\xbf\x81\x20\xe3\x81"), uint16(2), "jp")
	f.Add([]byte("\x1b$B$\"\x1b(B"), uint16(3), "")
	d1, d2, d3 := New(), New(), New()
	f.Fuzz(func(t *testing.T, b []byte, split uint16, tld string) {
		at := int(split) % (len(b) + 1)
		d1.Reset()
		d1.Feed(b, true)
		d2.Reset()
		d2.Feed(b[:at], false)
		d2.Feed(b[at:], true)
		d3.Reset()
		for i := range b {
			d3.Feed(b[i:i+1], false)
		}
		d3.Feed(nil, true)
		for _, opts := range []Options{{}, {TLD: tld, AllowUTF8: true}} {
			want := d1.Guess(opts)
			if want.Encoding == nil {
				t.Fatalf("%q: no encoding", b)
			}
			if got := d2.Guess(opts); got != want {
				t.Fatalf("%q split at %d: got %+v, want %+v", b, at, got, want)
			}
			if got := d3.Guess(opts); got != want {
				t.Fatalf("%q a byte at a time: got %+v, want %+v", b, got, want)
			}
		}
	})
}
