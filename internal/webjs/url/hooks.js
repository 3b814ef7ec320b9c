// ===========================================================================
// The interface objects, under the names Go installs them as (globalNames
// in goja/url's enable.go), platformInterface, Go's brand check
// (url.PlatformInterface), and probe, the empty function Go calls to see
// whether the host interrupted the runtime (host.Poller).
return {
	__proto__: null,
	URL,
	URLSearchParams,
	// The name of the interface of this program's that v is a platform
	// object of (brand checks only: nothing is made and no property is
	// read), or undefined.
	platformInterface(v) {
		if (isURL(v)) return 'URL';
		if (searchParamsRecord(v) !== undefined) return 'URLSearchParams';
		return undefined;
	},
	probe() {},
};
})
