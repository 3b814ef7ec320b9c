module github.com/textcodec/textcodec/bench

go 1.26.0

replace github.com/textcodec/textcodec => ../

require (
	github.com/textcodec/textcodec v0.0.0
	golang.org/x/text v0.43.0
)
