package wpt

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestFetchConfinedToRoot checks that no URL reaches a file outside the
// root: not by "..", percent-escapes, backslashes, absolute paths, other
// schemes or hosts, nor symbolic links.
func TestFetchConfinedToRoot(t *testing.T) {
	dir := t.TempDir()
	root := filepath.Join(dir, "root")
	writeFiles(t, dir, map[string]string{
		"secret.txt":                 "secret",
		"outside/secret.txt":         "secret",
		"root/interfaces/a.idl":      "idl",
		"root/encoding/x.any.js":     "",
		"root/encoding/resources/r":  "r",
		"root/encoding/dir/file.txt": "",
	})
	links := map[string]string{
		"root/encoding/link-out.txt":     filepath.Join(dir, "secret.txt"),
		"root/encoding/link-out-dir":     filepath.Join(dir, "outside"),
		"root/encoding/link-in.idl":      filepath.Join(root, "interfaces", "a.idl"),
		"root/encoding/link-relative-up": "../../secret.txt",
	}
	symlinks := true
	for name, target := range links {
		if err := os.Symlink(target, filepath.Join(dir, name)); err != nil {
			symlinks = false
		}
	}
	base := testURL("encoding/x.any.js", "", "dedicatedworker")
	for _, tc := range []struct {
		ref  string
		want string // the file under root, "" for 404, "network" for a network error
		link bool   // needs symbolic links
	}{
		{"/interfaces/a.idl", "interfaces/a.idl", false},
		{"../interfaces/a.idl", "interfaces/a.idl", false},
		{"resources/r?query#frag", "encoding/resources/r", false},
		{"%2E%2E/interfaces/a.idl", "interfaces/a.idl", false},
		{origin + "/interfaces/a.idl", "interfaces/a.idl", false},
		{"../../secret.txt", "", false},
		{"../../../../../../secret.txt", "", false},
		{"/../secret.txt", "", false},
		{"/%2e%2e/secret.txt", "", false},
		{"%2e%2e%2f%2e%2e%2fsecret.txt", "", false},
		{`..\..\secret.txt`, "", false},
		{`\..\secret.txt`, "", false},
		{filepath.ToSlash(filepath.Join(dir, "secret.txt")), "", false},
		{"/" + filepath.ToSlash(filepath.Join(dir, "secret.txt")), "network", false}, // "//host/..."
		{"dir", "", false},
		{"dir/", "", false},
		{"/", "", false},
		{"missing.js", "", false},
		{"x.any.js%00.idl", "", false},
		{"file://" + filepath.ToSlash(filepath.Join(dir, "secret.txt")), "network", false},
		{"http://example.com/interfaces/a.idl", "network", false},
		{"//example.com/interfaces/a.idl", "network", false},
		{"https://web-platform.test:8000/interfaces/a.idl", "network", false},
		{"http://user@web-platform.test:8000/interfaces/a.idl", "network", false},
		{"link-out.txt", "", true},
		{"link-out-dir/secret.txt", "", true},
		{"link-relative-up", "", true},
		{"link-in.idl", "interfaces/a.idl", true},
	} {
		if tc.link && !symlinks {
			continue
		}
		_, file, err := resolveFetch(root, base, tc.ref)
		switch {
		case tc.want == "network":
			if !errors.Is(err, errNetwork) {
				t.Errorf("%q: file %q, error %v; want a network error", tc.ref, file, err)
			}
		case err != nil:
			t.Errorf("%q: %v", tc.ref, err)
		case tc.want == "":
			if file != "" {
				t.Errorf("%q gives %s, want 404", tc.ref, file)
			}
		default:
			realRoot, _ := filepath.EvalSymlinks(root)
			if want := filepath.Join(realRoot, filepath.FromSlash(tc.want)); file != want {
				t.Errorf("%q gives %q, want %q", tc.ref, file, want)
			}
		}
	}
}

