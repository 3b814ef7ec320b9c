package forgivingbase64

import (
	"bytes"
	"encoding/base64"
	"math/rand/v2"
	"slices"
	"testing"
)

// The nibble tables classify every byte as the alphabet does.
func TestDecodeTablesClassify(t *testing.T) {
	c := decodeTables
	for b := 0; b < 256; b++ {
		invalid := c.invalidLo[b&15]&c.invalidHi[b>>4] != 0
		if want := valueOf(byte(b)) < 0; invalid != want {
			t.Errorf("byte %#x: classified invalid %v, want %v", b, invalid, want)
		}
	}
}

// decodeBlocks agrees with encoding/base64 on whole blocks and stops at
// the block holding the first byte outside the alphabet, whichever byte it
// is and wherever in the block.
func TestDecodeBlocks(t *testing.T) {
	if !vectorEnabled {
		t.Skip("no vector kernel")
	}
	r := rand.New(rand.NewPCG(1, 2))
	raw := make([]byte, 24*9)
	for i := range raw {
		raw[i] = byte(r.Uint32())
	}
	enc := []byte(base64.RawStdEncoding.EncodeToString(raw)) // 32*9 bytes
	for _, n := range []int{0, 31, 32, 33, 64, 95, 32 * 9} {
		dst := make([]byte, len(raw)+32)
		nSrc, nDst := decodeBlocks(dst, enc[:n])
		if nSrc != n/32*32 || nDst != nSrc/4*3 || !bytes.Equal(dst[:nDst], raw[:nDst]) {
			t.Errorf("length %d: read %d, wrote %d (%x)", n, nSrc, nDst, dst[:nDst])
		}
	}
	// dst short: only the blocks whose 32-byte store fits.
	dst := make([]byte, 24*3+7)
	if nSrc, nDst := decodeBlocks(dst, enc); nSrc != 64 || nDst != 48 {
		t.Errorf("short dst: read %d, wrote %d", nSrc, nDst)
	}
	for b := 0; b < 256; b++ {
		if valueOf(byte(b)) >= 0 {
			continue
		}
		for _, at := range []int{0, 1, 15, 16, 31, 32 + 17, 2*32 + 31} {
			bad := bytes.Clone(enc)
			bad[at] = byte(b)
			dst := make([]byte, len(raw)+32)
			nSrc, nDst := decodeBlocks(dst, bad)
			if nSrc != at/32*32 || !bytes.Equal(dst[:nDst], raw[:nDst]) {
				t.Fatalf("byte %#x at %d: read %d", b, at, nSrc)
			}
		}
	}
	// Every character in every position of a block.
	for v := 0; v < 64; v++ {
		block := bytes.Repeat([]byte{alphabet[v]}, 32)
		block[v%32] = alphabet[63-v]
		want, _ := base64.RawStdEncoding.DecodeString(string(block))
		dst := make([]byte, 32)
		if nSrc, nDst := decodeBlocks(dst, block); nSrc != 32 || !bytes.Equal(dst[:nDst], want) {
			t.Errorf("%q: read %d, got %x want %x", block, nSrc, dst[:nDst], want)
		}
	}
}

// encodeBlocks agrees with encoding/base64 for every length around the
// block sizes.
func TestEncodeBlocks(t *testing.T) {
	if !vectorEnabled {
		t.Skip("no vector kernel")
	}
	r := rand.New(rand.NewPCG(3, 4))
	src := make([]byte, 24*10+7)
	for i := range src {
		src[i] = byte(r.Uint32())
	}
	for n := 0; n <= len(src); n++ {
		dst := make([]byte, 4*len(src))
		nSrc, nDst := encodeBlocks(dst, src[:n])
		want := base64.StdEncoding.EncodeToString(src[:nSrc])
		if nSrc != max(n-4, 0)/24*24 || nDst != len(want) || string(dst[:nDst]) != want {
			t.Fatalf("length %d: read %d, wrote %q, want %q", n, nSrc, dst[:nDst], want)
		}
	}
	// Every 6-bit index: the bytes of all 64 indexes in order, twice.
	all := make([]byte, 0, 96)
	for round := 0; round < 2; round++ {
		for i := 0; i < 64; i += 4 {
			v := i<<18 | (i+1)<<12 | (i+2)<<6 | (i + 3)
			all = append(all, byte(v>>16), byte(v>>8), byte(v))
		}
	}
	dst := make([]byte, 128)
	nSrc, nDst := encodeBlocks(dst, append(all, 0, 0, 0, 0))
	if nSrc != 96 || string(dst[:nDst]) != alphabet+alphabet {
		t.Errorf("all indexes: %q", dst[:nDst])
	}
}

