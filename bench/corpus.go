// Package bench compares textcodec's speed with golang.org/x/text's on the
// same inputs. It is a module of its own, so that x/text is never in the
// module graph of a program that uses textcodec.
//
// The corpus is built at run time from the literature files in x/text's
// encoding/testdata folder, read from the module cache (they are not copied
// into this repository), from a few samples written here for scripts that
// folder lacks, and from documents Debian packages install (web pages and
// table rows; see shapes.go), with worst-case alternations made here. Each input is about 1 MiB: the text repeated line by
// line, so that every cut falls on a character boundary.
package bench

import (
	"bytes"
	"errors"
	"fmt"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"runtime/debug"
	"strings"
	"sync"
	"unicode/utf16"
	"unicode/utf8"

	"github.com/textcodec/textcodec"
)

// InputSize is the size every input is built up to (inputs end at the last
// whole line that fits).
const InputSize = 1 << 20

// A Case is one benchmark input: about 1 MiB of text in one encoding.
type Case struct {
	// Name is the benchmark's name for the case: the encoding's name, or the
	// encoding's name and the kind of text (UTF-8-ascii, gb18030-latin).
	Name string
	Enc  *textcodec.Encoding
	// Source says where the text comes from and how it was made.
	Source string
	// Encoded is the input in Enc; decoders read it.
	Encoded []byte
	// Text is Encoded decoded by textcodec (UTF-8); encoders read it.
	Text []byte
	// UTF16 is Text in UTF-16; encoders from UTF-16 read it.
	UTF16 []uint16
	// Generated is set when Encoded was made with textcodec's own encoder
	// (no native file exists for the encoding).
	Generated bool
}

var (
	corpusOnce  sync.Once
	corpusCases []*Case
	corpusErr   error
)

// Corpus returns the benchmark inputs, building them on the first call.
func Corpus() ([]*Case, error) {
	corpusOnce.Do(func() { corpusCases, corpusErr = buildCorpus() })
	return corpusCases, corpusErr
}

// TestdataDir returns x/text's encoding/testdata folder in the module cache.
// It asks the go command first, run in this package's source folder (so a
// test binary run from elsewhere, say with -cpuprofile, finds it too);
// failing that it derives the folder from the binary's build information and
// GOMODCACHE.
func TestdataDir() (string, error) {
	const mod = "golang.org/x/text"
	cmd := exec.Command("go", "list", "-m", "-f", "{{.Dir}}", mod)
	if _, file, _, ok := runtime.Caller(0); ok {
		cmd.Dir = filepath.Dir(file)
	}
	if out, err := cmd.Output(); err == nil {
		if dir := strings.TrimSpace(string(out)); dir != "" {
			return checkDir(filepath.Join(dir, "encoding", "testdata"))
		}
	}
	info, ok := debug.ReadBuildInfo()
	if !ok {
		return "", errors.New("bench: cannot locate golang.org/x/text: no go command and no build information")
	}
	version := ""
	for _, dep := range info.Deps {
		if dep.Path == mod {
			version = dep.Version
			if dep.Replace != nil {
				version = dep.Replace.Version
			}
		}
	}
	if version == "" {
		return "", errors.New("bench: golang.org/x/text is not in the binary's build information")
	}
	cache := os.Getenv("GOMODCACHE")
	if cache == "" {
		gopath := os.Getenv("GOPATH")
		if gopath == "" {
			home, err := os.UserHomeDir()
			if err != nil {
				return "", err
			}
			gopath = filepath.Join(home, "go")
		}
		cache = filepath.Join(filepath.SplitList(gopath)[0], "pkg", "mod")
	}
	return checkDir(filepath.Join(cache, mod+"@"+version, "encoding", "testdata"))
}

func checkDir(dir string) (string, error) {
	if _, err := os.Stat(filepath.Join(dir, "candide-utf-8.txt")); err != nil {
		return "", fmt.Errorf("bench: x/text testdata not found: %w", err)
	}
	return dir, nil
}

