package main

import (
	"encoding/json"
	"fmt"
	"io"
	"strings"

	"github.com/textcodec/textcodec"
)

const labelsSynopsis = `textcodec labels [--json]

Lists the Encoding Standard's encodings in its order, one a line: the name,
then its labels (any of which --encoding accepts, in any ASCII case).`

// labelsEntry is one encoding in the --json output.
type labelsEntry struct {
	Name   string   `json:"name"`
	Labels []string `json:"labels"`
}

// runLabels implements "textcodec labels".
func runLabels(args []string, stdout, stderr io.Writer) int {
	fs := newFlagSet("labels", stderr)
	asJSON := fs.Bool("json", false, "write a JSON array of {\"name\", \"labels\"} objects instead")
	if st := parseFlags(fs, labelsSynopsis, args, stdout, stderr); st >= 0 {
		return st
	}
	if fs.NArg() > 0 {
		fmt.Fprintf(stderr, "textcodec labels: unexpected argument %q\n", fs.Arg(0))
		return exitUsage
	}
	var err error
	if *asJSON {
		var list []labelsEntry
		for _, e := range textcodec.Encodings() {
			list = append(list, labelsEntry{e.Name(), e.Labels()})
		}
		enc := json.NewEncoder(stdout)
		enc.SetIndent("", "  ")
		err = enc.Encode(list)
	} else {
		var b strings.Builder
		for _, e := range textcodec.Encodings() {
			fmt.Fprintf(&b, "%-14s %s\n", e.Name(), strings.Join(e.Labels(), " "))
		}
		_, err = io.WriteString(stdout, b.String())
	}
	if err != nil {
		fmt.Fprintf(stderr, "textcodec labels: %v\n", err)
		return exitFailure
	}
	return exitOK
}
