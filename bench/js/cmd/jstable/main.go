// Command jstable runs the JavaScript benchmarks of package jsbench
// (bench/js: textcodec in goja, the same binding in sobek, Node.js, the
// text-encoding polyfill, goja's floor) or reads the saved output of such a
// run, and prints Markdown tables of their speeds with the issues' bars
// checked.
//
// Usage, from the bench folder:
//
//	go run ./js/cmd/jstable [-benchtime 300ms] [-count 1] [-bench .] [-o ../docs/speed-js.md] [-save out.txt]
//	go run ./js/cmd/jstable [-o ../docs/speed-js.md] saved-output.txt
//
// It prints the report and writes it, with the footer of a generated file
// (package internal/docfile), to -o: docs/speed-js.md by default, which
// README.md quotes.
//
// The bars: decode at least as fast as Node.js for every legacy encoding and
// for non-ASCII UTF-8 and UTF-16, at least half Node's speed for ASCII;
// encode and encodeInto at least as fast as Node on every text and in every
// string form (BenchmarkJSForms), and a string from the host at least as
// fast as the same text made by a script; at least 500 times the
// polyfill's speed; Enable under 20 µs and 10 KB per runtime;
// TextDecoderStream and TextEncoderStream in a pipe (BenchmarkJSStream) at
// least as fast as Node.js with 64 KiB chunks and half as fast with 1 KiB
// chunks; the binding on sobek at least 0.9 times as fast as on goja in
// every row of decode, encode, encodeInto, the string forms and Enable
// (sobek/goja). The report states how much the runs differed.
package main

import (
	"bufio"
	"bytes"
	"flag"
	"fmt"
	"os"
	"os/exec"
	"regexp"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/textcodec/textcodec/internal/docfile"
)

func main() {
	benchtime := flag.String("benchtime", "300ms", "go test -benchtime")
	bench := flag.String("bench", ".", "go test -bench: the benchmarks to run")
	count := flag.Int("count", 1, "go test -count; figures are medians")
	dir := flag.String("dir", ".", "the bench folder")
	outFile := flag.String("o", "../docs/speed-js.md", "also write the report to this file, as a generated file (\"\": do not)")
	save := flag.String("save", "", "save go test's output to this file")
	metric := flag.String("metric", "cpu", "cpu: use cpu-MB/s; wall: use MB/s")
	stat := flag.String("stat", "median", "median or best: how the runs of -count make one figure (best: the fastest, the least disturbed by other load)")
	flag.Usage = func() {
		fmt.Fprintf(os.Stderr, "usage: jstable [flags] [saved go test output]\n")
		flag.PrintDefaults()
	}
	flag.Parse()

	var out []byte
	var header string
	failed := false
	switch flag.NArg() {
	case 0:
		args := []string{"test", "-run", "^$", "-bench", *bench, "-benchtime", *benchtime, "-count", strconv.Itoa(*count), "-timeout", "60m", "-v", "./js/"}
		cmd := exec.Command("go", args...)
		cmd.Dir = *dir
		var buf bytes.Buffer
		cmd.Stdout, cmd.Stderr = &buf, &buf
		start := time.Now()
		err := cmd.Run()
		out = buf.Bytes()
		if err != nil {
			fmt.Fprintf(os.Stderr, "jstable: go test: %v\n%s", err, out)
			failed = true
		}
		header = fmt.Sprintf("Command: `go %s` in bench/ (run by `go run ./js/cmd/jstable %s`), %s.\n\n"+
			"Date: %s. Machine: %s, %d CPUs, %s; Node.js %s.\n",
			strings.Join(args, " "), strings.Join(os.Args[1:], " "), time.Since(start).Round(time.Second),
			start.UTC().Format("2006-01-02 15:04 MST"), command(*dir, "go", "version"), runtime.NumCPU(), cpuName(out), command(*dir, "node", "--version"))
	case 1:
		var err error
		if out, err = os.ReadFile(flag.Arg(0)); err != nil {
			fmt.Fprintln(os.Stderr, "jstable:", err)
			os.Exit(2)
		}
		header = fmt.Sprintf("Parsed from %s. Machine: %s.\n", flag.Arg(0), cpuName(out))
	default:
		flag.Usage()
		os.Exit(2)
	}
	if *save != "" {
		if err := os.WriteFile(*save, out, 0o666); err != nil {
			fmt.Fprintln(os.Stderr, "jstable:", err)
			os.Exit(1)
		}
	}
	r := parse(out)
	r.best = *stat == "best"
	r.unit = "cpu-MB/s"
	if *metric == "wall" {
		r.unit = "MB/s"
	}
	var w strings.Builder
	w.WriteString("# TextDecoder and TextEncoder in goja (and sobek): speed\n\n")
	w.WriteString(header)
	w.WriteString("\n")
	r.write(&w)
	os.Stdout.WriteString(w.String())
	if *outFile != "" {
		command := fmt.Sprintf("`go run ./js/cmd/jstable %s` in bench/", strings.Join(os.Args[1:], " "))
		if err := docfile.Write(*outFile, []byte(w.String()), command); err != nil {
			fmt.Fprintln(os.Stderr, "jstable:", err)
			os.Exit(1)
		}
	}
	if failed {
		os.Exit(1)
	}
}

