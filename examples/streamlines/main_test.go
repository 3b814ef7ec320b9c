package main

import (
	"bytes"
	"context"
	"errors"
	"strings"
	"testing"
	"unicode/utf16"

	"github.com/textcodec/textcodec"
)

// The script's counts match Go's for generated text, read in chunks small
// enough to split characters and CRLFs between them.
func TestCountGenerated(t *testing.T) {
	var buf bytes.Buffer
	lines, err := Generate(&buf, 1<<20)
	if err != nil {
		t.Fatal(err)
	}
	if n := int64(bytes.Count(buf.Bytes(), []byte("\n"))); n != lines {
		t.Fatalf("Generate reported %d lines, wrote %d", lines, n)
	}
	for _, chunk := range []int{64 << 10, 4093, 7} {
		data := buf.Bytes()
		if chunk == 7 {
			data = data[:20000] // a smaller input for tiny chunks
		}
		stats, err := Count(context.Background(), bytes.NewReader(data), chunk)
		if err != nil {
			t.Fatal(err)
		}
		want := goCount(t, data)
		if stats != want {
			t.Errorf("chunk %d: got %+v, want %+v", chunk, stats, want)
		}
	}
}

// A last line without a line break counts, and a decoding error (a byte that
// is not Shift_JIS) is U+FFFD rather than an error.
func TestCountEdges(t *testing.T) {
	data := []byte("a\r\nb\n\x82\xa0\xff end")
	stats, err := Count(context.Background(), bytes.NewReader(data), 3)
	if err != nil {
		t.Fatal(err)
	}
	if want := (Stats{Lines: 3, Longest: 6, Cats: 0}); stats != want {
		t.Errorf("got %+v, want %+v", stats, want)
	}
	stats, err = Count(context.Background(), bytes.NewReader(nil), 3)
	if err != nil || stats != (Stats{}) {
		t.Errorf("empty input: %+v, %v", stats, err)
	}
}

// goCount counts what the script counts, with package textcodec.
func goCount(t *testing.T, data []byte) Stats {
	t.Helper()
	text, err := textcodec.ShiftJIS.NewDecoder().DecodeToString(data)
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(text, "\n")
	if lines[len(lines)-1] == "" {
		lines = lines[:len(lines)-1]
	}
	var s Stats
	for _, l := range lines {
		l = strings.TrimSuffix(l, "\r")
		s.Lines++
		if n := int64(len(utf16.Encode([]rune(l)))); n > s.Longest {
			s.Longest = n
		}
		if strings.Contains(l, "猫") {
			s.Cats++
		}
	}
	return s
}

// TestCountStopsWhenAsked checks that a done context interrupts the script
// and Count returns the context's error.
func TestCountStopsWhenAsked(t *testing.T) {
	var buf bytes.Buffer
	if _, err := Generate(&buf, 8<<20); err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := Count(ctx, bytes.NewReader(buf.Bytes()), 64<<10); !errors.Is(err, context.Canceled) {
		t.Fatalf("Count with a cancelled context returned %v, want context.Canceled", err)
	}
}
