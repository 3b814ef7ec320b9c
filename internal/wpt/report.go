package wpt

import (
	"encoding/json"
	"fmt"
	"io"
	"os"
	"runtime"
	"sort"
	"strings"
	"time"
)

// Counts are the totals of a set of results: subtests passed and failed
// (a run whose harness status is not OK counts as one more failure, since
// its subtests may be missing), and files skipped.
type Counts struct{ Passed, Failed, Skipped int }

// Count totals results.
func Count(results []Result) Counts {
	var c Counts
	for i := range results {
		r := &results[i]
		if r.Status == StatusSkip {
			c.Skipped++
			continue
		}
		p := r.Passed()
		c.Passed += p
		c.Failed += len(r.Subtests) - p
		if r.Status != StatusOK {
			c.Failed++
		}
	}
	return c
}

// String is the summary line: "N passed, N failed", with ", N skipped" when
// any file was skipped.
func (c Counts) String() string {
	s := fmt.Sprintf("%d passed, %d failed", c.Passed, c.Failed)
	if c.Skipped > 0 {
		s += fmt.Sprintf(", %d skipped", c.Skipped)
	}
	return s
}

// Line is a result's one-line summary: "PASS /encoding/x.any.js (12/12)",
// "FAIL ... (10/12)", "FAIL ... (3/4, harness ERROR: message)", or
// "SKIP ... (reason)".
func Line(r *Result) string {
	if r.Status == StatusSkip {
		return fmt.Sprintf("SKIP %s (%s)", r.Test, r.Message)
	}
	verdict := "FAIL"
	if r.OK() {
		verdict = "PASS"
	}
	s := fmt.Sprintf("%s %s (%d/%d", verdict, r.Test, r.Passed(), len(r.Subtests))
	if r.Status != StatusOK {
		s += ", harness " + r.Status
		if r.Message != "" {
			s += ": " + oneLine(r.Message)
		}
	}
	return s + ")"
}

// SubtestLine is a subtest's line for -v: its status, name and message.
func SubtestLine(s *Subtest) string {
	line := fmt.Sprintf("  %s %s", s.Status, s.Name)
	if s.Message != "" {
		line += ": " + oneLine(s.Message)
	}
	return line
}

// oneLine folds a message onto one line.
func oneLine(s string) string {
	return strings.Join(strings.Fields(s), " ")
}

// The wptreport format (the JSON that wptrunner's --log-wptreport writes and
// wpt.fyi reads).
type wptReport struct {
	Results   []wptResult       `json:"results"`
	RunInfo   map[string]string `json:"run_info"`
	TimeStart int64             `json:"time_start"`
	TimeEnd   int64             `json:"time_end"`
}

type wptResult struct {
	Test     string       `json:"test"`
	Subtests []wptSubtest `json:"subtests"`
	Status   string       `json:"status"`
	Message  *string      `json:"message"`
	Duration int64        `json:"duration"` // milliseconds
}

type wptSubtest struct {
	Name    string  `json:"name"`
	Status  string  `json:"status"`
	Message *string `json:"message"`
}

func nullable(s string) *string {
	if s == "" {
		return nil
	}
	return &s
}

// WriteReport writes results as a wptreport JSON document. start and end
// are the run's wall-clock bounds; product names the runtime under test.
func WriteReport(w io.Writer, results []Result, start, end time.Time, product string) error {
	rep := wptReport{
		Results: []wptResult{},
		RunInfo: map[string]string{
			"product":        product,
			"browser_name":   product,
			"os":             runtime.GOOS,
			"processor":      runtime.GOARCH,
			"go_version":     runtime.Version(),
			"testharness_js": "the checkout's resources/testharness.js",
		},
		TimeStart: start.UnixMilli(),
		TimeEnd:   end.UnixMilli(),
	}
	for i := range results {
		r := &results[i]
		wr := wptResult{Test: r.Test, Subtests: []wptSubtest{}, Status: r.Status, Message: nullable(r.Message), Duration: r.Duration.Milliseconds()}
		for _, s := range r.Subtests {
			wr.Subtests = append(wr.Subtests, wptSubtest{s.Name, s.Status, nullable(s.Message)})
		}
		rep.Results = append(rep.Results, wr)
	}
	enc := json.NewEncoder(w)
	enc.SetIndent("", " ")
	return enc.Encode(rep)
}

// Expectations are the known failures: test ID (a file's root-relative
// path, "/encoding/x.any.js", or that with a variant, which then applies to
// that variant alone) → subtest name → the reason it fails. The subtest name
// HarnessKey stands for the harness status: the file's run does not end OK.
type Expectations map[string]map[string]string

// HarnessKey is the subtest name under which Expectations list a file whose
// harness status is not OK (ERROR or TIMEOUT).
const HarnessKey = "<harness>"

// LoadExpectations reads an expectations JSON file.
func LoadExpectations(name string) (Expectations, error) {
	data, err := os.ReadFile(name)
	if err != nil {
		return nil, err
	}
	return parseExpectations(name, data)
}