// results is what parse read: each benchmark's metrics by unit, all values
// seen (one per -count), and the notes and skips logged.
type results struct {
	metrics map[string]map[string][]float64
	cases   []string // the second element of BenchmarkJS names, in order

	formTexts, forms []string   // BenchmarkJSForms/<text>/<op>/<form>/<engine>, in order
	streamRows       []string   // BenchmarkJSStream/<input>/<chunk size>, in order
	sobekRows        []sobekRow // what the tables compared of sobek and goja, in order
	notes            []string
	skips            []string
	unit             string // the speed metric the tables use
	best             bool   // a figure is the best of the runs, not their median
}

var (
	resultRe = regexp.MustCompile(`^(Benchmark\S+?)(-\d+)?\s+\d+\s+(.*)$`)
	skipRe   = regexp.MustCompile(`^\s*--- SKIP: (Benchmark\S+)`)
	msgRe    = regexp.MustCompile(`^\s+\S+\.go:\d+: (.*)$`)
)

func parse(out []byte) *results {
	r := &results{metrics: map[string]map[string][]float64{}}
	sc := bufio.NewScanner(bytes.NewReader(out))
	sc.Buffer(make([]byte, 1<<20), 1<<20)
	lastSkip := ""
	for sc.Scan() {
		s := sc.Text()
		if m := skipRe.FindStringSubmatch(s); m != nil {
			lastSkip = m[1]
			continue
		}
		if m := msgRe.FindStringSubmatch(s); m != nil {
			msg := m[1]
			switch {
			case strings.HasPrefix(msg, "NOTE: "):
				if !slices.Contains(r.notes, msg[6:]) {
					r.notes = append(r.notes, msg[6:])
				}
			case lastSkip != "":
				skip := lastSkip + ": " + msg
				if !slices.Contains(r.skips, skip) {
					r.skips = append(r.skips, skip)
				}
			}
			continue
		}
		lastSkip = ""
		m := resultRe.FindStringSubmatch(s)
		if m == nil {
			continue
		}
		name := renamed(m[1])
		f := strings.Fields(m[3])
		if r.metrics[name] == nil {
			r.metrics[name] = map[string][]float64{}
		}
		for k := 0; k+1 < len(f); k += 2 {
			if v, err := strconv.ParseFloat(f[k], 64); err == nil {
				r.metrics[name][f[k+1]] = append(r.metrics[name][f[k+1]], v)
			}
		}
		if parts := strings.Split(name, "/"); parts[0] == "BenchmarkJS" && len(parts) > 1 && !slices.Contains(r.cases, parts[1]) {
			r.cases = append(r.cases, parts[1])
		}
		if parts := strings.Split(name, "/"); parts[0] == "BenchmarkJSStream" && len(parts) == 4 {
			if row := parts[1] + "/" + parts[2]; !slices.Contains(r.streamRows, row) {
				r.streamRows = append(r.streamRows, row)
			}
		}
		if parts := strings.Split(name, "/"); parts[0] == "BenchmarkJSForms" && len(parts) >= 4 {
			if !slices.Contains(r.formTexts, parts[1]) {
				r.formTexts = append(r.formTexts, parts[1])
			}
			if len(parts) == 5 && !slices.Contains(r.forms, parts[3]) {
				r.forms = append(r.forms, parts[3])
			}
		}
	}
	return r
}

