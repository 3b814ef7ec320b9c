module github.com/textcodec/textcodec/sobek

go 1.25.0

require (
	github.com/grafana/sobek v0.0.0-20260429085637-a66d4790012b
	github.com/textcodec/textcodec v0.0.0-00010101000000-000000000000
)

require (
	github.com/dlclark/regexp2 v1.12.0 // indirect
	github.com/go-sourcemap/sourcemap v2.1.4+incompatible // indirect
	github.com/google/pprof v0.0.0-20240727154555-813a5fbdbec8 // indirect
	golang.org/x/net v0.27.0 // indirect
	golang.org/x/text v0.16.0 // indirect
)

// The library's pure-Go core (core, internal/tables) comes from the module
// in the directory above, this repository's root.
replace github.com/textcodec/textcodec => ../
