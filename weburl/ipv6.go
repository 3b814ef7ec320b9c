package weburl

import "strconv"

// parseIPv6 implements the "IPv6 parser"
// (https://url.spec.whatwg.org/#concept-ipv6-parser), on the text between
// the brackets.
func parseIPv6(input []rune) ([8]uint16, bool) {
	// 1-4. address, pieceIndex, compress, pointer.
	var address [8]uint16
	pieceIndex := 0
	compress := -1
	p := 0
	at := func(i int) rune {
		if i < len(input) {
			return input[i]
		}
		return -1 // EOF
	}
	// 5. If c is ":": it must start "::".
	if at(p) == ':' {
		if at(p+1) != ':' {
			return address, false
		}
		p += 2
		pieceIndex++
		compress = pieceIndex
	}
	// 6. While c is not the EOF code point:
	for at(p) != -1 {
		// 6.1. If pieceIndex is 8, return failure.
		if pieceIndex == 8 {
			return address, false
		}
		// 6.2. If c is ":": a second compression is a failure.
		if at(p) == ':' {
			if compress != -1 {
				return address, false
			}
			p++
			pieceIndex++
			compress = pieceIndex
			continue
		}
		// 6.3-6.4. Up to four hex digits.
		value, length := 0, 0
		for length < 4 && isASCIIHexRune(at(p)) {
			value = value*0x10 + int(hexValue(byte(at(p))))
			p++
			length++
		}
		// 6.5. If c is ".": an IPv4 address in the last two pieces.
		if at(p) == '.' {
			if length == 0 {
				return address, false
			}
			p -= length
			if pieceIndex > 6 {
				return address, false
			}
			numbersSeen := 0
			for at(p) != -1 {
				ipv4Piece := -1
				if numbersSeen > 0 {
					if at(p) == '.' && numbersSeen < 4 {
						p++
					} else {
						return address, false
					}
				}
				if !isASCIIDigitRune(at(p)) {
					return address, false
				}
				for isASCIIDigitRune(at(p)) {
					number := int(at(p) - '0')
					if ipv4Piece == -1 {
						ipv4Piece = number
					} else if ipv4Piece == 0 {
						return address, false
					} else {
						ipv4Piece = ipv4Piece*10 + number
					}
					if ipv4Piece > 255 {
						return address, false
					}
					p++
				}
				address[pieceIndex] = address[pieceIndex]*0x100 + uint16(ipv4Piece)
				numbersSeen++
				if numbersSeen == 2 || numbersSeen == 4 {
					pieceIndex++
				}
			}
			if numbersSeen != 4 {
				return address, false
			}
			break
		}
		// 6.6. Otherwise, if c is ":", it may not be the last code point.
		if at(p) == ':' {
			p++
			if at(p) == -1 {
				return address, false
			}
		} else if at(p) != -1 {
			// 6.7. Anything else but the EOF code point is a failure.
			return address, false
		}
		// 6.8-6.9.
		address[pieceIndex] = uint16(value)
		pieceIndex++
	}
	// 7. If compress is non-null: move the pieces after it to the end.
	if compress != -1 {
		swaps := pieceIndex - compress
		pieceIndex = 7
		for pieceIndex != 0 && swaps > 0 {
			address[pieceIndex], address[compress+swaps-1] = address[compress+swaps-1], address[pieceIndex]
			pieceIndex--
			swaps--
		}
	} else if pieceIndex != 8 {
		// 8. Without compression there must be eight pieces.
		return address, false
	}
	return address, true
}

func isASCIIHexRune(c rune) bool {
	return c >= 0 && c < 0x80 && isHexDigit(byte(c))
}

func isASCIIDigitRune(c rune) bool {
	return '0' <= c && c <= '9'
}

// serializeIPv6 implements the IPv6 case of the "host serializer", with
// the brackets.
func serializeIPv6(address [8]uint16) string {
	// The first longest run of two or more 0 pieces is compressed.
	compress, best := -1, 1
	for i := 0; i < 8; {
		if address[i] != 0 {
			i++
			continue
		}
		j := i
		for j < 8 && address[j] == 0 {
			j++
		}
		if j-i > best {
			compress, best = i, j-i
		}
		i = j
	}
	b := make([]byte, 0, 41)
	b = append(b, '[')
	ignore0 := false
	for i := 0; i < 8; i++ {
		if ignore0 && address[i] == 0 {
			continue
		}
		ignore0 = false
		if i == compress {
			if i == 0 {
				b = append(b, "::"...)
			} else {
				b = append(b, ':')
			}
			ignore0 = true
			continue
		}
		b = strconv.AppendUint(b, uint64(address[i]), 16)
		if i != 7 {
			b = append(b, ':')
		}
	}
	return string(append(b, ']'))
}
