package textcodec_test

import (
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

func ExampleDecoder_String() {
	s, err := textcodec.Windows1252.NewDecoder().String([]byte("caf\xE9 \x80"))
	fmt.Println(s, err)
	// Output: café € <nil>
}

func ExampleDecoder_DecodeUTF8() {
	// A stream in chunks: the decoder keeps the first byte of "é" between calls.
	d := textcodec.UTF8.NewDecoder(textcodec.Fatal())
	buf := make([]byte, 64)
	n1, _, _ := d.DecodeUTF8(buf, []byte("caf\xC3"), false)
	n2, _, err := d.DecodeUTF8(buf[n1:], []byte("\xA9!"), true)
	fmt.Println(string(buf[:n1+n2]), err)
	// Output: café! <nil>
}

func ExampleDecoder_fatal() {
	_, err := textcodec.UTF8.NewDecoder(textcodec.Fatal()).String([]byte("ok\xFF"))
	fmt.Println(err)
	// Output: core: malformed UTF-8 input at byte offset 2
}

func ExampleEncoder_String() {
	enc, _ := textcodec.Windows1252.NewEncoder(textcodec.EncodeHTML)
	b, _ := enc.String("café ✓")
	fmt.Printf("%q\n", b)
	// Output: "caf\xe9 &#10003;"
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
	w, _ := textcodec.NewWriter(&out, textcodec.Lookup("latin1"), textcodec.EncodeHTML)
	io.WriteString(w, "naïve ✓")
	w.Close()
	fmt.Printf("%q\n", out.String())
	// Output: "na\xefve &#10003;"
}
