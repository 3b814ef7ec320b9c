// ---------------------------------------------------------------------------
// Queuing strategies.

function ExtractHighWaterMark(strategy, defaultHWM) {
	if (strategy.highWaterMark === undefined) return defaultHWM;
	const highWaterMark = strategy.highWaterMark;
	if (isNaN(highWaterMark) || highWaterMark < 0) throw new $RangeError('Invalid highWaterMark: it must be a non-negative number');
	return highWaterMark;
}

function returnOne() {
	return 1;
}

function ExtractSizeAlgorithm(strategy) {
	const size = strategy.size;
	if (size === undefined) return returnOne;
	return (chunk) => toNumber($apply(size, undefined, [chunk]));
}

// The realm's size functions (built-in functions named "size", with no
// [[Construct]]).
const countQueuingStrategySize = { size: () => 1 }.size;
const byteLengthQueuingStrategySize = { size: (chunk) => chunk.byteLength }.size;

function toQueuingStrategyInit(v, iface) {
	const dict = dictionaryObject(v, iface);
	const hwm = dict === null ? undefined : dict.highWaterMark;
	if (hwm === undefined) throw new $TypeError(`${iface}: the required member 'highWaterMark' is missing`);
	return toNumber(hwm);
}

let byteLengthStrategyHWM;
class ByteLengthQueuingStrategy {
	#hwm;
	constructor(init) {
		this.#hwm = toQueuingStrategyInit(init, 'ByteLengthQueuingStrategy');
	}
	static {
		byteLengthStrategyHWM = (o) => (isObject(o) && #hwm in o ? o.#hwm : undefined);
	}
	get highWaterMark() {
		const h = byteLengthStrategyHWM(this);
		if (h === undefined) throw brandError('ByteLengthQueuingStrategy', 'highWaterMark');
		return h;
	}
	get size() {
		if (byteLengthStrategyHWM(this) === undefined) throw brandError('ByteLengthQueuingStrategy', 'size');
		return byteLengthQueuingStrategySize;
	}
}
finishInterface(ByteLengthQueuingStrategy, 'ByteLengthQueuingStrategy');

let countStrategyHWM;
class CountQueuingStrategy {
	#hwm;
	constructor(init) {
		this.#hwm = toQueuingStrategyInit(init, 'CountQueuingStrategy');
	}
	static {
		countStrategyHWM = (o) => (isObject(o) && #hwm in o ? o.#hwm : undefined);
	}
	get highWaterMark() {
		const h = countStrategyHWM(this);
		if (h === undefined) throw brandError('CountQueuingStrategy', 'highWaterMark');
		return h;
	}
	get size() {
		if (countStrategyHWM(this) === undefined) throw brandError('CountQueuingStrategy', 'size');
		return countQueuingStrategySize;
	}
}
finishInterface(CountQueuingStrategy, 'CountQueuingStrategy');