// buildCorpus makes every Case.
func buildCorpus() ([]*Case, error) {
	dir, err := TestdataDir()
	if err != nil {
		return nil, err
	}
	files := map[string][]byte{}
	read := func(name string) []byte {
		if b, ok := files[name]; ok {
			return b
		}
		b, e := os.ReadFile(filepath.Join(dir, name))
		if e != nil && err == nil {
			err = e
		}
		files[name] = b
		return b
	}
	var cases []*Case
	native := func(name string, enc *textcodec.Encoding, file string) {
		cases = append(cases, &Case{Name: name, Enc: enc, Source: file, Encoded: read(file)})
	}
	generated := func(name string, enc *textcodec.Encoding, source string, text []byte) {
		cases = append(cases, &Case{Name: name, Enc: enc, Source: source, Encoded: encodeDropping(enc, text), Generated: true})
	}
	candide := read("candide-utf-8.txt")
	sunzi := read("sunzi-bingfa-simplified-utf-8.txt")
	rashomon := read("rashomon-utf-8.txt")

	// UTF-8 by kind of text.
	cases = append(cases,
		&Case{Name: "UTF-8-ascii", Enc: textcodec.UTF8, Source: "candide-utf-8.txt, non-ASCII removed", Encoded: asciiOnly(candide)},
		&Case{Name: "UTF-8-latin", Enc: textcodec.UTF8, Source: "candide-utf-8.txt", Encoded: candide},
		&Case{Name: "UTF-8-cjk", Enc: textcodec.UTF8, Source: "rashomon-utf-8.txt", Encoded: rashomon},
		&Case{Name: "UTF-8-zh", Enc: textcodec.UTF8, Source: "sunzi-bingfa-simplified-utf-8.txt", Encoded: sunzi},
		&Case{Name: "UTF-8-emoji", Enc: textcodec.UTF8, Source: "emoji generated here (fixed seed)", Encoded: emojiText()},
		&Case{Name: "UTF-8-latin-synthetic", Enc: textcodec.UTF8, Source: "Latin words generated here, half their letters accented (fixed seed)", Encoded: latinText()},
		&Case{Name: "UTF-8-illformed", Enc: textcodec.UTF8, Source: "candide-utf-8.txt with a bad byte every 61 bytes or so", Encoded: illFormed(candide)},
	)

	// The multi-byte encodings, from their native files where x/text has one.
	native("GBK", textcodec.GBK, "sunzi-bingfa-simplified-gbk.txt")
	generated("gb18030", textcodec.GB18030, "sunzi-bingfa-simplified-utf-8.txt, encoded by textcodec", sunzi)
	native("gb18030-latin", textcodec.GB18030, "candide-gb18030.txt")
	native("Big5", textcodec.Big5, "sunzi-bingfa-traditional-big5.txt")
	native("EUC-JP", textcodec.EUCJP, "rashomon-euc-jp.txt")
	native("ISO-2022-JP", textcodec.ISO2022JP, "rashomon-iso-2022-jp.txt")
	native("Shift_JIS", textcodec.ShiftJIS, "rashomon-shift-jis.txt")
	native("EUC-KR", textcodec.EUCKR, "unsu-joh-eun-nal-euc-kr.txt")

	// UTF-16: candide-utf-16le.txt, and the same swapped for big-endian.
	le := bytes.TrimPrefix(read("candide-utf-16le.txt"), []byte{0xFF, 0xFE})
	be := make([]byte, len(le))
	for i := 0; i+1 < len(le); i += 2 {
		be[i], be[i+1] = le[i+1], le[i]
	}
	cases = append(cases,
		&Case{Name: "UTF-16LE", Enc: textcodec.UTF16LE, Source: "candide-utf-16le.txt", Encoded: le},
		&Case{Name: "UTF-16BE", Enc: textcodec.UTF16BE, Source: "candide-utf-16le.txt, byte-swapped", Encoded: be},
		&Case{Name: "UTF-16LE-ja", Enc: textcodec.UTF16LE, Source: "rashomon-utf-8.txt in UTF-16LE", Encoded: utf16LE(rashomon)},
	)

	// x-user-defined exists to carry bytes; windows-1252 text is typical.
	native("x-user-defined", textcodec.XUserDefined, "candide-windows-1252.txt")

	// The single-byte encodings, each from a text in its script. Code points
	// an encoding lacks are left out.
	for _, enc := range textcodec.Encodings() {
		if !isSingleByte(enc) {
			continue
		}
		if enc == textcodec.Windows1252 {
			native(enc.Name(), enc, "candide-windows-1252.txt")
			continue
		}
		name, text := "candide-utf-8.txt", candide
		if s, ok := singleByteSample[enc.Name()]; ok {
			name, text = s.name+" sample written here", []byte(s.text)
		}
		generated(enc.Name(), enc, name+", encoded by textcodec", text)
	}
	if err != nil {
		return nil, err
	}
	shapes, err := shapeCases()
	if err != nil {
		return nil, err
	}
	cases = append(cases, shapes...)

	for _, c := range cases {
		c.Encoded = repeatLines(c.Encoded, newline(c.Enc), InputSize)
		if len(c.Encoded) == 0 {
			return nil, fmt.Errorf("bench: %s: empty input (encoder not implemented?)", c.Name)
		}
		dec := c.Enc.NewDecoder(textcodec.BOMKeep)
		c.Text, _ = dec.Bytes(c.Encoded)
		c.UTF16 = utf16.Encode([]rune(string(c.Text)))
	}
	return cases, nil
}

