package weburl

import (
	"strings"
	"testing"
)

// stop is what the tests' poll functions panic with.
type stop struct{}

// pollsOf returns how many times Parse polls on input, and whether a poll
// function that panics at poll k stops it there (when k > 0).
func pollsOf(t *testing.T, input string, k int) (polls int, stopped bool) {
	t.Helper()
	defer func() {
		if r := recover(); r != nil {
			if _, ok := r.(stop); !ok {
				panic(r)
			}
			stopped = true
		}
	}()
	_, _ = Parse(input, nil, WithPoll(func() {
		polls++
		if polls == k {
			panic(stop{})
		}
	}))
	return polls, false
}

// A long input is polled as the parser goes (every PollInterval code
// points), and a poll that panics stops it; so is a long IDN host while
// golang.org/x/net/idna converts it (on another goroutine, polled every
// pollEvery), and a long ASCII host.
func TestPoll(t *testing.T) {
	for _, tc := range []struct {
		name  string
		input string
		min   int
	}{
		{"path", "https://x/" + strings.Repeat("a", 8*PollInterval), 8},
		{"query", "https://x/?" + strings.Repeat("a", 8*PollInterval), 8},
		{"fragment", "https://x/#" + strings.Repeat("a", 8*PollInterval), 8},
		{"opaque path", "sc:" + strings.Repeat("a", 8*PollInterval), 8},
		{"ASCII host", "https://" + strings.Repeat("a", 8*PollInterval) + "/", 15},
		{"IDN host", "https://" + strings.Repeat("\u00e9", 8*PollInterval) + "/", 9},
	} {
		t.Run(tc.name, func(t *testing.T) {
			n, _ := pollsOf(t, tc.input, 0)
			if n < tc.min {
				t.Fatalf("%d polls, want %d at least", n, tc.min)
			}
			for _, k := range []int{1, tc.min} {
				polls, stopped := pollsOf(t, tc.input, k)
				if !stopped || polls != k {
					t.Errorf("a panic at poll %d: stopped %v after %d polls", k, stopped, polls)
				}
			}
		})
	}
}
