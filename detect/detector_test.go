package detect

import (
	"testing"

	"github.com/textcodec/textcodec"
)

// sample is a text in an encoding that must detect as that encoding (or
// one that decodes its bytes the same way).
type sample struct {
	enc  *textcodec.Encoding
	text string
}

var samples = []sample{
	{textcodec.Windows1252, "Le café est très chaud, et la crème brûlée attend sur la table."},
	{textcodec.Macintosh, "Le café est très chaud, et la crème brûlée attend sur la table."},
	{textcodec.KOI8U, "Україна - це держава, її столиця Київ, а ґанок біля хати."},
	{textcodec.Windows1250, "Zażółć gęślą jaźń, to jest polski tekst o łące i źródle."},
	{textcodec.ISO8859_2, "Zażółć gęślą jaźń, to jest polski tekst o łące i źródle."},
	{textcodec.Windows1251, "Съешь же ещё этих мягких французских булок, да выпей чаю."},
	{textcodec.KOI8R, "Съешь же ещё этих мягких французских булок, да выпей чаю."},
	{textcodec.IBM866, "Съешь же ещё этих мягких французских булок, да выпей чаю."},
	{textcodec.ISO8859_5, "Съешь же ещё этих мягких французских булок, да выпей чаю."},
	{textcodec.Windows1253, "Η γρήγορη καφέ αλεπού πηδά πάνω από το τεμπέλικο σκυλί."},
	{textcodec.Windows1254, "Türkçe ağaç altında çay içip güzel şarkılar söyledik."},
	{textcodec.Windows1255, "שלום עולם, זהו טקסט קצר בעברית על מזג האוויר."},
	{textcodec.Windows1256, "مرحبا بالعالم، هذا نص قصير باللغة العربية عن الطقس."},
	{textcodec.Windows1257, "Lietuvių kalba yra viena seniausių gyvų kalbų, sakė mokytoja."},
	{textcodec.Windows1258, "Ti\u00ea\u0301ng Vi\u00ea\u0323t la\u0300 ngôn ng\u01b0\u0303 cu\u0309a ng\u01b0\u01a1\u0300i Vi\u00ea\u0323t."},
	{textcodec.Windows874, "สวัสดีชาวโลก นี่คือข้อความภาษาไทยสั้นๆ เกี่ยวกับอากาศ"},
	{textcodec.ShiftJIS, "日本語のテキストです。今日は良い天気ですね。"},
	{textcodec.EUCJP, "日本語のテキストです。今日は良い天気ですね。"},
	{textcodec.ISO2022JP, "日本語のテキストです。今日は良い天気ですね。"},
	{textcodec.GBK, "我们今天去公园散步，天气很好，大家都很高兴。"},
	{textcodec.Big5, "我們今天去公園散步，天氣很好，大家都很高興。"},
	{textcodec.EUCKR, "오늘은 날씨가 좋습니다. 우리 모두 공원에 갑시다."},
	{textcodec.UTF8, "Grüße aus München, Съешь же ещё, 日本語のテキスト."},
}

// sampleText returns the text of the first sample in enc.
func sampleText(enc *textcodec.Encoding) string {
	for _, s := range samples {
		if s.enc == enc {
			return s.text
		}
	}
	panic("no sample in " + enc.Name())
}

// encode returns s in enc.
func encode(t testing.TB, enc *textcodec.Encoding, s string) []byte {
	t.Helper()
	e, err := enc.NewEncoder(textcodec.Fatal)
	if err != nil {
		t.Fatal(err)
	}
	b, err := e.EncodeString(s)
	if err != nil {
		t.Fatalf("%s cannot encode %q: %v", enc.Name(), s, err)
	}
	return b
}

// decodesSame reports whether enc decodes b to text.
func decodesSame(enc *textcodec.Encoding, b []byte, text string) bool {
	s, err := enc.NewDecoder(textcodec.Fatal, textcodec.BOMKeep).DecodeToString(b)
	return err == nil && s == text
}

func guess(b []byte, opts Options) Result {
	d := New()
	d.Feed(b, true)
	return d.Guess(opts)
}

func TestSamples(t *testing.T) {
	for _, s := range samples {
		b := encode(t, s.enc, s.text)
		r := guess(b, Options{AllowUTF8: true})
		if !decodesSame(r.Encoding, b, s.text) {
			t.Errorf("%s: guessed %s (%s)", s.enc.Name(), r.Encoding.Name(), r.Step)
		}
	}
}

// candidate returns d's state for the single-byte encoding enc, or nil.
func (d *Detector) singleByteCandidate(enc *textcodec.Encoding) *singleByteState {
	for i, t := range singleByteTables {
		if t.enc == enc {
			return &d.singleByte[i]
		}
	}
	return nil
}

