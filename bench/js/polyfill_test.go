package jsbench

import (
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"sync"

	"github.com/dop251/goja"
)

// polyfillVersion is the text-encoding release measured: the one a goja
// user reaches for today.
const polyfillVersion = "0.7.0"

// polyfillDir is where npm installs it: node_modules in this folder, which
// git ignores.
func polyfillDir() string { return filepath.Join(srcDir(), "node_modules", "text-encoding") }

// installPolyfill installs text-encoding with npm unless the right version
// is there already.
func installPolyfill() error {
	if v, err := installedVersion(); err == nil && v == polyfillVersion {
		return nil
	}
	npm, err := exec.LookPath("npm")
	if err != nil {
		return fmt.Errorf("npm is not on PATH: the text-encoding polyfill is not measured")
	}
	cmd := exec.Command(npm, "install", "--no-save", "--no-package-lock", "--no-audit", "--no-fund",
		"--prefix", srcDir(), "text-encoding@"+polyfillVersion)
	if out, err := cmd.CombinedOutput(); err != nil {
		return fmt.Errorf("npm install text-encoding@%s failed (%v): %s", polyfillVersion, err, out)
	}
	if v, err := installedVersion(); err != nil || v != polyfillVersion {
		return fmt.Errorf("npm installed text-encoding %q (%v), want %s", v, err, polyfillVersion)
	}
	return nil
}

func installedVersion() (string, error) {
	b, err := os.ReadFile(filepath.Join(polyfillDir(), "package.json"))
	if err != nil {
		return "", err
	}
	var pkg struct{ Version string }
	err = json.Unmarshal(b, &pkg)
	return pkg.Version, err
}

// polyfillRuntime returns a goja runtime (one per run: loading the polyfill's
// indexes takes a while) whose TextDecoder and TextEncoder are the
// polyfill's, loaded as a browser page loads it: encoding-indexes.js, then
// encoding.js.
var polyfillRuntime = sync.OnceValues(func() (*goja.Runtime, error) {
	if err := installPolyfill(); err != nil {
		return nil, err
	}
	rt := goja.New()
	for _, f := range []string{"encoding-indexes.js", "encoding.js"} {
		src, err := os.ReadFile(filepath.Join(polyfillDir(), "lib", f))
		if err != nil {
			return nil, err
		}
		if _, err := rt.RunScript(f, string(src)); err != nil {
			return nil, fmt.Errorf("loading the polyfill's %s: %v", f, err)
		}
	}
	return rt, nil
})
