package main

import (
	"bytes"
	"fmt"
	"io"
	"mime/multipart"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/textcodec/textcodec"
)

// post sends script (and input, unless nil, as the "body" field) to the
// server's /run and returns the status, content type and body of the answer.
func post(t *testing.T, url, script string, input []byte) (int, string, string) {
	t.Helper()
	var req bytes.Buffer
	mw := multipart.NewWriter(&req)
	if err := mw.WriteField("script", script); err != nil {
		t.Fatal(err)
	}
	if input != nil {
		fw, err := mw.CreateFormFile("body", "input.bin")
		if err != nil {
			t.Fatal(err)
		}
		fw.Write(input)
	}
	mw.Close()
	resp, err := http.Post(url+"/run", mw.FormDataContentType(), &req)
	if err != nil {
		t.Error(err)
		return 0, "", ""
	}
	defer resp.Body.Close()
	b, err := io.ReadAll(resp.Body)
	if err != nil {
		t.Error(err)
	}
	return resp.StatusCode, resp.Header.Get("Content-Type"), string(b)
}

func newTestServer(t *testing.T, cfg Config) *httptest.Server {
	return newTestServerFor(t, NewServer(cfg))
}

func newTestServerFor(t *testing.T, s *Server) *httptest.Server {
	ts := httptest.NewServer(s)
	t.Cleanup(func() {
		ts.Close()
		s.Close()
	})
	return ts
}

func TestScripts(t *testing.T) {
	ts := newTestServer(t, Config{Timeout: 2 * time.Second})
	sjis, err := os.ReadFile(filepath.Join("..", "testdata", "greeting.shift_jis.txt"))
	if err != nil {
		t.Fatal(err)
	}
	sjisText, err := textcodec.ShiftJIS.NewDecoder().DecodeToString(sjis)
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		name, script string
		input        []byte
		status       int
		ctype        string
		want         string // the whole body, or a part of it for errors
	}{
		{"decode", `new TextDecoder("shift_jis").decode(body)`, sjis, 200, "text/plain; charset=utf-8", sjisText},
		{"encode", `new TextEncoder().encode("é€")`, nil, 200, "application/octet-stream", "é€"},
		{"encodeInto", `const d = new Uint8Array(4); new TextEncoder().encodeInto("aé€", d); d`, nil, 200, "application/octet-stream", "aé\x00"},
		{"buffer", `body.buffer`, []byte{1, 2, 3}, 200, "application/octet-stream", "\x01\x02\x03"},
		{"typed-array-view", `new Uint16Array(body.buffer, 2, 1)`, []byte{1, 2, 3, 4, 5}, 200, "application/octet-stream", "\x03\x04"},
		{"json", `({ encoding: new TextDecoder("latin1").encoding, length: body.length })`, []byte("abc"), 200, "application/json", `{"encoding":"windows-1252","length":3}` + "\n"},
		{"promise", `(async () => new TextDecoder("utf-16le").decode(body))()`, []byte{0x3d, 0xd8, 0x00, 0xde}, 200, "text/plain; charset=utf-8", "😀"},
		{"undefined", `let x = 1;`, nil, 204, "text/plain; charset=utf-8", ""},
		{"lone-surrogate", `"a\ud800"`, nil, 200, "text/plain; charset=utf-8", "a\uFFFD"},
		{"throw", `function f() { new TextDecoder("utf-8", { fatal: true }).decode(body); }
f();`, []byte{0xff}, 422, "text/plain; charset=utf-8", "Uncaught TypeError"},
		{"throw-stack", `function f() { throw new RangeError("no"); }
f();`, nil, 422, "", "at f (script.js:1:"},
		{"rejected", `Promise.reject(new Error("nope"))`, nil, 422, "", "Uncaught (in promise) Error: nope"},
		{"pending", `new Promise(() => {})`, nil, 422, "", "pending"},
		{"syntax-error", `let = = 1`, nil, 422, "", "SyntaxError"},
		{"throwing-toJSON", `({ toJSON() { throw new Error("json") } })`, nil, 422, "", "Uncaught Error: json"},
		{"recursion", `function f() { return f() + 1; } f();`, nil, 422, "", "call stack"},
		// goja's parser panics on this literal: the panic is caught.
		{"go-panic", `"\u{10FFFF}"`, nil, 500, "", "internal error"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			status, ctype, body := post(t, ts.URL, tc.script, tc.input)
			ok := status == tc.status && (tc.ctype == "" || ctype == tc.ctype)
			if tc.status < 300 {
				ok = ok && body == tc.want
			} else {
				ok = ok && strings.Contains(body, tc.want)
			}
			if !ok {
				t.Errorf("got %d %q %q, want %d %q %q", status, ctype, body, tc.status, tc.ctype, tc.want)
			}
		})
	}
}

