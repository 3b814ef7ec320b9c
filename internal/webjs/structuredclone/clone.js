// ===========================================================================
// StructuredSerializeInternal and StructuredDeserialize
// (https://html.spec.whatwg.org/multipage/structured-data.html#structuredserializeinternal),
// fused: the clone of each value is made when the serialization reaches
// it, instead of from a serialized record afterwards. Nothing a script can
// observe differs: deserialization runs no script (it makes new objects of
// the intrinsics and defines their properties), so the scripts that run
// (getters, ToString of an error's message, a transfer list's iterator)
// run in the standard's order, and an exception leaves nothing a script
// can reach; data is copied when the serialization reaches it, as the
// standard copies it then.
//
// The walk is iterative: the "deep" steps of each object (its properties,
// a Map's or Set's entries) are a frame on an explicit stack, processed
// depth-first in the order the recursive steps take, so that no nesting
// depth grows Go's or goja's stack. Loops over a value run in JavaScript
// and stop on the host's interrupt; the native copies poll it (kind.go).

// The kinds of object kindOf (kind.go) tells apart.
const kindOrdinary = 0;
const kindArray = 1;
const kindPrimitiveWrapper = 2; // [[BooleanData]], [[NumberData]], [[BigIntData]], [[StringData]]
const kindDate = 3;
const kindRegExp = 4;
const kindArrayBuffer = 5;
const kindView = 6;
const kindMap = 7;
const kindSet = 8;
const kindError = 9;
const kindPlatform = 10; // a platform object a host registered (structuredclone.Serializable)
const kindNotSerializable = 11; // any other internal slot, an exotic object, a Proxy
const kindMaybeView = 12; // an ordinary-looking object when goja's layout is unknown

// A walk is one clone's state: memory (the standard's memory, from each
// value reached to its clone), the stack of deep steps still to run, and the
// count of objects made, against the host's limit.
function newWalk() {
	return { __proto__: null, memory: $newObjectMap(), stack: newArray(), count: 0, limit: $objectLimit() };
}

// A frame is the deep steps of one object: the properties keys of src, in
// order (step 26's "for each key of properties"), read with [[Get]] and
// defined on dst; or, with src undefined, the values already read (a Map's
// or Set's copiedList, an error's cause), cloned and added to dst by add.
// It is an array indexed by the constants below (goja keeps an array's
// elements in a slice, and an object's properties in a map: a frame is
// made for every object cloned); its elements are all its own from the
// start, so reading and writing them never consults its prototype.
const fSrc = 0, fDst = 1, fKeys = 2, fPlain = 3, fValues = 4, fAdd = 5, fIndex = 6, fKey = 7;

// plain is true when dst is an ordinary object the clone made ({}), whose
// prototype is %Object.prototype% (which has no prototype and cannot be
// given one).
function propertiesFrame(src, dst, keys, plain) {
	return [src, dst, keys, plain, undefined, undefined, 0, undefined];
}

function entriesFrame(dst, values, add) {
	return [undefined, dst, undefined, false, values, add, 0, undefined];
}

// The descriptor CreateDataProperty defines with, reused for every
// property: a null-prototype record, so defining reaches nothing a script
// can change (an Object.prototype setter, a "__proto__" key).
const dataDescriptor = { __proto__: null, value: undefined, writable: true, enumerable: true, configurable: true };

// createDataProperty is ! CreateDataProperty(o, key, v) on an object the
// clone made. On a plain one (see propertiesFrame) whose prototype lacks key,
// an assignment is the same, and quicker: it finds no setter and no
// read-only property, defines a writable, enumerable, configurable
// property, and (%Object.prototype% having no prototype) reaches nothing
// else; "__proto__" is an accessor of %Object.prototype%, so it is defined.
function createDataProperty(o, key, v, plain) {
	if (plain && !(key in $ObjectPrototype)) {
		o[key] = v;
		return;
	}
	dataDescriptor.value = v;
	$defineProperty(o, key, dataDescriptor);
	dataDescriptor.value = undefined;
}

// A non-enumerable data property (an error's message, cause and stack):
// CreateNonEnumerableDataPropertyOrThrow.
const hiddenDescriptor = { __proto__: null, value: undefined, writable: true, enumerable: false, configurable: true };

function createHiddenDataProperty(o, key, v) {
	hiddenDescriptor.value = v;
	$defineProperty(o, key, hiddenDescriptor);
	hiddenDescriptor.value = undefined;
}

