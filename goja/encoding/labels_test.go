package encoding_test

import (
	"strings"
	"testing"

	"github.com/textcodec/textcodec"
)

// TestLabels constructs a TextDecoder with every label of every encoding, as
// written, upper-cased and padded with ASCII whitespace, and checks the
// encoding it reports; labels of replacement must throw a RangeError.
func TestLabels(t *testing.T) {
	var labels [][3]string // label, encoding name lowercased, "replacement" or ""
	for _, e := range textcodec.Encodings() {
		for _, l := range e.Labels() {
			kind := ""
			if e == textcodec.Replacement {
				kind = "replacement"
			}
			labels = append(labels, [3]string{l, strings.ToLower(e.Name()), kind})
		}
	}
	if len(labels) < 200 {
		t.Fatalf("only %d labels", len(labels))
	}
	rt := newRuntime(t)
	rt.Set("LABELS", labels)
	runScript(t, rt, "labels.js", `
	test(() => {
		let n = 0;
		for (const [label, name, kind] of LABELS) {
			for (const l of [label, label.toUpperCase(), " \t\n\f\r" + label + "\r\n\f\t ", label.toUpperCase() + "  "]) {
				if (kind === "replacement") {
					assert_throws_js(RangeError, () => new TextDecoder(l), "replacement label " + fmt(l));
					continue;
				}
				const d = new TextDecoder(l);
				assert_equals(d.encoding, name, "label " + fmt(l));
				assert_equals(new TextDecoder(l, { fatal: true, ignoreBOM: true }).encoding, name);
				n++;
			}
		}
		assert_true(n > 800, "labels tried: " + n);
	}, "every label");

	test(() => {
		assert_equals(new TextDecoder().encoding, "utf-8");
		assert_equals(new TextDecoder(undefined).encoding, "utf-8");
		assert_equals(new TextDecoder("utf8").encoding, "utf-8");
		assert_equals(new TextDecoder("Shift_JIS").encoding, "shift_jis");
		assert_equals(new TextDecoder("ISO-2022-JP").encoding, "iso-2022-jp");
		assert_equals(new TextDecoder("x-user-defined").encoding, "x-user-defined");
		assert_equals(new TextDecoder("utf-16").encoding, "utf-16le");
		assert_equals(new TextDecoder("ascii").encoding, "windows-1252");
		assert_equals(new TextDecoder("gb2312").encoding, "gbk");
		assert_equals(new TextDecoder({ toString: () => " csbig5 " }).encoding, "big5");
	}, "defaults and names");

	test(() => {
		const bad = ["", " ", "utf-9", "replacement", "REPLACEMENT", "iso-2022-kr", "iso-2022-cn", "hz-gb-2312",
			"csiso2022kr", "iso-2022-cn-ext", "\vutf-8", "utf-8\v", "\u00A0utf-8", "utf-8\u00A0", "\u3000utf-8",
			"\u212Aoi8-r", "koi8-\u0280", "utf\u20138", "utf-8\0", "\0utf-8", "utf_8", "utf-8 x", "null", "undefined",
			"unicode-1-1-utf-8-and-more", " ".repeat(1000) + "nope", "x".repeat(100000)];
		for (const l of bad) {
			assert_throws_js(RangeError, () => new TextDecoder(l), "label " + fmt(l.length > 40 ? l.slice(0, 40) : l));
		}
		assert_throws_js(RangeError, () => new TextDecoder(null), "null is \"null\"");
		assert_throws_js(RangeError, () => new TextDecoder(1));
		assert_equals(new TextDecoder(" ".repeat(100000) + "latin1" + "\n".repeat(100000)).encoding, "windows-1252");
		assert_equals(new TextDecoder(["utf-16be"]).encoding, "utf-16be", "ToString of an array");
	}, "labels that are not labels");
	`)
}
