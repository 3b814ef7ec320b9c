package tables_test

import (
	"go/ast"
	"go/parser"
	"go/token"
	"path/filepath"
	"strings"
	"testing"
)

// TestNothingRunsAtStartup proves from the source that package tables computes nothing at
// program start: no init function, no imports (whose init would run), and every package-level
// variable is either zero or initialized by a composite literal of constants (which the
// compiler lays out as static data). Map literals are refused: they are built at start-up.
func TestNothingRunsAtStartup(t *testing.T) {
	names, err := filepath.Glob("*.go")
	if err != nil {
		t.Fatal(err)
	}
	fset := token.NewFileSet()
	var files []*ast.File
	for _, n := range names {
		if strings.HasSuffix(n, "_test.go") {
			continue
		}
		f, err := parser.ParseFile(fset, n, nil, parser.SkipObjectResolution)
		if err != nil {
			t.Fatal(err)
		}
		files = append(files, f)
	}
	if len(files) == 0 {
		t.Fatal("no source files")
	}

	// Package-level constants may appear in initializers.
	consts := map[string]bool{"true": true, "false": true, "nil": true}
	for _, f := range files {
		for _, d := range f.Decls {
			if g, ok := d.(*ast.GenDecl); ok && g.Tok == token.CONST {
				for _, s := range g.Specs {
					for _, id := range s.(*ast.ValueSpec).Names {
						consts[id.Name] = true
					}
				}
			}
		}
	}

	vars := 0
	for _, f := range files {
		for _, imp := range f.Imports {
			t.Errorf("%s: imports %s; package tables must have no dependencies", fset.Position(imp.Pos()), imp.Path.Value)
		}
		for _, d := range f.Decls {
			switch d := d.(type) {
			case *ast.FuncDecl:
				if d.Recv == nil && d.Name.Name == "init" {
					t.Errorf("%s: func init", fset.Position(d.Pos()))
				}
			case *ast.GenDecl:
				if d.Tok != token.VAR {
					continue
				}
				for _, s := range d.Specs {
					for _, v := range s.(*ast.ValueSpec).Values {
						vars++
						if bad := dynamic(v, consts); bad != nil {
							t.Errorf("%s: package-level variable initialized by a computed expression",
								fset.Position(bad.Pos()))
						}
					}
				}
			}
		}
	}
	if vars == 0 {
		t.Error("found no package-level variables: is the package generated?")
	}
}

// dynamic returns the first part of e that is not a constant or a composite literal of
// constants, or nil.
func dynamic(e ast.Expr, consts map[string]bool) ast.Expr {
	switch e := e.(type) {
	case *ast.BasicLit:
		return nil
	case *ast.Ident:
		if consts[e.Name] {
			return nil
		}
	case *ast.ParenExpr:
		return dynamic(e.X, consts)
	case *ast.UnaryExpr:
		if e.Op != token.ARROW && e.Op != token.AND {
			return dynamic(e.X, consts)
		}
	case *ast.BinaryExpr:
		if bad := dynamic(e.X, consts); bad != nil {
			return bad
		}
		return dynamic(e.Y, consts)
	case *ast.CompositeLit:
		hasMap := false
		if e.Type != nil {
			ast.Inspect(e.Type, func(n ast.Node) bool {
				_, m := n.(*ast.MapType)
				hasMap = hasMap || m
				return !hasMap
			})
		}
		if hasMap {
			return e
		}
		for _, el := range e.Elts {
			if kv, ok := el.(*ast.KeyValueExpr); ok {
				// A key is a constant index or, in a struct literal, a field name.
				if _, field := kv.Key.(*ast.Ident); !field {
					if bad := dynamic(kv.Key, consts); bad != nil {
						return bad
					}
				}
				el = kv.Value
			}
			if bad := dynamic(el, consts); bad != nil {
				return bad
			}
		}
		return nil
	}
	return e
}