// parseExpectations parses data, an expectations JSON file named name.
func parseExpectations(name string, data []byte) (Expectations, error) {
	var e Expectations
	if err := json.Unmarshal(data, &e); err != nil {
		return nil, fmt.Errorf("wpt: %s: %w", name, err)
	}
	norm := Expectations{}
	for k, v := range e {
		if !strings.HasPrefix(k, "/") {
			k = "/" + k
		}
		norm[k] = v
	}
	return norm, nil
}

// A Mismatch is a difference between results and expectations.
type Mismatch struct {
	Test    string
	Subtest string // HarnessKey for the harness status
	Kind    string // "regression", "unexpected pass" or "missing"
	Detail  string // the failure's status and message, or the expected reason
}

func (m Mismatch) String() string {
	return fmt.Sprintf("%s: %s » %s: %s", m.Kind, m.Test, m.Subtest, oneLine(m.Detail))
}

// reason returns the expectation for a subtest of a run, looked up under the
// run's test ID, then under its file's.
func (e Expectations) reason(r *Result, subtest string) (string, bool) {
	if m, ok := e[r.Test]; ok {
		if why, ok := m[subtest]; ok {
			return why, true
		}
	}
	if m, ok := e["/"+r.File]; ok {
		if why, ok := m[subtest]; ok {
			return why, true
		}
	}
	return "", false
}

// Expected returns the number of the run's failures (subtests, and the
// harness) that the expectations list.
func (e Expectations) Expected(r *Result) int {
	n := 0
	if r.Status == StatusSkip {
		return 0
	}
	if _, ok := e.reason(r, HarnessKey); ok && r.Status != StatusOK {
		n++
	}
	for _, s := range r.Subtests {
		if _, ok := e.reason(r, s.Name); ok && s.Status != SubtestPass {
			n++
		}
	}
	return n
}

// Compare lists where results and expectations differ: a failure not
// listed (regression), a listed failure that passed (unexpected pass), and
// a listed subtest that none of its file's runs reported (missing).
// Expectations for files that did not run (not under the paths, or
// skipped) are not looked at.
func (e Expectations) Compare(results []Result) []Mismatch {
	var out []Mismatch
	seen := map[string]map[string]bool{} // expectation key → subtests seen
	mark := func(key, subtest string) {
		if seen[key] == nil {
			seen[key] = map[string]bool{}
		}
		seen[key][subtest] = true
	}
	ran := map[string]bool{}
	for i := range results {
		r := &results[i]
		if r.Status == StatusSkip {
			continue
		}
		ran[r.Test], ran["/"+r.File] = true, true
		mark(r.Test, HarnessKey)
		mark("/"+r.File, HarnessKey)
		_, harnessExpected := e.reason(r, HarnessKey)
		switch {
		case r.Status != StatusOK && !harnessExpected:
			out = append(out, Mismatch{r.Test, HarnessKey, "regression", r.Status + ": " + r.Message})
		case r.Status == StatusOK && harnessExpected:
			why, _ := e.reason(r, HarnessKey)
			out = append(out, Mismatch{r.Test, HarnessKey, "unexpected pass", "harness OK; expected not OK: " + why})
		}
		for _, s := range r.Subtests {
			mark(r.Test, s.Name)
			mark("/"+r.File, s.Name)
			why, expected := e.reason(r, s.Name)
			switch {
			case s.Status != SubtestPass && !expected:
				out = append(out, Mismatch{r.Test, s.Name, "regression", s.Status + ": " + s.Message})
			case s.Status == SubtestPass && expected:
				out = append(out, Mismatch{r.Test, s.Name, "unexpected pass", "expected to fail: " + why})
			}
		}
	}
	var keys []string
	for k := range e {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		if !ran[k] {
			continue
		}
		var names []string
		for name := range e[k] {
			if !seen[k][name] {
				names = append(names, name)
			}
		}
		sort.Strings(names)
		for _, name := range names {
			out = append(out, Mismatch{k, name, "missing", "listed as failing, but no run reported it: " + e[k][name]})
		}
	}
	return out
}

// Failures returns the expectations that make results match: every
// failure, with its status and message as the reason. It is a starting
// point for an expectations file, whose reasons a person then writes.
func Failures(results []Result) Expectations {
	e := Expectations{}
	add := func(test, name, why string) {
		if e[test] == nil {
			e[test] = map[string]string{}
		}
		e[test][name] = oneLine(why)
	}
	for i := range results {
		r := &results[i]
		if r.Status == StatusSkip {
			continue
		}
		if r.Status != StatusOK {
			add(r.Test, HarnessKey, r.Status+": "+r.Message)
		}
		for _, s := range r.Subtests {
			if s.Status != SubtestPass {
				add(r.Test, s.Name, s.Status+": "+s.Message)
			}
		}
	}
	return e
}
