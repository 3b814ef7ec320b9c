package textcodec

import (
	"errors"
	"testing"
)

func TestHooks(t *testing.T) {
	if out, enc := Decode([]byte("\xFE\xFF\x00a\xFE\xFF"), Windows1252); string(out) != "a\uFEFF" || enc != UTF16BE {
		t.Errorf("decode: %q %s", out, enc)
	}
	if out, enc := Decode([]byte("\xE9"), Windows1252); string(out) != "é" || enc != Windows1252 {
		t.Errorf("decode: %q %s", out, enc)
	}
	if out := UTF8Decode([]byte("\xEF\xBB\xBF\xEF\xBB\xBFx\xFF")); string(out) != "\uFEFFx\uFFFD" {
		t.Errorf("UTF-8 decode: %q", out)
	}
	if out := UTF8DecodeWithoutBOM([]byte("\xEF\xBB\xBFx")); string(out) != "\uFEFFx" {
		t.Errorf("UTF-8 decode without BOM: %q", out)
	}
	if _, err := UTF8DecodeWithoutBOMOrFail([]byte("x\xC0")); !errors.Is(err, ErrMalformed) {
		t.Errorf("UTF-8 decode without BOM or fail: %v", err)
	}
	if out, err := UTF8DecodeWithoutBOMOrFail([]byte("\xEF\xBB\xBFx")); string(out) != "\uFEFFx" || err != nil {
		t.Errorf("UTF-8 decode without BOM or fail: %q %v", out, err)
	}
	if out, err := Encode([]byte("a\u00E9\u4E00"), Windows1252); string(out) != "a\xE9&#19968;" || err != nil {
		t.Errorf("encode: %q %v", out, err)
	}
	if _, err := Encode([]byte("a"), Replacement); !errors.Is(err, ErrNoEncoder) {
		t.Errorf("encode with replacement: %v", err)
	}
	if out := UTF8Encode([]byte("a\xFFb")); string(out) != "a\uFFFDb" {
		t.Errorf("UTF-8 encode: %q", out)
	}
}

func TestEncodeOrFail(t *testing.T) {
	e, _ := Windows1252.NewEncoder(Fatal)
	src := []byte("a\u4E00b\U0001F600c")
	codePoint := func(err error) rune {
		var ee *EncodeError
		if !errors.As(err, &ee) || !errors.Is(err, ErrUnmappable) {
			t.Fatalf("error %v is not an *EncodeError wrapping ErrUnmappable", err)
		}
		return ee.CodePoint
	}
	out, n, err := EncodeOrFail(e, nil, src)
	if cp := codePoint(err); string(out) != "a" || n != 4 || cp != 0x4E00 {
		t.Fatalf("first: %q %d %U", out, n, cp)
	}
	out = append(out, '?')
	out, m, err := EncodeOrFail(e, out, src[n:])
	if cp := codePoint(err); string(out) != "a?b" || m != 5 || cp != 0x1F600 {
		t.Fatalf("second: %q %d %U", out, m, cp)
	}
	out, _, err = EncodeOrFail(e, out, src[n+m:])
	if string(out) != "a?bc" || err != nil {
		t.Fatalf("third: %q %v", out, err)
	}
}
