package utf8valid

// BlockSize is how many bytes the vector code checks at a time: Prefix and
// PrefixUnits do nothing with fewer.
const BlockSize = 32

// Prefix returns the length of a prefix of p made of whole, well-formed
// UTF-8 sequences, found 32 bytes at a time: the caller checks p from there
// with scalar code, which then meets the first error within four bytes, or
// reads the last bytes of p (fewer than BlockSize+3). It returns 0 when
// there is no vector unit to use (Enabled), or p is shorter than BlockSize.
func Prefix(p []byte) int {
	if !Enabled || len(p) < BlockSize {
		return 0
	}
	done, _ := blocks(p, false)
	return sequenceStart(p, done)
}

// PrefixUnits is Prefix, and also returns the number of UTF-16 code units
// of the prefix: one for each sequence, two for each of four bytes.
func PrefixUnits(p []byte) (n, units int) {
	if !Enabled || len(p) < BlockSize {
		return 0, 0
	}
	done, units := blocks(p, true)
	n = sequenceStart(p, done)
	if n < done {
		// The lead byte at n was counted.
		units--
		if p[n] >= 0xF0 {
			units--
		}
	}
	return n, units
}

// sequenceStart returns the start of the sequence p[done] is in, when p[:done]
// is well-formed but perhaps for a sequence cut by its end (what the vector
// code leaves before the byte it stops at): done itself, or the lead byte
// up to three bytes before it when one is there.
func sequenceStart(p []byte, done int) int {
	i := done
	for k := 0; k < 3 && i > 0 && p[i-1]&0xC0 == 0x80; k++ {
		i--
	}
	if i > 0 && p[i-1] >= 0xC0 {
		i--
	}
	return i
}
