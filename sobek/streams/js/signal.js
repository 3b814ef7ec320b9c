// ---------------------------------------------------------------------------
// Abort signals. goja has no AbortController or AbortSignal. A
// WritableStreamDefaultController's signal is a minimal AbortSignal of this
// implementation (aborted, reason, throwIfAborted, addEventListener and
// removeEventListener for "abort"); pipeTo's signal option accepts those and
// any object with addEventListener and removeEventListener methods and
// aborted and reason properties (an AbortSignal from a host's own
// implementation).

function newSignalRecord() {
	return { __proto__: null, aborted: false, reason: undefined, algorithms: newList(), listeners: newArray(), wrapper: undefined };
}

let signalRecord;
class AbortSignal {
	#s;
	constructor(token = undefined, record = undefined) {
		if (token !== INTERNAL) throw illegalConstructor('AbortSignal');
		this.#s = record;
		record.wrapper = this;
	}
	static {
		signalRecord = (o) => (isObject(o) && #s in o ? o.#s : undefined);
	}
	get aborted() {
		const s = signalRecord(this);
		if (s === undefined) throw brandError('AbortSignal', 'aborted');
		return s.aborted;
	}
	get reason() {
		const s = signalRecord(this);
		if (s === undefined) throw brandError('AbortSignal', 'reason');
		return s.reason;
	}
	throwIfAborted() {
		const s = signalRecord(this);
		if (s === undefined) throw brandError('AbortSignal', 'throwIfAborted');
		if (s.aborted) throw s.reason;
	}
	addEventListener(type, callback, options = undefined) {
		const s = signalRecord(this);
		if (s === undefined) throw brandError('AbortSignal', 'addEventListener');
		const t = toDOMString(type);
		if (callback === null || callback === undefined) return;
		if (!isObject(callback)) throw new $TypeError('AbortSignal.addEventListener: the listener is not an object');
		const once = isObject(options) ? !!options.once : false;
		for (let i = 0; i < s.listeners.length; i++) {
			const l = s.listeners[i];
			if (l.type === t && l.callback === callback) return;
		}
		s.listeners[s.listeners.length] = { __proto__: null, type: t, callback, once, removed: false };
	}
	removeEventListener(type, callback, options = undefined) {
		const s = signalRecord(this);
		if (s === undefined) throw brandError('AbortSignal', 'removeEventListener');
		const t = toDOMString(type);
		const kept = newArray();
		for (let i = 0; i < s.listeners.length; i++) {
			const l = s.listeners[i];
			if (l.type === t && l.callback === callback) l.removed = true;
			else kept[kept.length] = l;
		}
		s.listeners = kept;
	}
}
finishInterface(AbortSignal, 'AbortSignal');

function signalWrapper(s) {
	if (s.wrapper === undefined) new AbortSignal(INTERNAL, s);
	return s.wrapper;
}

// DOM's "signal abort", without dependent signals. Listeners' exceptions are
// swallowed (there is no error reporting in goja).
function signalAbort(s, reason) {
	if (s.aborted) return;
	s.aborted = true;
	s.reason = reason;
	const algorithms = listTake(s.algorithms);
	for (let i = 0; i < algorithms.length; i++) algorithms[i]();
	const listeners = copyArray(s.listeners);
	const target = signalWrapper(s);
	const event = { type: 'abort', target, currentTarget: target };
	for (let i = 0; i < listeners.length; i++) {
		const l = listeners[i];
		if (l.removed || l.type !== 'abort') continue;
		if (l.once) {
			l.removed = true;
			const kept = newArray();
			for (let j = 0; j < s.listeners.length; j++) if (s.listeners[j] !== l) kept[kept.length] = s.listeners[j];
			s.listeners = kept;
		}
		try {
			if (typeof l.callback === 'function') {
				$apply(l.callback, target, [event]);
			} else {
				const handleEvent = l.callback.handleEvent;
				if (typeof handleEvent === 'function') $apply(handleEvent, l.callback, [event]);
			}
		} catch (e) {
			// reported nowhere
		}
	}
}

function copyArray(a) {
	const out = newArray();
	for (let i = 0; i < a.length; i++) out[i] = a[i];
	return out;
}

// toSignal converts pipeTo's signal option. The result is a small record
// with three operations, so that ReadableStreamPipeTo treats both kinds of
// signal alike.
function toSignal(v, context) {
	const s = signalRecord(v);
	if (s !== undefined) {
		return {
			__proto__: null,
			aborted: () => s.aborted,
			reason: () => s.reason,
			add: (algorithm) => { listPush(s.algorithms, algorithm); return algorithm; },
			remove: (algorithm) => {
				const kept = newList();
				const items = listTake(s.algorithms);
				for (let i = 0; i < items.length; i++) if (items[i] !== algorithm) listPush(kept, items[i]);
				s.algorithms = kept;
			},
		};
	}
	if (!isObject(v)) throw new $TypeError(`${context}: signal is not an AbortSignal`);
	const add = v.addEventListener;
	const remove = v.removeEventListener;
	if (typeof add !== 'function' || typeof remove !== 'function') throw new $TypeError(`${context}: signal is not an AbortSignal`);
	return {
		__proto__: null,
		aborted: () => !!v.aborted,
		reason: () => v.reason,
		add: (algorithm) => {
			const listener = () => algorithm();
			$apply(add, v, ['abort', listener]);
			return listener;
		},
		remove: (listener) => { $apply(remove, v, ['abort', listener]); },
	};
}

