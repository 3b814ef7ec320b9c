package utf8valid

import (
	"testing"
)

// anyFailure reports whether checkPrefix finds a fault in the vector code
// with one of: every two-byte sequence, three-byte sequences with a third
// byte from the edges of the byte ranges, and four-byte sequences with a
// lead F0-FF and later bytes from those edges, in ASCII at offsets 29 to
// 31 (so that the sequences straddle two blocks).
func anyFailure() bool {
	edges := []byte{'a', 0x80, 0x8F, 0x90, 0x9F, 0xA0, 0xBF, 0xC0, 0xE0, 0xF0}
	var leads []byte
	for b := 0xF0; b <= 0xFF; b++ {
		leads = append(leads, byte(b))
	}
	fs := []frame{frames([]int{29})[0], frames([]int{30})[0], frames([]int{31})[0]}
	sets := []func(yield func([]byte) bool){
		allSequences(2, nil, nil),
		allSequences(3, nil, edges),
		func(yield func([]byte) bool) {
			for seq := range allSequences(3, leads, edges) {
				for _, b := range edges {
					if !yield(append(seq[:3:3], b)) {
						return
					}
				}
			}
		},
	}
	buf := make([]byte, 0, 128)
	for _, f := range fs {
		for _, set := range sets {
			for seq := range set {
				buf = append(append(append(buf[:0], f.before...), seq...), f.after...)
				if checkPrefix(buf, len(f.before)) != "" {
					return true
				}
			}
		}
	}
	return false
}

// TestMutations checks that the tests can fail: with any one class bit
// taken out of one entry of one of the three tables, or with one of the
// other constants changed, anyFailure finds a fault.
func TestMutations(t *testing.T) {
	if !Enabled {
		t.Skip("no vector unit: the tables are not used")
	}
	if raceEnabled || testing.Short() {
		t.Skip("slow")
	}
	if anyFailure() {
		t.Fatal("a fault without a change")
	}
	c := consts
	defer func() { consts = c }()
	tables := []struct {
		name string
		t    *[16]byte
	}{{"hi1", &c.hi1}, {"lo1", &c.lo1}, {"hi2", &c.hi2}}
	mutants := 0
	for _, tab := range tables {
		for n := range 16 {
			for bit := range 8 {
				if tab.t[n]&(1<<bit) == 0 {
					continue
				}
				m := *c
				consts = &m
				// The same entry in m.
				switch tab.name {
				case "hi1":
					m.hi1[n] &^= 1 << bit
				case "lo1":
					m.lo1[n] &^= 1 << bit
				case "hi2":
					m.hi2[n] &^= 1 << bit
				}
				mutants++
				if !anyFailure() {
					t.Errorf("%s[%x] without bit %d: no test fails", tab.name, n, bit)
				}
			}
		}
	}
	others := []struct {
		name   string
		mutate func(*vectorConsts)
	}{
		{"third E0", func(m *vectorConsts) { m.third = fill(0xE0) }},
		{"third DE", func(m *vectorConsts) { m.third = fill(0xDE) }},
		{"fourth F0", func(m *vectorConsts) { m.fourth = fill(0xF0) }},
		{"fourth EE", func(m *vectorConsts) { m.fourth = fill(0xEE) }},
		{"cont BE", func(m *vectorConsts) { m.cont = fill(0xBE) }},
		{"high 40", func(m *vectorConsts) { m.high = fill(0x40) }},
		{"incomplete 31", func(m *vectorConsts) { m.incomplete[31] = 0xC0 }},
		{"incomplete 30", func(m *vectorConsts) { m.incomplete[30] = 0xE0 }},
		{"incomplete 29", func(m *vectorConsts) { m.incomplete[29] = 0xF0 }},
	}
	for _, o := range others {
		m := *c
		o.mutate(&m)
		consts = &m
		mutants++
		if !anyFailure() {
			t.Errorf("%s: no test fails", o.name)
		}
	}
	t.Logf("%d mutants, all caught", mutants)
}

// fill returns 16 bytes of b.
func fill(b byte) (f [16]byte) {
	for i := range f {
		f[i] = b
	}
	return f
}
