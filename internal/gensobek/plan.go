package main

import (
	"bytes"
	"fmt"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
)

// modulePath is the library's module, whose goja code is copied.
const modulePath = "github.com/textcodec/textcodec"

// roots are the packages a sobek user imports, and the web-platform-tests
// runner, whose tests run the project's conformance tests. They are copied, and so is
// every package of this module they import (in any file, tests included)
// that uses goja, directly or through another; the packages that do not
// (the library, internal/tables, the JavaScript's internal/webjs) are
// shared: the sobek module imports them from this module.
var roots = []string{
	"goja/dom", "goja/encoding", "goja/fileapi", "goja/globalscope", "goja/streams",
	"goja/structuredclone", "goja/url", "internal/wpt",
}

// gojaDir is the folder of this module that holds the goja packages a user
// imports; their copies sit at the top of the sobek module
// (goja/streams -> sobek/streams), and every other copied package at the
// same path from the sobek module's root (internal/host/gojaobj ->
// sobek/internal/host/gojaobj).
const gojaDir = "goja/"

// sobekRel returns where the copy of the file or package at rel (a slash
// path from the repository's root) goes, from the sobek module's root.
func sobekRel(rel string) string {
	return strings.TrimPrefix(rel, gojaDir)
}

// excluded names the files (by path from the root) that are not copied, and
// why. A file that imports a package of goja_nodejs other than its event
// loop (console, require), which have no sobek counterpart, must be listed:
// the generator fails on one that is not, so that a new one is looked at.
// goja_nodejs's event loop has a stand-in in the sobek module
// (sobek/internal/eventloop, hand-written), so files that use only that
// are copied with their import pointed there.
var excluded = map[string]string{}

// nodejsPath is goja_nodejs's module: no file that imports it is copied,
// but for its event loop, whose stand-in is at eventloopStandIn.
const (
	nodejsPath       = "github.com/dop251/goja_nodejs"
	eventloopPath    = nodejsPath + "/eventloop"
	eventloopStandIn = modulePath + "/" + outDir + "/internal/eventloop"
)

// gojaPath is goja's module, whose packages are rewritten to sobek's.
const gojaPath = "github.com/dop251/goja"

// A plan is what the generator copies.
type plan struct {
	copied map[string]bool // the copied packages, by path from the root
	files  []string        // the files copied, by slash path from the root
}

// makePlan finds the packages to copy from roots and the files of each.
func makePlan(root string) (*plan, error) {
	p := &plan{copied: make(map[string]bool)}
	uses := make(map[string]bool) // package -> uses goja, once known
	queue := slices.Clone(roots)
	for len(queue) > 0 {
		pkg := queue[0]
		queue = queue[1:]
		if p.copied[pkg] {
			continue
		}
		p.copied[pkg] = true
		files, imports, err := packageFiles(root, pkg)
		if err != nil {
			return nil, err
		}
		p.files = append(p.files, files...)
		for _, imp := range imports {
			rel, ok := strings.CutPrefix(imp, modulePath+"/")
			if !ok || p.copied[rel] {
				continue
			}
			u, err := usesGoja(root, rel, uses)
			if err != nil {
				return nil, err
			}
			if u {
				queue = append(queue, rel)
			}
		}
	}
	for f := range excluded {
		if _, err := os.Stat(filepath.Join(root, filepath.FromSlash(f))); err != nil {
			fmt.Fprintf(os.Stderr, "gensobek: note: excluded file %s does not exist (drop it from plan.go's list)\n", f)
		}
	}
	slices.Sort(p.files)
	return p, nil
}