// isSingleByte reports whether enc is one of the "legacy single-byte
// encodings" (IBM866 to x-mac-cyrillic in the standard's list).
func isSingleByte(enc *textcodec.Encoding) bool {
	switch enc {
	case textcodec.UTF8, textcodec.GBK, textcodec.GB18030, textcodec.Big5, textcodec.EUCJP, textcodec.ISO2022JP,
		textcodec.ShiftJIS, textcodec.EUCKR, textcodec.Replacement, textcodec.UTF16BE, textcodec.UTF16LE, textcodec.XUserDefined:
		return false
	}
	return true
}

// newline returns U+000A in enc: two bytes for UTF-16, one otherwise.
func newline(enc *textcodec.Encoding) []byte {
	switch enc {
	case textcodec.UTF16LE:
		return []byte{0x0A, 0}
	case textcodec.UTF16BE:
		return []byte{0, 0x0A}
	}
	return []byte{0x0A}
}

// repeatLines returns text repeated, whole lines at a time, up to size bytes.
// A line ends with nl at an offset that is a multiple of len(nl); nl is added
// at the end of text if missing. In every encoding benchmarked here a newline
// byte (pair for UTF-16) ends a character and, for ISO-2022-JP, is only met
// in an ASCII state, so the cuts fall on character boundaries and repeating
// changes nothing in the decoded text but its length.
func repeatLines(text, nl []byte, size int) []byte {
	if len(text) == 0 {
		return nil
	}
	if !bytes.HasSuffix(text, nl) {
		text = append(append([]byte(nil), text...), nl...)
	}
	var lines [][]byte
	start := 0
	for i := 0; i+len(nl) <= len(text); i += len(nl) {
		if bytes.Equal(text[i:i+len(nl)], nl) {
			lines = append(lines, text[start:i+len(nl)])
			start = i + len(nl)
		}
	}
	out := make([]byte, 0, size)
	for k := 0; ; k = (k + 1) % len(lines) {
		if len(out)+len(lines[k]) > size {
			return out
		}
		out = append(out, lines[k]...)
	}
}

// encodeDropping encodes the UTF-8 text with enc's encoder, leaving out the
// code points enc cannot encode.
func encodeDropping(enc *textcodec.Encoding, text []byte) []byte {
	e, err := enc.NewEncoder(textcodec.Fatal)
	if err != nil {
		return nil
	}
	out := make([]byte, e.MaxEncodedLen(len(text)))
	j := 0
	for {
		n, m, err := e.Encode(out[j:], text, true)
		j, text = j+n, text[m:]
		var ee *textcodec.EncodeError
		if !errors.As(err, &ee) {
			return out[:j]
		}
	}
}

// asciiOnly returns the ASCII bytes of b.
func asciiOnly(b []byte) []byte {
	out := make([]byte, 0, len(b))
	for _, c := range b {
		if c < 0x80 {
			out = append(out, c)
		}
	}
	return out
}

