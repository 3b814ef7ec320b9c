package textcodec

import (
	"encoding/json"
	"os"
	"slices"
	"strings"
	"testing"

	"github.com/textcodec/textcodec/internal/tables"
)

// TestEncodingOrder checks that encodings matches the generated name list.
func TestEncodingOrder(t *testing.T) {
	for i, e := range Encodings() {
		if e.Name() != tables.EncodingNames[i] || int(e.id) != i {
			t.Errorf("encodings[%d] = %q (id %d), tables says %q", i, e.Name(), e.id, tables.EncodingNames[i])
		}
	}
	for _, l := range tables.Labels {
		if len(l.Label) > maxLabelLen {
			t.Errorf("label %q is longer than maxLabelLen", l.Label)
		}
	}
}

type specEncoding struct {
	Name   string   `json:"name"`
	Labels []string `json:"labels"`
}

func loadEncodingsJSON(t *testing.T) []specEncoding {
	t.Helper()
	data, err := os.ReadFile("internal/tables/data/encodings.json")
	if err != nil {
		t.Fatal("encodings.json is missing from the repository:", err)
	}
	var groups []struct {
		Encodings []specEncoding `json:"encodings"`
	}
	if err := json.Unmarshal(data, &groups); err != nil {
		t.Fatal(err)
	}
	var out []specEncoding
	for _, g := range groups {
		out = append(out, g.Encodings...)
	}
	return out
}

// TestLookupEveryLabel looks up all 228 labels of encodings.json, as given,
// upper-cased, and wrapped in ASCII whitespace.
func TestLookupEveryLabel(t *testing.T) {
	n := 0
	for _, se := range loadEncodingsJSON(t) {
		for _, label := range se.Labels {
			n++
			for _, form := range []string{label, strings.ToUpper(label), " \t\n\f\r" + label + "\r\n\f\t "} {
				if e := Lookup(form); e == nil || e.Name() != se.Name {
					t.Errorf("Lookup(%q) = %v, want %s", form, e, se.Name)
				}
			}
		}
		e := Lookup(se.Name)
		if e == nil {
			t.Fatalf("no encoding named %s", se.Name)
		}
		want := slices.Sorted(slices.Values(se.Labels))
		if got := e.Labels(); !slices.Equal(got, want) {
			t.Errorf("%s.Labels() = %v, want %v", se.Name, got, want)
		}
	}
	if n != 228 {
		t.Errorf("encodings.json has %d labels, want 228", n)
	}
}

// TestLookupFailures: only ASCII whitespace is trimmed and only ASCII case is
// folded, as "get an encoding" says.
func TestLookupFailures(t *testing.T) {
	for _, label := range []string{
		"", " ", "\vutf-8", "utf-8\v", "\u00a0utf-8", "utf-8\u00a0", "\u212aoi8-r", // Kelvin sign
		"utf-8x", "x-user-defined\x00", "unicode-1-1-utf-9", "gb2312 x",
		"csisolatincyrillicc", "cseucpkdfmtjapanese1", "ıso-8859-1", "utf\u20138",
	} {
		if e := Lookup(label); e != nil {
			t.Errorf("Lookup(%q) = %s, want nil", label, e)
		}
	}
}

func TestOutputEncoding(t *testing.T) {
	for _, e := range Encodings() {
		want := e
		switch e {
		case Replacement, UTF16BE, UTF16LE:
			want = UTF8
		}
		if got := e.OutputEncoding(); got != want {
			t.Errorf("%s.OutputEncoding() = %s, want %s", e, got, want)
		}
		if _, err := e.NewEncoder(Replace); (err == nil) != e.HasEncoder() {
			t.Errorf("%s: NewEncoder error %v, HasEncoder %v", e, err, e.HasEncoder())
		}
	}
}
