// ---------------------------------------------------------------------------
// EventTarget (https://dom.spec.whatwg.org/#interface-eventtarget) outside
// any tree: dispatch invokes the target's own listeners, capturing ones
// first, and there is no parent to go to.

function newTargetRecord() {
	return { __proto__: null, listeners: newArray() };
}

let targetRecord;
class EventTarget {
	#s;
	constructor() {
		this.#s = newTargetRecord();
	}
	static {
		targetRecord = (o) => (isObject(o) && #s in o ? o.#s : undefined);
	}
	addEventListener(type, callback, options = undefined) {
		const target = targetRecord(this);
		if (target === undefined) throw brandError('EventTarget', 'addEventListener');
		requireArguments(arguments.length, 2, 'EventTarget.addEventListener');
		const t = toDOMString(type);
		const cb = toEventListener(callback, 'EventTarget.addEventListener');
		// https://dom.spec.whatwg.org/#event-flatten-more
		let capture = false;
		let once = false;
		let passive = null;
		let signal = null;
		if (isObject(options)) {
			capture = booleanMember(options, 'capture', false);
			once = booleanMember(options, 'once', false);
			const p = options.passive;
			if (p !== undefined) passive = toBoolean(p);
			const s = options.signal;
			if (s !== undefined) {
				if (signalRecord(s) === undefined) throw new $TypeError("EventTarget.addEventListener: options' signal is not an AbortSignal");
				signal = s;
			}
		} else if (options !== undefined && options !== null) {
			capture = toBoolean(options);
		}
		addEventListener(this, target, { __proto__: null, type: t, callback: cb, capture, passive, once, signal, removed: false });
	}
	removeEventListener(type, callback, options = undefined) {
		const target = targetRecord(this);
		if (target === undefined) throw brandError('EventTarget', 'removeEventListener');
		requireArguments(arguments.length, 2, 'EventTarget.removeEventListener');
		const t = toDOMString(type);
		const cb = toEventListener(callback, 'EventTarget.removeEventListener');
		// https://dom.spec.whatwg.org/#event-flatten
		let capture = false;
		if (isObject(options)) capture = booleanMember(options, 'capture', false);
		else if (options !== undefined && options !== null) capture = toBoolean(options);
		const list = target.listeners;
		for (let i = 0; i < list.length; i++) {
			const l = list[i];
			if (l.type === t && l.callback === cb && l.capture === capture) {
				removeEventListener(target, l);
				return;
			}
		}
	}
	dispatchEvent(event) {
		const target = targetRecord(this);
		if (target === undefined) throw brandError('EventTarget', 'dispatchEvent');
		requireArguments(arguments.length, 1, 'EventTarget.dispatchEvent');
		const e = eventRecord(event);
		if (e === undefined) throw new $TypeError('EventTarget.dispatchEvent: the argument is not an Event');
		if (e.dispatch || !e.initialized) throw newDOMException('EventTarget.dispatchEvent: the event is already being dispatched, or not initialized', 'InvalidStateError');
		e.isTrusted = false;
		return dispatch(e, event, this, target);
	}
}
finishInterface(EventTarget, 'EventTarget');

// An EventListener? argument: null for undefined and null, the object
// itself (a function or an object with handleEvent) otherwise.
function toEventListener(v, context) {
	if (v === undefined || v === null) return null;
	if (!isObject(v)) throw new $TypeError(`${context}: the listener is not an object`);
	return v;
}

// https://dom.spec.whatwg.org/#add-an-event-listener
function addEventListener(wrapper, target, listener) {
	if (listener.signal !== null && isAborted(signalRecord(listener.signal))) return;
	if (listener.callback === null) return;
	if (listener.passive === null) listener.passive = false;
	const list = target.listeners;
	for (let i = 0; i < list.length; i++) {
		const l = list[i];
		if (l.type === listener.type && l.callback === listener.callback && l.capture === listener.capture) return;
	}
	push(list, listener);
	if (listener.signal !== null) {
		addAbortAlgorithm(signalRecord(listener.signal), () => removeEventListener(target, listener));
	}
}

// https://dom.spec.whatwg.org/#remove-an-event-listener
function removeEventListener(target, listener) {
	listener.removed = true;
	target.listeners = without(target.listeners, listener);
}

// https://dom.spec.whatwg.org/#concept-event-dispatch, for a target with no
// parent: the path is one struct whose invocation target and
// shadow-adjusted target are the target. It returns false if the event was
// canceled.
function dispatch(e, event, wrapper, target) {
	e.dispatch = true;
	e.target = wrapper;
	e.eventPhase = AT_TARGET;
	invoke(e, event, wrapper, target, 'capturing');
	e.eventPhase = AT_TARGET;
	invoke(e, event, wrapper, target, 'bubbling');
	e.eventPhase = NONE;
	e.currentTarget = null;
	e.dispatch = false;
	e.stopPropagation = false;
	e.stopImmediatePropagation = false;
	return !e.canceled;
}

// https://dom.spec.whatwg.org/#concept-event-listener-invoke and "inner
// invoke".
function invoke(e, event, wrapper, target, phase) {
	if (e.stopPropagation) return;
	e.currentTarget = wrapper;
	const listeners = copyArray(target.listeners);
	for (let i = 0; i < listeners.length; i++) {
		const l = listeners[i];
		if (l.removed || l.type !== e.type) continue;
		if (phase === 'capturing' && !l.capture) continue;
		if (phase === 'bubbling' && l.capture) continue;
		if (l.once) removeEventListener(target, l);
		if (l.passive) e.inPassiveListener = true;
		callListener(l.callback, event, wrapper);
		e.inPassiveListener = false;
		if (e.stopImmediatePropagation) break;
	}
}

// Web IDL's "call a user object's operation" with handleEvent; an exception
// is reported (https://html.spec.whatwg.org/#report-an-exception), not
// thrown.
function callListener(callback, event, thisArg) {
	try {
		if (typeof callback === 'function') {
			$apply(callback, thisArg, [event]);
			return;
		}
		const handleEvent = callback.handleEvent;
		if (typeof handleEvent !== 'function') throw new $TypeError("EventTarget: the listener's handleEvent is not a function");
		$apply(handleEvent, callback, [event]);
	} catch (err) {
		$report(err);
	}
}

// https://dom.spec.whatwg.org/#concept-event-fire, with Event.
function fireEvent(wrapper, target, type) {
	const event = newTrustedEvent(type);
	return dispatch(eventRecord(event), event, wrapper, target);
}
