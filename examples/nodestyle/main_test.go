package main

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"os"
	"strings"
	"testing"
	"testing/iotest"
	"time"
)

func Example() {
	f, err := os.Open("../testdata/greeting.shift_jis.txt")
	if err != nil {
		panic(err)
	}
	defer f.Close()
	err = EachLine(context.Background(), f, "shift_jis", func(line string) { fmt.Println(line) })
	fmt.Println(err)
	// Output:
	// 春の朝、窓を開けると鳥の声が聞こえた。
	// 駅までの道は桜の花びらで薄く染まっている。
	// 今日も良い一日になりますように。
	// <nil>
}

// One byte per read splits every character and CRLF between chunks; the
// last line has no line break.
func TestEachLineByteAtATime(t *testing.T) {
	data := []byte("\x8f\x74\x82\xcc\r\n\n\x83\x4c\x83\x62\x83\x67 end")
	var got []string
	err := EachLine(context.Background(), iotest.OneByteReader(bytes.NewReader(data)), "sjis", func(line string) { got = append(got, line) })
	if err != nil {
		t.Fatal(err)
	}
	if want := "春の||キット end"; strings.Join(got, "|") != want {
		t.Errorf("got %q, want %q", strings.Join(got, "|"), want)
	}
}

func TestEachLineErrors(t *testing.T) {
	err := EachLine(context.Background(), strings.NewReader("x"), "no-such-encoding", func(string) {})
	if err == nil || !strings.Contains(err.Error(), "RangeError") {
		t.Errorf("unknown label: %v", err)
	}
	readErr := errors.New("disk on fire")
	err = EachLine(context.Background(), iotest.ErrReader(readErr), "shift_jis", func(string) {})
	if err == nil || !strings.Contains(err.Error(), "disk on fire") {
		t.Errorf("read error: %v", err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 50*time.Millisecond)
	defer cancel()
	blocked := &blockingReader{release: make(chan struct{})}
	defer close(blocked.release)
	if err := EachLine(ctx, blocked, "shift_jis", func(string) {}); !errors.Is(err, context.DeadlineExceeded) {
		t.Errorf("a reader that never returns: %v", err)
	}
}

// blockingReader's Read waits until release is closed.
type blockingReader struct{ release chan struct{} }

func (r *blockingReader) Read([]byte) (int, error) {
	<-r.release
	return 0, errors.New("released")
}

// A terminal on standard input (/dev/null is a character device too) with
// no FILE is a usage error, not a silent wait; "-" reads it anyway.
func TestOpenInput(t *testing.T) {
	tty, err := os.Open(os.DevNull)
	if err != nil {
		t.Skip(err)
	}
	defer tty.Close()
	if _, err := openInput(nil, tty); !errors.Is(err, errUsage) {
		t.Errorf("openInput(no FILE, a character device) = %v, want errUsage", err)
	}
	if _, err := openInput([]string{"a", "b"}, tty); !errors.Is(err, errUsage) {
		t.Errorf("openInput(two FILEs) = %v, want errUsage", err)
	}
	if in, err := openInput([]string{"-"}, tty); err != nil {
		t.Errorf("openInput(-) = %v", err)
	} else {
		in.Close()
	}
	in, err := openInput([]string{"../testdata/greeting.shift_jis.txt"}, tty)
	if err != nil {
		t.Fatal(err)
	}
	in.Close()
	if _, err := openInput([]string{"no-such-file"}, tty); err == nil || errors.Is(err, errUsage) {
		t.Errorf("openInput(a missing file) = %v, want the open error", err)
	}
}
