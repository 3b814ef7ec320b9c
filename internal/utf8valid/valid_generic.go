//go:build !amd64 || purego

package utf8valid

// Enabled reports whether Prefix and PrefixUnits use a vector unit; without
// one they return 0.
const Enabled = false

// blocks is where the vector code would run (see valid_amd64.go).
func blocks(p []byte, count bool) (done, units int) { return 0, 0 }