// renamed gives the benchmarks of runs made before the sobek binding was
// measured their present names: the goja binding's string forms were
// BenchmarkJSForms/<text>/<op>/<form>, and BenchmarkEnable's rows goja.New
// and Enable.
func renamed(name string) string {
	if parts := strings.Split(name, "/"); parts[0] == "BenchmarkJSForms" && len(parts) == 4 && parts[3] != "node" {
		return name + "/textcodec"
	}
	if name == "BenchmarkEnable/Enable" {
		return "BenchmarkEnable/goja.Enable"
	}
	return name
}

// get returns the median of a benchmark's metric (with best, the highest
// speed or the lowest cost), or 0.
func (r *results) get(name, unit string) float64 {
	v := slices.Clone(r.metrics[name][unit])
	if len(v) == 0 {
		return 0
	}
	slices.Sort(v)
	if r.best {
		if strings.HasSuffix(unit, "/op") || strings.HasSuffix(unit, "/chunk") {
			return v[0]
		}
		return v[len(v)-1]
	}
	if len(v)%2 == 1 {
		return v[len(v)/2]
	}
	return (v[len(v)/2-1] + v[len(v)/2]) / 2
}

// speed returns a benchmark's speed in the table's unit (MB/s where the
// benchmark has no cpu-MB/s).
func (r *results) speed(name string) float64 {
	if v := r.get(name, r.unit); v > 0 {
		return v
	}
	return r.get(name, "MB/s")
}

func mbps(v float64) string {
	switch {
	case v == 0:
		return "–"
	case v < 10:
		return strconv.FormatFloat(v, 'f', 2, 64)
	}
	return strconv.FormatFloat(v, 'f', 0, 64)
}

func ratio(a, b float64) string {
	if a == 0 || b == 0 {
		return "–"
	}
	if a/b >= 100 {
		return strconv.FormatFloat(a/b, 'f', 0, 64)
	}
	return strconv.FormatFloat(a/b, 'f', 2, 64)
}

// verdict says whether a/b meets the bar min; "–" when either is missing.
func verdict(a, b, min float64) string {
	if a == 0 || b == 0 || min == 0 {
		return "–"
	}
	if a/b >= min {
		return "yes"
	}
	return "**no**"
}

