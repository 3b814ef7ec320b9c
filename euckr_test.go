package textcodec

import (
	"fmt"
	"testing"
)

// TestEUCKRDecodeAllPairs decodes every two-byte input and compares with the
// "EUC-KR decoder" steps applied to index-euc-kr.txt.
func TestEUCKRDecodeAllPairs(t *testing.T) {
	pointers, cps := readSpecIndex(t, "euc-kr")
	index := map[int]rune{}
	for k, p := range pointers {
		index[p] = cps[k]
	}
	single := func(b byte) string { // a byte with no leading byte pending, then end-of-queue
		switch {
		case b < 0x80:
			return string(rune(b))
		}
		return "\uFFFD" // 0x80 and 0xFF are errors; a lead at end-of-queue is an error
	}
	for b0 := 0; b0 < 256; b0++ {
		for b1 := 0; b1 < 256; b1++ {
			var want string
			switch {
			case b0 < 0x80:
				want = string(rune(b0)) + single(byte(b1))
			case b0 == 0x80 || b0 == 0xFF:
				want = "\uFFFD" + single(byte(b1))
			default:
				cp, ok := rune(0), false
				if b1 >= 0x41 && b1 <= 0xFE {
					cp, ok = index[(b0-0x81)*190+b1-0x41]
				}
				switch {
				case ok:
					want = string(cp)
				case b1 < 0x80:
					want = "\uFFFD" + string(rune(b1)) // the ASCII byte is restored
				default:
					want = "\uFFFD"
				}
			}
			if got, _ := decodeBoth(t, EUCKR, []byte{byte(b0), byte(b1)}); got != want {
				t.Fatalf("EUC-KR %02X %02X = %+q, want %+q", b0, b1, got, want)
			}
		}
	}
}

// TestEUCKREncoderExhaustive encodes every BMP scalar value and compares
// with the first pointer of index EUC-KR.
func TestEUCKREncoderExhaustive(t *testing.T) {
	pointers, cps := readSpecIndex(t, "euc-kr")
	first := map[rune]int{}
	for k, p := range pointers {
		if _, dup := first[cps[k]]; !dup {
			first[cps[k]] = p
		}
	}
	input := allScalars(0, 0xFFFF) + "\U00010000\U0010FFFF"
	var want []byte
	for _, r := range input {
		p, ok := first[r]
		switch {
		case r < 0x80:
			want = append(want, byte(r))
		case ok:
			want = append(want, byte(p/190+0x81), byte(p%190+0x41))
		default:
			want = fmt.Appendf(want, "&#%d;", r)
		}
	}
	enc, _ := EUCKR.NewEncoder(Replace)
	got, err := enc.String(input)
	if err != nil || string(got) != string(want) {
		t.Fatalf("EUC-KR encoder differs from index-euc-kr.txt (err %v)", err)
	}
}

func TestEUCKREndOfQueue(t *testing.T) {
	d := EUCKR.NewDecoder()
	out, _ := d.AppendUTF8(nil, []byte("a\xB0"), false)
	if string(out) != "a" || d.k.pending() != 1 {
		t.Fatalf("pending lead: %q, pending %d", out, d.k.pending())
	}
	out, _ = d.AppendUTF8(out, []byte("\xA1\xB0"), true) // completes 가, then a lead at end-of-queue
	if string(out) != "a가\uFFFD" {
		t.Fatalf("got %+q", out)
	}
}