func (d *Detector) multiByteCandidate(enc *textcodec.Encoding) *multiByteState {
	for i, t := range cjkTables {
		if t.enc == enc {
			return &d.multiByte[i]
		}
	}
	return nil
}

// TestEliminationSingleByte feeds each byte the encoding's decoder rejects
// or decodes to a C1 control, and checks that it, and no other byte,
// eliminates the encoding.
func TestEliminationSingleByte(t *testing.T) {
	buildTables()
	for _, tab := range singleByteTables {
		dec := tab.enc.NewDecoder(textcodec.Fatal)
		for b := 0x80; b < 0x100; b++ {
			s, err := dec.DecodeToString([]byte{byte(b)})
			impossible := err != nil || (len(s) == 2 && s[0] == 0xC2 && s[1] < 0xA0)
			d := New()
			d.Feed([]byte{'a', byte(b), 'a'}, true)
			if got := d.singleByteCandidate(tab.enc).out; got != impossible {
				t.Errorf("%s byte %#x: eliminated %v, want %v", tab.enc.Name(), b, got, impossible)
			}
		}
	}
}

func TestEliminationMultiByte(t *testing.T) {
	for _, c := range []struct {
		enc            *textcodec.Encoding
		valid, invalid string
	}{
		{textcodec.ShiftJIS, "\x82\xa0", "\x81\x20"},
		{textcodec.EUCJP, "\xa4\xa2", "\xa4\x20"},
		{textcodec.GBK, "\xc4\xe3", "\x81\x20"},
		{textcodec.Big5, "\xa4\xa4", "\x81\x20"},
		{textcodec.EUCKR, "\xb0\xa1", "\x81\x20"},
		{textcodec.ISO2022JP, "\x1b$B$\"\x1b(B", "\x1b$B$\"\x1b(B\x80"},
	} {
		for _, in := range []struct {
			bytes string
			out   bool
		}{{c.valid, false}, {c.invalid, true}, {c.valid[:1], true}} {
			// Whole, and a byte at a time.
			d1, d2 := New(), New()
			d1.Feed([]byte(in.bytes), true)
			for i := range len(in.bytes) {
				d2.Feed([]byte{in.bytes[i]}, false)
			}
			d2.Feed(nil, true)
			for _, d := range []*Detector{d1, d2} {
				if got := d.multiByteCandidate(c.enc).out; got != in.out {
					t.Errorf("%s %q: eliminated %v, want %v", c.enc.Name(), in.bytes, got, in.out)
				}
			}
		}
		// A lead byte at the end of a chunk that is not the last waits.
		d := New()
		d.Feed([]byte(c.valid[:1]), false)
		if d.multiByteCandidate(c.enc).out {
			t.Errorf("%s: eliminated by a lead byte before the end", c.enc.Name())
		}
	}
}

func TestEliminationUTF8(t *testing.T) {
	for _, c := range []struct {
		in   string
		last bool
		out  bool
	}{
		{"Grüße 日本 😀", true, false},
		{"\xe3\x81", false, false}, // may go on in the next chunk
		{"\xe3\x81", true, true},
		{"\xc0\x80", true, true},
		{"\xed\xa0\x80", true, true},
		{"\xf5\x80\x80\x80", true, true},
		{"\xe0\x80", false, true},
		{"\xf4\x90", false, true},
		{"\xf0\x9f\x98", false, false},
		{"a\x80", false, true},
	} {
		for split := 0; split <= len(c.in); split++ {
			d := New()
			d.Feed([]byte(c.in[:split]), false)
			d.Feed([]byte(c.in[split:]), c.last)
			if d.utf8.out != c.out {
				t.Errorf("%q split at %d, last %v: eliminated %v, want %v", c.in, split, c.last, d.utf8.out, c.out)
			}
		}
	}
	// A pending sequence that the next chunk breaks.
	d := New()
	d.Feed([]byte("\xe3"), false)
	d.Feed([]byte("a"), false)
	if !d.utf8.out {
		t.Error(`"\xe3" then "a": not eliminated`)
	}
}

func TestAllowUTF8(t *testing.T) {
	b := []byte("Grüße aus München")
	if r := guess(b, Options{AllowUTF8: true}); r.Encoding != textcodec.UTF8 || r.Step != StepUTF8 || !r.Reliable {
		t.Errorf("allowed: got %+v", r)
	}
	if r := guess(b, Options{}); r.Encoding == textcodec.UTF8 {
		t.Errorf("not allowed: got %+v", r)
	}
}

