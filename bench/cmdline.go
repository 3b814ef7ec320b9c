package bench

import "strings"

// RegenerateArgs returns the command line's arguments less -o and -save
// (where the report and the raw output went, which changes nothing in the
// figures): what a generated report names as the command that regenerates it
// (cmd/benchtable, cmd/xtexttable).
func RegenerateArgs(args []string) []string {
	var out []string
	for k := 0; k < len(args); k++ {
		a := strings.TrimPrefix(args[k], "-")
		name, _, hasValue := strings.Cut(strings.TrimPrefix(a, "-"), "=")
		if name == "o" || name == "save" {
			if !hasValue {
				k++ // the value is the next argument
			}
			continue
		}
		out = append(out, args[k])
	}
	return out
}
