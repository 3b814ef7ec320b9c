package xtext

import (
	"errors"
	"testing"

	"github.com/textcodec/textcodec"
)

func TestVariablesFollowCore(t *testing.T) {
	for i, enc := range textcodec.Encodings() {
		if all[i].Encoding() != enc || Of(enc) != all[i] || all[i].String() != enc.Name() {
			t.Errorf("variable %d is %v, textcodec has %v", i, all[i], enc)
		}
	}
	if Of(nil) != nil {
		t.Error("Of(nil) is not nil")
	}
}

func TestGet(t *testing.T) {
	for _, enc := range textcodec.Encodings() {
		for _, label := range enc.Labels() {
			if got, err := Get(" " + label + "\n"); err != nil || got.Encoding() != enc {
				t.Errorf("Get(%q) = %v, %v", label, got, err)
			}
		}
	}
	for _, label := range []string{"\vutf-8", "\u212aoi8-r", "utf-8\u00a0", "csISO885915", ""} {
		if got, err := Get(label); got != nil || !errors.Is(err, ErrUnknownLabel) {
			t.Errorf("Get(%q) = %v, %v", label, got, err)
		}
	}
	if got, err := GetIANA("csISO885915"); err != nil || got != ISO8859_15 {
		t.Errorf("GetIANA: %v, %v", got, err)
	}
}
