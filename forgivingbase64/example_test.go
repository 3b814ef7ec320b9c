package forgivingbase64_test

import (
	"fmt"

	"github.com/textcodec/textcodec/forgivingbase64"
)

func Example() {
	b, err := forgivingbase64.DecodeString(" aGVs\nbG8 ") // whitespace and missing padding are forgiven
	fmt.Printf("%s %v\n", b, err)
	_, err = forgivingbase64.DecodeString("aGVsbG8===")
	fmt.Println(err)
	fmt.Println(forgivingbase64.Encode([]byte("hello")))
	// Output:
	// hello <nil>
	// forgivingbase64: not valid forgiving-base64
	// aGVsbG8=
}

// A string held as UTF-16 code units, each a byte (a JavaScript "binary
// string", as btoa takes and atob gives), to base64 and back.
func ExampleAppendEncodeUTF16() {
	units := []uint16{'h', 0xE9, 0xFF}
	enc, err := forgivingbase64.AppendEncodeUTF16(nil, units)
	fmt.Printf("%s %v\n", enc, err)
	dec, err := forgivingbase64.AppendDecodeUTF16Each(nil, string(enc), 0, nil)
	fmt.Printf("%#x %v\n", dec, err)
	_, err = forgivingbase64.AppendEncodeUTF16(nil, []uint16{0x100})
	fmt.Println(err)
	// Output:
	// aOn/ <nil>
	// [0x68 0xe9 0xff] <nil>
	// forgivingbase64: a code unit above 0xFF
}
