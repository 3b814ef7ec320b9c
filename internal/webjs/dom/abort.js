// ---------------------------------------------------------------------------
// AbortController and AbortSignal
// (https://dom.spec.whatwg.org/#aborting-ongoing-activities).
//
// A signal's record holds the standard's abort reason (the signal is aborted
// when it is not undefined), abort algorithms (an ordered set, see
// newAlgorithmSet), dependent flag, source signals and dependent signals
// (the three null while empty), and its onabort event handler (null until
// the attribute is first set to an object). It has seven properties: goja
// keeps up to eight in one small table, and a program may make 10^5 signals.
//
// goja has no weak references: the source and dependent signals are held
// strongly, and an aborted signal drops its links (nothing reads them once
// it is aborted), so that it holds no other signal. A source drops an
// aborted dependent lazily: it stays in the source's dependent signals
// (signal abort skips aborted ones, as the standard does) until the list
// has 8, 16, 32, ... entries and another is appended, when the aborted ones
// are taken out. So aborting a dependent costs constant time whatever its
// number of sources, appending costs amortized constant time, and a source
// holds at most twice its live dependents, plus eight.

function newSignalRecord(wrapper) {
	return {
		__proto__: null,
		wrapper, reason: undefined, algorithms: null,
		dependent: false, sourceSignals: null, dependentSignals: null, handler: null,
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
		const handler = abortSignalSlots(this, 'onabort').handler;
		return handler === null ? null : handler.callback;
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
// iterated with the iterator protocol and Symbol.iterator as captured; an
// array that iterates as %Array.prototype.values% does is read by index,
// which makes the same reads in the same order (see arrayiteration.go).
function toAbortSignalSequence(v, context) {
	if (!isObject(v)) throw new $TypeError(`${context}: the argument is not iterable`);
	const method = v[$iteratorSymbol];
	if (typeof method !== 'function') throw new $TypeError(`${context}: the argument is not iterable`);
	const iterator = $apply(method, v, noArguments);
	if (!isObject(iterator)) throw new $TypeError(`${context}: the iterator is not an object`);
	const next = iterator.next;
	const out = newArray();
	if ($iteratesByIndex(v, method, next)) {
		for (let i = 0; i < v.length; i++) {
			const s = signalRecord(v[i]);
			if (s === undefined) throw new $TypeError(`${context}: an element is not an AbortSignal`);
			out[i] = s;
		}
		return out;
	}
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
		if (signals[i].reason !== undefined) {
			r.reason = signals[i].reason;
			return resultSignal;
		}
	}
	// Set resultSignal's dependent to true.
	r.dependent = true;
	// For each signal of signals:
	for (let i = 0; i < signals.length; i++) {
		const s = signals[i];
		if (!s.dependent) {
			// If signal's dependent is false: append signal to
			// resultSignal's source signals; append resultSignal to
			// signal's dependent signals.
			link(r, s);
		} else {
			// Otherwise, for each sourceSignal of signal's source signals:
			// append sourceSignal to resultSignal's source signals; append
			// resultSignal to sourceSignal's dependent signals.
			const sources = s.sourceSignals;
			if (sources !== null) for (let j = 0; j < sources.length; j++) link(r, sources[j]);
		}
	}
	// Return resultSignal.
	return resultSignal;
}

// link appends source to dependent's source signals and dependent to
// source's dependent signals (both ordered sets), unless they are linked.
// dependent is new and no script runs while it is linked to its sources:
// if link linked it to source before, it is the last of source's
// dependent signals, so that test is the ordered sets' "contains".
function link(dependent, source) {
	let dependents = source.dependentSignals;
	if (dependents === null) {
		dependents = newArray();
		source.dependentSignals = dependents;
	} else {
		const n = dependents.length;
		if (dependents[n - 1] === dependent) return;
		// Take the aborted dependents out (see above).
		if (n >= 8 && (n & (n - 1)) === 0) keepOnly(dependents, isNotAborted);
	}
	dependents[dependents.length] = dependent;
	if (dependent.sourceSignals === null) dependent.sourceSignals = newArray();
	const sources = dependent.sourceSignals;
	sources[sources.length] = source;
}

// A signal's abort algorithms: an ordered set of functions, as a list in
// the order added with a hole (null) where one was removed, and a map from
// each algorithm to its index, so that adding and removing take constant
// time. The holes are taken out when they are half of the list.
function newAlgorithmSet() {
	return { __proto__: null, list: newArray(), index: newObjectMap(), holes: 0 };
}

// https://dom.spec.whatwg.org/#abortsignal-add
function addAbortAlgorithm(s, algorithm) {
	if (isAborted(s)) return;
	if (s.algorithms === null) s.algorithms = newAlgorithmSet();
	const set = s.algorithms;
	if (set.index.has(algorithm)) return;
	set.index.set(algorithm, set.list.length);
	push(set.list, algorithm);
}

// https://dom.spec.whatwg.org/#abortsignal-remove
function removeAbortAlgorithm(s, algorithm) {
	const set = s.algorithms;
	if (set === null) return;
	const i = set.index.get(algorithm);
	if (i === undefined) return;
	set.index.delete(algorithm);
	set.list[i] = null;
	set.holes++;
	if (set.holes * 2 > set.list.length) {
		const list = set.list;
		let n = 0;
		for (let j = 0; j < list.length; j++) {
			if (list[j] === null) continue;
			set.index.set(list[j], n);
			list[n++] = list[j];
		}
		list.length = n;
		set.holes = 0;
	}
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

// unlink drops the aborted signal s's links (its sources drop it lazily,
// see above).
function unlink(s) {
	s.sourceSignals = null;
	s.dependentSignals = null;
}

function isNotAborted(s) {
	return !isAborted(s);
}

// https://dom.spec.whatwg.org/#run-the-abort-steps
function runAbortSteps(s) {
	const algorithms = s.algorithms === null ? null : s.algorithms.list;
	s.algorithms = null;
	for (let i = 0; algorithms !== null && i < algorithms.length; i++) {
		if (algorithms[i] !== null) algorithms[i]();
	}
	fireEvent(s.wrapper, targetRecord(s.wrapper), 'abort');
}

// The onabort event handler IDL attribute
// (https://html.spec.whatwg.org/#event-handler-attributes): its value is a
// callback or null ([LegacyTreatNonObjectAsNull]); the first non-null value
// adds the handler's listener, null removes it. The record's handler holds
// the value (callback) and the listener (null while there is none).
function setEventHandler(s, wrapper, value) {
	const target = targetRecord(wrapper);
	if (!isObject(value)) {
		if (s.handler === null) return;
		s.handler.callback = null;
		if (s.handler.listener !== null) {
			removeEventListener(target, s.handler.listener);
			s.handler.listener = null;
		}
		return;
	}
	if (s.handler === null) s.handler = { __proto__: null, callback: null, listener: null };
	s.handler.callback = value;
	if (s.handler.listener === null) {
		const handler = (event) => {
			const callback = s.handler.callback;
			// Web IDL's "invoke a callback function": a callback that is
			// not callable ([LegacyTreatNonObjectAsNull]) returns undefined.
			if (typeof callback !== 'function') return;
			const returned = $apply(callback, wrapper, [event]);
			// The event handler processing algorithm: false cancels.
			if (returned === false) setCanceledFlag(eventRecord(event));
		};
		const listener = newListener('abort', handler, false, null, false, null);
		s.handler.listener = listener;
		addEventListener(wrapper, target, listener);
	}
}
