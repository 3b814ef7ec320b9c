// ---------------------------------------------------------------------------
// Abort signals: the DOM Standard's AbortSignal, from package dom. $dom is
// dom.Operations: a WritableStreamDefaultController's signal is an
// AbortSignal of it (the standard's [[abortController]]'s signal), and
// pipeTo's signal option must be one of its AbortSignals (Web IDL's
// conversion to AbortSignal: anything else is a TypeError).
//
// A controller's record holds its signal only once a script asks for it
// (most sinks never do): until then, "signal abort" only keeps the reason,
// which nothing but the signal can observe, and the signal is made aborted
// with that reason when it is first asked for.

function newSignalRecord() {
	return { __proto__: null, signal: undefined, aborted: false, reason: undefined };
}

// signalWrapper returns the controller's AbortSignal, making it on first use.
function signalWrapper(s) {
	if (s.signal === undefined) {
		s.signal = $dom.newSignal();
		if (s.aborted) $dom.signalAbort(s.signal, s.reason);
	}
	return s.signal;
}

// "Signal abort" with reason (undefined is an AbortError DOMException).
function signalAbort(s, reason) {
	if (s.signal !== undefined) {
		$dom.signalAbort(s.signal, reason);
		return;
	}
	if (s.aborted) return;
	s.aborted = true;
	s.reason = reason !== undefined ? reason : $dom.newDOMException('signal is aborted without reason', 'AbortError');
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
