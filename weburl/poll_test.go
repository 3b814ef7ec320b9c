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
		// Each loop over the host polls: the parser, the ASCII check, the
		// lowercasing and the forbidden code point check (4 x 8).
		{"uppercase host", "https://" + strings.Repeat("A", 8*PollInterval) + "/", 32},
		// ... and "ends in a number" and the IPv4 number parser (+2 x 8).
		{"number host", "https://" + strings.Repeat("1", 8*PollInterval) + "/", 48},
		// The parser, percent-decoding (3 x 8 each), the ASCII check, the
		// lowercasing and the forbidden code point check (8 each).
		{"percent-encoded host", "https://" + strings.Repeat("%61", 8*PollInterval) + "/", 72},
		// The parser, the opaque-host parser's check and its
		// percent-encoding.
		{"opaque host", "sc://" + strings.Repeat("a", 8*PollInterval) + "/", 24},
		// The parser, its code points and the host's for the IPv6 parser.
		{"IPv6 host", "https://[" + strings.Repeat("1", 8*PollInterval) + "]/", 24},
		// Leading and trailing C0 control or space, tab and newline.
		{"leading space", strings.Repeat(" ", 8*PollInterval) + "https://x/", 8},
		{"trailing space", "https://x/" + strings.Repeat(" ", 8*PollInterval), 8},
		{"tab", "https://x/" + strings.Repeat("\t", 8*PollInterval), 8},
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

// Sorting polls through each comparison of long names: every PollInterval
// code points compared.
func TestSortPolls(t *testing.T) {
	name := strings.Repeat("a", 8*PollInterval)
	sorted := func(k int) (polls int, stopped bool) {
		defer func() {
			if r := recover(); r != nil {
				if _, ok := r.(stop); !ok {
					panic(r)
				}
				stopped = true
			}
		}()
		ps := NewParams([]Pair{{Name: name + "b"}, {Name: name + "a"}}, WithPoll(func() {
			polls++
			if polls == k {
				panic(stop{})
			}
		}))
		ps.Sort()
		if ps.At(0).Name != name+"a" {
			t.Errorf("not sorted")
		}
		return polls, false
	}
	n, _ := sorted(0)
	if n < 8 {
		t.Fatalf("sorting 2 names of %d code points polled %d times, want 8 at least", len(name), n)
	}
	for _, k := range []int{1, n} {
		if polls, stopped := sorted(k); !stopped || polls != k {
			t.Errorf("a panic at poll %d: stopped %v after %d polls", k, stopped, polls)
		}
	}
}
