package textcodec

// WithoutSlots makes the package act as if goja's object layout were unknown
// (see slots.go) until restore is called, to test the fallbacks.
func WithoutSlots() (restore func()) {
	saved := gojaSlots
	gojaSlots = func() (slotTypes, bool) { return slotTypes{}, false }
	return func() { gojaSlots = saved }
}
