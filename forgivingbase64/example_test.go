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
