// Command benchtable runs the benchmarks of the bench module (or reads the
// saved output of such a run) and prints a Markdown table of textcodec's and
// golang.org/x/text's speeds, encoding by encoding, and a table of
// textcodec's against encoding_rs's (Rust; Firefox's implementation).
//
// Usage, from the bench folder:
//
//	go run ./cmd/benchtable [-benchtime 100ms] [-count 1] [-o ../docs/speed-go.md] [-save out.txt] [-baseline before.txt]
//	go run ./cmd/benchtable [-o ../docs/speed-go.md] saved-output.txt
//
// It prints the report and writes it, with the footer of a generated file
// (package internal/docfile), to -o: docs/speed-go.md by default, which
// README.md quotes.
//
// Before the benchmarks run it builds the encoding_rs peer (bench/encodingrs,
// cargo build --release --offline against Debian's packaged crate) when
// cargo is installed; without it the encoding_rs table says it was not
// measured. -baseline adds a table of textcodec's figures in an earlier
// saved run beside this run's.
//
// With -count above 1 each figure is the median of the runs, or with
// -stat best the fastest of them (the one least disturbed by other load on a
// shared machine; both libraries get the same treatment). The bar the
// table checks is the project's: every encoding decodes and encodes at least
// twice as fast as x/text on the same input in the same run, and ASCII-only
// UTF-8 decodes to a Go string at no less than a quarter of the speed of a
// plain copy.
package main

import (
	"bufio"
	"bytes"
	"flag"
	"fmt"
	"io"
	"os"
	"os/exec"
	"regexp"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/textcodec/textcodec/bench"
	"github.com/textcodec/textcodec/internal/docfile"
)

func main() {
	benchtime := flag.String("benchtime", "100ms", "go test -benchtime")
	count := flag.Int("count", 1, "go test -count; figures are medians")
	pattern := flag.String("bench", ".", "go test -bench")
	dir := flag.String("dir", ".", "the bench folder")
	outFile := flag.String("o", "../docs/speed-go.md", "also write the report to this file, as a generated file (\"\": do not)")
	save := flag.String("save", "", "save go test's output to this file")
	verbose := flag.Bool("v", false, "copy go test's output to stderr as it runs")
	metric := flag.String("metric", "cpu", "cpu: use cpu-MB/s where the output has it; wall: use MB/s")
	peerFlag := flag.Bool("peer", true, "build and measure the encoding_rs peer (bench/encodingrs) when cargo is available")
	baseline := flag.String("baseline", "", "a saved go test output (-save) of an earlier run, shown beside this one")
	stat := flag.String("stat", "median", "median or best: how the runs of -count make one figure (best: the fastest, the least disturbed by other load)")
	flag.Usage = func() {
		fmt.Fprintf(os.Stderr, "usage: benchtable [flags] [saved go test output]\n")
		flag.PrintDefaults()
	}
	flag.Parse()

	var out []byte
	var header string
	failed := false
	switch flag.NArg() {
	case 0:
		peerNote := "encoding_rs: not measured (-peer=false)."
		if *peerFlag {
			peerNote = buildPeer(*dir)
		}
		args := []string{"test", "-run", "^$", "-bench", *pattern, "-benchtime", *benchtime, "-count", strconv.Itoa(*count), "-timeout", "60m", "-v"}
		cmd := exec.Command("go", args...)
		cmd.Dir = *dir
		var buf bytes.Buffer
		cmd.Stdout, cmd.Stderr = &buf, &buf
		if *verbose {
			cmd.Stdout = io.MultiWriter(&buf, os.Stderr)
			cmd.Stderr = cmd.Stdout
		}
		start, load := time.Now(), loadAvg()
		err := cmd.Run()
		out = buf.Bytes()
		if err != nil {
			fmt.Fprintf(os.Stderr, "benchtable: go test: %v (the table marks what failed)\n", err)
			failed = true
		}
		header = fmt.Sprintf("Command: `go %s` in bench/ (run by `go run ./cmd/benchtable %s`), %s.\n\n"+
			"Date: %s. Machine: %s, %d CPUs (nproc), %s; load average %s at the start, %s at the end.\n\n%s\n",
			shellQuote(args), shellQuote(bench.RegenerateArgs(os.Args[1:])), time.Since(start).Round(time.Second),
			start.UTC().Format("2006-01-02 15:04 MST"), goVersion(*dir), runtime.NumCPU(), cpuName(out), load, loadAvg(), peerNote)
	case 1:
		var err error
		if out, err = os.ReadFile(flag.Arg(0)); err != nil {
			fmt.Fprintln(os.Stderr, "benchtable:", err)
			os.Exit(2)
		}
		header = fmt.Sprintf("Parsed from %s. Machine: %s.\n", flag.Arg(0), cpuName(out))
	default:
		flag.Usage()
		os.Exit(2)
	}
	if *save != "" {
		if err := os.WriteFile(*save, out, 0o666); err != nil {
			fmt.Fprintln(os.Stderr, "benchtable:", err)
			os.Exit(1)
		}
	}

	if *stat != "median" && *stat != "best" {
		fmt.Fprintln(os.Stderr, "benchtable: -stat must be median or best")
		os.Exit(2)
	}
	r := parse(out)
	r.useCPU = *metric == "cpu" && len(r.cpu) > 0
	r.best = *stat == "best"
	var before *results
	if *baseline != "" {
		b, err := os.ReadFile(*baseline)
		if err != nil {
			fmt.Fprintln(os.Stderr, "benchtable:", err)
			os.Exit(2)
		}
		before = parse(b)
		before.useCPU, before.best = r.useCPU, r.best
	}
	var report strings.Builder
	report.WriteString("# textcodec, golang.org/x/text and encoding_rs: speed\n\n")
	report.WriteString(header)
	report.WriteString("\n")
	writeReport(&report, r)
	writeNoise(&report, r)
	writePeerTable(&report, r)
	if before != nil {
		writeBaseline(&report, r, before, *baseline)
	}
	os.Stdout.WriteString(report.String())
	if *outFile != "" {
		command := fmt.Sprintf("`go run ./cmd/benchtable %s` in bench/", shellQuote(bench.RegenerateArgs(os.Args[1:])))
		if err := docfile.Write(*outFile, []byte(report.String()), command); err != nil {
			fmt.Fprintln(os.Stderr, "benchtable:", err)
			os.Exit(1)
		}
	}
	if failed || len(r.failed) > 0 {
		os.Exit(1)
	}
}

