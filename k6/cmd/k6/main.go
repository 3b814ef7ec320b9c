// Command k6 is k6 with the textcodec extension: scripts import
// TextDecoder, TextEncoder, TextDecoderStream, TextEncoderStream and the
// Streams Standard's classes from "k6/x/textcodec". It is k6's own main
// (go.k6.io/k6/cmd) with the extension linked in, so plain go build makes it:
//
//	cd k6 && go build -o k6 ./cmd/k6
//	./k6 run --no-usage-report ../examples/k6/lines.js
package main

import (
	"go.k6.io/k6/cmd"

	_ "github.com/textcodec/textcodec/k6" // registers k6/x/textcodec
)

func main() {
	cmd.Execute()
}
