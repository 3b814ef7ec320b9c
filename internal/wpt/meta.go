package wpt

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
)

// A File is one test file found under the root: a *.any.js test the runner
// can run, or a file it lists as skipped (with the reason).
type File struct {
	Path string // relative to the root, with forward slashes: "encoding/api-basics.any.js"

	// From the file's leading "// META:" lines, in their order.
	Scripts  []string // script= values, as written (relative or root-relative URLs)
	Title    string   // title=
	Variants []string // variant= values ("?1-1000"); none means one run with an empty query
	Globals  []string // the global= value split at commas; none means the default
	Long     bool     // timeout=long
	meta     []metaLine

	// Global is the kind of global the file runs in: "dedicatedworker",
	// "window" or "jsshell". Skip is the reason the file does not run, or "".
	Global string
	Skip   string
}

// A metaLine is one "// META: key=value" line.
type metaLine struct{ key, value string }

// Runs returns the test IDs of the file's runs: one per variant, each the
// file's root-relative URL path with the variant appended
// ("/encoding/textdecoder-labels.any.js?1-1000").
func (f *File) Runs() []string {
	id := "/" + f.Path
	if len(f.Variants) == 0 {
		return []string{id}
	}
	ids := make([]string, len(f.Variants))
	for i, v := range f.Variants {
		ids[i] = id + v
	}
	return ids
}

// metaRE is WPT's pattern for a metadata line (tools/manifest/sourcefile.py):
// the metadata block is the run of such lines at the very start of the file.
var metaRE = regexp.MustCompile(`^//\s*META:\s*(\w*)=(.*)$`)

// parseMeta reads the leading META block of a *.any.js file's source.
func parseMeta(f *File, src []byte) {
	sc := bufio.NewScanner(bytes.NewReader(src))
	sc.Buffer(make([]byte, 0, 4096), 1<<20)
	first := true
	for sc.Scan() {
		line := sc.Text()
		if first {
			line = strings.TrimPrefix(line, "\ufeff")
			first = false
		}
		line = strings.TrimSuffix(line, "\r")
		m := metaRE.FindStringSubmatch(line)
		if m == nil {
			break
		}
		key, value := m[1], strings.TrimSpace(m[2])
		f.meta = append(f.meta, metaLine{key, value})
		switch key {
		case "script":
			f.Scripts = append(f.Scripts, value)
		case "title":
			f.Title = value
		case "variant":
			f.Variants = append(f.Variants, value)
		case "timeout":
			f.Long = f.Long || value == "long"
		case "global":
			if f.Globals == nil { // the first global= line counts, as in WPT
				f.Globals = []string{}
				for _, g := range strings.Split(value, ",") {
					if g = strings.TrimSpace(g); g != "" {
						f.Globals = append(f.Globals, g)
					}
				}
			}
		}
	}
}

// globalSet expands a global= list as WPT does: no list (or an empty one)
// means window and dedicatedworker, "worker" means the three classic worker
// kinds, and unknown names add nothing.
func globalSet(list []string) map[string]bool {
	set := map[string]bool{}
	if len(list) == 0 {
		set["window"], set["dedicatedworker"] = true, true
		return set
	}
	for _, g := range list {
		switch g {
		case "worker":
			set["dedicatedworker"], set["sharedworker"], set["serviceworker"] = true, true, true
		case "window", "dedicatedworker", "sharedworker", "serviceworker",
			"dedicatedworker-module", "sharedworker-module", "serviceworker-module",
			"worker-module", "window-module", "jsshell", "shadowrealm":
			set[g] = true
		default:
			if strings.HasPrefix(g, "shadowrealm-in-") {
				set[g] = true
			}
		}
	}
	return set
}

// chooseGlobal sets f.Global, or f.Skip when no global the runner offers is
// among the file's. The runner's global is a classic dedicated worker's
// (WPT's *.any.worker.js wrapper, with importScripts); else a JavaScript
// shell's when the file names jsshell; else, for a file that names window,
// a window's without a document (WPT's *.any.html page, as far as a global
// without the DOM can be one: tests that need the DOM fail).
func chooseGlobal(f *File) {
	set := globalSet(f.Globals)
	switch {
	case set["dedicatedworker"]:
		f.Global = "dedicatedworker"
	case set["jsshell"]:
		f.Global = "jsshell"
	case set["window"]:
		f.Global = "window"
	default:
		var names []string
		for g := range set {
			names = append(names, g)
		}
		sort.Strings(names)
		if len(names) == 0 {
			f.Skip = fmt.Sprintf("global=%s names no global", strings.Join(f.Globals, ","))
		} else {
			f.Skip = "needs a global the runner does not offer (global=" + strings.Join(names, ",") + "); it runs dedicatedworker, window and jsshell tests"
		}
	}
}

