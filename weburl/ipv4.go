package weburl

import (
	"strconv"
	"strings"
)

// endsInANumber implements "ends in a number"
// (https://url.spec.whatwg.org/#ends-in-a-number-checker), ticking t
// (which may be nil) for every byte of the last part.
func endsInANumber(input string, t *ticker) bool {
	// 1-2. The last part, an empty last part removed first (unless it is
	// the only one).
	last := input
	if strings.HasSuffix(last, ".") {
		if len(last) == 1 {
			return false
		}
		last = last[:len(last)-1]
	}
	if i := strings.LastIndexByte(last, '.'); i >= 0 {
		last = last[i+1:]
	}
	// 4. The last part is non-empty and all ASCII digits.
	if last != "" && allDigits(last, t) {
		return true
	}
	// 5. Parsing the last part as an IPv4 number does not fail.
	_, ok := parseIPv4Number(last, t)
	return ok
}

func allDigits(s string, t *ticker) bool {
	for i := 0; i < len(s); i++ {
		t.step(i)
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return true
}

// ipv4Overflow stands for any IPv4 number too large for every use (the
// standard's numbers are unbounded; each one above 2^32 fails all the same).
const ipv4Overflow = 1 << 40

// parseIPv4Number implements the "IPv4 number parser"
// (https://url.spec.whatwg.org/#ipv4-number-parser); a value above 2^40 is
// reported as ipv4Overflow. It ticks t (which may be nil) for every byte.
func parseIPv4Number(input string, t *ticker) (uint64, bool) {
	// 1. If input is the empty string, then return failure.
	if input == "" {
		return 0, false
	}
	// 2-4. The radix: 16 after "0x" or "0X", 8 after a leading "0".
	radix := uint64(10)
	if len(input) >= 2 && input[0] == '0' && (input[1] == 'x' || input[1] == 'X') {
		input = input[2:]
		radix = 16
	} else if len(input) >= 2 && input[0] == '0' {
		input = input[1:]
		radix = 8
	}
	// 5. If input is the empty string, then return (0, true).
	if input == "" {
		return 0, true
	}
	// 6-7. Every code point a radix-R digit; the value.
	var n uint64
	for i := 0; i < len(input); i++ {
		t.step(i)
		c := input[i]
		var d uint64
		switch {
		case '0' <= c && c <= '9':
			d = uint64(c - '0')
		case 'a' <= c && c <= 'f':
			d = uint64(c-'a') + 10
		case 'A' <= c && c <= 'F':
			d = uint64(c-'A') + 10
		default:
			return 0, false
		}
		if d >= radix {
			return 0, false
		}
		if n < ipv4Overflow {
			n = n*radix + d
		}
	}
	return min(n, ipv4Overflow), true
}

// parseIPv4 implements the "IPv4 parser"
// (https://url.spec.whatwg.org/#concept-ipv4-parser), ticking t (which
// may be nil) for every byte of its numbers.
func parseIPv4(input string, t *ticker) (uint32, bool) {
	// 1. Let parts be the result of strictly splitting input on "." (into
	// 6 parts at most: a sixth holds the rest, and 5 or more parts after
	// step 2 fail at step 3 all the same).
	parts := strings.SplitN(input, ".", 6)
	// 2. If the last item in parts is the empty string, remove it (when
	// parts has more than one item).
	if parts[len(parts)-1] == "" && len(parts) > 1 {
		parts = parts[:len(parts)-1]
	}
	// 3. If parts's size is greater than 4, return failure.
	if len(parts) > 4 {
		return 0, false
	}
	// 4-5. Parse each part as an IPv4 number.
	var numbers [4]uint64
	for i, part := range parts {
		n, ok := parseIPv4Number(part, t)
		if !ok {
			return 0, false
		}
		numbers[i] = n
	}
	// 7. Any item but the last greater than 255: failure.
	last := len(parts) - 1
	for i := 0; i < last; i++ {
		if numbers[i] > 255 {
			return 0, false
		}
	}
	// 8. The last item greater than or equal to 256^(5 - numbers's size).
	if numbers[last] >= 1<<(8*(5-len(parts))) {
		return 0, false
	}
	// 9-11. The address.
	ipv4 := numbers[last]
	for i := 0; i < last; i++ {
		ipv4 += numbers[i] << (8 * (3 - i))
	}
	return uint32(ipv4), true
}

// serializeIPv4 implements the IPv4 case of the "host serializer".
func serializeIPv4(address uint32) string {
	b := make([]byte, 0, 15)
	for i := 3; i >= 0; i-- {
		b = strconv.AppendUint(b, uint64(address>>(8*i)&0xff), 10)
		if i > 0 {
			b = append(b, '.')
		}
	}
	return string(b)
}
