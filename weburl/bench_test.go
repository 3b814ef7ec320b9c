package weburl

import (
	"encoding/json"
	"os"
	"strings"
	"testing"
)

// testdata/realistic-urls.json is a set of URLs as pages and APIs use
// them: https with paths and queries, credentials and ports, a
// percent-encoded query, an IDN host, IPv4 and IPv6 hosts, a data: URL,
// mailto:, file: and relative references against a base ([input, base],
// "" for none). bench/js's BenchmarkURL parses the same set.
func loadRealisticURLs(b *testing.B) [][2]string {
	data, err := os.ReadFile("testdata/realistic-urls.json")
	if err != nil {
		b.Fatal(err)
	}
	var set [][2]string
	if err := json.Unmarshal(data, &set); err != nil {
		b.Fatal(err)
	}
	return set
}

func BenchmarkParseRealistic(b *testing.B) {
	set := loadRealisticURLs(b)
	bases := make([]*URL, len(set))
	n := 0
	for i, c := range set {
		if c[1] != "" {
			bases[i], _ = Parse(c[1], nil)
		}
		n += len(c[0])
	}
	b.SetBytes(int64(n))
	b.ReportAllocs()
	for b.Loop() {
		for i, c := range set {
			u, err := Parse(c[0], bases[i])
			if err != nil {
				b.Fatal(c[0], err)
			}
			_ = u.Href()
		}
	}
}

// BenchmarkParseLong parses a URL of PollInterval code points in its path:
// the work between two polls of a WithPoll function.
func BenchmarkParseLong(b *testing.B) {
	input := "https://example.com/" + strings.Repeat("abcdefgh", PollInterval/8)
	b.SetBytes(int64(len(input)))
	for b.Loop() {
		if _, err := Parse(input, nil); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkSearchParamsRoundTrip(b *testing.B) {
	const query = "q=caf%C3%A9+au+lait&hl=fr&num=20&start=40&filter=a%26b&empty=&flag"
	b.ReportAllocs()
	for b.Loop() {
		ps := ParseParams(query)
		ps.Append("page", "2")
		ps.Sort()
		_ = ps.Serialize()
	}
}
