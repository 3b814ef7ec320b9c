// Command streamlines streams a large Shift_JIS file from Go into a
// JavaScript runtime (goja, with goja_nodejs's event loop), decodes it there
// with readable.pipeThrough(new TextDecoderStream("shift_jis")), splits the
// text into lines with a TransformStream and counts them, with backpressure
// all the way: the file is read only as fast as the script consumes it.
//
//	go run ./examples/streamlines               # generates 64 MiB of Shift_JIS text in a temporary file
//	go run ./examples/streamlines -size 8       # 8 MiB
//	go run ./examples/streamlines file.sjis     # an existing file
//
// It prints the number of lines, the longest line (in UTF-16 code units, as
// JavaScript counts them), the number of lines mentioning 猫, and the speed.
package main

import (
	"bufio"
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"time"

	"github.com/dop251/goja"
	"github.com/dop251/goja_nodejs/eventloop"

	"github.com/textcodec/textcodec"
	"github.com/textcodec/textcodec/goja/encoding"
	"github.com/textcodec/textcodec/goja/nodemodules"
	"github.com/textcodec/textcodec/goja/streams"
)

// script reads input, a ReadableStream of Shift_JIS bytes, and reports
// {lines, longest, cats} through done, or an error through fail.
const script = `
// LineSplitter turns a stream of text chunks into a stream of arrays of
// complete lines (without their "\n" or "\r\n"); the text after the last
// line break waits for the next chunk, or for the end.
class LineSplitter extends TransformStream {
	constructor() {
		let rest = "";
		super({
			transform(chunk, controller) {
				const lines = (rest + chunk).split("\n");
				rest = lines.pop();
				if (lines.length > 0) controller.enqueue(lines.map(l => l.endsWith("\r") ? l.slice(0, -1) : l));
			},
			flush(controller) {
				if (rest !== "") controller.enqueue([rest]);
			},
		});
	}
}

const stats = { lines: 0, longest: 0, cats: 0 };
input
	.pipeThrough(new TextDecoderStream("shift_jis"))
	.pipeThrough(new LineSplitter())
	.pipeTo(new WritableStream({
		write(lines) {
			stats.lines += lines.length;
			for (const line of lines) {
				if (line.length > stats.longest) stats.longest = line.length;
				if (line.includes("猫")) stats.cats++;
			}
		},
	}))
	.then(() => done(stats.lines, stats.longest, stats.cats), e => fail(String(e)));
`

// Stats is what the script reports.
type Stats struct {
	Lines, Longest, Cats int64
}

// Count streams the Shift_JIS text read from r through the script and returns
// its counts. chunkSize is the size of each read from r. When ctx is done
// first, the runtime is interrupted (goja.Runtime.Interrupt, which also stops
// a decode under way within a piece of its work) and Count returns ctx's
// error.
func Count(ctx context.Context, r io.Reader, chunkSize int) (Stats, error) {
	loop := eventloop.NewEventLoop()
	loop.Start()
	defer loop.Stop()

	type result struct {
		stats Stats
		err   error
	}
	results := make(chan result, 1)
	runtimes := make(chan *goja.Runtime, 1)
	loop.RunOnLoop(func(rt *goja.Runtime) {
		runtimes <- rt
		if err := encoding.Enable(rt); err != nil {
			results <- result{err: err}
			return
		}
		if err := streams.Enable(rt); err != nil {
			results <- result{err: err}
			return
		}
		input, err := streams.NewReadableFromReader(rt, nodemodules.FromEventLoop(loop), r, &streams.ReaderOptions{ChunkSize: chunkSize, ReadAhead: 1})
		if err != nil {
			results <- result{err: err}
			return
		}
		rt.Set("input", input)
		rt.Set("done", func(lines, longest, cats int64) {
			results <- result{stats: Stats{Lines: lines, Longest: longest, Cats: cats}}
		})
		rt.Set("fail", func(msg string) { results <- result{err: errors.New(msg)} })
		if _, err := rt.RunString(script); err != nil {
			results <- result{err: err}
		}
	})
	rt := <-runtimes
	select {
	case res := <-results:
		return res.stats, res.err
	case <-ctx.Done():
		rt.Interrupt(ctx.Err()) // safe from any goroutine
		return Stats{}, ctx.Err()
	}
}

