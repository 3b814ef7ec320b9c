// Command nodestyle runs a script written for Node.js in a Go host: lines.js,
// a CommonJS module that takes its TextDecoder from require("util") and its
// streams from require("node:stream/web"), decodes a byte stream (Shift_JIS
// by default) and splits it into lines, which the host prints.
//
//	go run ./examples/nodestyle examples/testdata/greeting.shift_jis.txt
//	go run ./examples/nodestyle -encoding gb18030 < examples/testdata/greeting.gb18030.txt
//
// Without FILE it reads standard input, unless that is a terminal: then it
// prints its usage and exits with status 2 rather than wait for typing.
//
// The host is goja with goja_nodejs's require and event loop. The modules
// come from package nodemodules, registered on the host's own registry; the
// bytes come from Go through streams.NewReadableFromReader.
package main

import (
	"context"
	"embed"
	"errors"
	"flag"
	"fmt"
	"io"
	"io/fs"
	"os"

	"github.com/dop251/goja"
	"github.com/dop251/goja_nodejs/eventloop"
	"github.com/dop251/goja_nodejs/require"

	"github.com/textcodec/textcodec/goja/nodemodules"
	"github.com/textcodec/textcodec/goja/streams"
)

//go:embed lines.js
var scripts embed.FS

// loadScript is the registry's source loader: it serves the embedded
// scripts, by the paths require resolves ("./lines.js" is "lines.js").
func loadScript(path string) ([]byte, error) {
	b, err := fs.ReadFile(scripts, path)
	if errors.Is(err, fs.ErrNotExist) || errors.Is(err, fs.ErrInvalid) {
		return nil, require.ModuleFileDoesNotExistError
	}
	return b, err
}

// EachLine decodes the bytes read from r as label's encoding with lines.js
// and calls onLine with each line, on the script's goroutine, in order. It
// returns the script's error (a RangeError for an unknown label, a read
// error), or ctx's when ctx is done first (the script is then interrupted).
func EachLine(ctx context.Context, r io.Reader, label string, onLine func(line string)) error {
	registry := require.NewRegistry(require.WithLoader(loadScript))
	nodemodules.Register(registry)
	loop := eventloop.NewEventLoop(eventloop.WithRegistry(registry))
	loop.Start()
	defer loop.Stop()

	done := make(chan error, 1)
	runtimes := make(chan *goja.Runtime, 1)
	loop.RunOnLoop(func(rt *goja.Runtime) {
		runtimes <- rt
		if err := start(rt, loop, r, label, onLine, done); err != nil {
			done <- err
		}
	})
	rt := <-runtimes
	select {
	case err := <-done:
		return err
	case <-ctx.Done():
		rt.Interrupt(ctx.Err()) // safe from any goroutine
		return ctx.Err()
	}
}

// start requires lines.js and calls it on a stream of r's bytes; done gets
// the outcome of the promise it returns.
func start(rt *goja.Runtime, loop *eventloop.EventLoop, r io.Reader, label string, onLine func(string), done chan<- error) error {
	var eachLine goja.Callable
	if err := rt.Try(func() {
		eachLine, _ = goja.AssertFunction(require.Require(rt, "./lines.js"))
	}); err != nil {
		return err
	}
	if eachLine == nil {
		return errors.New("lines.js does not export a function")
	}
	input, err := streams.NewReadableFromReader(rt, nodemodules.FromEventLoop(loop), r, nil)
	if err != nil {
		return err
	}
	line := func(s string) { onLine(s) }
	p, err := eachLine(nil, input, rt.ToValue(label), rt.ToValue(line))
	if err != nil {
		return err
	}
	then, ok := goja.AssertFunction(p.ToObject(rt).Get("then"))
	if !ok {
		return errors.New("lines.js did not return a promise")
	}
	_, err = then(p,
		rt.ToValue(func(goja.Value) { done <- nil }),
		rt.ToValue(func(reason goja.Value) { done <- errors.New(reason.String()) }))
	return err
}

// errUsage reports a command line that names no input: no FILE, and a
// terminal on standard input.
var errUsage = errors.New("no input: give FILE, or pipe the bytes to standard input")

// openInput opens the file args names ("-" or none: stdin, unless stdin is
// a terminal).
func openInput(args []string, stdin *os.File) (io.ReadCloser, error) {
	switch {
	case len(args) > 1:
		return nil, errUsage
	case len(args) == 1 && args[0] != "-":
		return os.Open(args[0])
	}
	if fi, err := stdin.Stat(); err == nil && fi.Mode()&os.ModeCharDevice != 0 && len(args) == 0 {
		return nil, errUsage
	}
	return io.NopCloser(stdin), nil
}

func main() {
	label := flag.String("encoding", "shift_jis", "the input's encoding (a WHATWG Encoding label)")
	flag.Usage = func() {
		fmt.Fprintln(os.Stderr, "usage: nodestyle [-encoding LABEL] [FILE]   (FILE absent or -: standard input, which must not be a terminal)")
		fmt.Fprintln(os.Stderr, "prints each line of the decoded text, numbered; example: go run ./examples/nodestyle examples/testdata/greeting.shift_jis.txt")
		flag.PrintDefaults()
	}
	flag.Parse()
	in, err := openInput(flag.Args(), os.Stdin)
	if errors.Is(err, errUsage) {
		fmt.Fprintln(os.Stderr, "nodestyle:", err)
		flag.Usage()
		os.Exit(2)
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "nodestyle:", err)
		os.Exit(1)
	}
	defer in.Close()
	out := os.Stdout
	n := 0
	err = EachLine(context.Background(), in, *label, func(line string) {
		n++
		fmt.Fprintf(out, "%d\t%s\n", n, line)
	})
	if err != nil {
		fmt.Fprintln(os.Stderr, "nodestyle:", err)
		os.Exit(1)
	}
}
