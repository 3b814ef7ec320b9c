package bench

import (
	"runtime"
	"testing"
	"time"

	"github.com/textcodec/textcodec"
)

// The benchmarks, for every Case (about 1 MiB of text each):
//
//	BenchmarkDecode/<case>/{textcodec,xtext,encoding_rs}  bytes in the encoding to UTF-8
//	BenchmarkDecodeUTF16/<case>/{textcodec,encoding_rs}   to UTF-16 (what the JS binding uses)
//	BenchmarkEncode/<case>/{textcodec,xtext,encoding_rs}  UTF-8 to bytes in the encoding
//	BenchmarkEncodeUTF16/<case>/{textcodec,encoding_rs}   UTF-16 to bytes in the encoding
//	                                                      (UTF-8 cases: UTF-16 to UTF-8)
//	BenchmarkDecodeString/ascii               ASCII-only UTF-8 to a Go string
//	BenchmarkCopy/ascii/{copy,string}         the same bytes copied, or converted with string()
//
// MB/s counts bytes of the case's input in its encoding (the decoder's
// input, the encoder's output), the same number for both libraries, so the
// ratio of two MB/s figures is the ratio of speeds. Each library writes into
// a buffer allocated before the timed loop, large enough for the whole
// output, with a decoder or encoder made once and reused: the fastest way to
// call either. Before timing, verify checks textcodec's output (a benchmark
// of wrong output fails rather than report a number) and that x/text can
// handle the input at all. encoding_rs runs in a separate process (see
// encodingrs.go), on the same bytes, in the same run.

var sinkString string

// A cpuMeter adds to a benchmark the metric cpu-MB/s: its bytes over the CPU
// time its thread spent in the loop, which other processes on a busy machine
// disturb far less than the wall-clock time behind MB/s. The benchmark's
// goroutine is locked to its thread meanwhile.
type cpuMeter struct {
	start time.Duration
	n     int // iterations
}

func startCPU() *cpuMeter {
	runtime.LockOSThread()
	return &cpuMeter{start: threadCPU()}
}

func (m *cpuMeter) stop(b *testing.B, bytes int) {
	d := threadCPU() - m.start
	runtime.UnlockOSThread()
	if m.start > 0 && d > 0 {
		b.ReportMetric(float64(bytes)*float64(m.n)/d.Seconds()/1e6, "cpu-MB/s")
	}
}

func cases(b *testing.B) []*Case {
	cs, err := Corpus()
	if err != nil {
		b.Fatal(err)
	}
	return cs
}

func BenchmarkDecode(b *testing.B) {
	for _, c := range cases(b) {
		b.Run(c.Name, func(b *testing.B) {
			b.Run("textcodec", func(b *testing.B) {
				if err := verify(c).decode; err != nil {
					b.Fatalf("textcodec's output is wrong: %v", err)
				}
				d := c.Enc.NewDecoder()
				dst := make([]byte, d.MaxUTF8Len(len(c.Encoded)))
				b.SetBytes(int64(len(c.Encoded)))
				m := startCPU()
				for b.Loop() {
					d.DecodeUTF8(dst, c.Encoded, true)
					m.n++
				}
				m.stop(b, len(c.Encoded))
			})
			b.Run("xtext", func(b *testing.B) {
				if err := verify(c).xDecode; err != nil {
					b.Skip(err)
				}
				d := xtextEncoding(c.Enc).NewDecoder()
				dst := make([]byte, 3*len(c.Encoded)+16)
				b.SetBytes(int64(len(c.Encoded)))
				m := startCPU()
				for b.Loop() {
					xDecode(d, dst, c.Encoded)
					m.n++
				}
				m.stop(b, len(c.Encoded))
			})
			b.Run("encoding_rs", func(b *testing.B) { benchPeer(b, c, PeerDecodeUTF8) })
		})
	}
}

func BenchmarkDecodeUTF16(b *testing.B) {
	for _, c := range cases(b) {
		b.Run(c.Name, func(b *testing.B) {
			b.Run("textcodec", func(b *testing.B) {
				if err := verify(c).decode16; err != nil {
					b.Fatalf("textcodec's output is wrong: %v", err)
				}
				d := c.Enc.NewDecoder()
				dst := make([]uint16, d.MaxUTF16Len(len(c.Encoded)))
				b.SetBytes(int64(len(c.Encoded)))
				m := startCPU()
				for b.Loop() {
					d.DecodeUTF16(dst, c.Encoded, true)
					m.n++
				}
				m.stop(b, len(c.Encoded))
			})
			b.Run("encoding_rs", func(b *testing.B) { benchPeer(b, c, PeerDecodeUTF16) })
		})
	}
}

