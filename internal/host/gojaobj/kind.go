package gojaobj

// A Kind is what an object was made as: one of ECMAScript's typed array
// kinds (its [[TypedArrayName]]; ECMAScript's table "The TypedArray
// Constructors"), a DataView, or neither.
type Kind uint8

// The kinds, typed arrays in the order of the table.
const (
	NotView Kind = iota
	Int8Array
	Uint8Array
	Uint8ClampedArray
	Int16Array
	Uint16Array
	Int32Array
	Uint32Array
	Float32Array
	Float64Array
	BigInt64Array
	BigUint64Array
	DataView
)

// kinds holds each kind's name and element size (the table's "Element
// Size"; a DataView's is 1, as the Streams Standard counts it).
var kinds = [...]struct {
	name string
	size int
}{
	NotView:           {"", 0},
	Int8Array:         {"Int8Array", 1},
	Uint8Array:        {"Uint8Array", 1},
	Uint8ClampedArray: {"Uint8ClampedArray", 1},
	Int16Array:        {"Int16Array", 2},
	Uint16Array:       {"Uint16Array", 2},
	Int32Array:        {"Int32Array", 4},
	Uint32Array:       {"Uint32Array", 4},
	Float32Array:      {"Float32Array", 4},
	Float64Array:      {"Float64Array", 8},
	BigInt64Array:     {"BigInt64Array", 8},
	BigUint64Array:    {"BigUint64Array", 8},
	DataView:          {"DataView", 1},
}

// IsTypedArray reports whether k is a typed array kind.
func (k Kind) IsTypedArray() bool { return k >= Int8Array && k <= BigUint64Array }

// TypedArrayName returns k's [[TypedArrayName]]: "" for a DataView and for
// NotView.
func (k Kind) TypedArrayName() string {
	if !k.IsTypedArray() {
		return ""
	}
	return kinds[k].name
}

// String returns k's constructor's name ("DataView" for a DataView), or ""
// for NotView.
func (k Kind) String() string {
	if int(k) >= len(kinds) {
		return ""
	}
	return kinds[k].name
}

// ElementSize returns the size in bytes of k's elements: 1 for a DataView,
// 0 for NotView.
func (k Kind) ElementSize() int {
	if int(k) >= len(kinds) {
		return 0
	}
	return kinds[k].size
}

// KindNamed returns the typed array kind whose [[TypedArrayName]] is name,
// or NotView.
func KindNamed(name string) Kind {
	for k := Int8Array; k <= BigUint64Array; k++ {
		if kinds[k].name == name {
			return k
		}
	}
	return NotView
}