// packageFiles returns the Go files of pkg to copy (those of its directory,
// not of its subdirectories) and the packages they import. Only Go files
// are copied: the JavaScript and the data that the copied packages embed or
// their tests read are kept once, in goja-free packages that the sobek
// module imports from this one (internal/webjs, internal/webjs/testscripts,
// internal/wpt/conformance). So that none is left behind, a copied file
// that embeds files (//go:embed), or a copied package with a testdata
// folder, stops the generator.
func packageFiles(root, pkg string) (files, imports []string, err error) {
	dir := filepath.Join(root, filepath.FromSlash(pkg))
	entries, err := os.ReadDir(dir)
	if err != nil {
		return nil, nil, err
	}
	seen := make(map[string]bool)
	for _, e := range entries {
		name := e.Name()
		rel := pkg + "/" + name
		if e.IsDir() {
			if name == "testdata" {
				return nil, nil, fmt.Errorf("%s: the sobek copy of %s would not have it (only Go files are copied): move it to a goja-free package both import (internal/webjs/testscripts)", rel, pkg)
			}
			continue
		}
		if !strings.HasSuffix(name, ".go") {
			continue
		}
		if _, ok := excluded[rel]; ok {
			continue
		}
		src, err := os.ReadFile(filepath.Join(dir, name))
		if err != nil {
			return nil, nil, err
		}
		if embeds(src) {
			return nil, nil, fmt.Errorf("%s embeds files, which its sobek copy would not have (only Go files are copied): embed them in a goja-free package both import (internal/webjs)", rel)
		}
		imps, err := fileImports(rel, src)
		if err != nil {
			return nil, nil, err
		}
		for _, imp := range imps {
			if imp != eventloopPath && (imp == nodejsPath || strings.HasPrefix(imp, nodejsPath+"/")) {
				return nil, nil, fmt.Errorf("%s imports %s, which sobek has no counterpart of: add it to plan.go's excluded list (and give the sobek module what it needs in a hand-written file)", rel, imp)
			}
			if !seen[imp] {
				seen[imp] = true
				imports = append(imports, imp)
			}
		}
		files = append(files, rel)
	}
	return files, imports, nil
}

// embeds tells whether the Go source src has a //go:embed directive.
func embeds(src []byte) bool {
	for line := range bytes.Lines(src) {
		if bytes.HasPrefix(bytes.TrimLeft(line, " \t"), []byte("//go:embed")) {
			return true
		}
	}
	return false
}

// usesGoja tells whether pkg's non-test files import goja, directly or
// through other packages of this module; memo holds the answers so far.
func usesGoja(root, pkg string, memo map[string]bool) (bool, error) {
	if u, ok := memo[pkg]; ok {
		return u, nil
	}
	memo[pkg] = false // an import cycle cannot build; this ends the walk
	entries, err := os.ReadDir(filepath.Join(root, filepath.FromSlash(pkg)))
	if err != nil {
		return false, err
	}
	for _, e := range entries {
		name := e.Name()
		if e.IsDir() || !strings.HasSuffix(name, ".go") || strings.HasSuffix(name, "_test.go") {
			continue
		}
		path := filepath.Join(root, filepath.FromSlash(pkg), name)
		src, err := os.ReadFile(path)
		if err != nil {
			return false, err
		}
		imps, err := fileImports(path, src)
		if err != nil {
			return false, err
		}
		for _, imp := range imps {
			u := imp == gojaPath || strings.HasPrefix(imp, gojaPath+"/")
			if rel, ok := strings.CutPrefix(imp, modulePath+"/"); ok && !u {
				if u, err = usesGoja(root, rel, memo); err != nil {
					return false, err
				}
			}
			if u {
				memo[pkg] = true
				return true, nil
			}
		}
	}
	return false, nil
}

// fileImports returns the import paths of the Go source src, named name.
func fileImports(name string, src []byte) ([]string, error) {
	f, err := parser.ParseFile(token.NewFileSet(), name, src, parser.ImportsOnly)
	if err != nil {
		return nil, err
	}
	var imps []string
	for _, s := range f.Imports {
		imp, err := strconv.Unquote(s.Path.Value)
		if err != nil {
			return nil, err
		}
		imps = append(imps, imp)
	}
	return imps, nil
}
