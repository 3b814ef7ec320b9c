module github.com/textcodec/textcodec

go 1.25.0
