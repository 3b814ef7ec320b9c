package bench

import (
	"strings"
	"testing"
)

func TestRegenerateArgs(t *testing.T) {
	got := strings.Join(RegenerateArgs([]string{"-benchtime", "100ms", "-o", "X.md", "-count", "3", "--save=a.txt", "-o=Y.md", "-save", "b.txt", "-stat", "best"}), " ")
	if want := "-benchtime 100ms -count 3 -stat best"; got != want {
		t.Errorf("RegenerateArgs = %q, want %q", got, want)
	}
}
