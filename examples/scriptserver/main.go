// Command scriptserver is an example of embedding package textcodec in a
// server: an HTTP server that runs JavaScript sent to it, with TextDecoder and
// TextEncoder available, on input bytes sent with it, and answers with what
// the script returns.
//
// Run it from the repository's root with
//
//	go run ./examples/scriptserver -addr localhost:8080
//
// and send it a script (the multipart field "script") and input bytes (the
// field "body", given to the script as the Uint8Array body):
//
//	curl -F 'script=new TextDecoder("shift_jis").decode(body)' \
//	     -F body=@examples/testdata/greeting.shift_jis.txt localhost:8080/run
//
// A request whose content type is not multipart is the script itself, with
// an empty body:
//
//	curl --data-binary 'new TextEncoder().encode("€")' localhost:8080/run | xxd
//
// The script's completion value (that of its last statement, as with eval)
// is the response: a string as text/plain in UTF-8, a Uint8Array or other
// typed array, DataView or ArrayBuffer as its bytes, a promise as what it
// settles to, undefined as 204 No Content, anything else as JSON. A script
// that throws gets 422 with the exception and its JavaScript stack; one that
// runs past the time limit is interrupted and gets 504. See server.go for the
// runtime pool and the limits.
package main

import (
	"flag"
	"log"
	"net/http"
	"time"
)

func main() {
	addr := flag.String("addr", "localhost:8080", "listen on this `address`")
	timeout := flag.Duration("timeout", time.Second, "time limit for one script")
	maxRequest := flag.Int64("max-request", 1<<20, "largest request body in `bytes` (script and input)")
	concurrency := flag.Int("concurrency", 0, "scripts run at once (0: GOMAXPROCS)")
	spare := flag.Int("spare", 8, "runtimes kept made in advance")
	flag.Parse()

	s := NewServer(Config{
		Timeout:     *timeout,
		MaxRequest:  *maxRequest,
		Concurrency: *concurrency,
		Spare:       *spare,
	})
	defer s.Close()
	log.Printf("scriptserver: listening on http://%s/run", *addr)
	srv := &http.Server{Addr: *addr, Handler: s, ReadHeaderTimeout: 10 * time.Second}
	log.Fatal(srv.ListenAndServe())
}
