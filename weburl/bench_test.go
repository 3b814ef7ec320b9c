package weburl

import (
	"strings"
	"testing"
)

// realisticURLs is a set of URLs as pages and APIs use them: https with
// paths and queries, credentials and ports, a percent-encoded query, an
// IDN host, IPv4 and IPv6 hosts, a data: URL, mailto:, file: and relative
// references against a base.
var realisticURLs = []struct{ input, base string }{
	{"https://www.example.com/", ""},
	{"https://www.example.com/products/shoes/running?color=blue&size=42&sort=price_asc#reviews", ""},
	{"https://api.example.com/v2/users/12345/orders?page=3&per_page=50&fields=id,total,status", ""},
	{"http://user:secret@internal.example.org:8080/admin/dashboard?tab=metrics", ""},
	{"https://cdn.example.net/assets/js/app.3f9a2c1b.min.js", ""},
	{"https://search.example.com/search?q=caf%C3%A9+au+lait&hl=fr&num=20&start=40", ""},
	{"https://www.bücher.de/kategorie/romane?seite=2", ""},
	{"http://192.168.1.20:3000/api/health", ""},
	{"http://[2001:db8::7]:8443/status", ""},
	{"https://example.com/a/b/../c/./d.html?x=1", ""},
	{"wss://realtime.example.com/socket?token=abcdef0123456789", ""},
	{"mailto:someone@example.com?subject=Hello%20there", ""},
	{"data:text/plain;base64,SGVsbG8sIFdvcmxkIQ==", ""},
	{"file:///home/user/documents/report%202024.pdf", ""},
	{"../images/logo.png?v=12", "https://www.example.com/blog/2024/05/post.html"},
	{"/login?next=%2Fdashboard%3Ftab%3D2", "https://app.example.com/settings"},
	{"?page=2", "https://shop.example.com/list?page=1"},
	{"//static.example.com/fonts/inter.woff2", "https://www.example.com/"},
	{"https://example.com/path with spaces/ümlaut?q=a b#frag ment", ""},
	{"HTTPS://WWW.EXAMPLE.COM:443/Index.HTML", ""},
}

func BenchmarkParseRealistic(b *testing.B) {
	bases := make([]*URL, len(realisticURLs))
	n := 0
	for i, c := range realisticURLs {
		if c.base != "" {
			bases[i], _ = Parse(c.base, nil)
		}
		n += len(c.input)
	}
	b.SetBytes(int64(n))
	b.ReportAllocs()
	for b.Loop() {
		for i, c := range realisticURLs {
			u, err := Parse(c.input, bases[i])
			if err != nil {
				b.Fatal(c.input, err)
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
