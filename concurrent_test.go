package textcodec

import (
	"fmt"
	"sync"
	"testing"
)

// TestConcurrentDecodersAndEncoders runs every encoding's decoder and encoder
// in many goroutines at once, each with its own state over the shared
// tables, and checks each result against a sequential run. Run it with -race.
func TestConcurrentDecodersAndEncoders(t *testing.T) {
	text := "ASCII, café, Ελληνικά, Кириллица, 漢字かな, 한국어, 中文, 𠀋, 😀, ¥‾−｡"
	type result struct{ encoded, decoded string }
	want := map[*Encoding]result{}
	run := func(e *Encoding) (result, error) {
		encOut := []byte(text)
		if e.HasEncoder() {
			enc, err := e.NewEncoder(Replace)
			if err != nil {
				return result{}, err
			}
			if encOut, err = enc.EncodeString(text); err != nil {
				return result{}, err
			}
		}
		d := e.NewDecoder()
		var out []byte
		for k := 0; k < len(encOut); k += 3 { // in small chunks
			var err error
			if out, err = d.AppendUTF8(out, encOut[k:min(k+3, len(encOut))], false); err != nil {
				return result{}, err
			}
		}
		out, err := d.AppendUTF8(out, nil, true)
		return result{string(encOut), string(out)}, err
	}
	for _, e := range Encodings() {
		r, err := run(e)
		if err != nil {
			t.Fatal(e, err)
		}
		want[e] = r
	}
	var wg sync.WaitGroup
	errs := make(chan error, 64)
	for g := 0; g < 16; g++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for k := range Encodings() {
				e := Encodings()[(k+g)%len(Encodings())]
				r, err := run(e)
				if err != nil || r != want[e] {
					errs <- fmt.Errorf("%s: got %+v (%v), want %+v", e, r, err, want[e])
					return
				}
			}
		}()
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		t.Error(err)
	}
}
