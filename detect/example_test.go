package detect_test

import (
	"fmt"

	"github.com/textcodec/textcodec/detect"
)

func Example() {
	// "Привет, мир! Как дела?" in windows-1251, fed in two chunks.
	text := []byte("\xcf\xf0\xe8\xe2\xe5\xf2, \xec\xe8\xf0! \xca\xe0\xea \xe4\xe5\xeb\xe0?")
	d := detect.New()
	d.Feed(text[:7], false)
	d.Feed(text[7:], true)
	r := d.Guess(detect.Options{AllowUTF8: true})
	s, _ := r.Encoding.NewDecoder().DecodeToString(text)
	fmt.Println(r.Encoding.Name(), r.Step)
	fmt.Println(s)
	// Output:
	// windows-1251 score
	// Привет, мир! Как дела?
}

func ExampleOptions() {
	// "Türkçe ağaç" in windows-1254, or "Türkçe aðaç" in windows-1252.
	b := []byte("T\xfcrk\xe7e a\xf0a\xe7")
	for _, tld := range []string{"", "fr"} {
		d := detect.New()
		d.Feed(b, true)
		r := d.Guess(detect.Options{TLD: tld})
		fmt.Printf("%q: %s reliable=%v\n", tld, r.Encoding.Name(), r.Reliable)
	}
	// Output:
	// "": windows-1254 reliable=true
	// "fr": windows-1252 reliable=false
}
