package weburl

import (
	"slices"
	"unicode/utf8"
)

// Params is URLSearchParams' list of name-value pairs with its operations
// (https://url.spec.whatwg.org/#interface-urlsearchparams), without the
// URL object it may update: a caller that keeps one in step with a URL
// calls URL.SetQuery with Serialize's result after every change. The zero
// Params is an empty list. A WithPoll function given to NewParams or
// ParseParams is called as the operations go through long lists.
type Params struct {
	pairs []Pair
	t     ticker
}

// NewParams returns a Params holding pairs (not copied). Its one option is
// WithPoll.
func NewParams(pairs []Pair, opts ...Option) *Params {
	return &Params{pairs: pairs, t: ticker{poll: applyOptions(opts).poll}}
}

// ParseParams returns a Params holding query parsed as
// application/x-www-form-urlencoded (ParseForm). Its one option is WithPoll.
func ParseParams(query string, opts ...Option) *Params {
	ps := NewParams(nil, opts...)
	ps.Reset(query)
	return ps
}

// Reset replaces the list with query parsed as
// application/x-www-form-urlencoded.
func (ps *Params) Reset(query string) {
	ps.pairs = ParseForm([]byte(query), WithPoll(ps.t.poll))
}

// Pairs returns the list (not a copy).
func (ps *Params) Pairs() []Pair { return ps.pairs }

// Len returns the list's size.
func (ps *Params) Len() int { return len(ps.pairs) }

// At returns the i-th pair.
func (ps *Params) At(i int) Pair { return ps.pairs[i] }

// Append implements append(name, value).
func (ps *Params) Append(name, value string) {
	ps.pairs = append(ps.pairs, Pair{name, value})
}

// Delete implements delete(name, value): every pair named name (and, when
// value is not nil, whose value is *value) is removed.
func (ps *Params) Delete(name string, value *string) {
	ps.pairs = slices.DeleteFunc(ps.pairs, func(p Pair) bool {
		ps.t.tick()
		return p.Name == name && (value == nil || p.Value == *value)
	})
}

// Get implements get(name): the value of the first pair named name.
func (ps *Params) Get(name string) (string, bool) {
	for _, p := range ps.pairs {
		ps.t.tick()
		if p.Name == name {
			return p.Value, true
		}
	}
	return "", false
}

// GetAll implements getAll(name).
func (ps *Params) GetAll(name string) []string {
	var out []string
	for _, p := range ps.pairs {
		ps.t.tick()
		if p.Name == name {
			out = append(out, p.Value)
		}
	}
	return out
}

// Has implements has(name, value).
func (ps *Params) Has(name string, value *string) bool {
	for _, p := range ps.pairs {
		ps.t.tick()
		if p.Name == name && (value == nil || p.Value == *value) {
			return true
		}
	}
	return false
}

// Set implements set(name, value): the first pair named name gets value
// and the others named name go; with none, the pair is appended.
func (ps *Params) Set(name, value string) {
	list := ps.pairs
	found := false
	n := 0
	for _, p := range list {
		ps.t.tick()
		if p.Name == name {
			if found {
				continue
			}
			found = true
			p.Value = value
		}
		list[n] = p
		n++
	}
	clear(list[n:])
	ps.pairs = list[:n]
	if !found {
		ps.Append(name, value)
	}
}

// Sort implements sort(): a stable sort by name, comparing names by their
// UTF-16 code units as JavaScript does.
func (ps *Params) Sort() {
	slices.SortStableFunc(ps.pairs, func(a, b Pair) int {
		ps.t.tick()
		return compareUTF16(a.Name, b.Name, &ps.t)
	})
}

// Serialize returns the list application/x-www-form-urlencoded serialized
// in UTF-8 (URLSearchParams' stringifier).
func (ps *Params) Serialize() string {
	return SerializeForm(ps.pairs, nil, WithPoll(ps.t.poll))
}

// CompareUTF16 compares a and b (UTF-8; invalid bytes as U+FFFD) in the
// order of their UTF-16 code units, returning -1, 0 or 1.
func CompareUTF16(a, b string) int {
	return compareUTF16(a, b, nil)
}

// compareUTF16 is CompareUTF16, ticking t (which may be nil) for every
// code point compared.
func compareUTF16(a, b string, t *ticker) int {
	for i := 0; len(a) > 0 && len(b) > 0; i++ {
		t.step(i)
		ra, na := utf8.DecodeRuneInString(a)
		rb, nb := utf8.DecodeRuneInString(b)
		if ra != rb {
			if ka, kb := utf16Key(ra), utf16Key(rb); ka < kb {
				return -1
			} else if ka > kb {
				return 1
			}
		}
		a, b = a[na:], b[nb:]
	}
	switch {
	case len(a) > 0:
		return 1
	case len(b) > 0:
		return -1
	}
	return 0
}

// utf16Key orders code points as their UTF-16 encodings order: a
// supplementary code point's lead surrogate (0xD800-0xDBFF) sorts below
// U+E000-U+FFFF. Two supplementary code points with the same lead compare
// by their trail surrogates, which keep the code points' order, so the
// code point itself breaks the tie.
func utf16Key(r rune) uint64 {
	if r < 0x10000 {
		return uint64(r) << 21
	}
	lead := 0xD800 + (r-0x10000)>>10
	return uint64(lead)<<21 | uint64(r)
}
