// ===========================================================================
// structuredClone, and the operations package structuredclone's Go side
// calls; the program's end.

// structuredClone(value, options)
// (https://html.spec.whatwg.org/multipage/structured-data.html#dom-structuredclone),
// a Web IDL operation: not a constructor, length 1.
const structuredClone = {
	structuredClone(value, options = undefined) {
		if (arguments.length < 1) throw new $TypeError('structuredClone: 1 argument required, but only 0 present');
		const transfer = transferOption(options);
		// Steps 1 to 3.
		return cloneWithTransfer(value, transfer);
	},
}.structuredClone;

return {
	__proto__: null,
	structuredClone,
	// clone(value, transfer) is structuredClone for Go (Clone): transfer
	// is a Go-made array of objects.
	clone(value, transfer) {
		const list = newArray();
		for (let i = 0; i < transfer.length; i++) {
			if (!isObject(transfer[i])) throw dataCloneError('the transfer list holds a value that is not an object');
			push(list, transfer[i]);
		}
		return cloneWithTransfer(value, list);
	},
	// probe is the host.Poller's empty function.
	probe() {},
};
})
