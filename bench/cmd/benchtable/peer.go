package main

import (
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
)

// The encoding_rs peer (bench/encodingrs): built before the benchmarks run,
// and its figures shown in a table of their own.

// buildPeer builds the peer in dir/encodingrs with cargo, offline, and
// returns a sentence describing what was built, or why nothing was.
func buildPeer(dir string) string {
	cargo, err := exec.LookPath("cargo")
	if err != nil {
		return "encoding_rs: not measured (no cargo on this machine to build bench/encodingrs)."
	}
	cmd := exec.Command(cargo, "build", "--release", "--offline", "--quiet")
	cmd.Dir = filepath.Join(dir, "encodingrs")
	if out, err := cmd.CombinedOutput(); err != nil {
		fmt.Fprintf(os.Stderr, "benchtable: cargo build in bench/encodingrs: %v\n%s", err, out)
		return "encoding_rs: not measured (cargo build --release --offline in bench/encodingrs failed; " +
			"it needs Debian's librust-encoding-rs-dev)."
	}
	version := "encoding_rs"
	bin := filepath.Join(dir, "encodingrs", "target", "release", "encodingrs-bench")
	v := exec.Command(bin)
	v.Stdin = strings.NewReader("version\n")
	if out, err := v.Output(); err == nil {
		version = strings.TrimSpace(string(out))
	}
	rustc := "rustc"
	if out, err := exec.Command("rustc", "--version").Output(); err == nil {
		rustc = strings.TrimSpace(string(bytes.Fields(out)[0])) + " " + strings.TrimSpace(string(bytes.Fields(out)[1]))
	}
	return fmt.Sprintf("Peer: %s from Debian's librust-encoding-rs-dev sources, built offline by %s "+
		"(`cargo build --release --offline` in bench/encodingrs, which benchtable runs) with its fast-legacy-encode feature "+
		"(encode tables for CJK); the crate's simd-accel feature, which needs nightly Rust, is off, so its ASCII runs use 8-byte words.", version, rustc)
}

// isWorstCase reports whether the case is a worst-case alternation (one
// non-ASCII character, one or two ASCII bytes), whose bar against
// encoding_rs is lower.
func isWorstCase(c string) bool { return strings.HasSuffix(c, "-alt") }

// peerBar returns the least ratio textcodec/encoding_rs the project asks for
// on the case, in every direction: 0.8 on the worst-case alternations, 1.0
// on every other row.
func peerBar(c string) float64 {
	if isWorstCase(c) {
		return 0.8
	}
	return 1.0
}

// peerOps are the peer table's column groups: the benchmark, and how the
// list of rows below the bar names it.
var peerOps = []struct{ bench, what string }{
	{"BenchmarkDecodeUTF16/", "to UTF-16"},
	{"BenchmarkDecode/", "to UTF-8"},
	{"BenchmarkEncode/", "encode from UTF-8"},
	{"BenchmarkEncodeUTF16/", "encode from UTF-16"},
}

// writePeerTable writes the table of textcodec against encoding_rs.
func writePeerTable(w *strings.Builder, r *results) {
	any := false
	for _, c := range r.cases {
		for _, op := range peerOps {
			n := op.bench + c + "/encoding_rs"
			any = any || r.speed(n) > 0 || r.failed[n]
		}
	}
	if !any {
		w.WriteString("\nencoding_rs: no figures in this run.\n")
		return
	}
	w.WriteString("\n## textcodec and encoding_rs\n\n")
	w.WriteString("The same inputs, the same figures (cpu-MB/s of the thread doing the work; bytes in the case's encoding), encoding_rs timed by its own process in the same run " +
		"(the benchmark sends it the iteration count; it loops over Decoder::decode_to_utf16 / decode_to_utf8 with BOM removal, " +
		"Encoder::encode_from_utf8_without_replacement / encode_from_utf16_without_replacement, into buffers allocated once). " +
		"For a UTF-8 case, \"to UTF-16\" is UTF-8 to UTF-16 and \"from UTF-16\" is UTF-16 to UTF-8. Ratio is textcodec / encoding_rs. " +
		"Bar (every column): at least 1.0, or 0.8 on the worst-case alternations (-alt).\n\n")
	w.WriteString("| input | to UTF-16 textcodec | encoding_rs | ratio | to UTF-8 textcodec | encoding_rs | ratio | " +
		"encode from UTF-8 textcodec | encoding_rs | ratio | from UTF-16 textcodec | encoding_rs | ratio | bar |\n")
	w.WriteString("|---|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|:-:|\n")
	var below []string
	for _, c := range r.cases {
		row := "| " + c
		bar := "yes"
		measured := false
		for _, op := range peerOps {
			t, p := op.bench+c+"/textcodec", op.bench+c+"/encoding_rs"
			row += fmt.Sprintf(" | %s | %s | %s", r.cell(t), r.cell(p), ratio(r.speed(t), r.speed(p)))
			if r.speed(t) == 0 || r.speed(p) == 0 {
				continue
			}
			measured = true
			if q := r.speed(t) / r.speed(p); q < peerBar(c) {
				bar = "**no**"
				below = append(below, fmt.Sprintf("%s %s %.2fx (bar %.1f)", c, op.what, q, peerBar(c)))
			}
		}
		if !measured {
			bar = "–"
		}
		w.WriteString(row + " | " + bar + " |\n")
	}
	w.WriteString("\n")
	if len(below) == 0 {
		w.WriteString("Every row meets the encoding_rs bar.\n")
	} else {
		fmt.Fprintf(w, "Below the encoding_rs bar (%d): %s.\n", len(below), strings.Join(below, "; "))
	}
	if notes := r.notes; len(notes) == 0 {
		w.WriteString("\nencoding_rs's output equals textcodec's on every input (FNV-1a hash of the whole output, checked before timing).\n")
	} else {
		w.WriteString("\nWhere encoding_rs's output differs from textcodec's (checked before timing; the standard decides which is right):\n\n")
		for _, n := range notes {
			w.WriteString("- " + n + "\n")
		}
	}
}