// results is what parse read from go test's output.
type results struct {
	mbps    map[string][]float64 // wall-clock MB/s by benchmark name (without the -N suffix)
	cpu     map[string][]float64 // cpu-MB/s, the same way
	useCPU  bool                 // figures are cpu-MB/s (else MB/s)
	best    bool                 // a figure is the best of the runs, not their median
	failed  map[string]bool
	skipped map[string]string // a FAIL's or SKIP's name to the reason logged
	notes   []string          // messages logged with "NOTE: ", each once
	cases   []string          // the second element of the names, results first, in order of appearance
}

var (
	benchLine = regexp.MustCompile(`^(Benchmark\S+)\s+\d+\s+[\d.]+ ns/op(?:\s+([\d.]+) MB/s)?(?:.*\s([\d.]+) cpu-MB/s)?`)
	statusRe  = regexp.MustCompile(`^\s*--- (FAIL|SKIP): (Benchmark\S+)`)
	procsRe   = regexp.MustCompile(`-(\d+)$`)
)

// parse reads go test -bench output, with or without -v. Result lines carry
// a -N suffix (the GOMAXPROCS) when N > 1; it is removed when every result
// line has the same one, so that a name that itself ends in -digits
// (ISO-8859-2) is not cut when there is no suffix. FAIL and SKIP lines never
// carry it. A FAIL's or SKIP's reason is the message logged just before it
// (with -v) or just after it (without).
func parse(out []byte) *results {
	r := &results{mbps: map[string][]float64{}, cpu: map[string][]float64{}, failed: map[string]bool{}, skipped: map[string]string{}}
	type result struct {
		name      string
		mbps, cpu float64
	}
	var results []result
	var statusNames []string // in order, for r.cases
	msg := ""                // the last message logged, while no other line came after it
	waiting := ""            // a FAIL or SKIP whose reason is still to come
	sc := bufio.NewScanner(bytes.NewReader(out))
	sc.Buffer(make([]byte, 1<<20), 1<<20)
	for sc.Scan() {
		s := sc.Text()
		if strings.HasPrefix(s, "    ") && !strings.HasPrefix(strings.TrimSpace(s), "---") {
			t := strings.TrimSpace(s)
			if i := strings.Index(t, ": "); i >= 0 && strings.Contains(t[:i], ".go:") {
				t = t[i+2:]
			}
			if note, ok := strings.CutPrefix(t, "NOTE: "); ok {
				if !slices.Contains(r.notes, note) {
					r.notes = append(r.notes, note)
				}
				continue
			}
			if waiting != "" {
				if r.skipped[waiting] == "" {
					r.skipped[waiting] = t
				}
				waiting = ""
			} else {
				msg = t
			}
			continue
		}
		if m := statusRe.FindStringSubmatch(s); m != nil {
			name := m[2]
			if m[1] == "FAIL" {
				r.failed[name] = true
			}
			if _, seen := r.skipped[name]; !seen || r.skipped[name] == "" {
				r.skipped[name] = msg
			}
			statusNames = append(statusNames, name)
			waiting = ""
			if msg == "" {
				waiting = name
			}
			msg = ""
			continue
		}
		msg, waiting = "", ""
		if m := benchLine.FindStringSubmatch(s); m != nil {
			v, _ := strconv.ParseFloat(m[2], 64)
			c, _ := strconv.ParseFloat(m[3], 64)
			results = append(results, result{m[1], v, c})
		}
	}
	suffix := ""
	for k, l := range results {
		m := procsRe.FindString(l.name)
		if k == 0 {
			suffix = m
		} else if m != suffix {
			suffix = ""
			break
		}
	}
	var names []string
	for _, l := range results {
		name := strings.TrimSuffix(l.name, suffix)
		names = append(names, name)
		if l.mbps > 0 {
			r.mbps[name] = append(r.mbps[name], l.mbps)
		}
		if l.cpu > 0 {
			r.cpu[name] = append(r.cpu[name], l.cpu)
		}
	}
	for _, name := range append(names, statusNames...) {
		parts := strings.Split(name, "/")
		if len(parts) < 2 || slices.Contains(r.cases, parts[1]) {
			continue
		}
		switch parts[0] {
		case "BenchmarkDecode", "BenchmarkEncode", "BenchmarkDecodeUTF16", "BenchmarkEncodeUTF16":
			r.cases = append(r.cases, parts[1])
		}
	}
	return r
}