func (r *results) write(w *strings.Builder) {
	unitName := "cpu-MB/s (input bytes over the process's CPU time, user and system, all threads; Node.js: process.cpuUsage())"
	if r.unit == "MB/s" {
		unitName = "MB/s (wall clock)"
	}
	stat := "medians of the runs"
	if r.best {
		stat = "the best of the runs (the machine is shared: other load slows runs unevenly)"
	}
	w.WriteString(r.noise())
	fmt.Fprintf(w, "Figures are %s, %s. decode counts input bytes (in the case's encoding); encode and "+
		"encodeInto count UTF-8 output bytes. Every engine runs the same loop from JavaScript (bench/js/ops.js) on about 1 MiB "+
		"of input from package bench's corpus (the polyfill on the first 64 KiB: see bench/js/js_test.go). \"floor\" is the loop "+
		"with the operation replaced by a Go function that only makes its result (a string of the decoded text; a Uint8Array "+
		"over a new ArrayBuffer of the output's size). textcodec is the binding in goja; sobek, the same binding in grafana/sobek, "+
		"measured right after it on each row (see \"sobek beside goja\"; the stream rows are goja's only).\n\n", unitName, stat)

	w.WriteString("## decode\n\n")
	w.WriteString("| case | textcodec | Node.js | ratio | bar | polyfill | × polyfill | ≥ 500× | goja floor | sobek | sobek/goja | ≥ 0.9 |\n" +
		"|---|--:|--:|--:|:-:|--:|--:|:-:|--:|--:|--:|:-:|\n")
	for _, c := range r.cases {
		p := "BenchmarkJS/" + c + "/decode/"
		t, n, pf, fl := r.speed(p+"textcodec"), r.speed(p+"node"), r.speed(p+"polyfill"), r.speed(p+"floor")
		bar := 1.0
		if c == "UTF-8-ascii" {
			bar = 0.5
		}
		s := r.speed(p + "sobek")
		fmt.Fprintf(w, "| %s | %s | %s | %s | %s | %s | %s | %s | %s | %s | %s |\n", c, mbps(t), mbps(n), ratio(t, n), verdictBar(t, n, bar),
			mbps(pf), ratio(t, pf), verdict(t, pf, 500), mbps(fl), mbps(s), r.vsGoja("decode "+c, t, s))
	}
	w.WriteString("\nThe decode bar is ratio ≥ 1, and ≥ 0.5 (shown as ≥½) for UTF-8-ascii.\n\n")

	for _, op := range []string{"encode", "encodeInto"} {
		fmt.Fprintf(w, "## %s\n\n", op)
		if op == "encode" {
			w.WriteString("| case | textcodec | Node.js | ratio | bar | polyfill | × polyfill | ≥ 500× | goja floor | sobek | sobek/goja | ≥ 0.9 |\n" +
				"|---|--:|--:|--:|:-:|--:|--:|:-:|--:|--:|--:|:-:|\n")
		} else {
			w.WriteString("| case | textcodec | Node.js | ratio | bar | sobek | sobek/goja | ≥ 0.9 |\n|---|--:|--:|--:|:-:|--:|--:|:-:|\n")
		}
		for _, c := range r.cases {
			p := "BenchmarkJS/" + c + "/" + op + "/"
			t, n := r.speed(p+"textcodec"), r.speed(p+"node")
			fmt.Fprintf(w, "| %s | %s | %s | %s | %s |", c, mbps(t), mbps(n), ratio(t, n), verdict(t, n, 1))
			if op == "encode" {
				pf, fl := r.speed(p+"polyfill"), r.speed(p+"floor")
				fmt.Fprintf(w, " %s | %s | %s | %s |", mbps(pf), ratio(t, pf), verdict(t, pf, 500), mbps(fl))
			}
			s := r.speed(p + "sobek")
			fmt.Fprintf(w, " %s | %s |\n", mbps(s), r.vsGoja(op+" "+c, t, s))
		}
		w.WriteString("\nThe bar is ratio ≥ 1. The text encoded is each case's decoded input, made by the host with goja.StringFromUTF16 (sobek.StringFromUTF16).")
		if op == "encodeInto" {
			w.WriteString(" The polyfill has no encodeInto.")
		}
		w.WriteString("\n\n")
	}

	r.writeForms(w)
	r.writeStreams(w)

	r.writeEnable(w)
	r.writeSobekSummary(w)
	if len(r.notes) > 0 {
		w.WriteString("## Notes from the run\n\n")
		for _, n := range r.notes {
			fmt.Fprintf(w, "- %s\n", n)
		}
		w.WriteString("\n")
	}
	if len(r.skips) > 0 {
		w.WriteString("## Skipped\n\n")
		for _, s := range r.skips {
			fmt.Fprintf(w, "- %s\n", s)
		}
		w.WriteString("\n")
	}
}

