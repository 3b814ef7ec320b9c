package main

import (
	"os"
	"strings"
	"testing"

	"github.com/textcodec/textcodec"
	"github.com/textcodec/textcodec/internal/docfile"
)

// TestAccuracyBars runs package detect on the held-out corpus and checks the
// bars the project holds it to: 0.96 combined, 0.90 on every class, on short
// samples and on paragraphs.
func TestAccuracyBars(t *testing.T) {
	samples, err := loadSamples("../../testdata/detect/eval.tsv")
	if err != nil {
		t.Fatal(err)
	}
	res := evaluate(samples, detectors()[:2], false)
	for _, r := range res {
		if got := r.combined.rate(); got < 0.96 {
			t.Errorf("%s: combined %.3f < 0.96", r.name, got)
		}
		for _, class := range classOrder {
			for k, kind := range []string{"short", "paragraph"} {
				if tl := r.byClass[class][k]; tl.total == 0 || tl.rate() < 0.90 {
					t.Errorf("%s: %s %s: %d of %d right", r.name, class, kind, tl.right, tl.total)
				}
			}
		}
	}
}

func TestRight(t *testing.T) {
	s := sample{enc: textcodec.ISO8859_15, text: "café", bytes: []byte("caf\xe9")}
	for _, c := range []struct {
		enc  *textcodec.Encoding
		want bool
	}{{textcodec.ISO8859_15, true}, {textcodec.Windows1252, true}, {textcodec.Windows1251, false}, {textcodec.UTF8, false}, {nil, false}} {
		if got := right(&s, c.enc); got != c.want {
			t.Errorf("right(%v) = %v", c.enc, got)
		}
	}
}

func TestLookupPeer(t *testing.T) {
	for name, want := range map[string]*textcodec.Encoding{
		"GB-18030": textcodec.GB18030, "MacCyrillic": textcodec.XMacCyrillic, "TIS-620": textcodec.Windows874,
		"windows-1251": textcodec.Windows1251, "IBM420_rtl": nil,
	} {
		if got := lookupPeer(name); got != want {
			t.Errorf("lookupPeer(%q) = %v, want %v", name, got, want)
		}
	}
}

// TestReportFile checks that docs/detect-accuracy.md is a generated file
// whose footer matches its body, and that the report names every class.
func TestReportFile(t *testing.T) {
	b, err := os.ReadFile("../../../docs/detect-accuracy.md")
	if err != nil {
		t.Fatal(err)
	}
	body, _, err := docfile.Verify(b)
	if err != nil {
		t.Fatal(err)
	}
	for _, class := range classOrder {
		if !strings.Contains(string(body), "| "+class+" |") {
			t.Errorf("the report has no row for %s", class)
		}
	}
}

func TestLoadSamplesErrors(t *testing.T) {
	if _, err := loadSamples("no-such-file"); err == nil {
		t.Error("missing file: no error")
	}
	bad := t.TempDir() + "/bad.tsv"
	os.WriteFile(bad, []byte("fr\tWestern\n"), 0o644)
	if _, err := loadSamples(bad); err == nil {
		t.Error("line with two fields: no error")
	}
}