// emojiText returns lines of emoji-heavy UTF-8: mostly emoji (single code
// points, with skin tones or VS16, ZWJ sequences, flags) with a few words.
func emojiText() []byte {
	emoji := []string{
		"😀", "😂", "🥲", "😍", "🤔", "🙄", "😴", "🤯", "🥳", "😎", "👍", "👎", "👏🏽",
		"🙏🏻", "💪🏿", "👋🏼", "❤️", "💔", "🔥", "✨", "🎉", "🎂", "🍕", "🍣", "☕", "🍺",
		"🚀", "✈️", "🚲", "🌍", "🌧️", "🌈", "⚽", "🏀", "🎸", "📱", "💻", "📚", "✅", "❌",
		"👨‍👩‍👧‍👦", "👩🏽‍💻", "🧑‍🚀", "🏳️‍🌈", "🇯🇵", "🇫🇷", "🇧🇷", "🇰🇪", "🐶", "🐱", "🦊", "🐙",
	}
	words := []string{"ok", "lol", "see you", "yes", "wow", "so good", "haha", "thanks", "omg", "gm"}
	r := rand.New(rand.NewPCG(1, 2))
	var b strings.Builder
	for line := 0; line < 400; line++ {
		n := 8 + r.IntN(16)
		for k := 0; k < n; k++ {
			if k > 0 && r.IntN(3) == 0 {
				b.WriteByte(' ')
			}
			if r.IntN(6) == 0 {
				b.WriteString(words[r.IntN(len(words))])
				b.WriteByte(' ')
			} else {
				b.WriteString(emoji[r.IntN(len(emoji))])
			}
		}
		b.WriteByte('\n')
	}
	if !utf8.ValidString(b.String()) {
		panic("bench: emoji text is not UTF-8") // unreachable: all literals
	}
	return []byte(b.String())
}

// latinText returns lines of generated words in Latin letters, about half of
// them from Latin-1 Supplement and Latin Extended-A (two UTF-8 bytes each):
// text that leaves an ASCII fast path every other byte or so.
func latinText() []byte {
	const plain = "abcdefghijklmnopqrstuvwxyz"
	accented := []rune("àáâãäåæçèéêëìíîïñòóôõöøùúûüýÿāăąćčďđēėęěğīįıłńňőœřśşšťūůűųźżžß")
	r := rand.New(rand.NewPCG(3, 4))
	var b strings.Builder
	for line := 0; line < 400; line++ {
		for w := 0; w < 6+r.IntN(8); w++ {
			if w > 0 {
				b.WriteByte(' ')
			}
			for k := 0; k < 2+r.IntN(8); k++ {
				if r.IntN(2) == 0 {
					b.WriteRune(accented[r.IntN(len(accented))])
				} else {
					b.WriteByte(plain[r.IntN(len(plain))])
				}
			}
		}
		b.WriteString(".\n")
	}
	return []byte(b.String())
}

// illFormed returns the UTF-8 text with a byte that can never begin a UTF-8
// sequence (a continuation byte, C0, C1, F5 or FF, in turn) put before every
// character that starts at least 61 bytes after the previous bad byte. Each
// decodes to one U+FFFD under the standard and x/text alike.
func illFormed(text []byte) []byte {
	bad := []byte{0x80, 0xBF, 0xC0, 0xC1, 0xF5, 0xFF, 0x9F}
	out := make([]byte, 0, len(text)+len(text)/60)
	last, k := 0, 0
	for i := 0; i < len(text); i++ {
		if text[i]&0xC0 != 0x80 && text[i] != '\n' && i-last >= 61 {
			out = append(out, bad[k%len(bad)])
			last, k = i, k+1
		}
		out = append(out, text[i])
	}
	return out
}

// utf16LE returns the UTF-8 text in UTF-16LE.
func utf16LE(text []byte) []byte {
	u := utf16.Encode([]rune(string(text)))
	out := make([]byte, 2*len(u))
	for k, v := range u {
		out[2*k], out[2*k+1] = byte(v), byte(v>>8)
	}
	return out
}