func BenchmarkEncode(b *testing.B) {
	for _, c := range cases(b) {
		if !c.Enc.HasEncoder() {
			continue // UTF-16BE and UTF-16LE
		}
		b.Run(c.Name, func(b *testing.B) {
			b.Run("textcodec", func(b *testing.B) {
				if err := verify(c).encode; err != nil {
					b.Fatalf("textcodec's output is wrong: %v", err)
				}
				e, err := c.Enc.NewEncoder(textcodec.Fatal)
				if err != nil {
					b.Fatal(err)
				}
				dst := make([]byte, e.MaxEncodedLen(len(c.Text)))
				b.SetBytes(int64(len(c.Encoded)))
				m := startCPU()
				for b.Loop() {
					e.Encode(dst, c.Text, true)
					m.n++
				}
				m.stop(b, len(c.Encoded))
			})
			b.Run("xtext", func(b *testing.B) {
				if err := verify(c).xEncode; err != nil {
					b.Skip(err)
				}
				e := xtextEncoding(c.Enc).NewEncoder()
				dst := make([]byte, 4*len(c.Text)+16)
				b.SetBytes(int64(len(c.Encoded)))
				m := startCPU()
				for b.Loop() {
					xEncode(e, dst, c.Text)
					m.n++
				}
				m.stop(b, len(c.Encoded))
			})
			b.Run("encoding_rs", func(b *testing.B) { benchPeer(b, c, PeerEncode) })
		})
	}
}

func BenchmarkEncodeUTF16(b *testing.B) {
	for _, c := range cases(b) {
		if !c.Enc.HasEncoder() {
			continue // UTF-16BE and UTF-16LE
		}
		b.Run(c.Name, func(b *testing.B) {
			b.Run("textcodec", func(b *testing.B) {
				if err := verify(c).encode16; err != nil {
					b.Fatalf("textcodec's output is wrong: %v", err)
				}
				e, err := c.Enc.NewEncoder(textcodec.Fatal)
				if err != nil {
					b.Fatal(err)
				}
				dst := make([]byte, e.MaxEncodedLen(len(c.UTF16)))
				b.SetBytes(int64(len(c.Encoded)))
				m := startCPU()
				for b.Loop() {
					e.EncodeFromUTF16(dst, c.UTF16, true)
					m.n++
				}
				m.stop(b, len(c.Encoded))
			})
			b.Run("encoding_rs", func(b *testing.B) { benchPeer(b, c, PeerEncodeUTF16) })
		})
	}
}

// asciiCase is the UTF-8-ascii input.
func asciiCase(b *testing.B) *Case {
	for _, c := range cases(b) {
		if c.Name == "UTF-8-ascii" {
			return c
		}
	}
	b.Fatal("no UTF-8-ascii case")
	return nil
}

// BenchmarkDecodeString and BenchmarkCopy measure the bar "ASCII-only UTF-8
// decodes to a Go string at no less than a quarter of the speed of a plain
// copy".
func BenchmarkDecodeString(b *testing.B) {
	c := asciiCase(b)
	b.Run("ascii", func(b *testing.B) {
		d := textcodec.UTF8.NewDecoder()
		if s, err := d.DecodeToString(c.Encoded); err != nil || s != string(c.Encoded) {
			b.Fatalf("String gives %d bytes and %v, want the input back", len(s), err)
		}
		b.SetBytes(int64(len(c.Encoded)))
		m := startCPU()
		for b.Loop() {
			sinkString, _ = d.DecodeToString(c.Encoded)
			m.n++
		}
		m.stop(b, len(c.Encoded))
	})
}

func BenchmarkCopy(b *testing.B) {
	c := asciiCase(b)
	b.Run("ascii", func(b *testing.B) {
		b.Run("copy", func(b *testing.B) {
			dst := make([]byte, len(c.Encoded))
			b.SetBytes(int64(len(c.Encoded)))
			m := startCPU()
			for b.Loop() {
				copy(dst, c.Encoded)
				m.n++
			}
			m.stop(b, len(c.Encoded))
		})
		b.Run("string", func(b *testing.B) {
			b.SetBytes(int64(len(c.Encoded)))
			m := startCPU()
			for b.Loop() {
				sinkString = string(c.Encoded)
				m.n++
			}
			m.stop(b, len(c.Encoded))
		})
	})
}
