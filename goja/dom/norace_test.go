//go:build !race

package dom

// raceEnabled is set when the tests run under the race detector (see
// race_test.go).
const raceEnabled = false
