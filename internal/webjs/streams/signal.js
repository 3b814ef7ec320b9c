// ---------------------------------------------------------------------------
// Abort signals: the DOM Standard's AbortSignal, from package dom. A
// WritableStreamDefaultController's signal is an AbortSignal of it (the
// standard's [[abortController]]'s signal), and pipeTo's signal option must
// be one of its AbortSignals (Web IDL's conversion to AbortSignal: anything
// else is a TypeError).
//
// Package dom's implementation costs a runtime as much as this one, and most
// scripts never touch a signal: this program asks Go for dom's operations
// ($domOperations, streams/dom.go) only when a script first needs them.
// $domOperations(true) runs dom's implementation in the runtime if it has
// not run yet (with the built-ins captured before scripts ran);
// $domOperations(false) runs nothing, and is undefined when dom's
// implementation has not run, when no AbortSignal exists in the runtime.
//
// A controller's record holds its signal only once a script asks for it
// (most sinks never do): until then, "signal abort" only keeps the reason,
// which nothing but the signal can observe, and the signal is made aborted
// with that reason when it is first asked for (an undefined reason becomes
// dom's "AbortError" DOMException then).

let domOps;

// domOperations returns package dom's operations, or undefined when create
// is false and dom's implementation has not run in the runtime.
function domOperations(create) {
	if (domOps === undefined) domOps = $domOperations(create);
	return domOps;
}

function newSignalRecord() {
	return { __proto__: null, signal: undefined, aborted: false, reason: undefined };
}

// signalWrapper returns the controller's AbortSignal, making it on first use.
function signalWrapper(s) {
	if (s.signal === undefined) {
		const dom = domOperations(true);
		s.signal = dom.newSignal();
		if (s.aborted) dom.signalAbort(s.signal, s.reason);
	}
	return s.signal;
}

// "Signal abort" with reason (undefined is an AbortError DOMException).
function signalAbort(s, reason) {
	if (s.signal !== undefined) {
		domOps.signalAbort(s.signal, reason);
		return;
	}
	if (s.aborted) return;
	s.aborted = true;
	s.reason = reason;
}

// toSignal converts pipeTo's signal option to the small record of
// operations ReadableStreamPipeTo uses: aborted, reason, add (which returns
// what remove takes) and remove.
function toSignal(v, context) {
	const dom = domOperations(false);
	if (dom === undefined || !dom.isAbortSignal(v)) throw new $TypeError(`${context}: signal is not an AbortSignal`);
	return {
		__proto__: null,
		aborted: () => dom.aborted(v),
		reason: () => dom.reason(v),
		add: (algorithm) => {
			dom.add(v, algorithm);
			return algorithm;
		},
		remove: (algorithm) => {
			dom.remove(v, algorithm);
		},
	};
}
