package wpt

import (
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
)

func TestParseMeta(t *testing.T) {
	src := "\ufeff// META: title=The title\r\n" +
		"//META: script=/common/subset-tests.js\n" +
		"// META:  script=resources/helper.js  \n" +
		"// META: variant=?1-10\n" +
		"// META: variant=?11-last\n" +
		"// META: global=window, worker\n" +
		"// META: global=jsshell\n" +
		"// META: timeout=long\n" +
		"\n" +
		"// META: script=/not/metadata.js\n" +
		"test(() => {});\n"
	var f File
	parseMeta(&f, []byte(src))
	if f.Title != "The title" {
		t.Errorf("title %q", f.Title)
	}
	if want := []string{"/common/subset-tests.js", "resources/helper.js"}; !reflect.DeepEqual(f.Scripts, want) {
		t.Errorf("scripts %q, want %q (the block ends at the first other line)", f.Scripts, want)
	}
	if want := []string{"?1-10", "?11-last"}; !reflect.DeepEqual(f.Variants, want) {
		t.Errorf("variants %q, want %q", f.Variants, want)
	}
	if want := []string{"window", "worker"}; !reflect.DeepEqual(f.Globals, want) {
		t.Errorf("globals %q, want %q (the first global= line counts)", f.Globals, want)
	}
	if !f.Long {
		t.Error("timeout=long not seen")
	}
	if len(f.meta) != 8 {
		t.Errorf("%d metadata lines, want 8", len(f.meta))
	}
	if got, want := f.Runs(), []string{"/?1-10", "/?11-last"}; !reflect.DeepEqual(got, want) {
		t.Errorf("Runs() = %q, want %q", got, want)
	}
}

func TestChooseGlobal(t *testing.T) {
	for _, tc := range []struct {
		globals []string
		global  string
		skip    string // a substring of the reason, or "" to run
	}{
		{nil, "dedicatedworker", ""},
		{[]string{}, "dedicatedworker", ""},
		{[]string{"window", "worker"}, "dedicatedworker", ""},
		{[]string{"dedicatedworker"}, "dedicatedworker", ""},
		{[]string{"jsshell"}, "jsshell", ""},
		{[]string{"window", "jsshell"}, "jsshell", ""},
		{[]string{"window"}, "window", ""},
		{[]string{"window", "sharedworker"}, "window", ""},
		{[]string{"sharedworker", "serviceworker"}, "", "global=serviceworker,sharedworker"},
		{[]string{"dedicatedworker-module"}, "", "dedicatedworker-module"},
		{[]string{"shadowrealm-in-window"}, "", "shadowrealm-in-window"},
		{[]string{"nonsense"}, "", "names no global"},
	} {
		f := File{Globals: tc.globals}
		chooseGlobal(&f)
		if f.Global != tc.global || (tc.skip == "") != (f.Skip == "") || !strings.Contains(f.Skip, tc.skip) {
			t.Errorf("%q: global %q, skip %q; want %q, %q", tc.globals, f.Global, f.Skip, tc.global, tc.skip)
		}
	}
}

// writeFiles creates files (path → content) under dir.
func writeFiles(t *testing.T, dir string, files map[string]string) {
	t.Helper()
	for name, content := range files {
		p := filepath.Join(dir, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(content), 0o644); err != nil {
			t.Fatal(err)
		}
	}
}

func TestDiscover(t *testing.T) {
	root := t.TempDir()
	writeFiles(t, root, map[string]string{
		"encoding/a.any.js":               "test(() => {});",
		"encoding/w.any.js":               "// META: global=window\n",
		"encoding/sw.any.js":              "// META: global=sharedworker\n",
		"encoding/s.any.js":               "// META: global=jsshell\n",
		"encoding/x.window.js":            "",
		"encoding/x.worker.js":            "",
		"encoding/x.html":                 "",
		"encoding/x.sub.any.js":           "",
		"encoding/helper.js":              "",
		"encoding/resources/r.any.js":     "",
		"encoding/support/s.any.js":       "",
		"encoding/sub/deep.any.js":        "",
		"encoding/.hidden/h.any.js":       "",
		"other/o.any.js":                  "",
		"encoding/streams/stream.any.js":  "",
		"encoding/streams/notes.txt":      "",
		"encoding/streams/tools/t.any.js": "",
	})
	files, err := Discover(root, nil)
	if err != nil {
		t.Fatal(err)
	}
	got := map[string]string{}
	var order []string
	for _, f := range files {
		got[f.Path] = f.Skip
		order = append(order, f.Path)
	}
	want := []string{
		"encoding/a.any.js", "encoding/s.any.js", "encoding/streams/stream.any.js", "encoding/sub/deep.any.js",
		"encoding/sw.any.js", "encoding/w.any.js", "encoding/x.html", "encoding/x.sub.any.js", "encoding/x.window.js", "encoding/x.worker.js",
	}
	if !reflect.DeepEqual(order, want) {
		t.Fatalf("files %q\nwant %q", order, want)
	}
	for _, p := range []string{"encoding/a.any.js", "encoding/s.any.js", "encoding/sub/deep.any.js", "encoding/w.any.js"} {
		if got[p] != "" {
			t.Errorf("%s skipped: %s", p, got[p])
		}
	}
	for p, reason := range map[string]string{
		"encoding/sw.any.js":    "global=sharedworker",
		"encoding/x.window.js":  "browser-only",
		"encoding/x.worker.js":  "browser-only",
		"encoding/x.html":       "browser-only",
		"encoding/x.sub.any.js": "substitutions",
	} {
		if !strings.Contains(got[p], reason) {
			t.Errorf("%s: skip reason %q, want it to mention %q", p, got[p], reason)
		}
	}

	// Paths: a file, a folder, a path given twice, and absolute paths.
	files, err = Discover(root, []string{"encoding/a.any.js", "other", filepath.Join(root, "encoding", "a.any.js")})
	if err != nil {
		t.Fatal(err)
	}
	if len(files) != 2 || files[0].Path != "encoding/a.any.js" || files[1].Path != "other/o.any.js" {
		t.Errorf("files %v", files)
	}
	for _, bad := range []string{"../outside", "missing", filepath.Dir(root)} {
		if _, err := Discover(root, []string{bad}); err == nil {
			t.Errorf("Discover(%q) did not fail", bad)
		}
	}
}

