// ===========================================================================
// The interface objects, and the operations other specifications call
// ("signal abort", "add", "remove", ...) for package dom's Go side and the
// programs it hands them to (package streams). Signals go in and out as
// AbortSignal objects; every operation checks its argument's brand.

function signalOf(v) {
	const s = signalRecord(v);
	if (s === undefined) throw new $TypeError('not an AbortSignal');
	return s;
}

// makeOperations makes the operations object, when Go first asks for it
// (dom.Operations): a runtime whose scripts only use the globals never
// pays for it.
function makeOperations() {
	return {
		__proto__: null,
		// A new AbortSignal that is not aborted (as an AbortController makes).
		newSignal() {
			return new AbortSignal(INTERNAL);
		},
		isAbortSignal(v) {
			return signalRecord(v) !== undefined;
		},
		// The name of the most derived interface of this program's that v
		// is a platform object of (brand checks only: nothing is made and
		// no property is read), or undefined.
		platformInterface(v) {
			if (signalRecord(v) !== undefined) return 'AbortSignal';
			if (isEventTarget(v)) return 'EventTarget';
			if (customEventDetail.has(v)) return 'CustomEvent';
			if (eventRecord(v) !== undefined) return 'Event';
			if (controllerSignal(v) !== undefined) return 'AbortController';
			if (exceptionRecord(v) !== undefined) return 'DOMException';
			return undefined;
		},
		aborted(signal) {
			return isAborted(signalOf(signal));
		},
		reason(signal) {
			return signalOf(signal).reason;
		},
		// "Signal abort"; reason undefined is an AbortError DOMException.
		signalAbort(signal, reason) {
			signalAbort(signalOf(signal), reason);
		},
		// "Add" the algorithm (a function of no arguments) to the signal's
		// abort algorithms, and "remove" it.
		add(signal, algorithm) {
			addAbortAlgorithm(signalOf(signal), algorithm);
		},
		remove(signal, algorithm) {
			removeAbortAlgorithm(signalOf(signal), algorithm);
		},
		newDOMException(message, name) {
			return newDOMException(message, name);
		},
		// A DOMException's name and message (its serialization steps'
		// data), or undefined for anything else.
		domExceptionData(v) {
			const s = exceptionRecord(v);
			return s === undefined ? undefined : { __proto__: null, name: s.name, message: s.message };
		},
	};
}

// The interface objects, under the names Go installs them as
// (globalNames in enable.go), and makeOperations.
return {
	__proto__: null,
	DOMException,
	Event,
	CustomEvent,
	EventTarget,
	AbortController,
	AbortSignal,
	makeOperations,
};
})