// nonTestDirs are folders WPT never takes tests from.
var nonTestDirs = map[string]bool{"resources": true, "support": true, "tools": true}

// classify returns whether name (a file name) is a test file and, for one
// that the runner cannot run whatever its metadata, the reason it is skipped.
func classify(name string) (isTest bool, skip string) {
	switch {
	case strings.HasSuffix(name, ".any.js"):
		if strings.Contains(name, ".sub.") {
			return true, "needs the WPT server's substitutions (.sub.)"
		}
		return true, ""
	case strings.HasSuffix(name, ".window.js"):
		return true, "browser-only: a *.window.js test runs in a window"
	case strings.HasSuffix(name, ".worker.js"):
		return true, "browser-only: a *.worker.js test is started by a page as a dedicated worker"
	case strings.HasSuffix(name, ".html"), strings.HasSuffix(name, ".htm"),
		strings.HasSuffix(name, ".xhtml"), strings.HasSuffix(name, ".svg"):
		return true, "browser-only: a document"
	}
	return false, ""
}

// Discover lists the test files under the given paths of root (files or
// folders, relative to root with either slash; none means "encoding"),
// sorted by path, with their metadata. Files in resources, support and tools
// folders are not tests; *.window.js, *.worker.js and documents are listed
// as skipped. A *.html file's "-ref"/support status is not looked at: every
// document under the paths is listed as a skipped browser test.
func Discover(root string, paths []string) ([]*File, error) {
	if len(paths) == 0 {
		paths = []string{"encoding"}
	}
	seen := map[string]bool{}
	var files []*File
	for _, p := range paths {
		rel, err := relToRoot(root, p)
		if err != nil {
			return nil, err
		}
		start := filepath.Join(root, filepath.FromSlash(rel))
		// Resolve a symbolic link at the start (a checkout may link a
		// folder in), then walk the real folder.
		real, err := filepath.EvalSymlinks(start)
		if err != nil {
			return nil, fmt.Errorf("wpt: %s: %w", p, err)
		}
		err = filepath.WalkDir(real, func(full string, d fs.DirEntry, err error) error {
			if err != nil {
				return err
			}
			sub, err := filepath.Rel(real, full)
			if err != nil {
				return err
			}
			relPath := path.Join(rel, filepath.ToSlash(sub))
			if d.IsDir() {
				if full != real && (nonTestDirs[d.Name()] || strings.HasPrefix(d.Name(), ".")) {
					return filepath.SkipDir
				}
				return nil
			}
			if seen[relPath] {
				return nil
			}
			isTest, skip := classify(d.Name())
			if !isTest {
				return nil
			}
			seen[relPath] = true
			f := &File{Path: relPath, Skip: skip}
			if skip == "" {
				src, err := os.ReadFile(full)
				if err != nil {
					return err
				}
				parseMeta(f, src)
				chooseGlobal(f)
			}
			files = append(files, f)
			return nil
		})
		if err != nil {
			return nil, err
		}
	}
	sort.Slice(files, func(i, j int) bool { return files[i].Path < files[j].Path })
	return files, nil
}

// relToRoot turns a path argument into a clean slash-separated path relative
// to root. Relative arguments are relative to root; absolute ones must lie
// inside it.
func relToRoot(root, p string) (string, error) {
	if filepath.IsAbs(p) {
		absRoot, err := filepath.Abs(root)
		if err != nil {
			return "", err
		}
		r, err := filepath.Rel(absRoot, p)
		if err != nil {
			return "", err
		}
		p = r
	}
	rel := path.Clean(filepath.ToSlash(p))
	rel = strings.TrimPrefix(rel, "/")
	if rel == ".." || strings.HasPrefix(rel, "../") {
		return "", fmt.Errorf("wpt: %s: not inside the root %s", p, root)
	}
	if rel == "" {
		rel = "."
	}
	return rel, nil
}

// errNotFound is returned by resolveScript for a URL outside the root.
var errNotFound = errors.New("not found")
