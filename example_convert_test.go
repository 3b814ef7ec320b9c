package textcodec_test

import (
	"fmt"
	"unicode/utf16"

	"github.com/textcodec/textcodec"
)

func ExampleUTF16ToUTF8() {
	// "a€😀" and a lone surrogate, which becomes U+FFFD.
	src := append(utf16.Encode([]rune("a€😀")), 0xD800)
	dst := make([]byte, textcodec.UTF16ToUTF8Len(src))
	nDst, nSrc := textcodec.UTF16ToUTF8(dst, src)
	fmt.Printf("%+q %d %d\n", dst[:nDst], nDst, nSrc)

	// Into 6 bytes: the emoji's four do not fit after "a€" (1 + 3 bytes).
	nDst, nSrc = textcodec.UTF16ToUTF8(make([]byte, 6), src)
	fmt.Println(nDst, nSrc)
	// Output:
	// "a\u20ac\U0001f600\ufffd" 11 5
	// 4 2
}

func ExampleUTF16ToUTF8Len() {
	fmt.Println(textcodec.UTF16ToUTF8Len(utf16.Encode([]rune("aé€😀"))))
	// Output: 10
}

func ExampleUTF8ValidUpTo() {
	b := []byte("café\xFFok")
	n := textcodec.UTF8ValidUpTo(b)
	fmt.Println(n, textcodec.ValidUTF8(b), textcodec.ValidUTF8(b[:n]))
	// Output: 5 false true
}

func ExampleUTF8ValidUpToUTF16() {
	// Six bytes, three code units: "é" is one, "😀" a surrogate pair.
	fmt.Println(textcodec.UTF8ValidUpToUTF16([]byte("é😀\xE3\x81")))
	// Output: 6 3
}

func ExampleASCIIPrefixLen() {
	fmt.Println(textcodec.ASCIIPrefixLen([]byte("naïve")), textcodec.ASCIIPrefixLenUTF16(utf16.Encode([]rune("naïve"))))
	// Output: 2 2
}

func ExampleEncoding_IsASCIICompatible() {
	for _, e := range []*textcodec.Encoding{textcodec.ShiftJIS, textcodec.ISO2022JP, textcodec.UTF16LE} {
		fmt.Println(e, e.IsASCIICompatible(), e.IsSingleByte())
	}
	fmt.Println(textcodec.Windows1252, textcodec.Windows1252.IsSingleByte())
	// Output:
	// Shift_JIS true false
	// ISO-2022-JP false false
	// UTF-16LE false false
	// windows-1252 true
}

func ExampleEncoding_DecodedBOMLen() {
	// A decoder that keeps the byte order mark, and the step applied to
	// the stream's first output without moving it.
	out, _ := textcodec.UTF8.NewDecoder(textcodec.BOMKeep).AppendUTF16(nil, []byte("\xEF\xBB\xBFhi"), true)
	skip := textcodec.UTF8.DecodedBOMLen(out)
	fmt.Println(skip, string(utf16.Decode(out[skip:])))
	// Output: 1 hi
}
