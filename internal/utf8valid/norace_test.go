//go:build !race

package utf8valid

// raceEnabled is set when the tests run under the race detector (see
// race_test.go).
const raceEnabled = false
