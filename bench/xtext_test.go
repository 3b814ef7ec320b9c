package bench

import (
	"bytes"
	"io"
	"runtime"
	"testing"
	"time"

	"golang.org/x/text/encoding"
	"golang.org/x/text/encoding/htmlindex"
	"golang.org/x/text/transform"

	"github.com/textcodec/textcodec"
	"github.com/textcodec/textcodec/xtext"
)

// The x/text adapter's benchmarks (package xtext), for every Case:
//
//	BenchmarkXTextDecode/<case>/textcodec  textcodec.NewReader, copied to io.Discard
//	BenchmarkXTextDecode/<case>/adapter    transform.NewReader with xtext's decoder
//	BenchmarkXTextDecode/<case>/xtext      transform.NewReader with x/text's decoder (htmlindex)
//	BenchmarkXTextEncode/<case>/adapter    transform.NewReader with ReplaceUnsupported(xtext's encoder)
//	BenchmarkXTextEncode/<case>/xtext      the same with x/text's encoder
//
// Each reads the whole input through io.Copy, as a program would; MB/s
// counts the bytes in the case's encoding. cmd/xtexttable makes
// docs/speed-xtext.md from them.

// xtMeter reports cpu-MB/s: bytes over the CPU time of the benchmark's
// thread, which other load disturbs less than wall-clock time.
type xtMeter struct {
	start time.Duration
	n     int
}

func startXTMeter() *xtMeter {
	runtime.LockOSThread()
	return &xtMeter{start: threadCPU()}
}

func (m *xtMeter) stop(b *testing.B, size int) {
	d := threadCPU() - m.start
	runtime.UnlockOSThread()
	if m.start > 0 && d > 0 {
		b.ReportMetric(float64(size)*float64(m.n)/d.Seconds()/1e6, "cpu-MB/s")
	}
}

func xtCases(b *testing.B) []*Case {
	cs, err := Corpus()
	if err != nil {
		b.Fatal(err)
	}
	return cs
}

// copyAll runs one read of r to the end into io.Discard.
func copyAll(b *testing.B, r io.Reader) {
	if _, err := io.Copy(io.Discard, r); err != nil {
		b.Fatal(err)
	}
}

func BenchmarkXTextDecode(b *testing.B) {
	for _, c := range xtCases(b) {
		x, xerr := htmlindex.Get(c.Enc.Name())
		b.Run(c.Name, func(b *testing.B) {
			want, _ := c.Enc.NewDecoder().Bytes(c.Encoded)
			got, err := io.ReadAll(transform.NewReader(bytes.NewReader(c.Encoded), xtext.Of(c.Enc).NewDecoder()))
			if err != nil || !bytes.Equal(got, want) {
				b.Fatalf("the adapter's output is not textcodec's: %v", err)
			}
			run := func(name string, newReader func(io.Reader) io.Reader) {
				b.Run(name, func(b *testing.B) {
					b.SetBytes(int64(len(c.Encoded)))
					m := startXTMeter()
					for b.Loop() {
						copyAll(b, newReader(bytes.NewReader(c.Encoded)))
						m.n++
					}
					m.stop(b, len(c.Encoded))
				})
			}
			run("textcodec", func(r io.Reader) io.Reader { return textcodec.NewReader(r, c.Enc) })
			d := xtext.Of(c.Enc).NewDecoder()
			run("adapter", func(r io.Reader) io.Reader { return transform.NewReader(r, d) })
			if xerr == nil {
				xd := x.NewDecoder()
				run("xtext", func(r io.Reader) io.Reader { return transform.NewReader(r, xd) })
			}
		})
	}
}

func BenchmarkXTextEncode(b *testing.B) {
	for _, c := range xtCases(b) {
		if !c.Enc.HasEncoder() {
			continue
		}
		x, xerr := htmlindex.Get(c.Enc.Name())
		b.Run(c.Name, func(b *testing.B) {
			run := func(name string, e *encoding.Encoder) {
				b.Run(name, func(b *testing.B) {
					b.SetBytes(int64(len(c.Encoded)))
					m := startXTMeter()
					for b.Loop() {
						copyAll(b, transform.NewReader(bytes.NewReader(c.Text), e))
						m.n++
					}
					m.stop(b, len(c.Encoded))
				})
			}
			run("adapter", encoding.ReplaceUnsupported(xtext.Of(c.Enc).NewEncoder()))
			if xerr == nil {
				run("xtext", encoding.ReplaceUnsupported(x.NewEncoder()))
			}
		})
	}
}
