package textcodec_test

import (
	"errors"
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/textcodec/textcodec"
)

func ExampleLookup() {
	enc := textcodec.Lookup(" Latin1 ") // trimmed, ASCII case-insensitive
	fmt.Println(enc.Name(), textcodec.Lookup("\vutf-8") == nil)
	// Output: windows-1252 true
}

func ExampleEncoding_NewDecoder() {
	// The defaults: U+FFFD for malformed input, a leading BOM removed.
	d := textcodec.ShiftJIS.NewDecoder()
	s, err := d.DecodeToString([]byte("\x93\xfa\x96\x7b\x82\xa0\xff"))
	fmt.Println(s, err)
	// Output: 日本あ� <nil>
}

func ExampleDecoder_DecodeToString() {
	s, err := textcodec.Windows1252.NewDecoder().DecodeToString([]byte("caf\xE9 \x80"))
	fmt.Println(s, err)
	// Output: café € <nil>
}

func ExampleDecoder_String() {
	// Input and output in strings, as x/text's Decoder.String.
	s, err := textcodec.KOI8R.NewDecoder().String("\xf0\xd2\xc9\xd7\xc5\xd4")
	fmt.Println(s, err)
	// Output: Привет <nil>
}

func ExampleDecoder_DecodeUTF8() {
	// A stream in chunks: the decoder keeps the first byte of "é" between calls.
	d := textcodec.UTF8.NewDecoder(textcodec.Fatal)
	buf := make([]byte, 64)
	n1, _, _ := d.DecodeUTF8(buf, []byte("caf\xC3"), false)
	n2, _, err := d.DecodeUTF8(buf[n1:], []byte("\xA9!"), true)
	fmt.Println(string(buf[:n1+n2]), err)
	// Output: café! <nil>
}

func ExampleDecoder_fatal() {
	_, err := textcodec.UTF8.NewDecoder(textcodec.Fatal).DecodeToString([]byte("ok\xFF"))
	var de *textcodec.DecodeError
	fmt.Println(err)
	fmt.Println(errors.Is(err, textcodec.ErrMalformed), errors.As(err, &de) && de.Offset == 2)
	// Output:
	// textcodec: malformed UTF-8 input at byte offset 2
	// true true
}

func ExampleEncoding_NewEncoder() {
	// The default writes what the encoding lacks as "&#NNNN;", as browsers do.
	e, _ := textcodec.Windows1252.NewEncoder()
	b, _ := e.EncodeString("café ✓")
	fmt.Printf("%q\n", b)

	// Fatal stops there with an *EncodeError.
	e, _ = textcodec.Windows1252.NewEncoder(textcodec.Fatal)
	b, err := e.EncodeString("café ✓")
	var ee *textcodec.EncodeError
	fmt.Printf("%q %v\n", b, errors.As(err, &ee) && ee.CodePoint == '✓')

	// Replacement, UTF-16BE and UTF-16LE have no encoder.
	_, err = textcodec.UTF16LE.NewEncoder()
	fmt.Println(errors.Is(err, textcodec.ErrNoEncoder), textcodec.UTF16LE.OutputEncoding())
	// Output:
	// "caf\xe9 &#10003;"
	// "caf\xe9 " true
	// true UTF-8
}

func ExampleEncoder_EncodeString() {
	e, _ := textcodec.EUCKR.NewEncoder()
	b, err := e.EncodeString("한국어")
	fmt.Printf("% X %v\n", b, err)
	// Output: C7 D1 B1 B9 BE EE <nil>
}

func ExampleEncoder_Encode() {
	// A stream in chunks: ISO-2022-JP's state carries over, and the last
	// call returns to ASCII.
	e, _ := textcodec.ISO2022JP.NewEncoder()
	buf := make([]byte, 64)
	n1, _, _ := e.Encode(buf, []byte("a日"), false)
	n2, _, err := e.Encode(buf[n1:], []byte("本"), true)
	fmt.Printf("%q %v\n", buf[:n1+n2], err)
	// Output: "a\x1b$BF|K\\\x1b(B" <nil>
}

func ExampleNewReader() {
	// A windows-1252 file with a UTF-8 byte order mark is read as UTF-8, as
	// the standard's "decode" says.
	r := textcodec.NewReader(strings.NewReader("\xEF\xBB\xBFna\xC3\xAFve"), textcodec.Windows1252)
	io.Copy(os.Stdout, r)
	fmt.Println("", r.Encoding())
	// Output: naïve UTF-8
}

func ExampleNewWriter() {
	var out strings.Builder
	w, _ := textcodec.NewWriter(&out, textcodec.Lookup("latin1"))
	io.WriteString(w, "naïve ✓")
	w.Close()
	fmt.Printf("%q\n", out.String())
	// Output: "na\xefve &#10003;"
}

func ExampleDecode() {
	// The standard's "decode" hook: a BOM overrides the fallback encoding.
	out, enc := textcodec.Decode([]byte("\xFF\xFEh\x00i\x00"), textcodec.Windows1252)
	fmt.Println(string(out), enc)
	// Output: hi UTF-16LE
}

func ExampleEncodeOrFail() {
	// The standard's "encode or fail": the caller decides what to write for
	// a code point the encoding lacks, here "?".
	e, _ := textcodec.ShiftJIS.NewEncoder(textcodec.Fatal)
	src := []byte("a€b")
	var out []byte
	for {
		var n int
		var err error
		out, n, err = textcodec.EncodeOrFail(e, out, src)
		src = src[n:]
		if err == nil {
			break
		}
		out = append(out, '?')
	}
	out, _ = e.Append(out, nil, true)
	fmt.Printf("%q\n", out)
	// Output: "a?b"
}
