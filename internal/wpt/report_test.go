package wpt

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"reflect"
	"sort"
	"strings"
	"testing"
	"time"
)

var sampleResults = []Result{
	{Test: "/encoding/a.any.js", File: "encoding/a.any.js", Status: StatusOK, Subtests: []Subtest{
		{"one", SubtestPass, ""}, {"two", SubtestFail, "assert_equals: expected 1 but got 2"},
	}},
	{Test: "/encoding/b.any.js?1-10", File: "encoding/b.any.js", Variant: "?1-10", Status: StatusError, Message: "Uncaught\nError: x", Subtests: []Subtest{
		{"three", SubtestPass, ""},
	}},
	{Test: "/encoding/b.any.js?11-last", File: "encoding/b.any.js", Variant: "?11-last", Status: StatusOK, Subtests: []Subtest{
		{"four", SubtestTimeout, "Test timed out"},
	}},
	{Test: "/encoding/c.window.js", File: "encoding/c.window.js", Status: StatusSkip, Message: "browser-only"},
	{Test: "/encoding/d.any.js", File: "encoding/d.any.js", Status: StatusOK, Subtests: []Subtest{{"five", SubtestPass, ""}}},
}

func TestCountAndLines(t *testing.T) {
	c := Count(sampleResults)
	if c != (Counts{Passed: 3, Failed: 3, Skipped: 1}) {
		t.Errorf("counts %+v", c)
	}
	if got := c.String(); got != "3 passed, 3 failed, 1 skipped" {
		t.Errorf("summary %q", got)
	}
	if got := (Counts{Passed: 2}).String(); got != "2 passed, 0 failed" {
		t.Errorf("summary %q", got)
	}
	want := []string{
		"FAIL /encoding/a.any.js (1/2)",
		"FAIL /encoding/b.any.js?1-10 (1/1, harness ERROR: Uncaught Error: x)",
		"FAIL /encoding/b.any.js?11-last (0/1)",
		"SKIP /encoding/c.window.js (browser-only)",
		"PASS /encoding/d.any.js (1/1)",
	}
	for i := range sampleResults {
		if got := Line(&sampleResults[i]); got != want[i] {
			t.Errorf("line %q, want %q", got, want[i])
		}
	}
	if got := SubtestLine(&sampleResults[0].Subtests[1]); got != "  FAIL two: assert_equals: expected 1 but got 2" {
		t.Errorf("subtest line %q", got)
	}
	if got := SubtestLine(&sampleResults[0].Subtests[0]); got != "  PASS one" {
		t.Errorf("subtest line %q", got)
	}
}

func TestWriteReport(t *testing.T) {
	var buf bytes.Buffer
	start := time.UnixMilli(1700000000000)
	if err := WriteReport(&buf, sampleResults, start, start.Add(time.Second), "goja"); err != nil {
		t.Fatal(err)
	}
	var rep struct {
		Results []struct {
			Test     string  `json:"test"`
			Status   string  `json:"status"`
			Message  *string `json:"message"`
			Subtests []struct {
				Name    string  `json:"name"`
				Status  string  `json:"status"`
				Message *string `json:"message"`
			} `json:"subtests"`
		} `json:"results"`
		RunInfo   map[string]string `json:"run_info"`
		TimeStart int64             `json:"time_start"`
		TimeEnd   int64             `json:"time_end"`
	}
	if err := json.Unmarshal(buf.Bytes(), &rep); err != nil {
		t.Fatal(err)
	}
	if rep.TimeStart != 1700000000000 || rep.TimeEnd != 1700000001000 || rep.RunInfo["product"] != "goja" {
		t.Errorf("time %d-%d, run_info %v", rep.TimeStart, rep.TimeEnd, rep.RunInfo)
	}
	if len(rep.Results) != len(sampleResults) {
		t.Fatalf("%d results", len(rep.Results))
	}
	r := rep.Results[0]
	if r.Test != "/encoding/a.any.js" || r.Status != "OK" || r.Message != nil || len(r.Subtests) != 2 {
		t.Errorf("result %+v", r)
	}
	if s := r.Subtests[1]; s.Name != "two" || s.Status != "FAIL" || s.Message == nil || !strings.HasPrefix(*s.Message, "assert_equals") {
		t.Errorf("subtest %+v", s)
	}
	if r.Subtests[0].Message != nil {
		t.Error("an empty message is not null")
	}
	if r := rep.Results[3]; r.Status != "SKIP" || r.Subtests == nil {
		t.Errorf("skipped result %+v (subtests must be [], not null)", r)
	}
	if !strings.Contains(buf.String(), `"subtests": []`) {
		t.Error("no empty subtests array in the JSON")
	}
}

