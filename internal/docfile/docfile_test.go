package docfile

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestVerifyFindsAHandEdit(t *testing.T) {
	gen := Generate([]byte("# speed\n\n| Shift_JIS | 1725 |\n"), "`go run ./cmd/x`")
	body, cmd, err := Verify(gen)
	if err != nil || string(body) != "# speed\n\n| Shift_JIS | 1725 |\n" || cmd != "`go run ./cmd/x`" {
		t.Fatalf("Verify(Generate(...)) = %q, %q, %v", body, cmd, err)
	}
	edited := strings.Replace(string(gen), "1725", "1726", 1)
	if _, _, err := Verify([]byte(edited)); err == nil {
		t.Error("Verify accepts a figure edited by hand")
	}
	if _, _, err := Verify([]byte("# notes\n")); !errors.Is(err, ErrNotGenerated) {
		t.Errorf("Verify of a file with no footer: %v, want ErrNotGenerated", err)
	}
}

// writeTree writes files under a new temporary root.
func writeTree(t *testing.T, files map[string]string) string {
	t.Helper()
	root := t.TempDir()
	for name, text := range files {
		p := filepath.Join(root, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return root
}

func TestCheck(t *testing.T) {
	source := string(Generate([]byte("| case | MB/s |\n|---|--:|\n| ascii | 51158 |\n| Shift_JIS | 1725 |\n"), "`gen`"))
	quote := func(lines ...string) string {
		return "# x\n\n<!-- quote docs/speed.md -->\n" + strings.Join(lines, "\n") + "\n<!-- end quote -->\n"
	}
	for _, c := range []struct {
		name, readme string
		fails        bool
	}{
		{"rows in order", quote("| case | MB/s |", "|---|--:|", "| Shift_JIS | 1725 |"), false},
		{"a figure edited", quote("| Shift_JIS | 1726 |"), true},
		{"rows out of order", quote("| Shift_JIS | 1725 |", "| ascii | 51158 |"), true},
		{"a figure outside a quote", "Shift_JIS decodes at 1725 MB/s.\n", true},
		{"a ratio outside a quote", "Shift_JIS is 5.4x x/text.\n", true},
		{"a pass count outside a quote", "It passes 300/300 subtests.\n", true},
		{"no end", "<!-- quote docs/speed.md -->\n| ascii | 51158 |\n", true},
		{"a missing source", "<!-- quote docs/none.md -->\n<!-- end quote -->\n", true},
		{"a ratio with ×", "Enable: 3.5× x/text's.\n", true},
		{"prose without figures", "Flags: -timeout 1s, -queue 4 × concurrency; bytes 0x82 0xa0.\n", false},
	} {
		root := writeTree(t, map[string]string{"docs/speed.md": source, "README.md": c.readme})
		errs := Check(root, "README.md")
		if (len(errs) > 0) != c.fails {
			t.Errorf("%s: Check = %v, want failure %v", c.name, errs, c.fails)
		}
	}
	// A source edited by hand fails every quote of it.
	edited := strings.Replace(source, "51158", "51159", 1)
	root := writeTree(t, map[string]string{"docs/speed.md": edited, "README.md": quote("| Shift_JIS | 1725 |")})
	if errs := Check(root, "README.md"); len(errs) == 0 {
		t.Error("Check passes a quote of a generated file edited by hand")
	}
}
