// ---------------------------------------------------------------------------
// URLSearchParams (https://url.spec.whatwg.org/#interface-urlsearchparams).
//
// A URLSearchParams object's record holds its list (a Go handle, ops.go:
// every operation on the list runs in Go) and its URL object's URL handle,
// or null.

// The list operations, by the numbers ops.go's params takes (params*).
const P_SIZE = 0, P_APPEND = 1, P_DELETE = 2, P_GET = 3, P_GET_ALL = 4, P_HAS = 5,
	P_SET = 6, P_SORT = 7, P_TO_STRING = 8, P_NAME = 9, P_VALUE = 10;

function newSearchParamsRecord(list, url) {
	return { __proto__: null, list, url };
}

let searchParamsRecord;
class URLSearchParams {
	#p;
	constructor(init = '', url = undefined) {
		if (init === INTERNAL) {
			this.#p = url;
			return;
		}
		this.#p = newSearchParamsRecord(initialize(init), null);
	}
	static {
		searchParamsRecord = (o) => (isObject(o) && #p in o ? o.#p : undefined);
	}
	get size() {
		return $params(searchParamsSlots(this, 'size').list, P_SIZE);
	}
	append(name, value) {
		const p = searchParamsSlots(this, 'append');
		requireArguments(arguments.length, 2, 'URLSearchParams.append');
		$params(p.list, P_APPEND, toUSVString(name), toUSVString(value));
		update(p);
	}
	delete(name, value = undefined) {
		const p = searchParamsSlots(this, 'delete');
		requireArguments(arguments.length, 1, 'URLSearchParams.delete');
		$params(p.list, P_DELETE, toUSVString(name), value === undefined ? undefined : toUSVString(value));
		update(p);
	}
	get(name) {
		const p = searchParamsSlots(this, 'get');
		requireArguments(arguments.length, 1, 'URLSearchParams.get');
		return $params(p.list, P_GET, toUSVString(name));
	}
	getAll(name) {
		const p = searchParamsSlots(this, 'getAll');
		requireArguments(arguments.length, 1, 'URLSearchParams.getAll');
		return $params(p.list, P_GET_ALL, toUSVString(name));
	}
	has(name, value = undefined) {
		const p = searchParamsSlots(this, 'has');
		requireArguments(arguments.length, 1, 'URLSearchParams.has');
		return $params(p.list, P_HAS, toUSVString(name), value === undefined ? undefined : toUSVString(value));
	}
	set(name, value) {
		const p = searchParamsSlots(this, 'set');
		requireArguments(arguments.length, 2, 'URLSearchParams.set');
		$params(p.list, P_SET, toUSVString(name), toUSVString(value));
		update(p);
	}
	sort() {
		const p = searchParamsSlots(this, 'sort');
		$params(p.list, P_SORT);
		update(p);
	}
	entries() {
		return newIterator(searchParamsSlots(this, 'entries'), KIND_ENTRIES);
	}
	keys() {
		return newIterator(searchParamsSlots(this, 'keys'), KIND_KEYS);
	}
	values() {
		return newIterator(searchParamsSlots(this, 'values'), KIND_VALUES);
	}
	forEach(callback, thisArg = undefined) {
		const p = searchParamsSlots(this, 'forEach');
		requireArguments(arguments.length, 1, 'URLSearchParams.forEach');
		if (typeof callback !== 'function') throw new $TypeError('URLSearchParams.forEach: the callback is not a function');
		// The list is read again after each call: the callback may change it.
		for (let i = 0; i < $params(p.list, P_SIZE); i++) {
			$apply(callback, thisArg, [$params(p.list, P_VALUE, i), $params(p.list, P_NAME, i), this]);
		}
	}
	toString() {
		return $params(searchParamsSlots(this, 'toString').list, P_TO_STRING);
	}
}
makeInterface(URLSearchParams, 'URLSearchParams');
// @@iterator is the same function as entries (Web IDL's pair iterator).
$defineProperty(URLSearchParams.prototype, $iteratorSymbol, { __proto__: null, value: URLSearchParams.prototype.entries, writable: true, enumerable: false, configurable: true });

function searchParamsSlots(o, member) {
	const p = searchParamsRecord(o);
	if (p === undefined) throw brandError('URLSearchParams', member);
	return p;
}

// newSearchParamsOfURL makes a URL's query object: its list is the URL's
// query parsed, and its URL object the URL (whose handle is urlHandle).
function newSearchParamsOfURL(urlHandle) {
	return new URLSearchParams(INTERNAL, newSearchParamsRecord($newParams(urlHandle), urlHandle));
}

// searchParamsList returns a URLSearchParams' list handle.
function searchParamsList(o) {
	return searchParamsRecord(o).list;
}

// update runs the "update steps": the URL object's query becomes the list
// serialized (null when that is empty).
function update(p) {
	if (p.url !== null) $update(p.list, p.url);
}

// initialize converts the constructor's init, a
// (sequence<sequence<USVString>> or record<USVString, USVString> or
// USVString), and makes the list from it.
function initialize(init) {
	if (isObject(init)) {
		const method = init[$iteratorSymbol];
		if (method !== undefined && method !== null) {
			if (typeof method !== 'function') throw new $TypeError('URLSearchParams: init[Symbol.iterator] is not a function');
			return listFromSequence(init, method);
		}
		return listFromRecord(init);
	}
	// A string: parsed, without a leading "?" (ops.go's newParams).
	return $newParams(null, toUSVString(init));
}

// iterate calls each(value) for every value the iterator method gives.
function iterate(iterable, method, each) {
	const iterator = $apply(method, iterable, noArguments);
	if (!isObject(iterator)) throw new $TypeError('URLSearchParams: the iterator is not an object');
	const next = iterator.next;
	for (;;) {
		const result = $apply(next, iterator, noArguments);
		if (!isObject(result)) throw new $TypeError('URLSearchParams: the iterator result is not an object');
		if (result.done) return;
		each(result.value);
	}
}

// listFromSequence: each item must be a sequence of exactly two strings.
function listFromSequence(init, method) {
	const list = $newParams(null, '');
	iterate(init, method, (pair) => {
		if (!isObject(pair)) throw new $TypeError('URLSearchParams: a pair is not an iterable object');
		const pairMethod = pair[$iteratorSymbol];
		if (typeof pairMethod !== 'function') throw new $TypeError('URLSearchParams: a pair is not iterable');
		const items = [];
		$setPrototypeOf(items, null);
		iterate(pair, pairMethod, (v) => {
			items[items.length] = toUSVString(v);
		});
		if (items.length !== 2) throw new $TypeError(`URLSearchParams: a pair has ${items.length} items, not 2`);
		$params(list, P_APPEND, items[0], items[1]);
	});
	return list;
}

// listFromRecord: the object's own enumerable properties, in order; a name
// seen twice (a string and the string of a symbol cannot be: a symbol key
// is a TypeError) keeps its first place and its last value.
function listFromRecord(init) {
	const list = $newParams(null, '');
	const keys = $ownKeys(init);
	for (let i = 0; i < keys.length; i++) {
		const key = keys[i];
		const desc = $getOwnPropertyDescriptor(init, key);
		if (desc === undefined || !desc.enumerable) continue;
		const name = toUSVString(key);
		const value = toUSVString(init[key]);
		$params(list, P_SET, name, value);
	}
	return list;
}

// ---------------------------------------------------------------------------
// URLSearchParams' default iterator (Web IDL's "default iterator object"):
// its prototype inherits from %IteratorPrototype%; next() reads the list as
// it is at each call.

const KIND_ENTRIES = 0, KIND_KEYS = 1, KIND_VALUES = 2;

const iteratorPrototype = {
	__proto__: null,
	next() {
		const it = iteratorRecord(this);
		if (it === undefined) throw new $TypeError("URLSearchParams Iterator.next: 'this' is not a URLSearchParams iterator");
		const list = it.params.list;
		const i = it.index;
		if (i >= $params(list, P_SIZE)) return { value: undefined, done: true };
		it.index = i + 1;
		let value;
		if (it.kind === KIND_KEYS) value = $params(list, P_NAME, i);
		else if (it.kind === KIND_VALUES) value = $params(list, P_VALUE, i);
		else value = [$params(list, P_NAME, i), $params(list, P_VALUE, i)];
		return { value, done: false };
	},
};
// %IteratorPrototype%: the prototype of a generator function's prototype's
// prototype.
$setPrototypeOf(iteratorPrototype, $getPrototypeOf($getPrototypeOf(function* () {}.prototype)));
toStringTagDescriptor.value = 'URLSearchParams Iterator';
$defineProperty(iteratorPrototype, $toStringTag, toStringTagDescriptor);

let iteratorRecord;
class IteratorStamp extends Stamp {
	#it;
	constructor(o, it) {
		super(o);
		this.#it = it;
	}
	static {
		iteratorRecord = (o) => (isObject(o) && #it in o ? o.#it : undefined);
	}
}

function newIterator(params, kind) {
	return new IteratorStamp({ __proto__: iteratorPrototype }, { __proto__: null, params, kind, index: 0 });
}