func TestExpectations(t *testing.T) {
	name := filepath.Join(t.TempDir(), "expect.json")
	data := `{
		"encoding/a.any.js": {"two": "known bug"},
		"/encoding/b.any.js": {"<harness>": "throws at the top", "four": "times out", "gone": "was renamed"},
		"/encoding/d.any.js": {"five": "fixed since"},
		"/encoding/c.window.js": {"x": "never runs"},
		"/encoding/notrun.any.js": {"y": "not under the paths"}
	}`
	if err := os.WriteFile(name, []byte(data), 0o644); err != nil {
		t.Fatal(err)
	}
	e, err := LoadExpectations(name)
	if err != nil {
		t.Fatal(err)
	}
	if _, ok := e["/encoding/a.any.js"]; !ok {
		t.Error("keys are not normalized to a leading slash")
	}
	var got []string
	for _, m := range e.Compare(sampleResults) {
		got = append(got, m.Kind+" "+m.Test+" "+m.Subtest)
	}
	sort.Strings(got)
	want := []string{
		"missing /encoding/b.any.js gone",
		"unexpected pass /encoding/b.any.js?11-last <harness>",
		"unexpected pass /encoding/d.any.js five",
	}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("mismatches\n%q\nwant\n%q", got, want)
	}
	if n := e.Expected(&sampleResults[1]); n != 1 {
		t.Errorf("expected failures of b?1-10: %d", n)
	}
	if n := e.Expected(&sampleResults[0]); n != 1 {
		t.Errorf("expected failures of a: %d", n)
	}

	// An expectation keyed by a variant applies to that variant only.
	e = Expectations{"/encoding/b.any.js?11-last": {"four": "times out"}, "/encoding/a.any.js": {"two": "bug"}}
	got = nil
	for _, m := range e.Compare(sampleResults) {
		got = append(got, m.Kind+" "+m.Test+" "+m.Subtest)
	}
	if want := []string{"regression /encoding/b.any.js?1-10 <harness>"}; !reflect.DeepEqual(got, want) {
		t.Errorf("mismatches %q, want %q", got, want)
	}

	// No expectations: every failure is a regression.
	if n := len(Expectations(nil).Compare(sampleResults)); n != 3 {
		t.Errorf("%d mismatches without expectations, want 3", n)
	}

	// Failures gives the expectations that make results match.
	f := Failures(sampleResults)
	if m := f.Compare(sampleResults); len(m) != 0 {
		t.Errorf("Failures does not match its results: %v", m)
	}
	if f["/encoding/b.any.js?1-10"][HarnessKey] != "ERROR: Uncaught Error: x" {
		t.Errorf("Failures: %v", f)
	}

	if err := os.WriteFile(name, []byte(`{"a": ["not", "an", "object"]}`), 0o644); err != nil {
		t.Fatal(err)
	}
	if _, err := LoadExpectations(name); err == nil {
		t.Error("a malformed expectations file loads")
	}
	if _, err := LoadExpectations(name + ".missing"); err == nil {
		t.Error("a missing expectations file loads")
	}
}