// cloneValue returns the clone of value: StructuredSerializeInternal's
// steps 1 to 25 and StructuredDeserialize's matching steps, for one value.
// The deep steps of the object it makes go onto w.stack, for run.
function cloneValue(w, value) {
	// Step 4: primitives are their own clones.
	const type = typeof value;
	if (type !== 'object' && type !== 'function' || value === null) {
		// Step 5.
		if (type === 'symbol') throw dataCloneError('a Symbol cannot be cloned');
		return value;
	}
	// Step 2: a value reached before has one clone.
	const seen = w.memory.get(value);
	if (seen !== undefined) return seen;
	// Step 21 (IsCallable): a function has no other kind to be.
	if (type === 'function') throw dataCloneError('a function cannot be cloned');
	if (w.limit > 0 && ++w.count > w.limit) {
		throw new $RangeError('structuredClone: the value has more than the host\'s limit of ' + w.limit + ' objects (structuredclone.MaxObjects)');
	}
	let kind = $kindOf(value);
	if (kind === kindMaybeView) kind = $isView(value) ? kindView : kindOrdinary;
	let out;
	switch (kind) {
	case kindPrimitiveWrapper:
		// Steps 7 to 10 (Boolean, Number, BigInt, String objects).
		out = $cloneWrapper(value);
		break;
	case kindDate:
		// Step 11.
		out = new $Date($dateValue(value));
		break;
	case kindRegExp:
		// Step 12: the source and flags; lastIndex is not kept.
		out = cloneRegExp(value);
		break;
	case kindArrayBuffer:
		// Step 13 (not shared; goja has no resizable buffers).
		out = $copyBuffer(value);
		if (out === undefined) throw dataCloneError('a detached ArrayBuffer cannot be cloned');
		break;
	case kindView:
		// Step 14.
		out = cloneView(w, value);
		break;
	case kindMap:
		// Step 15; the entries are step 26's.
		out = new $Map();
		push(w.stack, entriesFrame(out, copiedList(value, $mapForEach, true), addMapEntry));
		break;
	case kindSet:
		// Step 16.
		out = new $Set();
		push(w.stack, entriesFrame(out, copiedList(value, $setForEach, false), addSetEntry));
		break;
	case kindError:
		// Step 17.
		out = cloneError(w, value);
		break;
	case kindArray: {
		// Step 18: the length, then the properties (holes stay holes).
		out = [];
		out.length = value.length;
		push(w.stack, propertiesFrame(value, out, $keys(value), false));
		break;
	}
	case kindPlatform:
		// Steps 19 and 20: a serializable platform object a host
		// registered; its serialization and deserialization steps are Go's.
		out = $clonePlatformObject(value);
		break;
	case kindOrdinary:
		// Step 24: an ordinary object.
		out = {};
		push(w.stack, propertiesFrame(value, out, $keys(value), true));
		break;
	default:
		// Steps 20, 22 and 23: a platform object that is not
		// serializable, any other internal slot (WeakMap, Promise, Symbol
		// objects, ...), an exotic object (a Proxy, arguments).
		throw dataCloneError('the value is not serializable');
	}
	// Step 25's memory[value] = serialized (with StructuredDeserialize's
	// memory[serialized] = value): before the deep steps run.
	w.memory.set(value, out);
	return out;
}

// run runs the deep steps on w.stack until none is left: step 26 of
// StructuredSerializeInternal (with StructuredDeserialize's deep steps) for
// each object, depth-first.
function run(w) {
	const stack = w.stack;
	while (stack.length > 0) {
		const f = stack[stack.length - 1];
		const src = f[fSrc];
		if (src !== undefined) {
			// "For each key in properties: if ! HasOwnProperty(value,
			// key), then let inputValue be ? value.[[Get]](key,
			// value), outputValue be ? StructuredSerializeInternal(...)".
			const keys = f[fKeys], i = f[fIndex];
			if (i >= keys.length) {
				pop(stack);
				continue;
			}
			f[fIndex] = i + 1;
			const key = keys[i];
			if (!$hasOwn(src, key)) continue;
			createDataProperty(f[fDst], key, cloneValue(w, src[key]), f[fPlain]);
			continue;
		}
		if (f[fIndex] >= f[fValues].length) {
			pop(stack);
			continue;
		}
		f[fAdd](w, f);
	}
}

