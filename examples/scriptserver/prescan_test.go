package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/dop251/goja"
)

var defaultScan = scanLimits{maxDepth: 1000, maxChain: 1000}

// TestPrescanAcceptsScripts runs the pre-scan on the repository's own
// JavaScript (tests, the web-platform-tests, the streams polyfill): none
// is refused.
func TestPrescanAcceptsScripts(t *testing.T) {
	var files []string
	for _, pattern := range []string{"../*.js", "../../internal/webjs/testscripts/encoding/*.js", "../../internal/webjs/testscripts/streams/*.js", "../../internal/wpt/conformance/encoding/*.js", "../../internal/wpt/conformance/encoding/resources/*.js"} {
		m, _ := filepath.Glob(pattern)
		files = append(files, m...)
	}
	if len(files) < 10 {
		t.Fatalf("only %d scripts found", len(files))
	}
	for _, f := range files {
		b, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		if err := prescan(string(b), defaultScan); err != nil {
			t.Errorf("%s: %v", f, err)
		}
	}
}

func TestPrescan(t *testing.T) {
	lim := scanLimits{maxDepth: 10, maxChain: 10}
	accepted := []string{
		`"((((((((((((" + '[[[[[[[[[[[[' + "\")))"`,
		"`[[[[[[[[[[[[[[ ${ 1 } ]]]]` + `${`${`x`}`}`",
		"// [[[[[[[[[[[[[[[[[[\n/* {{{{{{{{{{{{{{{{ */ 1",
		`/[(((((((((((((((/]/.test("x"); /\(\(\(\(\(\(\(\(\(\(\(\(/g`,
		`if (x) /((((((((((((((/.test(s)`,
		`(a) / 2 / (b) / 3`,
		"a = 1\nb = 2\nc = 3\nd = 4\ne = 5\nf = 6\ng = 7\nh = 8\ni = 9\nj = 10\nk = 11\nl = 12",
		`x = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13]`,
		"#!/usr/bin/env x '\nx.return / 2 / 1.5e3",
		`f(...[1], ...typeof /(((((((((((/)`,
	}
	for _, src := range accepted {
		if err := prescan(src, lim); err != nil {
			t.Errorf("%q refused: %v", src, err)
		}
	}
	refused := []string{
		strings.Repeat("[", 11),
		strings.Repeat("(", 6) + strings.Repeat("[", 6),
		"`${`${`${`${`${`${`${`${`${`${`${1}`}`}`}`}`}`}`}`}`}`}`",
		`x = "a" + ")))))))" + [[[[[[[[[[[[`,
		"a = 1 +\n1 +\n1 +\n1 +\n1 +\n1 +\n1 +\n1 +\n1 +\n1 +\n1 + 1",
		"a\n+1\n+1\n+1\n+1\n+1\n+1\n+1\n+1\n+1\n+1\n+1",
		`x = "not closed`,
		"x = '\n'",
		`x = /not closed`,
		"x = `not closed",
		"/* not closed",
		`{} /[[[[[[[[[[[[[[[[/`,
		`a++ /[[[[[[[[[[[[/`,
		`)`,
		`(]`,
		// a keyword as a property name divides; goja reads these brackets
		`x.return/[[[[[[[[[[[[1]]]]]]]]]]]]/1`,
		`x?.in/[[[[[[[[[[[[1]]]]]]]]]]]]/1`,
		`1..typeof/[[[[[[[[[[[[1]]]]]]]]]]]]/1`,
		`x.while(1)/[[[[[[[[[[[[1]]]]]]]]]]]]/1`,
		`class A { #in = 1; f() { return this.#in/[[[[[[[[[[[[1]]]]]]]]]]]]/1 } }`,
		// a number's decimal point is not a member access
		`x = 1. in /'/; [[[[[[[[[[[[1]]]]]]]]]]]]; /'/`,
		// goja skips a hashbang line
		"#!`\n[[[[[[[[[[[[1]]]]]]]]]]]]\n//`",
	}
	for _, src := range refused {
		if err := prescan(src, lim); err == nil {
			t.Errorf("%q accepted", src)
		}
	}
}

// TestParserDepth shows what the limits leave to goja's parser: the
// deepest script the default limits accept parses, compiles and runs.
func TestParserDepth(t *testing.T) {
	for _, src := range []string{
		strings.Repeat("[", 1000) + strings.Repeat("]", 1000),
		strings.Repeat("(", 999) + "1" + strings.Repeat(")", 999),
		strings.Repeat("x=>", 499) + "1",
		"var a = 1; a" + strings.Repeat("+a", 999),
		strings.Repeat("- ", 999) + "1",
	} {
		if err := prescan(src, defaultScan); err != nil {
			t.Fatalf("%.20q refused: %v", src, err)
		}
		if _, err := goja.New().RunString(src); err != nil {
			t.Errorf("%.20q: %v", src, err)
		}
	}
}