// speed returns the median (with best, the highest) cpu-MB/s (or MB/s) of
// the named benchmark, or 0.
func (r *results) speed(name string) float64 {
	if r.useCPU {
		return r.stat(r.cpu[name])
	}
	return r.stat(r.mbps[name])
}

// wall returns the median (with best, the highest) wall-clock MB/s of the
// named benchmark, or 0.
func (r *results) wall(name string) float64 { return r.stat(r.mbps[name]) }

func (r *results) stat(v []float64) float64 {
	if r.best {
		return slices.Max(append([]float64{0}, v...))
	}
	return median(v)
}

func median(v []float64) float64 {
	v = slices.Clone(v)
	if len(v) == 0 {
		return 0
	}
	slices.Sort(v)
	if len(v)%2 == 1 {
		return v[len(v)/2]
	}
	return (v[len(v)/2-1] + v[len(v)/2]) / 2
}

// cell formats the named benchmark's speed, or why there is none.
func (r *results) cell(name string) string { return r.cellOf(name, r.speed(name)) }

// cellOf formats v, the named benchmark's speed, or why there is none.
func (r *results) cellOf(name string, v float64) string {
	switch {
	case r.failed[name]:
		return "FAIL"
	case v > 0:
		return fmt.Sprintf("%.0f", v)
	}
	if _, ok := r.skipped[name]; ok {
		return "skip"
	}
	return "–"
}

// ratio formats a/b, or "–".
func ratio(a, b float64) string {
	if a == 0 || b == 0 {
		return "–"
	}
	return fmt.Sprintf("%.2f", a/b)
}

