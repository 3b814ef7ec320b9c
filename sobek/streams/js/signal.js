// ---------------------------------------------------------------------------
// Abort signals: the DOM Standard's AbortSignal, from package dom. $dom is
// dom.Operations: a WritableStreamDefaultController's signal is a new
// AbortSignal of it (the standard's [[abortController]]'s signal), and
// pipeTo's signal option must be one of its AbortSignals (Web IDL's
// conversion to AbortSignal: anything else is a TypeError).

// newSignalRecord makes a WritableStreamDefaultController's signal. The
// "record" is the AbortSignal itself: package dom keeps its slots.
function newSignalRecord() {
	return $dom.newSignal();
}

function signalWrapper(s) {
	return s;
}

// "Signal abort" with reason (undefined is an AbortError DOMException).
function signalAbort(s, reason) {
	$dom.signalAbort(s, reason);
}

// toSignal converts pipeTo's signal option to the small record of
// operations ReadableStreamPipeTo uses: aborted, reason, add (which returns
// what remove takes) and remove.
function toSignal(v, context) {
	if (!$dom.isAbortSignal(v)) throw new $TypeError(`${context}: signal is not an AbortSignal`);
	return {
		__proto__: null,
		aborted: () => $dom.aborted(v),
		reason: () => $dom.reason(v),
		add: (algorithm) => {
			$dom.add(v, algorithm);
			return algorithm;
		},
		remove: (algorithm) => {
			$dom.remove(v, algorithm);
		},
	};
}
