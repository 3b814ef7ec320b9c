package bench

import (
	"os"
	"strconv"
	"strings"
	"testing"

	xcharset "golang.org/x/net/html/charset"

	"github.com/textcodec/textcodec/htmlsniff"
)

// htmlsniff against golang.org/x/net/html/charset, on the facts of
// ../htmlsniff/testdata/prescan.txt and on the differences htmlsniff's
// migration note lists:
//
//	TestSniffXNetAgreement   how often x/net's DetermineEncoding gives the standard's answer
//	TestSniffXNetDifferences each difference the migration note states holds
//	BenchmarkSniff/<page>/htmlsniff, /xnet   htmlsniff.Sniff and x/net's DetermineEncoding

// sniffCase is a line of prescan.txt: the input and the prescan's answer
// ("" for none).
type sniffCase struct{ name, in, want string }

// loadSniffCases reads ../htmlsniff/testdata/prescan.txt (the format is in
// its first comment).
func loadSniffCases(t testing.TB) []sniffCase {
	data, err := os.ReadFile("../htmlsniff/testdata/prescan.txt")
	if err != nil {
		t.Fatal(err)
	}
	var cases []sniffCase
	for _, line := range strings.Split(string(data), "\n") {
		f := strings.Split(line, "\t")
		if len(f) != 4 || strings.HasPrefix(line, "#") {
			continue
		}
		in, err := strconv.Unquote(f[1])
		if err != nil {
			t.Fatal(err)
		}
		cases = append(cases, sniffCase{f[0], in, strings.TrimPrefix(f[2], "-")})
	}
	return cases
}

// xnetName is the name of the encoding x/net's DetermineEncoding chooses.
func xnetName(content []byte, contentType string) string {
	_, name, _ := xcharset.DetermineEncoding(content, contentType)
	return name
}

// TestSniffXNetAgreement scores x/net's DetermineEncoding against the
// standard on every case: all of them (where x/net's UTF-8 guess answers
// what the standard leaves to the default), and those a <meta>, signature
// or XML declaration decides.
func TestSniffXNetAgreement(t *testing.T) {
	cases := loadSniffCases(t)
	if len(cases) < 150 {
		t.Fatalf("%d cases", len(cases))
	}
	var agree, declared, declaredAgree int
	for _, c := range cases {
		res := htmlsniff.Sniff([]byte(c.in), "text/html", nil)
		if c.want != "" && res.Encoding.Name() != c.want {
			t.Fatalf("%s: htmlsniff answers %v, prescan.txt %s", c.name, res.Encoding, c.want)
		}
		got := xnetName([]byte(c.in), "text/html")
		same := strings.EqualFold(got, res.Encoding.Name())
		if same {
			agree++
		} else {
			t.Logf("%-55s standard %-14s x/net %s", c.name, res.Encoding.Name(), got)
		}
		if c.want != "" {
			declared++
			if same {
				declaredAgree++
			}
		}
	}
	t.Logf("x/net/html/charset gives the standard's answer on %d of %d cases (%.0f%%); on the %d the prescan decides, %d (%.0f%%)",
		agree, len(cases), 100*float64(agree)/float64(len(cases)),
		declared, declaredAgree, 100*float64(declaredAgree)/float64(declared))
}

// TestSniffXNetDifferences: each difference htmlsniff's migration note
// names, with the answers of both.
func TestSniffXNetDifferences(t *testing.T) {
	for _, c := range []struct {
		why, in, contentType, standard, xnet string
	}{
		{"character references decoded", `<meta charset="&#x6b;oi8-r">`, "", "windows-1252", "koi8-r"},
		{"meta inside script missed", "<script>w('<meta charset=\"koi8-r\">')</script>\xcf", "", "KOI8-R", "windows-1252"},
		{"meta inside style missed", "<style>/*<meta charset=koi8-r>*/</style>\xcf", "", "KOI8-R", "windows-1252"},
		{"meta inside title missed", "<title><meta charset=koi8-r></title>\xcf", "", "KOI8-R", "windows-1252"},
		{"no XML declaration step", "<?xml version=\"1.0\" encoding=\"windows-1251\"?><p>\xc0</p>", "", "windows-1251", "windows-1252"},
		{"no UTF-16 '<?x' signature", "<\x00?\x00x\x00m\x00l\x00 \x00?\x00>\x00", "", "UTF-16LE", "windows-1252"},
		{"x-user-defined kept", `<meta charset="x-user-defined">`, "", "windows-1252", "x-user-defined"},
		{"failed charset falls through to content", `<meta charset=bogus http-equiv=content-type content="text/html; charset=koi8-r">`, "", "windows-1252", "koi8-r"},
		{"UTF-8 guessed before windows-1252", "<p>caf\xc3\xa9</p>", "", "windows-1252", "utf-8"},
		{"Content-Type with a repeated parameter ignored", "<p>", "text/html; charset=koi8-r; charset=big5", "KOI8-R", "windows-1252"},
	} {
		if c.contentType == "" {
			c.contentType = "text/html"
		}
		std := htmlsniff.Sniff([]byte(c.in), c.contentType, nil).Encoding.Name()
		xn := xnetName([]byte(c.in), c.contentType)
		if std != c.standard || xn != c.xnet {
			t.Errorf("%s: standard %s, x/net %s; want %s and %s", c.why, std, xn, c.standard, c.xnet)
		}
	}
}

func BenchmarkSniff(b *testing.B) {
	pages := map[string][]byte{
		"MetaCharset": []byte(`<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Example</title></head><body><p>Text</p>`),
		"HTTPEquiv": []byte(`<!DOCTYPE html><html><head><link rel="stylesheet" href="/s.css"><script src="/a.js"></script>` +
			`<meta name="viewport" content="width=device-width"><meta http-equiv="Content-Type" content="text/html; charset=Shift_JIS">` +
			`</head><body>` + strings.Repeat(`<div class="row"><a href="/item">Item</a></div>`, 20)),
		"NoLabel": []byte(strings.Repeat(`<div class="row"><a href="/item">Item</a></div>`+"\n", 30)),
	}
	for _, name := range []string{"MetaCharset", "HTTPEquiv", "NoLabel"} {
		page := pages[name]
		b.Run(name+"/htmlsniff", func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				htmlsniff.Sniff(page, "text/html", nil)
			}
		})
		b.Run(name+"/xnet", func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				xcharset.DetermineEncoding(page, "text/html")
			}
		})
	}
}
