package main

import (
	"bytes"
	"encoding/binary"
	"errors"
	"strings"
)

// readMO returns the translations (msgstr) of a GNU gettext .mo file, each
// plural form separately, without the header entry. Files whose header names
// a charset other than UTF-8 are skipped (nil, nil).
func readMO(b []byte) ([]string, error) {
	if len(b) < 28 {
		return nil, errors.New("short .mo file")
	}
	var order binary.ByteOrder
	switch binary.LittleEndian.Uint32(b) {
	case 0x950412de:
		order = binary.LittleEndian
	case 0xde120495:
		order = binary.BigEndian
	default:
		return nil, errors.New("not a .mo file")
	}
	n := int(order.Uint32(b[8:]))
	origTab := int(order.Uint32(b[12:]))
	transTab := int(order.Uint32(b[16:]))
	str := func(tab, i int) (string, bool) {
		at := tab + 8*i
		if at+8 > len(b) {
			return "", false
		}
		l, off := int(order.Uint32(b[at:])), int(order.Uint32(b[at+4:]))
		if off < 0 || l < 0 || off+l > len(b) {
			return "", false
		}
		return string(b[off : off+l]), true
	}
	var out []string
	for i := 0; i < n; i++ {
		id, ok1 := str(origTab, i)
		tr, ok2 := str(transTab, i)
		if !ok1 || !ok2 {
			return nil, errors.New("bad .mo string table")
		}
		if id == "" {
			if cs := headerCharset(tr); cs != "" && !strings.EqualFold(cs, "utf-8") {
				return nil, nil
			}
			continue
		}
		for _, form := range bytes.Split([]byte(tr), []byte{0}) {
			if len(form) > 0 {
				out = append(out, string(form))
			}
		}
	}
	return out, nil
}

// headerCharset returns the charset named by a .mo header's Content-Type.
func headerCharset(header string) string {
	for _, line := range strings.Split(header, "\n") {
		if i := strings.Index(strings.ToLower(line), "charset="); i >= 0 {
			return strings.TrimSpace(line[i+len("charset="):])
		}
	}
	return ""
}
