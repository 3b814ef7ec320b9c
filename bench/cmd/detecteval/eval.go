package main

import (
	"fmt"
	"os"
	"runtime"
	"strings"
	"time"

	"github.com/textcodec/textcodec/bench/internal/cputime"
	"github.com/textcodec/textcodec/internal/docfile"
)

// tally counts right guesses.
type tally struct{ right, total int }

func (t tally) rate() float64 {
	if t.total == 0 {
		return 0
	}
	return float64(t.right) / float64(t.total)
}

// result is one detector's figures.
type result struct {
	name     string
	byClass  map[string]*[2]tally // [short, paragraph]
	all      [2]tally
	combined tally
	bytes    [2]int64 // per kind
	elapsed  [2]time.Duration
	reliable tally // right guesses among those flagged reliable
	flagged  bool  // the detector flags reliability
}

func kindIndex(kind string) int {
	if kind == "paragraph" {
		return 1
	}
	return 0
}

// evaluate runs every detector on every sample.
func evaluate(samples []sample, dets []detector, verbose bool) []*result {
	var out []*result
	for _, d := range dets {
		r := &result{name: d.name, byClass: map[string]*[2]tally{}, flagged: d.reliable != nil}
		for _, c := range classOrder {
			r.byClass[c] = &[2]tally{}
		}
		for i := range samples {
			s := &samples[i]
			k := kindIndex(s.kind)
			r.bytes[k] += int64(len(s.bytes))
			enc := d.guess(s.bytes, langTLD[s.lang])
			ok := right(s, enc)
			if d.reliable != nil && d.reliable() {
				r.reliable.total++
				if ok {
					r.reliable.right++
				}
			}
			t := r.byClass[s.class]
			t[k].total++
			r.all[k].total++
			r.combined.total++
			if ok {
				t[k].right++
				r.all[k].right++
				r.combined.right++
			} else if verbose && d.name == "textcodec/detect" {
				fmt.Fprintf(os.Stderr, "%s %s %s: want %s, got %v: %.60q\n", s.lang, s.kind, s.class, s.enc.Name(), enc, s.text)
			}
		}
		r.elapsed = timeDetector(samples, d)
		out = append(out, r)
	}
	return out
}

// speedRuns is how many times timeDetector runs each kind of sample; the
// fastest run counts.
const speedRuns = 3

// timeDetector returns the time d takes over all short and all paragraph
// samples: the thread's CPU time where it can be read (see package cputime),
// else the wall-clock time.
func timeDetector(samples []sample, d detector) [2]time.Duration {
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	var best [2]time.Duration
	for k, kind := range []string{"short", "paragraph"} {
		for range speedRuns {
			wall, cpu := time.Now(), cputime.Thread()
			for i := range samples {
				if samples[i].kind == kind {
					d.guess(samples[i].bytes, langTLD[samples[i].lang])
				}
			}
			took := cputime.Thread() - cpu
			if cpu == 0 {
				took = time.Since(wall)
			}
			if best[k] == 0 || took < best[k] {
				best[k] = took
			}
		}
	}
	return best
}

// report writes the Markdown tables.
func report(res []*result, n int) string {
	var b strings.Builder
	fmt.Fprintf(&b, "# Detection of unlabeled legacy text: accuracy and speed\n\n")
	fmt.Fprintf(&b, "Package `detect` beside the other Go detectors, in one run, on %d samples: the\n"+
		"held-out tenth of the translations internal/cmd/gendetect reads (none of it trained\n"+
		"the models), short (title-like, 20-60 bytes of UTF-8) and paragraph-length (300 bytes\n"+
		"of UTF-8 or more), each encoded in every encoding of its class that can encode it\n"+
		"(and one text in %d in UTF-8). A guess is right when decoding with it gives the text.\n"+
		"`+TLD` gives the detector the top-level domain of the text's language as a hint.\n\n", n, utf8Every)
	for k, kind := range []string{"short", "paragraph"} {
		fmt.Fprintf(&b, "## Accuracy, %s samples\n\n", kind)
		b.WriteString("| class |")
		for _, r := range res {
			fmt.Fprintf(&b, " %s |", r.name)
		}
		b.WriteString(" samples |\n|---|")
		for range res {
			b.WriteString("---:|")
		}
		b.WriteString("---:|\n")
		for _, c := range classOrder {
			fmt.Fprintf(&b, "| %s |", c)
			for _, r := range res {
				fmt.Fprintf(&b, " %.3f |", r.byClass[c][k].rate())
			}
			fmt.Fprintf(&b, " %d |\n", res[0].byClass[c][k].total)
		}
		b.WriteString("| **all** |")
		for _, r := range res {
			fmt.Fprintf(&b, " **%.3f** |", r.all[k].rate())
		}
		fmt.Fprintf(&b, " %d |\n\n", res[0].all[k].total)
	}
	b.WriteString("## Combined accuracy and speed\n\n")
	b.WriteString("| detector | combined | MB/s, paragraphs | MB/s, short |\n|---|---:|---:|---:|\n")
	for _, r := range res {
		fmt.Fprintf(&b, "| %s | %.3f | %.1f | %.1f |\n", r.name, r.combined.rate(), mbps(r.bytes[1], r.elapsed[1]), mbps(r.bytes[0], r.elapsed[0]))
	}
	for _, r := range res {
		if r.flagged {
			fmt.Fprintf(&b, "\n%s flagged %.1f%% of its guesses reliable, and %.2f%% of those were right.\n",
				r.name, 100*float64(r.reliable.total)/float64(r.combined.total), 100*r.reliable.rate())
		}
	}
	fmt.Fprintf(&b, "\nMB/s: the samples' bytes over the CPU time of the thread that ran them (a new\n"+
		"guess for each sample; the fastest of %d runs), which a busy machine disturbs far less\n"+
		"than the wall clock. Machine: %d CPUs, %s/%s, %s; load average at the start: %s.\n",
		speedRuns, runtime.NumCPU(), runtime.GOOS, runtime.GOARCH, runtime.Version(), loadAverage())
	return b.String()
}

func mbps(n int64, d time.Duration) float64 {
	if d <= 0 {
		return 0
	}
	return float64(n) / 1e6 / d.Seconds()
}

// writeReport writes the report with its generated-file footer.
func writeReport(name, body string) error {
	return docfile.Write(name, []byte(body), "`go run ./cmd/detecteval` in bench/")
}

// loadAverage returns the one-minute load average, or "unknown".
func loadAverage() string {
	b, err := os.ReadFile("/proc/loadavg")
	if f := strings.Fields(string(b)); err == nil && len(f) > 0 {
		return f[0]
	}
	return "unknown"
}
