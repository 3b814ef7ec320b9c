// ---------------------------------------------------------------------------
// Web IDL conversions and callback invocation.

// ToString, as DOMString conversion does it (a Symbol is a TypeError).
function toDOMString(v) {
	return `${v}`;
}

// ToNumber, as unrestricted double conversion does it (a Symbol or a BigInt
// is a TypeError).
function toNumber(v) {
	return +v;
}

// dictionaryObject checks a dictionary argument: undefined and null convert
// to an empty dictionary (null is returned), any other non-object is a
// TypeError.
function dictionaryObject(v, context) {
	if (v === undefined || v === null) return null;
	if (!isObject(v)) throw new $TypeError(`${context}: the argument is not an object`);
	return v;
}

// callbackMember reads a dictionary member of a callback function type.
function callbackMember(dict, name, context) {
	if (dict === null) return undefined;
	const v = dict[name];
	if (v === undefined) return undefined;
	if (typeof v !== 'function') throw new $TypeError(`${context}: '${name}' is not a function`);
	return v;
}

function anyMember(dict, name) {
	return dict === null ? undefined : dict[name];
}

function booleanMember(dict, name) {
	if (dict === null) return false;
	const v = dict[name];
	return v === undefined ? false : !!v;
}

// Invoke a callback function whose return type is a promise type: an
// exception becomes a rejected promise, a value a promise resolved with it.
function invokePromise(f, thisArg, args) {
	let v;
	try {
		v = $apply(f, thisArg, args);
	} catch (e) {
		return promiseRejectedWith(e);
	}
	return internalResolvedWith(v); // only the streams react to an algorithm's result
}

// QueuingStrategy: highWaterMark (unrestricted double), size (callback).
function toQueuingStrategy(v, context) {
	const dict = dictionaryObject(v, context);
	const s = { __proto__: null, highWaterMark: undefined, size: undefined };
	if (dict === null) return s;
	const hwm = dict.highWaterMark;
	if (hwm !== undefined) s.highWaterMark = toNumber(hwm);
	s.size = callbackMember(dict, 'size', context);
	return s;
}

// StreamPipeOptions: preventAbort, preventCancel, preventClose, signal.
function toStreamPipeOptions(v, context) {
	const dict = dictionaryObject(v, context);
	const preventAbort = booleanMember(dict, 'preventAbort');
	const preventCancel = booleanMember(dict, 'preventCancel');
	const preventClose = booleanMember(dict, 'preventClose');
	let signal = anyMember(dict, 'signal');
	if (signal !== undefined) signal = toSignal(signal, context);
	return { __proto__: null, preventAbort, preventCancel, preventClose, signal };
}

// ---------------------------------------------------------------------------
// Interface objects: Web IDL property attributes.

// finishInterface makes the members of a class enumerable and sets its
// prototype's @@toStringTag. It changes only the enumerable attribute, with a
// descriptor of a null prototype: it reads no descriptor (goja builds those
// with ordinary assignments, which setters on Object.prototype would see), and
// defining reads no "get", "set" or "value" a script put on Object.prototype.
const enumerableDescriptor = { __proto__: null, enumerable: true };

function finishInterface(ctor, name) {
	const targets = [ctor.prototype, ctor];
	for (let t = 0; t < 2; t++) {
		const target = targets[t];
		const keys = $ownKeys(target);
		for (let i = 0; i < keys.length; i++) {
			const key = keys[i];
			if (typeof key !== 'string' || key === 'constructor' || key === 'prototype' || key === 'length' || key === 'name') continue;
			$defineProperty(target, key, enumerableDescriptor);
		}
	}
	$defineProperty(ctor.prototype, $toStringTag, { __proto__: null, value: name, writable: false, enumerable: false, configurable: true });
}

function brandError(iface, member) {
	return new $TypeError(`${iface}.${member}: 'this' is not a ${iface}`);
}

function illegalConstructor(iface) {
	return new $TypeError(`${iface}: illegal constructor`);
}