// TestTimeLimit checks that goja's interrupt stops scripts that never end,
// in the script and in the conversion of its result, and that the server
// then goes on serving.
func TestTimeLimit(t *testing.T) {
	ts := newTestServer(t, Config{Timeout: 100 * time.Millisecond})
	for _, script := range []string{
		`for (;;) {}`,
		`while (true) { new TextDecoder().decode(body); }`,
		`({ toJSON() { for (;;) {} } })`,
		`({ get x() { for (;;) {} } })`,
	} {
		status, _, body := post(t, ts.URL, script, []byte("abc"))
		if status != http.StatusGatewayTimeout || !strings.Contains(body, "time limit of 100ms exceeded") {
			t.Errorf("%s: got %d %q", script, status, body)
		}
	}
	if status, _, body := post(t, ts.URL, `"still here"`, nil); status != 200 || body != "still here" {
		t.Errorf("after the interrupts: %d %q", status, body)
	}
}

func TestRequests(t *testing.T) {
	ts := newTestServer(t, Config{MaxRequest: 1000})
	// A request that is not multipart is the script.
	resp, err := http.Post(ts.URL+"/run", "application/javascript", strings.NewReader(`typeof body + " " + body.length`))
	if err != nil {
		t.Fatal(err)
	}
	b, _ := io.ReadAll(resp.Body)
	resp.Body.Close()
	if resp.StatusCode != 200 || string(b) != "object 0" {
		t.Errorf("plain script: %d %q", resp.StatusCode, b)
	}
	// Too large, as a plain body and as a form.
	if status, _, body := post(t, ts.URL, strings.Repeat(" ", 1001), nil); status != http.StatusRequestEntityTooLarge || !strings.Contains(body, "larger than 1000 bytes") {
		t.Errorf("large form: %d %q", status, body)
	}
	resp, err = http.Post(ts.URL+"/run", "text/plain", strings.NewReader(strings.Repeat(" ", 1001)))
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if resp.StatusCode != http.StatusRequestEntityTooLarge {
		t.Errorf("large script: %d", resp.StatusCode)
	}
	// A form without a script, the wrong method, the wrong path.
	var form bytes.Buffer
	mw := multipart.NewWriter(&form)
	mw.WriteField("body", "x")
	mw.Close()
	resp, err = http.Post(ts.URL+"/run", mw.FormDataContentType(), &form)
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if resp.StatusCode != http.StatusBadRequest {
		t.Errorf("no script: %d", resp.StatusCode)
	}
	resp, err = http.Get(ts.URL + "/run")
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if resp.StatusCode != http.StatusMethodNotAllowed || resp.Header.Get("Allow") != "POST" {
		t.Errorf("GET: %d", resp.StatusCode)
	}
	resp, err = http.Post(ts.URL+"/other", "text/plain", strings.NewReader("1"))
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if resp.StatusCode != http.StatusNotFound {
		t.Errorf("other path: %d", resp.StatusCode)
	}
}

// TestConcurrentRequests runs many scripts at once (the CI runs it with the
// race detector), some of which change their runtime's globals and built-ins:
// no other script may see the changes.
func TestConcurrentRequests(t *testing.T) {
	for _, spare := range []int{-1, 2} {
		t.Run(fmt.Sprint("spare=", spare), func(t *testing.T) {
			ts := newTestServer(t, Config{Timeout: time.Second, Concurrency: 4, Queue: 40, MaxPerClient: 40, Spare: spare})
			// One short script first: the test's client (all its requests
			// come from one address) is then in good standing and may use
			// every worker (see admission.go).
			if status, _, body := post(t, ts.URL, `"warm"`, nil); status != 200 {
				t.Fatalf("warm-up: %d %q", status, body)
			}
			var wg sync.WaitGroup
			for i := range 40 {
				wg.Add(1)
				go func() {
					defer wg.Done()
					n := fmt.Sprint(i)
					var script, want string
					switch i % 4 {
					case 0: // vandalise the runtime
						script = `globalThis.leak = ` + n + `; TextDecoder.prototype.decode = () => "vandalised"; Object.prototype.polluted = true; "done"`
						want = "done"
					case 1: // see no vandalism
						script = `[typeof leak, typeof ({}).polluted, new TextDecoder("gb18030").decode(body)].join(" ")`
						want = "undefined undefined " + "早上好"
					case 2:
						script = `new TextDecoder("utf-8").decode(new TextEncoder().encode("#" + body.length))`
						want = "#6"
					case 3:
						script = `for (;;) {}`
						want = "time limit"
					}
					if i%4 == 3 && i >= 8 { // two interrupted loops are enough
						script, want = `"short"`, "short"
					}
					input := []byte{0xd4, 0xe7, 0xc9, 0xcf, 0xba, 0xc3}
					status, _, body := post(t, ts.URL, script, input)
					if !strings.Contains(body, want) || (status != 200 && !strings.Contains(want, "time limit")) {
						t.Errorf("script %d: %d %q, want %q", i, status, body, want)
					}
				}()
			}
			wg.Wait()
		})
	}
}
