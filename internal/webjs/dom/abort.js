// ---------------------------------------------------------------------------
// AbortController and AbortSignal
// (https://dom.spec.whatwg.org/#aborting-ongoing-activities).
//
// A signal's record holds the standard's abort reason (the signal is aborted
// when it is not undefined), abort algorithms, dependent flag, source
// signals and dependent signals (the three lists null while empty), and its
// onabort event handler. goja has no
// weak references: the source and dependent signals are held strongly, and
// an aborted signal drops its links (nothing reads them once it is aborted),
// so a signal that AbortSignal.any made stops being held by its sources
// when it is aborted. A source drops an aborted dependent lazily: it stays
// in the source's dependent signals (signal abort skips aborted ones, as
// the standard does) until aborted ones are half of them, when they are
// taken out; so aborting each of many dependents of one source costs
// constant time.

function newSignalRecord(wrapper) {
	return {
		__proto__: null,
		wrapper, reason: undefined, algorithms: null,
		dependent: false, sourceSignals: null, dependentSignals: null, abortedDependents: 0,
		onabort: null, onabortListener: null,
	};
}

function isAborted(s) {
	return s.reason !== undefined;
}

let signalRecord;
class AbortSignal extends EventTarget {
	#a;
	constructor(token = undefined) {
		if (token !== INTERNAL) throw illegalConstructor('AbortSignal');
		super();
		this.#a = newSignalRecord(this);
	}
	static {
		signalRecord = (o) => (isObject(o) && #a in o ? o.#a : undefined);
	}
	static abort(reason = undefined) {
		const signal = new AbortSignal(INTERNAL);
		signalRecord(signal).reason = reason !== undefined ? reason : newDOMException('signal is aborted without reason', 'AbortError');
		return signal;
	}
	static timeout(milliseconds) {
		requireArguments(arguments.length, 1, 'AbortSignal.timeout');
		const ms = toEnforcedUnsignedLongLong(milliseconds, 'AbortSignal.timeout');
		const signal = new AbortSignal(INTERNAL);
		const s = signalRecord(signal);
		// "Run steps after a timeout", with the host's timer; the task
		// signals abort with a TimeoutError.
		const scheduled = $schedule(ms, () => {
			signalAbort(s, newDOMException('signal timed out', 'TimeoutError'));
		});
		if (!scheduled) throw newDOMException('AbortSignal.timeout: the host gave this runtime no timer', 'NotSupportedError');
		return signal;
	}
	static any(signals) {
		requireArguments(arguments.length, 1, 'AbortSignal.any');
		const list = toAbortSignalSequence(signals, 'AbortSignal.any');
		return createDependentAbortSignal(list);
	}
	get aborted() {
		return isAborted(abortSignalSlots(this, 'aborted'));
	}
	get reason() {
		return abortSignalSlots(this, 'reason').reason;
	}
	throwIfAborted() {
		const s = abortSignalSlots(this, 'throwIfAborted');
		if (isAborted(s)) throw s.reason;
	}
	get onabort() {
		return abortSignalSlots(this, 'onabort').onabort;
	}
	set onabort(value) {
		setEventHandler(abortSignalSlots(this, 'onabort'), this, value);
	}
}
finishInterface(AbortSignal, 'AbortSignal');

function abortSignalSlots(o, member) {
	const s = signalRecord(o);
	if (s === undefined) throw brandError('AbortSignal', member);
	return s;
}

let controllerSignal;
class AbortController {
	#c;
	constructor() {
		this.#c = new AbortSignal(INTERNAL);
	}
	static {
		controllerSignal = (o) => (isObject(o) && #c in o ? o.#c : undefined);
	}
	get signal() {
		const signal = controllerSignal(this);
		if (signal === undefined) throw brandError('AbortController', 'signal');
		return signal;
	}
	abort(reason = undefined) {
		const signal = controllerSignal(this);
		if (signal === undefined) throw brandError('AbortController', 'abort');
		signalAbort(signalRecord(signal), reason);
	}
}
finishInterface(AbortController, 'AbortController');

// A sequence<AbortSignal> (https://webidl.spec.whatwg.org/#create-sequence-from-iterable),
// iterated with the iterator protocol and Symbol.iterator as captured.
function toAbortSignalSequence(v, context) {
	if (!isObject(v)) throw new $TypeError(`${context}: the argument is not iterable`);
	const method = v[$iteratorSymbol];
	if (typeof method !== 'function') throw new $TypeError(`${context}: the argument is not iterable`);
	const iterator = $apply(method, v, noArguments);
	if (!isObject(iterator)) throw new $TypeError(`${context}: the iterator is not an object`);
	const next = iterator.next;
	const out = newArray();
	for (;;) {
		const result = $apply(next, iterator, noArguments);
		if (!isObject(result)) throw new $TypeError(`${context}: the iterator result is not an object`);
		if (result.done) return out;
		const item = result.value;
		const s = signalRecord(item);
		if (s === undefined) throw new $TypeError(`${context}: an element is not an AbortSignal`);
		push(out, s);
	}
}

// https://dom.spec.whatwg.org/#create-a-dependent-abort-signal, with
// AbortSignal (records in, a wrapper out).
function createDependentAbortSignal(signals) {
	// Let resultSignal be a new object implementing signalInterface.
	const resultSignal = new AbortSignal(INTERNAL);
	const r = signalRecord(resultSignal);
	// For each signal of signals: if signal is aborted, then set
	// resultSignal's abort reason to signal's abort reason and return
	// resultSignal.
	for (let i = 0; i < signals.length; i++) {
		if (isAborted(signals[i])) {
			r.reason = signals[i].reason;
			return resultSignal;
		}
	}
	// Set resultSignal's dependent to true.
	r.dependent = true;
	// resultSignal's source signals as a set: the two ordered sets' appends
	// below add each source once.
	const linked = newObjectMap();
	// For each signal of signals:
	for (let i = 0; i < signals.length; i++) {
		const s = signals[i];
		if (!s.dependent) {
			// If signal's dependent is false: append signal to
			// resultSignal's source signals; append resultSignal to
			// signal's dependent signals.
			link(r, s, linked);
		} else {
			// Otherwise, for each sourceSignal of signal's source signals:
			// append sourceSignal to resultSignal's source signals; append
			// resultSignal to sourceSignal's dependent signals.
			const sources = s.sourceSignals;
			if (sources !== null) for (let j = 0; j < sources.length; j++) link(r, sources[j], linked);
		}
	}
	// Return resultSignal.
	return resultSignal;
}

// link appends source to dependent's source signals and dependent to
// source's dependent signals (both ordered sets), unless linked (the
// sources linked to dependent so far) has source. dependent is new: it is
// in source's dependent signals only if link put it there.
function link(dependent, source, linked) {
	if (linked.has(source)) return;
	linked.set(source, true);
	if (dependent.sourceSignals === null) dependent.sourceSignals = newArray();
	push(dependent.sourceSignals, source);
	if (source.dependentSignals === null) source.dependentSignals = newArray();
	push(source.dependentSignals, dependent);
}

// https://dom.spec.whatwg.org/#abortsignal-add
function addAbortAlgorithm(s, algorithm) {
	if (isAborted(s)) return;
	if (s.algorithms === null) s.algorithms = newArray();
	push(s.algorithms, algorithm);
}

// https://dom.spec.whatwg.org/#abortsignal-remove
function removeAbortAlgorithm(s, algorithm) {
	if (s.algorithms !== null) s.algorithms = without(s.algorithms, algorithm);
}

// https://dom.spec.whatwg.org/#abortsignal-signal-abort. reason undefined
// is "not given" (an optional any argument that is undefined is missing).
function signalAbort(s, reason) {
	if (isAborted(s)) return;
	s.reason = reason !== undefined ? reason : newDOMException('signal is aborted without reason', 'AbortError');
	const dependentSignalsToAbort = newArray();
	const dependents = s.dependentSignals;
	for (let i = 0; dependents !== null && i < dependents.length; i++) {
		const d = dependents[i];
		if (!isAborted(d)) {
			d.reason = s.reason;
			push(dependentSignalsToAbort, d);
		}
	}
	// Nothing reads an aborted signal's links: drop them (see above).
	unlink(s);
	for (let i = 0; i < dependentSignalsToAbort.length; i++) unlink(dependentSignalsToAbort[i]);
	runAbortSteps(s);
	for (let i = 0; i < dependentSignalsToAbort.length; i++) runAbortSteps(dependentSignalsToAbort[i]);
}

// unlink drops the aborted signal s's links: from each of its sources'
// dependent signals (lazily, see above) and its own.
function unlink(s) {
	const sources = s.sourceSignals;
	for (let i = 0; sources !== null && i < sources.length; i++) {
		const source = sources[i];
		// A source aborted in the same signal abort dropped its list.
		if (source.dependentSignals === null) continue;
		source.abortedDependents++;
		if (source.abortedDependents * 2 > source.dependentSignals.length) {
			keepOnly(source.dependentSignals, isNotAborted);
			source.abortedDependents = 0;
		}
	}
	s.sourceSignals = null;
	s.dependentSignals = null;
	s.abortedDependents = 0;
}

function isNotAborted(s) {
	return !isAborted(s);
}

// https://dom.spec.whatwg.org/#run-the-abort-steps
function runAbortSteps(s) {
	const algorithms = s.algorithms;
	s.algorithms = null;
	for (let i = 0; algorithms !== null && i < algorithms.length; i++) algorithms[i]();
	fireEvent(s.wrapper, targetRecord(s.wrapper), 'abort');
}

// The onabort event handler IDL attribute
// (https://html.spec.whatwg.org/#event-handler-attributes): its value is a
// callback or null ([LegacyTreatNonObjectAsNull]); the first non-null value
// adds the handler's listener, null removes it.
function setEventHandler(s, wrapper, value) {
	const target = targetRecord(wrapper);
	if (!isObject(value)) {
		s.onabort = null;
		if (s.onabortListener !== null) {
			removeEventListener(target, s.onabortListener);
			s.onabortListener = null;
		}
		return;
	}
	s.onabort = value;
	if (s.onabortListener === null) {
		const handler = (event) => {
			const callback = s.onabort;
			// Web IDL's "invoke a callback function": a callback that is
			// not callable ([LegacyTreatNonObjectAsNull]) returns undefined.
			if (typeof callback !== 'function') return;
			const returned = $apply(callback, wrapper, [event]);
			// The event handler processing algorithm: false cancels.
			if (returned === false) setCanceledFlag(eventRecord(event));
		};
		const listener = { __proto__: null, type: 'abort', callback: handler, capture: false, passive: null, once: false, signal: null, removed: false };
		s.onabortListener = listener;
		addEventListener(wrapper, target, listener);
	}
}