// writeReport writes the tables and the list of encodings below the bar.
func writeReport(w *strings.Builder, r *results) {
	if r.useCPU {
		w.WriteString("Figures are cpu-MB/s: input bytes over the CPU time of the benchmark's thread in its loop (clock_gettime(CLOCK_THREAD_CPUTIME_ID)), " +
			"which other processes on a busy machine disturb far less than wall-clock MB/s (also in go test's output). ")
	}
	w.WriteString("MB/s counts bytes in the legacy encoding (the decoder's input, the encoder's output) for both libraries; " +
		"ratio is textcodec / x/text. " + statNote(r) + " Decoding is to UTF-8 for the comparison; \"decode UTF-16\" is textcodec decoding to UTF-16 code units, as the JS binding does. " +
		"UTF-16BE and UTF-16LE have no encoder in the standard.\n\n")
	w.WriteString("| encoding | decode textcodec MB/s | decode x/text MB/s | ratio | decode UTF-16 MB/s | encode textcodec MB/s | encode x/text MB/s | ratio | ≥ 2x |\n")
	w.WriteString("|---|--:|--:|--:|--:|--:|--:|--:|:-:|\n")
	var below []string
	var notes []string
	for _, c := range r.cases {
		dt, dx := "BenchmarkDecode/"+c+"/textcodec", "BenchmarkDecode/"+c+"/xtext"
		et, ex := "BenchmarkEncode/"+c+"/textcodec", "BenchmarkEncode/"+c+"/xtext"
		d16 := "BenchmarkDecodeUTF16/" + c + "/textcodec"
		dr := ratio(r.speed(dt), r.speed(dx))
		er := ratio(r.speed(et), r.speed(ex))
		bar := "yes"
		var miss []string
		for _, p := range []struct{ what, t, x string }{{"decode", dt, dx}, {"encode", et, ex}} {
			switch {
			case r.failed[p.t]:
				miss = append(miss, p.what+" fails")
			case r.speed(p.t) > 0 && r.speed(p.x) > 0 && r.speed(p.t) < 2*r.speed(p.x):
				miss = append(miss, fmt.Sprintf("%s %.2fx", p.what, r.speed(p.t)/r.speed(p.x)))
			}
		}
		switch {
		case len(miss) > 0:
			bar = "**no**"
			below = append(below, fmt.Sprintf("%s (%s)", c, strings.Join(miss, ", ")))
		case r.speed(dx) == 0 && r.speed(ex) == 0:
			bar = "–" // nothing to compare with
		}
		fmt.Fprintf(w, "| %s | %s | %s | %s | %s | %s | %s | %s | %s |\n", c,
			r.cell(dt), r.cell(dx), dr, r.cell(d16), r.cell(et), r.cell(ex), er, bar)
		for _, n := range []string{dt, dx, d16, et, ex} {
			if reason, ok := r.skipped[n]; ok && reason != "" {
				notes = append(notes, fmt.Sprintf("%s: %s", strings.TrimPrefix(n, "Benchmark"), reason))
			}
		}
	}
	w.WriteString("\n")
	if len(below) == 0 {
		w.WriteString("Every encoding measured decodes and encodes at least 2x as fast as x/text.\n")
	} else {
		w.WriteString("Below the 2x bar: " + strings.Join(below, "; ") + ".\n")
	}
	if len(notes) > 0 {
		w.WriteString("\nNot measured:\n\n")
		for _, n := range notes {
			w.WriteString("- " + n + "\n")
		}
	}

	ds, cp, st := "BenchmarkDecodeString/ascii", "BenchmarkCopy/ascii/copy", "BenchmarkCopy/ascii/string"
	if r.wall(ds) > 0 || r.failed[ds] {
		w.WriteString("\nASCII-only UTF-8 to a Go string (bar: at least 0.25 of a plain copy). Wall-clock MB/s here, " +
			"since the garbage collector that frees the strings runs partly on other threads:\n\n")
		w.WriteString("| input | DecodeString MB/s | copy MB/s | ratio | string(b) MB/s | ratio | ≥ 0.25 |\n")
		w.WriteString("|---|--:|--:|--:|--:|--:|:-:|\n")
		bar := "yes"
		if r.wall(ds) == 0 || r.wall(ds) < 0.25*r.wall(cp) {
			bar = "**no**"
		}
		fmt.Fprintf(w, "| UTF-8-ascii | %s | %s | %s | %s | %s | %s |\n",
			r.cellOf(ds, r.wall(ds)), r.cellOf(cp, r.wall(cp)), ratio(r.wall(ds), r.wall(cp)),
			r.cellOf(st, r.wall(st)), ratio(r.wall(ds), r.wall(st)), bar)
	}
}

// loadAvg returns the one-minute load average, or "?".
func loadAvg() string {
	b, err := os.ReadFile("/proc/loadavg")
	if f := strings.Fields(string(b)); err == nil && len(f) > 0 {
		return f[0]
	}
	return "?"
}

// goVersion returns the output of go version, run in dir.
func goVersion(dir string) string {
	cmd := exec.Command("go", "version")
	cmd.Dir = dir
	out, err := cmd.Output()
	if err != nil {
		return runtime.Version()
	}
	return strings.TrimSpace(string(out))
}

// cpuName returns the "cpu:" line go test prints, or GOOS/GOARCH.
func cpuName(out []byte) string {
	goos, goarch, cpu := runtime.GOOS, runtime.GOARCH, ""
	for _, l := range strings.Split(string(out), "\n") {
		switch k, v, _ := strings.Cut(l, ": "); k {
		case "goos":
			goos = v
		case "goarch":
			goarch = v
		case "cpu":
			cpu = v
		}
	}
	if cpu == "" {
		return goos + "/" + goarch
	}
	return goos + "/" + goarch + ", cpu: " + cpu
}

// shellQuote joins args as a shell would need them.
func shellQuote(args []string) string {
	q := make([]string, len(args))
	for k, a := range args {
		if strings.ContainsAny(a, "^$*?()|<>&; ") {
			a = "'" + a + "'"
		}
		q[k] = a
	}
	return strings.Join(q, " ")
}

// statNote says how the runs of -count make one figure.
func statNote(r *results) string {
	if r.best {
		return "With -count above 1, each figure is the best of the runs (the machine is shared: other load slows runs unevenly; both libraries are treated alike)."
	}
	return "Figures are medians when the run has -count above 1."
}