// writeEnable writes the table of BenchmarkEnable: making a runtime, and
// encoding.Enable on it, on goja and on sobek.
func (r *results) writeEnable(w *strings.Builder) {
	w.WriteString("## Enable, per runtime\n\n| what | µs | bytes | allocations | bar (< 20 µs, < 10 KB) | sobek/goja | ≥ 0.9 |\n|---|--:|--:|--:|:-:|--:|:-:|\n")
	for _, e := range []string{"goja", "sobek"} {
		for _, b := range []string{"New", "Enable"} {
			name := "BenchmarkEnable/" + e + "." + b
			ns, bytes, allocs := r.get(name, "ns/op"), r.get(name, "B/op"), r.get(name, "allocs/op")
			bar := "–"
			if b == "Enable" && ns > 0 {
				bar = "**no**"
				if ns < 20000 && bytes < 10240 {
					bar = "yes"
				}
			}
			vs := "– | –"
			// Speed over speed: goja's time over sobek's. The bar is the
			// binding's: New, the engine's own cost, is shown only.
			goja := inverse(r.get("BenchmarkEnable/goja."+b, "ns/op"))
			switch {
			case e == "sobek" && b == "Enable":
				vs = r.vsGoja(e+"."+b, goja, inverse(ns))
			case e == "sobek":
				vs = ratio(inverse(ns), goja) + " | –"
			}
			fmt.Fprintf(w, "| %s.%s | %.1f | %.0f | %.0f | %s | %s |\n", e, b, ns/1000, bytes, allocs, bar, vs)
		}
	}
	w.WriteString("\n")
}

// inverse is 1/v, or 0 for 0.
func inverse(v float64) float64 {
	if v == 0 {
		return 0
	}
	return 1 / v
}

// verdictBar is verdict with the bar shown when it is not 1.
func verdictBar(a, b, min float64) string {
	v := verdict(a, b, min)
	if min == 0.5 && v != "–" {
		v += " (≥½)"
	}
	return v
}

func command(dir, name string, args ...string) string {
	cmd := exec.Command(name, args...)
	cmd.Dir = dir
	out, err := cmd.Output()
	if err != nil {
		return "(" + name + " unavailable)"
	}
	return strings.TrimSpace(string(out))
}

func cpuName(out []byte) string {
	for _, line := range strings.Split(string(out), "\n") {
		if s, ok := strings.CutPrefix(line, "cpu: "); ok {
			return "cpu: " + strings.TrimSpace(s)
		}
	}
	return runtime.GOOS + "/" + runtime.GOARCH
}

