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
		"(`cargo build --release --offline` in bench/encodingrs, which benchtable runs; the crate's simd-accel feature, "+
		"which needs nightly Rust, is off, so its ASCII runs use 8-byte words as this library's do).", version, rustc)
}

// isUnicodeCase reports whether the case is UTF-8 or UTF-16 text, whose bar
// against encoding_rs is lower.
func isUnicodeCase(c string) bool {
	return strings.HasPrefix(c, "UTF-8") || strings.HasPrefix(c, "UTF-16")
}

// peerBar returns the least ratio textcodec/encoding_rs the project asks for
// op ("decode16" or "decode8") on the case: decoding to UTF-16 at least 1.0
// for the legacy encodings and 0.8 for UTF-8 and UTF-16, to UTF-8 at least
// 0.8 everywhere.
func peerBar(op, c string) float64 {
	if op == "decode16" && !isUnicodeCase(c) {
		return 1.0
	}
	return 0.8
}

// writePeerTable writes the table of textcodec against encoding_rs.
func writePeerTable(w *strings.Builder, r *results) {
	any := false
	for _, c := range r.cases {
		for _, op := range []string{"BenchmarkDecode/", "BenchmarkDecodeUTF16/", "BenchmarkEncode/"} {
			n := op + c + "/encoding_rs"
			any = any || r.speed(n) > 0 || r.failed[n]
		}
	}
	if !any {
		w.WriteString("\nencoding_rs: no figures in this run.\n")
		return
	}
	w.WriteString("\n## textcodec and encoding_rs\n\n")
	w.WriteString("The same inputs, the same figures (cpu-MB/s of the thread doing the work), encoding_rs timed by its own process in the same run " +
		"(the benchmark sends it the iteration count; it loops over Decoder::decode_to_utf16 / decode_to_utf8 with BOM removal, " +
		"Encoder::encode_from_utf8_without_replacement, into buffers allocated once). Ratio is textcodec / encoding_rs. " +
		"Bar: decode to UTF-16 at least 1.0 for the legacy encodings and 0.8 for UTF-8 and UTF-16, decode to UTF-8 at least 0.8; encode has none.\n\n")
	w.WriteString("| encoding | to UTF-16 textcodec | encoding_rs | ratio | bar | to UTF-8 textcodec | encoding_rs | ratio | bar | encode textcodec | encoding_rs | ratio |\n")
	w.WriteString("|---|--:|--:|--:|:-:|--:|--:|--:|:-:|--:|--:|--:|\n")
	var below []string
	for _, c := range r.cases {
		d16, p16 := "BenchmarkDecodeUTF16/"+c+"/textcodec", "BenchmarkDecodeUTF16/"+c+"/encoding_rs"
		d8, p8 := "BenchmarkDecode/"+c+"/textcodec", "BenchmarkDecode/"+c+"/encoding_rs"
		e, pe := "BenchmarkEncode/"+c+"/textcodec", "BenchmarkEncode/"+c+"/encoding_rs"
		bar := func(op, t, p string) string {
			if r.speed(t) == 0 || r.speed(p) == 0 {
				return "–"
			}
			q := r.speed(t) / r.speed(p)
			if q >= peerBar(op, c) {
				return "yes"
			}
			below = append(below, fmt.Sprintf("%s %s %.2fx (bar %.1f)", c, map[string]string{"decode16": "to UTF-16", "decode8": "to UTF-8"}[op], q, peerBar(op, c)))
			return "**no**"
		}
		fmt.Fprintf(w, "| %s | %s | %s | %s | %s | %s | %s | %s | %s | %s | %s | %s |\n", c,
			r.cell(d16), r.cell(p16), ratio(r.speed(d16), r.speed(p16)), bar("decode16", d16, p16),
			r.cell(d8), r.cell(p8), ratio(r.speed(d8), r.speed(p8)), bar("decode8", d8, p8),
			r.cell(e), r.cell(pe), ratio(r.speed(e), r.speed(pe)))
	}
	w.WriteString("\n")
	if len(below) == 0 {
		w.WriteString("Every row meets the encoding_rs bar.\n")
	} else {
		w.WriteString("Below the encoding_rs bar: " + strings.Join(below, "; ") + ".\n")
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
