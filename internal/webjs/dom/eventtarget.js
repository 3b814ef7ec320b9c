// ---------------------------------------------------------------------------
// EventTarget (https://dom.spec.whatwg.org/#interface-eventtarget) outside
// any tree: dispatch invokes the target's own listeners, capturing ones
// first, and there is no parent to go to.
//
// A target's record (made when first needed: an AbortSignal that nothing
// listens to has none) holds its event listener list, in order (listeners,
// null until the first listener is added), and an index of it: for each
// capture value a Map (bubbling, capturing) from type to a Map from callback
// to the listener in the list with that type, callback and capture, so that
// adding and removing a listener take constant time. A removed listener
// leaves the index at once and the list lazily: it stays in listeners with
// its removed flag set (dispatch, which iterates a clone, skips it as the
// standard's "inner invoke" does) until removed listeners are half of
// listeners, when they are taken out.

function newTargetRecord() {
	return { __proto__: null, listeners: null, bubbling: null, capturing: null, removedInList: 0 };
}

// listenersByCallback returns the index's map from callback to listener for
// type and capture (a dictionary by type of object maps by callback):
// undefined when there is none, unless make, when it is made.
function listenersByCallback(target, type, capture, make) {
	let byType = capture ? target.capturing : target.bubbling;
	if (byType === null) {
		if (!make) return undefined;
		byType = newDict();
		if (capture) target.capturing = byType;
		else target.bubbling = byType;
	}
	let byCallback = byType[type];
	if (byCallback === undefined && make) {
		byCallback = newObjectMap();
		byType[type] = byCallback;
	}
	return byCallback;
}

let targetRecord, isEventTarget;
class EventTarget {
	#s = null;
	static {
		// isEventTarget is the brand check alone: it makes no record.
		isEventTarget = (o) => isObject(o) && #s in o;
		targetRecord = (o) => {
			if (!isObject(o) || !(#s in o)) return undefined;
			if (o.#s === null) o.#s = newTargetRecord();
			return o.#s;
		};
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
		addEventListener(this, target, newListener(t, cb, capture, passive, once, signal));
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
		// If this's event listener list contains an event listener whose
		// type is type, callback is callback, and capture is capture, then
		// remove an event listener with this and that event listener.
		if (cb === null) return;
		const byCallback = listenersByCallback(target, t, capture, false);
		const l = byCallback === undefined ? undefined : byCallback.get(cb);
		if (l !== undefined) removeEventListener(target, l);
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

// newListener returns an event listener
// (https://dom.spec.whatwg.org/#concept-event-listener); its abortSteps are
// the abort steps addEventListener adds to its signal, while they are there.
function newListener(type, callback, capture, passive, once, signal) {
	return { __proto__: null, type, callback, capture, passive, once, signal, removed: false, abortSteps: null };
}

// https://dom.spec.whatwg.org/#add-an-event-listener
function addEventListener(wrapper, target, listener) {
	// If listener's signal is not null and is aborted, then return.
	if (listener.signal !== null && isAborted(signalRecord(listener.signal))) return;
	// If listener's callback is null, then return.
	if (listener.callback === null) return;
	// If listener's passive is null, then set it to the default passive
	// value given listener's type and eventTarget (false: the target is no
	// Window, Document or node).
	if (listener.passive === null) listener.passive = false;
	// If eventTarget's event listener list does not contain an event
	// listener whose type is listener's type, callback is listener's
	// callback, and capture is listener's capture, then append listener to
	// eventTarget's event listener list. (When it does, the abort steps of
	// the next step would remove a listener that is not in the list, which
	// does nothing: they are not added.)
	const byCallback = listenersByCallback(target, listener.type, listener.capture, true);
	if (byCallback.has(listener.callback)) return;
	byCallback.set(listener.callback, listener);
	if (target.listeners === null) target.listeners = newArray();
	push(target.listeners, listener);
	// If listener's signal is not null, then add the following abort steps
	// to it: remove an event listener with eventTarget and listener.
	if (listener.signal !== null) {
		listener.abortSteps = () => removeEventListener(target, listener);
		addAbortAlgorithm(signalRecord(listener.signal), listener.abortSteps);
	}
}

// https://dom.spec.whatwg.org/#remove-an-event-listener: set listener's
// removed to true and remove listener from eventTarget's event listener
// list (from the index now, from listeners lazily). A listener already
// removed is in neither. Its abort steps, which would now do nothing, leave
// its signal's abort algorithms, so that a signal outliving many listeners
// does not keep them all.
function removeEventListener(target, listener) {
	if (listener.removed) return;
	listener.removed = true;
	if (listener.abortSteps !== null) {
		removeAbortAlgorithm(signalRecord(listener.signal), listener.abortSteps);
		listener.abortSteps = null;
	}
	const byCallback = listenersByCallback(target, listener.type, listener.capture, false);
	byCallback.delete(listener.callback);
	if (byCallback.size === 0) delete (listener.capture ? target.capturing : target.bubbling)[listener.type];
	target.removedInList++;
	if (target.removedInList * 2 > target.listeners.length) {
		keepOnly(target.listeners, isListed);
		target.removedInList = 0;
	}
}

function isListed(listener) {
	return !listener.removed;
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
	// Let listeners be a clone of event's currentTarget's event listener
	// list (with the removed listeners it still holds, which inner invoke
	// skips as it skips those removed during the dispatch).
	if (target.listeners === null) return;
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
