// ---------------------------------------------------------------------------
// CustomEvent (https://dom.spec.whatwg.org/#interface-customevent): an Event
// with a detail.

let customEventDetail;
class CustomEvent extends Event {
	#detail;
	constructor(type, eventInitDict = undefined) {
		requireArguments(arguments.length, 1, 'CustomEvent');
		// Event's constructor converts type and EventInit's members;
		// CustomEventInit's own member, detail, comes after them.
		super(type, eventInitDict);
		const dict = dictionaryObject(eventInitDict, 'CustomEvent');
		const detail = dict === null ? undefined : dict.detail;
		this.#detail = detail === undefined ? null : detail;
	}
	static {
		customEventDetail = {
			__proto__: null,
			has: (o) => isObject(o) && #detail in o,
			get: (o) => o.#detail,
			set: (o, v) => { o.#detail = v; },
		};
	}
	get detail() {
		if (!customEventDetail.has(this)) throw brandError('CustomEvent', 'detail');
		return customEventDetail.get(this);
	}
	initCustomEvent(type, bubbles = undefined, cancelable = undefined, detail = undefined) {
		if (!customEventDetail.has(this)) throw brandError('CustomEvent', 'initCustomEvent');
		requireArguments(arguments.length, 1, 'CustomEvent.initCustomEvent');
		const t = toDOMString(type);
		const b = toBoolean(bubbles);
		const c = toBoolean(cancelable);
		const e = eventRecord(this);
		if (e.dispatch) return;
		initializeEvent(e, t, b, c);
		customEventDetail.set(this, detail === undefined ? null : detail);
	}
}
finishInterface(CustomEvent, 'CustomEvent');