func TestDiscoverSymlinkedFolder(t *testing.T) {
	tests := t.TempDir()
	writeFiles(t, tests, map[string]string{"a.any.js": "", "sub/b.any.js": ""})
	root := t.TempDir()
	if err := os.Symlink(tests, filepath.Join(root, "encoding")); err != nil {
		t.Skip("no symbolic links here:", err)
	}
	files, err := Discover(root, nil)
	if err != nil {
		t.Fatal(err)
	}
	if len(files) != 2 || files[0].Path != "encoding/a.any.js" || files[1].Path != "encoding/sub/b.any.js" {
		t.Errorf("files %v", files)
	}
}

func TestTestURL(t *testing.T) {
	for _, tc := range []struct {
		file, variant string
		want          map[string]string
	}{
		{"encoding/x.any.js", "", map[string]string{
			"href": origin + "/encoding/x.any.worker.js", "pathname": "/encoding/x.any.worker.js",
			"search": "", "hash": "", "origin": origin, "host": "web-platform.test:8000",
			"hostname": "web-platform.test", "port": "8000", "protocol": "http:",
		}},
		{"encoding/x.any.js", "?1-1000", map[string]string{"search": "?1-1000", "href": origin + "/encoding/x.any.worker.js?1-1000"}},
		{"encoding/x.any.js", "?", map[string]string{"search": ""}},
		{"encoding/x.any.js", "#frag", map[string]string{"search": "", "hash": "#frag"}},
		{"encoding/x.any.js", "?a=1&b#c", map[string]string{"search": "?a=1&b", "hash": "#c"}},
	} {
		loc := locationObject(testURL(tc.file, tc.variant, "dedicatedworker"))
		for k, v := range tc.want {
			if loc[k] != v {
				t.Errorf("%s%s: location.%s = %q, want %q", tc.file, tc.variant, k, loc[k], v)
			}
		}
	}
	// A window's page.
	if got, want := testURL("encoding/x.any.js", "?TextDecoder", "window").String(), origin+"/encoding/x.any.html?TextDecoder"; got != want {
		t.Errorf("window: %s, want %s", got, want)
	}
}

func TestResolveScript(t *testing.T) {
	root := t.TempDir()
	writeFiles(t, root, map[string]string{
		"resources/testharness.js":     "",
		"common/subset-tests.js":       "",
		"encoding/resources/helper.js": "",
	})
	base := testURL("encoding/x.any.js", "?v", "dedicatedworker")
	for _, tc := range []struct {
		ref, name string
	}{
		{"/resources/testharness.js", "/resources/testharness.js"},
		{"/common/subset-tests.js?pipe=sub", "/common/subset-tests.js"},
		{"resources/helper.js", "/encoding/resources/helper.js"},
		{"./resources/helper.js", "/encoding/resources/helper.js"},
		{"../common/subset-tests.js", "/common/subset-tests.js"},
		{origin + "/common/subset-tests.js", "/common/subset-tests.js"},
	} {
		file, name, err := resolveScript(root, base, tc.ref)
		if err != nil || name != tc.name || file != filepath.Join(root, filepath.FromSlash(tc.name[1:])) {
			t.Errorf("%q: %q %q %v; want %q", tc.ref, file, name, err, tc.name)
		}
	}
	for _, ref := range []string{"missing.js", "http://example.com/resources/testharness.js", "/../../etc/passwd", "/encoding", "%zz"} {
		if _, _, err := resolveScript(root, base, ref); err == nil {
			t.Errorf("%q resolved", ref)
		}
	}
}

func TestEarliestTimer(t *testing.T) {
	// The earlier due time first; for equal due times, the earlier set.
	base := (&timer{}).due
	timers := map[int64]*timer{
		1: {id: 1, due: base.Add(5), seq: 1},
		2: {id: 2, due: base.Add(3), seq: 3},
		3: {id: 3, due: base.Add(3), seq: 2},
	}
	var got []int64
	for len(timers) > 0 {
		e := earliest(timers)
		got = append(got, e.id)
		delete(timers, e.id)
	}
	if want := []int64{3, 2, 1}; !reflect.DeepEqual(got, want) {
		t.Errorf("order %v, want %v", got, want)
	}
	if earliest(nil) != nil {
		t.Error("earliest of none")
	}
}