func TestTLD(t *testing.T) {
	for _, c := range []struct {
		in   []byte
		tld  string
		want *textcodec.Encoding
	}{
		{[]byte("plain"), "", textcodec.Windows1252},
		{[]byte("plain"), "jp", textcodec.ShiftJIS},
		{[]byte("plain"), "example.co.JP", textcodec.ShiftJIS},
		{[]byte("plain"), "ru", textcodec.Windows1251},
		{[]byte("plain"), "com", textcodec.Windows1252},
		{[]byte("plain"), "a-label-longer-than-sixteen", textcodec.Windows1252},
		{encode(t, textcodec.Windows1252, "café"), "", textcodec.Windows1252},
		{encode(t, textcodec.Windows1252, "café"), "tr", textcodec.Windows1254},
		{encode(t, textcodec.Windows1254, "Türkçe ağaç"), "", textcodec.Windows1254},
		{encode(t, textcodec.Windows1254, "Türkçe ağaç"), "fr", textcodec.Windows1252},
	} {
		if r := guess(c.in, Options{TLD: c.tld}); r.Encoding != c.want {
			t.Errorf("%q with TLD %q: got %s, want %s", c.in, c.tld, r.Encoding.Name(), c.want.Name())
		}
	}
}

func TestStepsAndReliability(t *testing.T) {
	text := sampleText(textcodec.KOI8R)
	long := encode(t, textcodec.KOI8R, text+" "+text+" "+text)
	for _, c := range []struct {
		name     string
		in       []byte
		want     *textcodec.Encoding
		step     Step
		reliable bool
	}{
		{"empty", nil, textcodec.Windows1252, StepASCII, true},
		{"UTF-8 BOM", []byte("\xef\xbb\xbfcafé"), textcodec.UTF8, StepBOM, true},
		{"UTF-16LE BOM", []byte("\xff\xfea\x00"), textcodec.UTF16LE, StepBOM, true},
		{"UTF-16BE BOM", []byte("\xfe\xff\x00a"), textcodec.UTF16BE, StepBOM, true},
		{"ISO-2022-JP", encode(t, textcodec.ISO2022JP, "日本語"), textcodec.ISO2022JP, StepISO2022JP, true},
		{"long KOI8-R", long, textcodec.KOI8R, StepScore, true},
		{"one accented letter", []byte("caf\xe9"), textcodec.Windows1252, StepScore, false},
		// Pruning leaves multi-byte candidates only, which the end rules out.
		{"none left", []byte("00\xa1A\xa4X\xaeX\xab\xdc\xa6B\xa1A00\xae"), textcodec.Windows1252, StepFallback, false},
	} {
		r := guess(c.in, Options{AllowUTF8: true})
		if r.Encoding != c.want || r.Step != c.step || r.Reliable != c.reliable {
			t.Errorf("%s: got %s %v %s, want %s %v %s", c.name, r.Encoding.Name(), r.Reliable, r.Step, c.want.Name(), c.reliable, c.step)
		}
	}
	if s := Step(200).String(); s != "unknown" {
		t.Errorf("Step(200).String() = %q", s)
	}
	if s := StepElimination.String(); s != "elimination" {
		t.Errorf("StepElimination.String() = %q", s)
	}
}

// TestEliminationStep checks the step when one candidate is left: in Big5
// text, errors rule out most candidates, and pruning the rest.
func TestEliminationStep(t *testing.T) {
	d := New()
	text := sampleText(textcodec.Big5)
	in := encode(t, textcodec.Big5, text+text+text)
	d.Feed(in, true)
	left := 0
	for _, s := range d.singleByte {
		if !s.out {
			left++
		}
	}
	for _, s := range d.multiByte {
		if !s.out {
			left++
		}
	}
	r := d.Guess(Options{})
	if left != 1 || r.Step != StepElimination || !r.Reliable || r.Encoding != textcodec.Big5 {
		t.Errorf("%d left: got %+v", left, r)
	}
}

func TestFeedAfterLastAndReset(t *testing.T) {
	d := New()
	d.Feed([]byte("plain"), true)
	if d.Feed(encode(t, textcodec.Windows1251, "Привет"), false) {
		t.Error("Feed after the last chunk took bytes")
	}
	if r := d.Guess(Options{}); r.Step != StepASCII {
		t.Errorf("after ignored Feed: got %+v", r)
	}
	d.Reset()
	if !d.Feed(encode(t, textcodec.Windows1251, "Привет, мир"), true) {
		t.Error("Feed after Reset saw no non-ASCII byte")
	}
	if r := d.Guess(Options{}); r.Encoding != textcodec.Windows1251 {
		t.Errorf("after Reset: got %s", r.Encoding.Name())
	}
}

