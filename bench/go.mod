module github.com/textcodec/textcodec/bench

go 1.26.0

replace github.com/textcodec/textcodec => ../

// The sobek binding (package jsbench measures it beside the goja one): this
// module's requirement only, never the library's.
replace github.com/textcodec/textcodec/sobek => ../sobek

require (
	github.com/dop251/goja v0.0.0-20260917113740-793a2a65c13b
	github.com/gogs/chardet v0.0.0-20211120154057-b7413eaefb8f
	github.com/grafana/sobek v0.0.0-20260429085637-a66d4790012b
	github.com/saintfish/chardet v0.0.0-20230101081208-5e3ef4b5456d
	github.com/textcodec/textcodec v0.0.0
	github.com/textcodec/textcodec/sobek v0.0.0
	github.com/wlynxg/chardet v1.0.5
	golang.org/x/net v0.62.0
	golang.org/x/text v0.43.0
)

require (
	github.com/dlclark/regexp2 v1.12.0 // indirect
	github.com/dlclark/regexp2/v2 v2.5.2 // indirect
	github.com/go-sourcemap/sourcemap v2.1.4+incompatible // indirect
	github.com/google/pprof v0.0.0-20240727154555-813a5fbdbec8 // indirect
)
