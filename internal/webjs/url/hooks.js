// ===========================================================================
// The interface objects, under the names Go installs them as (globalNames
// in goja/url's enable.go), and probe, the empty function Go calls to see
// whether the host interrupted the runtime (host.Poller).
return {
	__proto__: null,
	URL,
	URLSearchParams,
	probe() {},
};
})