// writeForms writes the table of BenchmarkJSForms: encode and encodeInto of
// each text in each string form, against Node.js on the same text made in
// Node.js.
func (r *results) writeForms(w *strings.Builder) {
	if len(r.formTexts) == 0 {
		return
	}
	w.WriteString("## encode and encodeInto by string form\n\n")
	w.WriteString("How the string reached encode: js, made by a script (joined from slices; the latin text by String.prototype.repeat); " +
		"host, passed in with Runtime.ToValue or Set of a Go string; struct and map, a Go struct's field or a Go map's value read by a script; " +
		"utf16, goja.StringFromUTF16; substring, a substring of a host string; concat, two host strings joined by a script. " +
		"Node.js encodes the same text decoded from its UTF-8 in Node.js. Texts: package bench's UTF-8-ascii (ascii), UTF-8-latin " +
		"(french, Candide), UTF-8-cjk (japanese, Rashomon) and UTF-8-emoji (emoji), and \"héllo wörld \" repeated 65536 times (latin).\n\n")
	w.WriteString("| text | form | encode | Node.js | ratio | encodeInto | Node.js | ratio | bar (≥ 1) | ≥ js | sobek encode | sobek/goja | sobek encodeInto | sobek/goja | ≥ 0.9 |\n" +
		"|---|---|--:|--:|--:|--:|--:|--:|:-:|:-:|--:|--:|--:|--:|:-:|\n")
	for _, t := range r.formTexts {
		p := "BenchmarkJSForms/" + t + "/"
		ne, ni := r.speed(p+"encode/node"), r.speed(p+"encodeInto/node")
		je, ji := r.speed(p+"encode/js/textcodec"), r.speed(p+"encodeInto/js/textcodec")
		for _, f := range r.forms {
			e, i := r.speed(p+"encode/"+f+"/textcodec"), r.speed(p+"encodeInto/"+f+"/textcodec")
			se, si := r.speed(p+"encode/"+f+"/sobek"), r.speed(p+"encodeInto/"+f+"/sobek")
			bar := "yes"
			if verdict(e, ne, 1) != "yes" || verdict(i, ni, 1) != "yes" {
				bar = "**no**"
			}
			asJS := "–" // for the strings a script makes
			switch {
			case f == "utf16":
				// goja.StringFromUTF16 makes the representation a
				// script's strings have (TestUTF16FormIsScriptForm):
				// the two rows measure one code path.
				asJS = "same type"
			case f != "js" && f != "substring" && je > 0 && ji > 0:
				asJS = "yes"
				if e < je || i < ji {
					asJS = "**no**"
				}
			}
			sobekBarMet := "yes"
			if verdict(se, e, sobekBar) != "yes" || verdict(si, i, sobekBar) != "yes" {
				sobekBarMet = "**no**"
			}
			if se == 0 || si == 0 || e == 0 || i == 0 {
				sobekBarMet = "–"
			}
			fmt.Fprintf(w, "| %s | %s | %s | %s | %s | %s | %s | %s | %s | %s | %s | %s | %s | %s | %s |\n", t, f, mbps(e), mbps(ne), ratio(e, ne), mbps(i), mbps(ni), ratio(i, ni), bar, asJS,
				mbps(se), r.sobekRatio("encode "+t+" "+f, e, se), mbps(si), r.sobekRatio("encodeInto "+t+" "+f, i, si), sobekBarMet)
		}
	}
	w.WriteString("\nThe bar is both ratios ≥ 1; \"≥ js\", for the strings the host passes in, is both speeds at least those of the same text made by a script (\"same type\" for goja.StringFromUTF16, whose strings have the representation a script's have, so the two rows measure one code path; TestUTF16FormIsScriptForm checks it); " +
		"≥ 0.9 is both sobek/goja ratios ≥ 0.9 (the same forms made with sobek's API).\n\n")
}

// noise describes how much the runs of each benchmark differ: the median
// and the largest, over benchmarks with more than one run, of the slowest
// run's shortfall from the fastest, for textcodec and Node.js apart.
func (r *results) noise() string {
	var ours, node []float64
	for name, m := range r.metrics {
		v := m[r.unit]
		if len(v) < 2 || !strings.HasPrefix(name, "BenchmarkJS") {
			continue
		}
		lo, hi := slices.Min(v), slices.Max(v)
		if hi <= 0 {
			continue
		}
		d := 100 * (1 - lo/hi)
		if strings.HasSuffix(name, "/node") {
			node = append(node, d)
		} else if !strings.HasSuffix(name, "/polyfill") {
			ours = append(ours, d)
		}
	}
	if len(ours) == 0 {
		return ""
	}
	med := func(v []float64) float64 { slices.Sort(v); return v[len(v)/2] }
	s := fmt.Sprintf("Noise between runs (the slowest run's shortfall from the fastest, per benchmark): textcodec median %.0f%%, largest %.0f%%", med(ours), slices.Max(ours))
	if len(node) > 0 {
		s += fmt.Sprintf("; Node.js median %.0f%%, largest %.0f%%", med(node), slices.Max(node))
	}
	return s + ".\n\n"
}