// copiedList returns the entries of a Map (keys and values, alternating) or
// the elements of a Set, as they are now: step 26's copiedList, read with
// the captured forEach.
function copiedList(value, forEach, pairs) {
	const list = newArray();
	if (pairs) {
		$apply(forEach, value, [function (v, k) { push(list, k); push(list, v); }]);
	} else {
		$apply(forEach, value, [function (v) { push(list, v); }]);
	}
	return list;
}

// addMapEntry clones the next key (its deep steps run before the value's),
// or the next value, and appends the entry to the clone's [[MapData]].
function addMapEntry(w, f) {
	const i = f[fIndex];
	f[fIndex] = i + 1;
	const v = cloneValue(w, f[fValues][i]);
	if ((i & 1) === 0) {
		f[fKey] = v;
	} else {
		$apply($mapSet, f[fDst], [f[fKey], v]);
		f[fKey] = undefined;
	}
}

function addSetEntry(w, f) {
	const i = f[fIndex];
	f[fIndex] = i + 1;
	$apply($setAdd, f[fDst], [cloneValue(w, f[fValues][i])]);
}

// cloneRegExp makes a new RegExp of value's [[OriginalSource]] and
// [[OriginalFlags]].
function cloneRegExp(value) {
	let flags = '';
	for (let i = 0; i < regExpFlags.length; i++) {
		if ($apply(regExpFlags[i].get, value, [])) flags += regExpFlags[i].letter;
	}
	return new $RegExp($apply($regExpSource, value, []), flags);
}

// cloneView clones a typed array or DataView and, through memory, its
// buffer: two views of one buffer get two views of one clone.
const slots = { __proto__: null };

function cloneView(w, value) {
	$viewSlots(value, slots);
	const buffer = slots.buffer, ctor = slots.ctor;
	const byteOffset = slots.byteOffset, length = slots.length;
	// IsArrayBufferViewOutOfBounds: a detached buffer's views are.
	if ($isDetachedBuffer(buffer)) throw dataCloneError('a view of a detached ArrayBuffer cannot be cloned');
	const b = cloneValue(w, buffer);
	// A typed array of [[TypedArrayName]] (its [[ArrayLength]]), or a
	// DataView (its byte length): viewSlots gives each as length.
	return new ctor(b, byteOffset, length);
}

// The names an error keeps (step 17.2); any other is "Error".
function errorName(name) {
	switch (name) {
	case 'Error': case 'EvalError': case 'RangeError': case 'ReferenceError':
	case 'SyntaxError': case 'TypeError': case 'URIError':
		return name;
	}
	return 'Error';
}

// cloneError is step 17 with StructuredDeserialize's error steps: the name
// (read with [[Get]]) picks the prototype, and the message is kept when it is
// an own data property. As browsers do ("interesting accompanying data"),
// an own data property cause is cloned (a deep step) and an own stack that
// is a string is kept; other own properties are not.
function cloneError(w, value) {
	const name = errorName(value.name);
	const messageDesc = $getOwnPropertyDescriptor(value, 'message');
	let message;
	if (isDataDescriptor(messageDesc)) message = `${messageDesc.value}`;
	const stackDesc = $getOwnPropertyDescriptor(value, 'stack');
	const causeDesc = $getOwnPropertyDescriptor(value, 'cause');
	let C = errorConstructors[name];
	if (C === undefined) C = errorConstructors.Error;
	if (C === undefined) throw dataCloneError('the runtime has no Error constructor');
	const out = new C();
	if (message !== undefined) createHiddenDataProperty(out, 'message', message);
	if (isDataDescriptor(stackDesc) && typeof stackDesc.value === 'string') {
		createHiddenDataProperty(out, 'stack', stackDesc.value);
	}
	if (isDataDescriptor(causeDesc)) {
		const values = newArray();
		push(values, causeDesc.value);
		push(w.stack, entriesFrame(out, values, addCause));
	}
	return out;
}

// isDataDescriptor is IsDataDescriptor of a descriptor
// Object.getOwnPropertyDescriptor gave (own properties only: it inherits
// from Object.prototype, which a script may have given a "value").
function isDataDescriptor(desc) {
	return desc !== undefined && $hasOwn(desc, 'value');
}

function addCause(w, f) {
	const i = f[fIndex];
	f[fIndex] = i + 1;
	createHiddenDataProperty(f[fDst], 'cause', cloneValue(w, f[fValues][i]));
}
