package jsbench

import (
	"fmt"
	"os"
	"strings"
	"sync"
	"testing"
	"unicode/utf8"

	"github.com/textcodec/textcodec/bench"
)

// A formText is a text BenchmarkJSForms encodes, about 1 MiB of UTF-8.
type formText struct {
	name string // the row's name
	text string
	// jsSource is JavaScript that makes the text from hostText (a host
	// string of it), as a script builds a string of its own.
	jsSource string
}

// fromPieces builds the text in JavaScript by joining its 4 KiB slices, as
// a script that assembles text does.
const fromPieces = `(() => { const p = []; for (let i = 0; i < hostText.length; i += 4096) p.push(hostText.slice(i, i + 4096)); return p.join(""); })()`

var (
	formTextsOnce sync.Once
	formTextsList []formText
	formTextsErr  error
)

// formTexts returns the texts: the ASCII, French, Japanese and emoji inputs
// of package bench's corpus, and "héllo wörld " repeated 65536 times (the
// text of the issue that asked for these rows), which a script makes with
// String.prototype.repeat.
func formTexts(b testing.TB) []formText {
	formTextsOnce.Do(func() {
		all, err := bench.Corpus()
		if err != nil {
			formTextsErr = err
			return
		}
		byName := map[string]*bench.Case{}
		for _, c := range all {
			byName[c.Name] = c
		}
		for _, t := range []struct{ name, caseName string }{
			{"ascii", "UTF-8-ascii"}, {"french", "UTF-8-latin"}, {"japanese", "UTF-8-cjk"}, {"emoji", "UTF-8-emoji"},
		} {
			c := byName[t.caseName]
			if c == nil || !utf8.Valid(c.Encoded) {
				formTextsErr = fmt.Errorf("package bench has no valid case %s", t.caseName)
				return
			}
			formTextsList = append(formTextsList, formText{
				name: t.name, text: strings.TrimPrefix(string(c.Encoded), "\uFEFF"), jsSource: fromPieces,
			})
		}
		formTextsList = append(formTextsList, formText{
			name: "latin", text: strings.Repeat("h\u00e9llo w\u00f6rld ", 65536), jsSource: `"h\u00e9llo w\u00f6rld ".repeat(65536)`,
		})
	})
	if formTextsErr != nil {
		b.Fatal(formTextsErr)
	}
	return formTextsList
}

// stringForms are the ways a string reaches encode in goja (and sobek), the
// rows of BenchmarkJSForms (each engine's formValue makes them):
//
//   - js: made by a script (formText.jsSource);
//   - host: passed in by the host with Runtime.ToValue (or Set) of a Go
//     string;
//   - struct, map: a Go struct's string field or a Go map's string value,
//     read by a script;
//   - utf16: made by the host with goja.StringFromUTF16;
//   - substring: a substring of a host string (" " + s, less its first
//     character);
//   - concat: two host strings, halves of the text, concatenated by a
//     script.
var stringForms = []string{"js", "host", "struct", "map", "utf16", "substring", "concat"}

// BenchmarkJSForms measures encode and encodeInto of each text in each
// string form on each engine, and Node.js's on the same text made in Node.js
// (decoded from its UTF-8):
//
//	BenchmarkJSForms/<text>/<op>/node
//	BenchmarkJSForms/<text>/<op>/<form>/{textcodec,sobek}
func BenchmarkJSForms(b *testing.B) {
	for _, t := range formTexts(b) {
		b.Run(t.name, func(b *testing.B) {
			for _, op := range []string{"encode", "encodeInto"} {
				b.Run(op, func(b *testing.B) {
					b.Run("node", func(b *testing.B) { benchFormNode(b, t, op) })
					for _, form := range stringForms {
						b.Run(form, func(b *testing.B) {
							for _, e := range engines {
								b.Run(e.name, func(b *testing.B) { benchForm(b, e.engine, t, form, op) })
							}
						})
					}
				})
			}
		})
	}
}

func benchForm(b *testing.B, e engine, t formText, form, op string) {
	run, err := e.formLoop(t, form, op)
	if err != nil {
		b.Fatal(err)
	}
	want := int64(len(t.text))
	if got, err := run(1); err != nil || got != want {
		b.Fatalf("run(1) = %v, %v; want %d", got, err, want)
	}
	timeRun(b, run, len(t.text), want)
}

var (
	formNodeOnce sync.Once
	formNodeP    *nodeProc
	formNodeErr  error
)

// formNode returns the Node.js process of BenchmarkJSForms, started on first
// use with each text written as a case named form-<text>.
func formNode(b *testing.B) (*nodeProc, error) {
	texts := formTexts(b)
	formNodeOnce.Do(func() {
		dir, err := os.MkdirTemp("", "textcodec-jsforms-")
		if err != nil {
			formNodeErr = err
			return
		}
		for _, t := range texts {
			if err := writeInput(dir, "form-"+t.name, "utf-8", []byte(t.text), t.text); err != nil {
				formNodeErr = err
				os.RemoveAll(dir)
				return
			}
		}
		formNodeP, formNodeErr = startNode(dir)
		if formNodeErr != nil {
			os.RemoveAll(dir)
			return
		}
		formNodeP.owned = true
	})
	return formNodeP, formNodeErr
}

func benchFormNode(b *testing.B, t formText, op string) {
	p, err := formNode(b)
	if err != nil {
		b.Skip(err)
	}
	b.ResetTimer()
	wall, cpu, sum, err := p.run(op, "form-"+t.name, b.N)
	b.StopTimer()
	if err != nil {
		b.Fatal(err)
	}
	if want := int64(len(t.text)) * int64(b.N); sum != want {
		b.Logf("NOTE: form-%s %s: Node's results add up to %d, textcodec's to %d", t.name, op, sum, want)
	}
	n := len(t.text)
	b.ReportMetric(float64(wall.Nanoseconds())/float64(b.N), "ns/op")
	b.ReportMetric(float64(n)*float64(b.N)/wall.Seconds()/1e6, "MB/s")
	reportCPU(b, n, cpu)
}
