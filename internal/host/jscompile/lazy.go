package jscompile

import (
	"sync"

	"github.com/dop251/goja"

	"github.com/textcodec/textcodec/internal/webjs"
)

// Lazy returns a function that gives p compiled in strict mode on its first
// call and the same goja.Program to every later call (a Program is
// immutable once compiled, so all runtimes share it). p's text is the
// bindings' own, which goja's lexer reads right, so it is compiled as it is.
func Lazy(p webjs.Program) func() *goja.Program {
	return sync.OnceValue(func() *goja.Program {
		return goja.MustCompile(p.Name, p.Source(), true)
	})
}
