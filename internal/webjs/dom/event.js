// ---------------------------------------------------------------------------
// Event (https://dom.spec.whatwg.org/#interface-event), for events
// dispatched at an event target outside any tree: an event's path is its
// target alone.

const NONE = 0;
const CAPTURING_PHASE = 1;
const AT_TARGET = 2;
const BUBBLING_PHASE = 3;

function newEventRecord(type, bubbles, cancelable, composed, isTrusted) {
	return {
		__proto__: null,
		type, bubbles, cancelable, composed, isTrusted,
		target: null, currentTarget: null, eventPhase: NONE,
		// The flags of https://dom.spec.whatwg.org/#concept-event.
		stopPropagation: false, stopImmediatePropagation: false, canceled: false,
		inPassiveListener: false, initialized: true, dispatch: false,
		timeStamp: $now(),
	};
}

// isTrusted is [LegacyUnforgeable]: an own, non-configurable accessor of
// every instance, with one getter for all.
let isTrustedDescriptor;

let eventRecord;
class Event {
	#s;
	constructor(type, eventInitDict = undefined) {
		requireArguments(arguments.length, 1, 'Event');
		const t = toDOMString(type);
		// EventInit's members, in Web IDL's order.
		const dict = dictionaryObject(eventInitDict, 'Event');
		const bubbles = booleanMember(dict, 'bubbles', false);
		const cancelable = booleanMember(dict, 'cancelable', false);
		const composed = booleanMember(dict, 'composed', false);
		this.#s = newEventRecord(t, bubbles, cancelable, composed, false);
		$defineProperty(this, 'isTrusted', isTrustedDescriptor);
	}
	static {
		eventRecord = (o) => (isObject(o) && #s in o ? o.#s : undefined);
	}
	get type() {
		return eventSlots(this, 'type').type;
	}
	get target() {
		return eventSlots(this, 'target').target;
	}
	get srcElement() {
		return eventSlots(this, 'srcElement').target;
	}
	get currentTarget() {
		return eventSlots(this, 'currentTarget').currentTarget;
	}
	composedPath() {
		const e = eventSlots(this, 'composedPath');
		// The path is the target alone while the event is dispatched.
		return e.currentTarget === null ? [] : [e.currentTarget];
	}
	get eventPhase() {
		return eventSlots(this, 'eventPhase').eventPhase;
	}
	stopPropagation() {
		eventSlots(this, 'stopPropagation').stopPropagation = true;
	}
	get cancelBubble() {
		return eventSlots(this, 'cancelBubble').stopPropagation;
	}
	set cancelBubble(value) {
		const e = eventSlots(this, 'cancelBubble');
		if (toBoolean(value)) e.stopPropagation = true;
	}
	stopImmediatePropagation() {
		const e = eventSlots(this, 'stopImmediatePropagation');
		e.stopPropagation = true;
		e.stopImmediatePropagation = true;
	}
	get bubbles() {
		return eventSlots(this, 'bubbles').bubbles;
	}
	get cancelable() {
		return eventSlots(this, 'cancelable').cancelable;
	}
	get returnValue() {
		return !eventSlots(this, 'returnValue').canceled;
	}
	set returnValue(value) {
		const e = eventSlots(this, 'returnValue');
		if (!toBoolean(value)) setCanceledFlag(e);
	}
	preventDefault() {
		setCanceledFlag(eventSlots(this, 'preventDefault'));
	}
	get defaultPrevented() {
		return eventSlots(this, 'defaultPrevented').canceled;
	}
	get composed() {
		return eventSlots(this, 'composed').composed;
	}
	get timeStamp() {
		return eventSlots(this, 'timeStamp').timeStamp;
	}
	initEvent(type, bubbles = undefined, cancelable = undefined) {
		const e = eventSlots(this, 'initEvent');
		requireArguments(arguments.length, 1, 'Event.initEvent');
		const t = toDOMString(type);
		const b = toBoolean(bubbles);
		const c = toBoolean(cancelable);
		if (e.dispatch) return;
		initializeEvent(e, t, b, c);
	}
}
{
	const getter = function () {
		const e = eventRecord(this);
		if (e === undefined) throw brandError('Event', 'isTrusted');
		return e.isTrusted;
	};
	$defineProperty(getter, 'name', { __proto__: null, value: 'get isTrusted', writable: false, enumerable: false, configurable: true });
	isTrustedDescriptor = { __proto__: null, get: getter, set: undefined, enumerable: true, configurable: false };
}
finishInterface(Event, 'Event');
defineConstants(Event, ['NONE', 'CAPTURING_PHASE', 'AT_TARGET', 'BUBBLING_PHASE'], NONE);

// https://dom.spec.whatwg.org/#concept-event-initialize
function initializeEvent(e, type, bubbles, cancelable) {
	e.initialized = true;
	e.stopPropagation = false;
	e.stopImmediatePropagation = false;
	e.canceled = false;
	e.isTrusted = false;
	e.target = null;
	e.type = type;
	e.bubbles = bubbles;
	e.cancelable = cancelable;
}

function eventSlots(o, member) {
	const e = eventRecord(o);
	if (e === undefined) throw brandError('Event', member);
	return e;
}

// https://dom.spec.whatwg.org/#set-the-canceled-flag
function setCanceledFlag(e) {
	if (e.cancelable && !e.inPassiveListener) e.canceled = true;
}

// newTrustedEvent is "create an event" with Event for the implementation's
// own events (isTrusted is true).
function newTrustedEvent(type) {
	const event = new Event(type);
	eventRecord(event).isTrusted = true;
	return event;
}
