// The transfer option (StructuredSerializeWithTransfer).

test(() => {
	const b = new ArrayBuffer(4);
	new Uint8Array(b).set([1, 2, 3, 4]);
	const view = new Uint8Array(b, 1, 2);
	const c = structuredClone({ b, view }, { transfer: [b] });
	assert_equals(b.byteLength, 0, "detached");
	assert_equals(c.b.byteLength, 4);
	assert_array_equals(new Uint8Array(c.b), [1, 2, 3, 4]);
	assert_true(c.view.buffer === c.b, "views over the transferred buffer use its clone");
	const only = new ArrayBuffer(2);
	const t = structuredClone(undefined, { transfer: [only] });
	assert_equals(t, undefined);
	assert_equals(only.byteLength, 0, "transferred even when the value does not reach it");
}, "transfer detaches the source and moves its data");

test(() => {
	const b = new ArrayBuffer(4);
	assert_throws_dom("DataCloneError", () => structuredClone(b, { transfer: [b, b] }), "twice");
	assert_equals(b.byteLength, 4, "not detached");
	assert_throws_dom("DataCloneError", () => structuredClone(1, { transfer: [{}] }), "an object that is not transferable");
	assert_throws_dom("DataCloneError", () => structuredClone(1, { transfer: [new Uint8Array(1)] }), "a view is not transferable");
	const before = new Uint8Array(b);
	structuredClone(1, { transfer: [b] });
	assert_throws_dom("DataCloneError", () => structuredClone(1, { transfer: [b] }), "a detached buffer");
	assert_throws_dom("DataCloneError", () => structuredClone(b), "a detached buffer cannot be cloned");
	assert_throws_dom("DataCloneError", () => structuredClone(before), "nor a view of one");
	assert_throws_js(TypeError, () => structuredClone(1, { transfer: [1] }), "not an object");
	assert_throws_js(TypeError, () => structuredClone(1, { transfer: 1 }));
	assert_throws_js(TypeError, () => structuredClone(1, { transfer: {} }), "not iterable");
	assert_throws_js(TypeError, () => structuredClone(1, 5), "options not an object");
	assert_equals(structuredClone(1, null), 1);
	assert_equals(structuredClone(1, {}), 1);
	assert_equals(structuredClone(1, { transfer: undefined }), 1);
}, "the transfer list's errors");

test(() => {
	const b = new ArrayBuffer(4), keep = new ArrayBuffer(4);
	const thrown = new Error();
	assert_throws_exactly(thrown, () => structuredClone({ get x() { throw thrown; } }, { transfer: [b] }));
	assert_equals(b.byteLength, 4, "a failed clone detaches nothing");
	assert_throws_dom("DataCloneError", () => structuredClone([keep, () => 1], { transfer: [keep] }));
	assert_equals(keep.byteLength, 4);
	const later = new ArrayBuffer(4);
	assert_throws_dom("DataCloneError", () => structuredClone({ get x() { structuredClone(0, { transfer: [later] }); return 1; } }, { transfer: [later] }),
		"a transferable detached during the serialization");
}, "a clone that fails detaches nothing");

test(() => {
	const b1 = new ArrayBuffer(1), b2 = new ArrayBuffer(2);
	const seen = [];
	const transfer = { *[Symbol.iterator]() { seen.push("iter"); yield b1; yield b2; } };
	const c = structuredClone([b1, b2], { transfer });
	assert_array_equals(seen, ["iter"]);
	assert_equals(c[0].byteLength, 1);
	assert_equals(c[1].byteLength, 2);
	assert_equals(b1.byteLength + b2.byteLength, 0);
	let read = false;
	structuredClone(1, { get transfer() { read = true; return []; } });
	assert_true(read, "the member is read");
}, "transfer is a sequence: any iterable");