// Long inputs, where the vector kernel decodes leading blocks, agree with
// the standard's steps whatever byte interrupts the alphabet and wherever:
// whitespace, "=" (padding or not), a byte outside the alphabet, a byte
// above 0x7F, at each position around the blocks' edges, and with each
// length remainder; also when decoded in pieces.
func TestDecodeLongAgreesWithSteps(t *testing.T) {
	r := rand.New(rand.NewPCG(5, 6))
	raw := make([]byte, 120)
	for i := range raw {
		raw[i] = byte(r.Uint32())
	}
	enc := base64.StdEncoding.EncodeToString(raw) // 160 characters
	check := func(s string) {
		t.Helper()
		want, ok := decodeSteps(s)
		got, err := DecodeString(s)
		if ok != (err == nil) || !bytes.Equal(got, want) {
			t.Fatalf("DecodeString(%q) = %x, %v; the steps give %x, %v", s, got, err, want, ok)
		}
		for _, size := range []int{0, 4, 31, 32, 36, 64, 100} {
			pieces, err := AppendDecodeEach([]byte("x"), s, size, func() {})
			if ok != (err == nil) || (ok && !bytes.Equal(pieces, append([]byte("x"), want...))) {
				t.Fatalf("AppendDecodeEach(%q, %d) = %x, %v; want %x, %v", s, size, pieces, err, want, ok)
			}
			units, err := AppendDecodeUTF16Each([]uint16{0xFEFF}, s, size, func() {})
			if ok != (err == nil) || (ok && !slices.Equal(units, append([]uint16{0xFEFF}, widened(want)...))) ||
				(!ok && !slices.Equal(units, []uint16{0xFEFF})) {
				t.Fatalf("AppendDecodeUTF16Each(%q, %d) = %x, %v; want %x, %v", s, size, units, err, want, ok)
			}
		}
	}
	for n := 60; n <= len(enc); n++ {
		check(enc[:n])
	}
	for _, c := range []byte{' ', '\n', '\t', '\f', '\r', '=', '-', '_', 0, 0x80, 0xFF, '\v'} {
		for at := 0; at < len(enc); at++ {
			check(enc[:at] + string(c) + enc[at:])
			check(enc[:at] + string(c) + enc[at+1:])
		}
	}
	// Padding after long input, and padding then more.
	for _, tail := range []string{"QQ==", "QUE=", "QQ", "QUE", "Q", "QQ=", "QQ==QQ==", "QQ= =", " Q Q = = "} {
		check(enc + tail)
		check(enc[:len(enc)-4] + tail)
	}
}

// AppendEncode of long data gives encoding/base64's encode, appended.
func TestAppendEncodeLong(t *testing.T) {
	r := rand.New(rand.NewPCG(7, 8))
	data := make([]byte, 300)
	for i := range data {
		data[i] = byte(r.Uint32())
	}
	for n := 0; n <= len(data); n++ {
		want := "pre" + base64.StdEncoding.EncodeToString(data[:n])
		if got := AppendEncode([]byte("pre"), data[:n]); string(got) != want {
			t.Fatalf("AppendEncode of %d bytes = %q, want %q", n, got, want)
		}
		if got := Encode(data[:n]); got != want[3:] {
			t.Fatalf("Encode of %d bytes = %q", n, got)
		}
	}
}

func widened(p []byte) []uint16 {
	u := make([]uint16, len(p))
	for i, c := range p {
		u[i] = uint16(c)
	}
	return u
}

// AppendEncodeUTF16 gives AppendEncode's result for units up to 0xFF, for
// every length around the blocks' edges, and ErrAboveFF with dst unchanged
// for a unit above 0xFF wherever it is.
func TestAppendEncodeUTF16(t *testing.T) {
	r := rand.New(rand.NewPCG(9, 10))
	data := make([]byte, 200)
	for i := range data {
		data[i] = byte(r.Uint32())
	}
	units := widened(data)
	for n := 0; n <= len(data); n++ {
		want := AppendEncode([]byte("pre"), data[:n])
		got, err := AppendEncodeUTF16([]byte("pre"), units[:n])
		if err != nil || !bytes.Equal(got, want) {
			t.Fatalf("%d units: %q, %v; want %q", n, got, err, want)
		}
	}
	for _, bad := range []uint16{0x100, 0x1FF, 0xD800, 0xFFFF} {
		for at := range units {
			u := slices.Clone(units)
			u[at] = bad
			got, err := AppendEncodeUTF16([]byte("pre"), u)
			if err != ErrAboveFF || string(got) != "pre" {
				t.Fatalf("%#x at %d: %q, %v", bad, at, got, err)
			}
		}
	}
	// Pieces of whole groups encode as the whole does.
	whole, _ := AppendEncodeUTF16(nil, units)
	var pieces []byte
	for i := 0; i < len(units); i += 72 {
		pieces, _ = AppendEncodeUTF16(pieces, units[i:min(i+72, len(units))])
	}
	if !bytes.Equal(pieces, whole) {
		t.Errorf("in pieces: %q, want %q", pieces, whole)
	}
}

// decodeUnitsBlocks writes what decodeBlocks writes, widened, and stops
// where it stops.
func TestDecodeUnitsBlocks(t *testing.T) {
	if !vectorEnabled {
		t.Skip("no vector kernel")
	}
	raw := make([]byte, 24*5)
	for i := range raw {
		raw[i] = byte(i * 37)
	}
	enc := []byte(base64.RawStdEncoding.EncodeToString(raw))
	enc[3*32+5] = '='
	dst := make([]uint16, len(raw))
	nSrc, nDst := decodeUnitsBlocks(dst, enc)
	if nSrc != 3*32 || nDst != 3*24 || !slices.Equal(dst[:nDst], widened(raw[:nDst])) {
		t.Errorf("read %d, wrote %d: %x", nSrc, nDst, dst[:nDst])
	}
	// dst short: only whole blocks that fit, and nothing written past.
	dst = make([]uint16, 24*2+23+1)
	dst[len(dst)-1] = 0xABCD
	if nSrc, nDst := decodeUnitsBlocks(dst[:len(dst)-1], enc); nSrc != 64 || nDst != 48 || dst[len(dst)-1] != 0xABCD {
		t.Errorf("short dst: read %d, wrote %d", nSrc, nDst)
	}
}
