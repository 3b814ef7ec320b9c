package main

import (
	"encoding/binary"
	"testing"
)

// moFile builds a little-endian .mo file of the pairs (msgid, msgstr).
func moFile(pairs [][2]string) []byte {
	n := len(pairs)
	head := 28
	origTab, transTab := head, head+8*n
	data := transTab + 8*n
	b := make([]byte, data)
	binary.LittleEndian.PutUint32(b[0:], 0x950412de)
	binary.LittleEndian.PutUint32(b[8:], uint32(n))
	binary.LittleEndian.PutUint32(b[12:], uint32(origTab))
	binary.LittleEndian.PutUint32(b[16:], uint32(transTab))
	for i, p := range pairs {
		for j, s := range p {
			at := origTab + 8*i
			if j == 1 {
				at = transTab + 8*i
			}
			binary.LittleEndian.PutUint32(b[at:], uint32(len(s)))
			binary.LittleEndian.PutUint32(b[at+4:], uint32(len(b)))
			b = append(b, s...)
			b = append(b, 0)
		}
	}
	return b
}

func TestReadMO(t *testing.T) {
	b := moFile([][2]string{
		{"", "Content-Type: text/plain; charset=UTF-8\n"},
		{"file", "fichier"},
		{"one file\x00%d files", "un fichier\x00%d fichiers"},
	})
	got, err := readMO(b)
	want := []string{"fichier", "un fichier", "%d fichiers"}
	if err != nil || len(got) != len(want) {
		t.Fatalf("got %q, %v; want %q", got, err, want)
	}
	for i := range want {
		if got[i] != want[i] {
			t.Errorf("got[%d] = %q, want %q", i, got[i], want[i])
		}
	}
	latin1 := moFile([][2]string{{"", "Content-Type: text/plain; charset=ISO-8859-1\n"}, {"a", "b"}})
	if got, err := readMO(latin1); got != nil || err != nil {
		t.Errorf("ISO-8859-1 file: got %q, %v; want it skipped", got, err)
	}
	for _, bad := range [][]byte{nil, make([]byte, 28), b[:40]} {
		if _, err := readMO(bad); err == nil {
			t.Errorf("%d bytes: no error", len(bad))
		}
	}
}

func TestCleanText(t *testing.T) {
	for in, want := range map[string]string{
		"  Ouvrir\tle\n\nfichier  ": "Ouvrir le fichier",
		"e\u0301te\u0301":           "été", // NFC
		"bad \xff":                  "",
	} {
		if got := cleanText(in); got != want {
			t.Errorf("cleanText(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestToWindows1258Form(t *testing.T) {
	for in, want := range map[string]string{
		"Việt":  "Vi\u00ea\u0323t", // ệ: ê precomposed, dot below combining
		"người": "ng\u01b0\u01a1\u0300i",
		"đâu":   "đâu", // in the encoding as it is
	} {
		if got := toWindows1258Form(in); got != want {
			t.Errorf("toWindows1258Form(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestQuantize(t *testing.T) {
	if q := quantize(0, 1); q != scoreFloor {
		t.Errorf("quantize(0) = %d", q)
	}
	if q := quantize(1.0/1024, 1.0/1024); q != 0 {
		t.Errorf("quantize(reference) = %d", q)
	}
	if q := quantize(1e-30, 1); q != scoreFloor {
		t.Errorf("quantize(tiny) = %d", q)
	}
	if q := quantize(1e30, 1); q != 127 {
		t.Errorf("quantize(huge) = %d", q)
	}
}
