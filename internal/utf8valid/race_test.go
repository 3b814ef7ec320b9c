//go:build race

package utf8valid

// raceEnabled is set when the tests run under the race detector, which
// makes the exhaustive tests slow: they check fewer offsets then.
const raceEnabled = true
