package jsbench

import (
	"testing"
	"unicode/utf16"

	"github.com/textcodec/textcodec"
	"github.com/textcodec/textcodec/bench"
)

// TestEngines runs each engine's loops a few times on small inputs, as the
// benchmarks run them on large ones: every engine must do the same work.
func TestEngines(t *testing.T) {
	small := func(enc *textcodec.Encoding, encoded []byte, text string) *jsCase {
		return &jsCase{
			Case:  &bench.Case{Name: enc.Name(), Enc: enc, Encoded: encoded, Text: []byte(text)},
			text:  text,
			units: utf16.Encode([]rune(text)),
		}
	}
	cases := []*jsCase{
		small(textcodec.UTF8, []byte("héllo wörld, あい 😀\n"), "héllo wörld, あい 😀\n"),
		small(textcodec.ShiftJIS, []byte{0x82, 0xa0, 0x82, 0xa2, '\n'}, "あい\n"),
	}
	ft := formText{name: "small", text: "héllo wörld, あい 😀\n", jsSource: fromPieces}
	for _, e := range engines {
		t.Run(e.name, func(t *testing.T) {
			for _, c := range cases {
				if err := e.checkDecode(c); err != nil {
					t.Errorf("%s: checkDecode: %v", c.Name, err)
				}
				for _, op := range []string{"decode", "encode", "encodeInto"} {
					run, err := e.caseLoop(c, op)
					if err != nil {
						t.Fatalf("%s %s: %v", c.Name, op, err)
					}
					if got, err := run(3); err != nil || got != 3*c.want(op) {
						t.Errorf("%s %s: run(3) = %d, %v; want %d", c.Name, op, got, err, 3*c.want(op))
					}
				}
			}
			want := 2 * int64(len(ft.text))
			for _, op := range []string{"encode", "encodeInto"} {
				for _, form := range stringForms {
					run, err := e.formLoop(ft, form, op)
					if err != nil {
						t.Fatalf("%s of the %s form: %v", op, form, err)
					}
					if got, err := run(2); err != nil || got != want {
						t.Errorf("%s of the %s form: run(2) = %d, %v; want %d", op, form, got, err, want)
					}
				}
			}
		})
	}
}
