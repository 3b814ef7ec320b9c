// ===========================================================================
// StructuredSerializeWithTransfer and StructuredDeserializeWithTransfer
// (https://html.spec.whatwg.org/multipage/structured-data.html#structuredserializewithtransfer),
// fused as clone.js fuses the others. The transferable objects goja has are
// ArrayBuffers. A transferred buffer's clone is made first, over the same
// data block (no copy), and memory maps the buffer to it; the source is
// detached only once the whole value is serialized, as step 5 says, so a
// clone that throws detaches nothing.

// cloneWithTransfer returns the clone of value with the transferables of
// transferList (a null-prototype array of objects) transferred.
function cloneWithTransfer(value, transferList) {
	const w = newWalk();
	// StructuredSerializeWithTransfer step 2.
	for (let i = 0; i < transferList.length; i++) {
		const transferable = transferList[i];
		// 2.1: only what has [[ArrayBufferData]] (goja has no other
		// transferable, and no SharedArrayBuffer).
		if ($kindOf(transferable) !== kindArrayBuffer) {
			throw dataCloneError('the transfer list holds an object that is not transferable');
		}
		// 2.3: each at most once.
		if (w.memory.get(transferable) !== undefined) {
			throw dataCloneError('the transfer list holds an ArrayBuffer twice');
		}
		// 2.4, with StructuredDeserializeWithTransfer's step 3: the
		// clone, over the same data.
		w.memory.set(transferable, $shareBuffer(transferable));
	}
	// Step 3: serialize (and deserialize) the value.
	const out = cloneValue(w, value);
	run(w);
	// Step 5: a transferable detached meanwhile (or before) cannot be
	// transferred; the others are detached, in order.
	for (let i = 0; i < transferList.length; i++) {
		const transferable = transferList[i];
		if ($isDetachedBuffer(transferable)) {
			throw dataCloneError('the transfer list holds a detached ArrayBuffer');
		}
		$detachBuffer(transferable);
	}
	return out;
}

// transferOption converts structuredClone's options argument, a
// StructuredSerializeOptions dictionary, as Web IDL does, and returns its
// transfer member (sequence<object>, default []) as a null-prototype array.
function transferOption(options) {
	const list = newArray();
	if (options === undefined || options === null) return list;
	if (!isObject(options)) throw new $TypeError('structuredClone: the options argument is not an object');
	const transfer = options.transfer;
	if (transfer === undefined) return list;
	// Creating a sequence from an iterable.
	if (!isObject(transfer)) throw new $TypeError('structuredClone: options.transfer is not a sequence');
	const method = transfer[$iteratorSymbol];
	if (typeof method !== 'function') throw new $TypeError('structuredClone: options.transfer is not iterable');
	const iterator = $apply(method, transfer, []);
	if (!isObject(iterator)) throw new $TypeError('structuredClone: options.transfer\'s iterator is not an object');
	const next = iterator.next;
	for (;;) {
		const result = $apply(next, iterator, []);
		if (!isObject(result)) throw new $TypeError('structuredClone: the iterator result is not an object');
		if (result.done) return list;
		const v = result.value;
		if (!isObject(v)) throw new $TypeError('structuredClone: options.transfer holds a value that is not an object');
		push(list, v);
	}
}