// writeStreams writes the table of BenchmarkJSStream: TextDecoderStream and
// TextEncoderStream in a pipe, by chunk size, against Node.js running the
// same script, with the time per chunk.
func (r *results) writeStreams(w *strings.Builder) {
	if len(r.streamRows) == 0 {
		return
	}
	perChunk := "cpu-µs/chunk"
	if r.unit == "MB/s" {
		perChunk = "µs/chunk"
	}
	w.WriteString("## TextDecoderStream and TextEncoderStream in a pipe\n\n")
	w.WriteString("The same script for both engines (bench/js/ops.js, decodeStream and encodeStream): a ReadableStream whose pull enqueues " +
		"the next chunk, pipeThrough(new TextDecoderStream(label)) or pipeThrough(new TextEncoderStream()), pipeTo a WritableStream " +
		"whose write adds up the chunks' lengths; one pipe for all the passes over about 1 MiB of input that a benchmark run makes. " +
		"Inputs: Shift_JIS (Rashomon) cut every 64 KiB or 1 KiB; UTF-8 (Rashomon) cut one byte into a multi-byte sequence at or " +
		"after every 64 KiB or 1 KiB, so every chunk edge splits a character; French (Candide) and Japanese (Rashomon) strings cut " +
		"before the character that would take a chunk past 64 KiB or 1 KiB of UTF-8. MB/s counts input bytes for decode and UTF-8 " +
		"output bytes for encode. Node.js's Shift_JIS decoder (ICU) is not the standard's; its speed is compared all the same. " +
		"µs/chunk is the time per chunk through the whole pipe (" + perChunk + "); overhead is an estimate of the part that does not " +
		"depend on the chunk's size: µs/chunk at 1 KiB less 1/64 of µs/chunk at 64 KiB.\n\n")
	w.WriteString("| input | chunks | textcodec | Node.js | ratio | bar | textcodec µs/chunk | Node.js µs/chunk | textcodec overhead µs | Node.js overhead µs |\n" +
		"|---|---|--:|--:|--:|:-:|--:|--:|--:|--:|\n")
	for _, row := range r.streamRows {
		p := "BenchmarkJSStream/" + row + "/"
		input, chunk, _ := strings.Cut(row, "/")
		t, n := r.speed(p+"textcodec"), r.speed(p+"node")
		tc, nc := r.get(p+"textcodec", perChunk), r.get(p+"node", perChunk)
		bar := 1.0
		if chunk == "1KiB" {
			bar = 0.5
		}
		to, no := "–", "–"
		if chunk == "1KiB" {
			big := "BenchmarkJSStream/" + input + "/64KiB/"
			to, no = overhead(tc, r.get(big+"textcodec", perChunk)), overhead(nc, r.get(big+"node", perChunk))
		}
		fmt.Fprintf(w, "| %s | %s | %s | %s | %s | %s | %s | %s | %s | %s |\n", input, chunk, mbps(t), mbps(n), ratio(t, n),
			verdictBar(t, n, bar), micros(tc), micros(nc), to, no)
	}
	w.WriteString("\nThe bar is ratio ≥ 1 with 64 KiB chunks and ≥ 0.5 (shown as ≥½) with 1 KiB chunks.\n\n")
}

// overhead estimates the per-chunk cost that does not depend on the
// chunk's size from the µs per 1 KiB chunk and per 64 KiB chunk.
func overhead(small, big float64) string {
	if small == 0 || big == 0 {
		return "–"
	}
	return micros(small - big/64)
}

func micros(v float64) string {
	if v == 0 {
		return "–"
	}
	if v < 10 {
		return strconv.FormatFloat(v, 'f', 2, 64)
	}
	return strconv.FormatFloat(v, 'f', 1, 64)
}