// sample is the text the generated file repeats: lines of different lengths,
// all of Shift_JIS's repertoire, some with CRLF.
var sample = []string{
	"吾輩は猫である。名前はまだ無い。",
	"どこで生れたかとんと見当がつかぬ。何でも薄暗いじめじめした所でニャーニャー泣いていた事だけは記憶している。",
	"Shift_JIS mixes ASCII and ｶﾀｶﾅ (half-width) with 漢字 and ①②③.\r",
	"",
	"This line is plain ASCII, 0123456789.",
}

// Generate writes about size bytes of Shift_JIS text to w and returns the
// number of lines written.
func Generate(w io.Writer, size int64) (int64, error) {
	enc, err := textcodec.ShiftJIS.NewEncoder(textcodec.Fatal)
	if err != nil {
		return 0, err
	}
	var block []byte
	for _, line := range sample {
		b, err := enc.String(line + "\n")
		if err != nil {
			return 0, err
		}
		block = append(block, b...)
	}
	bw := bufio.NewWriterSize(w, 1<<20)
	var written, lines int64
	for written < size {
		n, err := bw.Write(block)
		if err != nil {
			return lines, err
		}
		written += int64(n)
		lines += int64(len(sample))
	}
	return lines, bw.Flush()
}

func main() {
	size := flag.Int64("size", 64, "MiB of Shift_JIS text to generate when no file is given")
	chunk := flag.Int("chunk", 64<<10, "bytes per read from the file")
	timeout := flag.Duration("timeout", time.Minute, "stop the script after this long")
	flag.Usage = func() {
		fmt.Fprintln(os.Stderr, "usage: streamlines [-size MiB] [-chunk bytes] [-timeout d] [FILE]   (no FILE: generates -size MiB of Shift_JIS text)")
		flag.PrintDefaults()
	}
	flag.Parse()
	if flag.NArg() > 1 {
		flag.Usage()
		os.Exit(2)
	}

	path := flag.Arg(0)
	if path == "" {
		dir, err := os.MkdirTemp("", "streamlines")
		if err != nil {
			fatal(err)
		}
		defer os.RemoveAll(dir)
		path = filepath.Join(dir, "sample.sjis")
		f, err := os.Create(path)
		if err != nil {
			fatal(err)
		}
		lines, err := Generate(f, *size<<20)
		if cerr := f.Close(); err == nil {
			err = cerr
		}
		if err != nil {
			fatal(err)
		}
		fmt.Printf("generated %s: %d MiB, %d lines\n", path, *size, lines)
	}
	f, err := os.Open(path)
	if err != nil {
		fatal(err)
	}
	defer f.Close()
	info, err := f.Stat()
	if err != nil {
		fatal(err)
	}
	start := time.Now()
	ctx, cancel := context.WithTimeout(context.Background(), *timeout)
	defer cancel()
	stats, err := Count(ctx, f, *chunk)
	if err != nil {
		fatal(err)
	}
	elapsed := time.Since(start)
	fmt.Printf("%d lines, the longest %d code units, %d mentioning 猫\n", stats.Lines, stats.Longest, stats.Cats)
	fmt.Printf("%.1f MiB in %v: %.1f MB/s\n", float64(info.Size())/(1<<20), elapsed.Round(time.Millisecond), float64(info.Size())/elapsed.Seconds()/1e6)
}

func fatal(err error) {
	fmt.Fprintln(os.Stderr, "streamlines:", err)
	os.Exit(1)
}
