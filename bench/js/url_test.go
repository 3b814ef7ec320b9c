package jsbench

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"testing"

	"github.com/dop251/goja"

	"github.com/textcodec/textcodec/goja/encoding"
	gojaurl "github.com/textcodec/textcodec/goja/url"
)

// BenchmarkURL measures package goja/url's URL and URLSearchParams as a
// script sees them, beside Node.js 20's own and the npm whatwg-url (the
// URL Standard's reference implementation, which goja users bundle today)
// bundled by esbuild and loaded into goja, each running the same script:
//
//	BenchmarkURL/parse/{textcodec,whatwg-url,node}         parse urlSet, read href
//	BenchmarkURL/searchParams/{textcodec,whatwg-url,node}  a URLSearchParams round trip
//
// One op is the whole set (parse) or one round trip (searchParams);
// cpu-ns/op divides the process's CPU time (every thread, the garbage
// collector's included) by the ops, which a busy machine disturbs less than
// the wall clock. The node rows run the script in one node process per run
// and report the loop's own times (process start-up excluded). whatwg-url needs
// TextEncoder and TextDecoder (package goja/encoding gives them), and its
// bundle computes %AsyncIteratorPrototype% from an async generator, which
// goja cannot compile: the bundle's line is replaced by Object.prototype
// (whatwg-url uses it only for async iterators, which URL has none of).

// whatwgURLVersion and esbuildVersion are the npm packages installed (into
// node_modules here, git-ignored) to make the bundle.
const (
	whatwgURLVersion = "14.1.1"
	esbuildVersion   = "0.24.0"
)

// urlSet returns the URLs weburl's BenchmarkParseRealistic parses, as
// pages and APIs use them ([input, base], "" for none): the JSON text of
// weburl/testdata/realistic-urls.json.
func urlSet() ([]byte, error) {
	return os.ReadFile(filepath.Join(srcDir(), "..", "..", "weburl", "testdata", "realistic-urls.json"))
}

// urlScript defines run(URL, URLSearchParams, n, kind) for every engine:
// kind "parse" parses urlSet n times, "searchParams" makes n round trips.
// It returns a checksum of the outputs, compared across engines.
const urlScript = `
function run(URL, URLSearchParams, set, n, kind) {
	let sum = 0;
	if (kind === "parse") {
		for (let i = 0; i < n; i++) {
			for (let j = 0; j < set.length; j++) {
				const u = set[j][1] === "" ? new URL(set[j][0]) : new URL(set[j][0], set[j][1]);
				sum += u.href.length;
			}
		}
	} else {
		for (let i = 0; i < n; i++) {
			const p = new URLSearchParams("q=caf%C3%A9+au+lait&hl=fr&num=20&start=40&filter=a%26b&empty=&flag");
			p.append("page", String(i % 10));
			p.set("hl", "en");
			p.sort();
			sum += p.toString().length + p.get("q").length;
		}
	}
	return sum;
}`

// bundleWhatwgURL installs whatwg-url and esbuild with npm (once), bundles
// whatwg-url and returns the bundle's text, patched for goja.
var bundleWhatwgURL = sync.OnceValues(func() (string, error) {
	dir := srcDir()
	modules := filepath.Join(dir, "node_modules")
	out := filepath.Join(modules, ".whatwg-url-"+whatwgURLVersion+".bundle.js")
	if b, err := os.ReadFile(out); err == nil {
		return string(b), nil
	}
	npm, err := exec.LookPath("npm")
	if err != nil {
		return "", fmt.Errorf("npm is not on PATH: whatwg-url is not measured")
	}
	cmd := exec.Command(npm, "install", "--no-save", "--no-package-lock", "--no-audit", "--no-fund", "--prefix", dir,
		"whatwg-url@"+whatwgURLVersion, "esbuild@"+esbuildVersion)
	if b, err := cmd.CombinedOutput(); err != nil {
		return "", fmt.Errorf("npm install whatwg-url failed (%v): %s", err, b)
	}
	entry := filepath.Join(modules, ".whatwg-url-entry.js")
	if err := os.WriteFile(entry, []byte(`const w = require("whatwg-url"); globalThis.WhatwgURL = w.URL; globalThis.WhatwgURLSearchParams = w.URLSearchParams;`), 0o666); err != nil {
		return "", err
	}
	cmd = exec.Command(filepath.Join(modules, ".bin", "esbuild"), entry, "--bundle", "--format=iife", "--platform=neutral",
		"--main-fields=main", "--target=es2017", "--outfile="+out)
	if b, err := cmd.CombinedOutput(); err != nil {
		return "", fmt.Errorf("esbuild failed (%v): %s", err, b)
	}
	b, err := os.ReadFile(out)
	if err != nil {
		return "", err
	}
	const asyncGen = "Object.getPrototypeOf(Object.getPrototypeOf(function() {\n        return __asyncGenerator(this, null, function* () {\n        });\n      }).prototype)"
	src := string(b)
	if !strings.Contains(src, asyncGen) {
		return "", fmt.Errorf("the whatwg-url bundle has no %%AsyncIteratorPrototype%% line to patch")
	}
	src = strings.Replace(src, asyncGen, "Object.prototype", 1)
	return src, os.WriteFile(out, []byte(src), 0o666)
})

