package charset

import (
	"strings"
	"testing"

	"github.com/textcodec/textcodec"
)

// FuzzContentTypeEncoding: any header value parses without panicking, and
// a bare charset value that needs no quoting is looked up as it stands
// (less trailing HTTP whitespace), alone or after other parameters and
// header values.
func FuzzContentTypeEncoding(f *testing.F) {
	for _, s := range []string{"gbk", " utf-8\t", "x-user-defined", "\"big5\"", "latin1;", "a,b", "\xff"} {
		f.Add(s, "text/html;x=y, ")
	}
	f.Fuzz(func(t *testing.T, value, prefix string) {
		ContentTypeEncoding(value)
		ContentTypeEncoding(prefix + value)
		Lookup(value)
		if value == "" || strings.ContainsAny(value, ";,\"") || strings.TrimRight(value, httpWhitespace) == "" || !isQuotedStringTokens(strings.TrimRight(value, httpWhitespace)) {
			return
		}
		want := textcodec.Lookup(strings.TrimRight(value, httpWhitespace))
		for _, ct := range []string{"text/html;charset=" + value, "TEXT/plain ; x=\"a;b,c\" ;;CharSet=" + value, "*/*;charset=x, text/html;charset=" + value} {
			if got := ContentTypeEncoding(ct); got != want {
				t.Errorf("ContentTypeEncoding(%q) = %v, want %v", ct, got, want)
			}
		}
	})
}
