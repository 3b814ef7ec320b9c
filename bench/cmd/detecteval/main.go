// Command detecteval measures package detect's accuracy and speed beside
// the other Go detectors (saintfish/chardet, gogs/chardet, wlynxg/chardet
// and golang.org/x/net/html/charset's DetermineEncoding), in the same run,
// on the held-out corpus that internal/cmd/gendetect writes
// (testdata/detect/eval.tsv), and writes the tables to
// ../docs/detect-accuracy.md.
//
//	go run ./cmd/detecteval [-corpus testdata/detect/eval.tsv] [-o ../docs/detect-accuracy.md] [-v]
//
// A guess is right when decoding the sample's bytes with it gives the
// sample's text (so windows-1252 is right for German that ISO-8859-15 also
// encodes the same way).
package main

import (
	"flag"
	"fmt"
	"log"
	"os"
)

func main() {
	corpus := flag.String("corpus", "testdata/detect/eval.tsv", "evaluation corpus")
	outFile := flag.String("o", "../docs/detect-accuracy.md", "report to write, or - for standard output")
	verbose := flag.Bool("v", false, "list this detector's wrong guesses on standard error")
	peers := flag.Bool("peers", true, "evaluate the other detectors too")
	flag.Parse()
	samples, err := loadSamples(*corpus)
	if err != nil {
		log.Fatal(err)
	}
	dets := detectors()
	if !*peers {
		dets = dets[:2]
	}
	res := evaluate(samples, dets, *verbose)
	body := report(res, len(samples))
	if *outFile == "-" {
		fmt.Print(body)
		return
	}
	if err := writeReport(*outFile, body); err != nil {
		log.Fatal(err)
	}
	fmt.Fprint(os.Stderr, body)
}