// urlRuntime returns a goja runtime with run defined and the engine's URL
// and URLSearchParams as _URL and _URLSearchParams.
func urlRuntime(engine string) (*goja.Runtime, goja.Callable, error) {
	rt := goja.New()
	if err := encoding.Enable(rt); err != nil {
		return nil, nil, err
	}
	switch engine {
	case "textcodec":
		if err := gojaurl.Enable(rt); err != nil {
			return nil, nil, err
		}
		if _, err := rt.RunString(`var _URL = URL, _URLSearchParams = URLSearchParams`); err != nil {
			return nil, nil, err
		}
	case "whatwg-url":
		src, err := bundleWhatwgURL()
		if err != nil {
			return nil, nil, err
		}
		if _, err := rt.RunScript("whatwg-url.bundle.js", src); err != nil {
			return nil, nil, err
		}
		if _, err := rt.RunString(`var _URL = WhatwgURL, _URLSearchParams = WhatwgURLSearchParams`); err != nil {
			return nil, nil, err
		}
	}
	v, err := rt.RunString(urlScript + "; run")
	if err != nil {
		return nil, nil, err
	}
	run, _ := goja.AssertFunction(v)
	return rt, run, nil
}

// runNodeURL runs the script in Node.js n times and returns the loop's
// nanoseconds, checksum and CPU nanoseconds (process.cpuUsage: every
// thread, as processCPU counts).
func runNodeURL(n int, kind string) (ns float64, sum int64, cpuNS float64, err error) {
	node, err := exec.LookPath("node")
	if err != nil {
		return 0, 0, 0, fmt.Errorf("Node.js (node) is not on PATH")
	}
	set, err := urlSet()
	if err != nil {
		return 0, 0, 0, err
	}
	script := urlScript + `
const set = ` + string(set) + `;
run(URL, URLSearchParams, set, 1, process.argv[2]);
const c0 = process.cpuUsage(), t0 = process.hrtime.bigint();
const sum = run(URL, URLSearchParams, set, Number(process.argv[1]), process.argv[2]);
const t1 = process.hrtime.bigint(), c1 = process.cpuUsage(c0);
console.log(String(t1 - t0) + " " + sum + " " + String((c1.user + c1.system) * 1000));`
	out, err := exec.Command(node, "-e", script, strconv.Itoa(n), kind).Output()
	if err != nil {
		return 0, 0, 0, err
	}
	var nsInt int64
	if _, err := fmt.Sscan(string(out), &nsInt, &sum, &cpuNS); err != nil {
		return 0, 0, 0, err
	}
	return float64(nsInt), sum, cpuNS, nil
}

func BenchmarkURL(b *testing.B) {
	setJS, err := urlSet()
	if err != nil {
		b.Fatal(err)
	}
	for _, kind := range []string{"parse", "searchParams"} {
		b.Run(kind, func(b *testing.B) {
			for _, engine := range []string{"textcodec", "whatwg-url", "node"} {
				b.Run(engine, func(b *testing.B) {
					if engine == "node" {
						ns, _, cpuNS, err := runNodeURL(b.N, kind)
						if err != nil {
							b.Skip(err)
						}
						b.ReportMetric(ns/float64(b.N), "ns/op")
						b.ReportMetric(cpuNS/float64(b.N), "cpu-ns/op")
						return
					}
					rt, run, err := urlRuntime(engine)
					if err != nil {
						b.Skip(err)
					}
					// The set is a JavaScript array, as Node.js's is.
					jsSet, err := rt.RunString("JSON.parse(" + strconv.Quote(string(setJS)) + ")")
					if err != nil {
						b.Fatal(err)
					}
					// The same checksum as Node.js's, once.
					got, err := run(nil, rt.Get("_URL"), rt.Get("_URLSearchParams"), jsSet, rt.ToValue(1), rt.ToValue(kind))
					if err != nil {
						b.Fatal(err)
					}
					if _, want, _, err := runNodeURL(1, kind); err == nil && got.ToInteger() != want {
						b.Logf("NOTE: %s's checksum %d differs from Node.js's %d", engine, got.ToInteger(), want)
					}
					b.ResetTimer()
					cpu0 := processCPU()
					if _, err := run(nil, rt.Get("_URL"), rt.Get("_URLSearchParams"), jsSet, rt.ToValue(b.N), rt.ToValue(kind)); err != nil {
						b.Fatal(err)
					}
					b.ReportMetric(float64(processCPU()-cpu0)/float64(b.N), "cpu-ns/op")
				})
			}
		})
	}
}
