// Command startup decodes a little UTF-8 with package textcodec.
// TestNoStartupWork runs it with GODEBUG=inittrace=1 to show that importing
// textcodec costs nothing at start-up.
package main

import (
	"fmt"

	"github.com/textcodec/textcodec"
)

func main() {
	s, _ := textcodec.UTF8.NewDecoder().DecodeToString([]byte("caf\xC3\xA9"))
	fmt.Println(s)
}