// TestRunFetch runs fetch() and Response from a test file.
func TestRunFetch(t *testing.T) {
	src := `
promise_test(async t => {
  const r = await fetch("/interfaces/a.json");
  assert_true(r instanceof Response);
  assert_true(r.ok);
  assert_equals(r.status, 200);
  assert_equals(r.statusText, "OK");
  assert_equals(r.url, location.origin + "/interfaces/a.json");
  assert_false(r.bodyUsed);
  assert_object_equals(await r.json(), {"é": [1]});
  assert_true(r.bodyUsed);
  await promise_rejects_js(t, TypeError, r.text(), "a body is read once");
}, "json");
promise_test(async () => {
  assert_equals(await (await fetch("../interfaces/bad.txt")).text(), "\uFFFDa\uFFFD", "UTF-8 decode, BOM removed");
  const b = await (await fetch("/interfaces/bad.txt")).arrayBuffer();
  assert_array_equals(new Uint8Array(b), [0xEF, 0xBB, 0xBF, 0xFF, 0x61, 0xC3]);
}, "text and arrayBuffer");
promise_test(async () => {
  const r = await fetch("/interfaces/none.idl");
  assert_false(r.ok);
  assert_equals(r.status, 404);
  assert_equals((await fetch("../../../../etc/passwd")).status, 404);
}, "404");
promise_test(async t => {
  await promise_rejects_js(t, TypeError, fetch("/interfaces/a.json", {method: "POST"}));
  await promise_rejects_js(t, TypeError, fetch("http://example.com/"));
  await promise_rejects_js(t, TypeError, fetch("file:///etc/passwd"));
  assert_throws_js(TypeError, () => new Response("text"), "a body other than a Blob");
  assert_throws_js(TypeError, () => Response(), "without new");
}, "network errors");
promise_test(async () => {
  assert_equals((await new Response().arrayBuffer()).byteLength, 0);
  assert_equals(await new Response(null).text(), "");
  const r = new Response(new Blob(["hé"]));
  assert_equals(r.status, 200);
  assert_array_equals(new Uint8Array(await r.arrayBuffer()), [0x68, 0xC3, 0xA9]);
  assert_equals(await new Response(new File(["f"], "n")).text(), "f");
}, "Response of no body and of a Blob");
promise_test(() => {
  let settled = false;
  const p = fetch("/interfaces/a.json").then(() => { settled = true; });
  return Promise.resolve().then(() => assert_false(settled, "in a task of its own")).then(() => p);
}, "async");
`
	r := runOne(t, src, map[string]string{
		"interfaces/a.json":  `{"é": [1]}`,
		"interfaces/bad.txt": "\xEF\xBB\xBF\xFFa\xC3",
	}, Options{})[0]
	if !r.OK() || len(r.Subtests) != 6 {
		t.Errorf("%s %q: %v", r.Status, r.Message, r.Subtests)
	}
}

// TestRunIdlharnessFetch runs idlharness.js's idl_test, which fetches the
// IDL under /interfaces/.
func TestRunIdlharnessFetch(t *testing.T) {
	src := `// META: script=/resources/WebIDLParser.js
// META: script=/resources/idlharness.js
idl_test(["mini"], [], idl_array => {
  idl_array.add_objects({ TextEncoder: ["new TextEncoder()"] });
});
`
	r := runOne(t, src, map[string]string{
		"interfaces/mini.idl": `[Exposed=*]
interface TextEncoder {
  constructor();
  [NewObject] Uint8Array encode(optional USVString input = "");
};
`,
	}, Options{})[0]
	if !r.OK() || len(r.Subtests) < 5 {
		t.Errorf("%s %q: %v", r.Status, r.Message, r.Subtests)
	}
	for _, s := range r.Subtests {
		if strings.Contains(s.Name, "setup") && s.Status != SubtestPass {
			t.Errorf("%s: %s %s", s.Name, s.Status, s.Message)
		}
	}
}