// TestChunkInvariance feeds every sample split at every offset, and a byte
// at a time, and compares each guess with the guess for the whole.
func TestChunkInvariance(t *testing.T) {
	d := New()
	for _, s := range samples {
		b := encode(t, s.enc, s.text)
		for _, opts := range []Options{{AllowUTF8: true}, {TLD: "ru"}} {
			want := guess(b, opts)
			for split := 0; split <= len(b); split++ {
				d.Reset()
				d.Feed(b[:split], false)
				d.Feed(b[split:], true)
				if got := d.Guess(opts); got != want {
					t.Fatalf("%s split at %d: got %+v, want %+v", s.enc.Name(), split, got, want)
				}
			}
			d.Reset()
			for i := range b {
				d.Feed(b[i:i+1], false)
			}
			d.Feed(nil, true)
			if got := d.Guess(opts); got != want {
				t.Fatalf("%s a byte at a time: got %+v, want %+v", s.enc.Name(), got, want)
			}
		}
	}
}

func TestFeedAllocatesNothing(t *testing.T) {
	d := New()
	chunks := [][]byte{encode(t, textcodec.ShiftJIS, sampleText(textcodec.ShiftJIS)), encode(t, textcodec.Windows1252, sampleText(textcodec.Windows1252))}
	allocs := testing.AllocsPerRun(20, func() {
		for _, c := range chunks {
			d.Reset()
			d.Feed(c[:5], false)
			d.Feed(c[5:], true)
			d.Guess(Options{TLD: "jp", AllowUTF8: true})
		}
	})
	if allocs != 0 {
		t.Errorf("%v allocations per run", allocs)
	}
}

// TestTwins checks the twins that share states: each is the same model's,
// few bytes differ, and no rarely used encoding (whose prior differs) is
// one.
func TestTwins(t *testing.T) {
	buildTables()
	twins := map[*textcodec.Encoding]*textcodec.Encoding{}
	for _, tab := range singleByteTables {
		if tab.twin < 0 {
			continue
		}
		u := singleByteTables[tab.twin]
		twins[tab.enc] = u.enc
		if u.model != tab.model || u.prior != tab.prior {
			t.Errorf("%s and its twin %s: different model or prior", tab.enc.Name(), u.enc.Name())
		}
		for b := range tab.bytes {
			if (tab.bytes[b] != u.bytes[b]) != tab.differs[b] {
				t.Errorf("%s byte %#x: differs %v", tab.enc.Name(), b, tab.differs[b])
			}
		}
	}
	if twins[textcodec.ISO8859_15] != textcodec.Windows1252 || twins[textcodec.KOI8U] != textcodec.KOI8R {
		t.Errorf("twins: %v", twins)
	}
}

// TestTwinsExact checks that copying a twin's state gives what scoring the
// candidate itself gives: the same input fed with and without the copying.
func TestTwinsExact(t *testing.T) {
	inputs := [][]byte{
		encode(t, textcodec.ISO8859_15, "Le café est très chaud, et le cœur de ma sœur coûte 5 €."),
		encode(t, textcodec.KOI8U, sampleText(textcodec.KOI8U)),
		encode(t, textcodec.Windows1252, "“Quotes” – and a dash… then é"),
	}
	for _, s := range samples {
		inputs = append(inputs, encode(t, s.enc, s.text))
	}
	withTwins, without := New(), New()
	for _, in := range inputs {
		withTwins.Reset()
		without.Reset()
		for i := range without.singleByte {
			without.singleByte[i].tied = false
		}
		withTwins.Feed(in, true)
		without.Feed(in, true)
		for i := range withTwins.singleByte {
			a, b := withTwins.singleByte[i], without.singleByte[i]
			a.tied = false
			if a != b && !(a.out && b.out) {
				t.Errorf("%s on %q: %+v with twins, %+v without", singleByteTables[i].enc.Name(), in, a, b)
			}
		}
	}
}

// TestForSniffing checks the adapter: a guess for non-ASCII bytes, nil
// (the sniffing algorithm's default) for ASCII.
func TestForSniffing(t *testing.T) {
	d := ForSniffing()
	d.Feed([]byte("plain ASCII text, nothing to tell"), true)
	if enc := d.Guess("", true); enc != nil {
		t.Errorf("ASCII: %v, want nil", enc.Name())
	}
	d = ForSniffing()
	d.Feed([]byte("\xcf\xf0\xe8\xe2\xe5\xf2, \xec\xe8\xf0! \xca\xe0\xea \xe4\xe5\xeb\xe0?"), true)
	if enc := d.Guess("ru", false); enc != textcodec.Windows1251 {
		t.Errorf("windows-1251 text: %v", enc)
	}
	d = ForSniffing()
	d.Feed([]byte("caf\xc3\xa9 cr\xc3\xa8me br\xc3\xbbl\xc3\xa9e"), true)
	if enc := d.Guess("", true); enc != textcodec.UTF8 {
		t.Errorf("UTF-8 allowed: %v", enc)
	}
	if enc := d.Guess("", false); enc == textcodec.UTF8 || enc == nil {
		t.Errorf("UTF-8 not allowed: %v", enc)
	}
}
