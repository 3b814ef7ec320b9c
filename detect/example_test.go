package detect_test

import (
	"fmt"

	"github.com/textcodec/textcodec/detect"
	"github.com/textcodec/textcodec/htmlsniff"
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

// ForSniffing plugs the detector into the HTML Standard's encoding sniffing
// algorithm: a page with no label is decided by frequency analysis.
func ExampleForSniffing() {
	page := []byte("<html><body><p>\xcf\xf0\xe8\xe2\xe5\xf2, \xec\xe8\xf0! \xdd\xf2\xee \xf2\xe5\xea\xf1\xf2 \xed\xe0 \xf0\xf3\xf1\xf1\xea\xee\xec \xff\xe7\xfb\xea\xe5.</p></body></html>")
	res := htmlsniff.Sniff(page, "", &htmlsniff.Options{NewDetector: detect.ForSniffing, TLD: "ru"})
	fmt.Println(res.Encoding.Name(), res.Step)
	// Output: windows-1251 frequency-analysis
}
