package textcodec

import (
	"testing"
)

func TestUTF16DecoderVectors(t *testing.T) {
	for _, tc := range []struct {
		le, want string
	}{
		{"", ""},
		{"a\x00", "a"},
		{"a", "\uFFFD"},                    // odd byte at end-of-queue
		{"\x3D\xD8\xA9\xDC", "\U0001F4A9"}, // surrogate pair
		{"\x3D\xD8", "\uFFFD"},             // leading surrogate at end-of-queue
		{"\x3D\xD8a", "\uFFFD"},            // and a stray byte
		{"\x3D\xD8a\x00", "\uFFFDa"},       // unit after a lead is restored
		{"\x3D\xD8\x3D\xD8\xA9\xDC", "\uFFFD\U0001F4A9"},
		{"\xA9\xDC", "\uFFFD"}, // lone trailing surrogate
		{"\xA9\xDCa\x00", "\uFFFDa"},
		{"\xFF\xFEa\x00", "\uFEFFa"}, // BOMKeep
		{"\x00\xD8\x00\xDC\xFF\xDB\xFF\xDF", "\U00010000\U0010FFFF"},
	} {
		be := []byte(tc.le)
		for k := 0; k+1 < len(be); k += 2 {
			be[k], be[k+1] = be[k+1], be[k]
		}
		got, err := decodeBoth(t, UTF16LE, []byte(tc.le), BOMKeep)
		if got != tc.want || err != nil {
			t.Errorf("UTF-16LE % X = %+q (%v), want %+q", tc.le, got, err, tc.want)
		}
		if len(tc.le)%2 == 0 {
			got, err = decodeBoth(t, UTF16BE, be, BOMKeep)
			if got != tc.want || err != nil {
				t.Errorf("UTF-16BE % X = %+q (%v), want %+q", be, got, err, tc.want)
			}
		}
	}
}

// TestHasSurrogate checks the four-lane test against every code unit in
// every lane, beside a non-surrogate filler.
func TestHasSurrogate(t *testing.T) {
	for lane := 0; lane < 4; lane++ {
		for cu := 0; cu < 0x10000; cu++ {
			w := uint64(0x0041004100410041)&^(0xFFFF<<(16*lane)) | uint64(cu)<<(16*lane)
			if got, want := hasSurrogate(w), cu >= 0xD800 && cu <= 0xDFFF; got != want {
				t.Fatalf("lane %d, U+%04X: hasSurrogate = %v", lane, cu, got)
			}
		}
	}
}
