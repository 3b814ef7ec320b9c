//go:build race

package dom

// raceEnabled is set when the tests run under the race detector, which
// makes goja some ten times slower: the tests of many listeners and
// algorithms use fewer then.
const raceEnabled = true
