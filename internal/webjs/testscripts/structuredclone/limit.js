// harness: structuredclone.MaxObjects(100)

test(() => {
	const a = [];
	for (let i = 0; i < 99; i++) a.push({});
	assert_equals(structuredClone(a).length, 99, "100 objects");
	a.push({});
	assert_throws_js(RangeError, () => structuredClone(a), "101 objects");
	const same = {};
	const many = [];
	for (let i = 0; i < 1000; i++) many.push(same, 1, "s");
	assert_equals(structuredClone(many).length, 3000, "an object counts once; primitives do not count");
	const b = new ArrayBuffer(1);
	const big = [b];
	for (let i = 0; i < 200; i++) big.push({});
	assert_throws_js(RangeError, () => structuredClone(big, { transfer: [b] }));
	assert_equals(b.byteLength, 1, "nothing transferred");
}, "MaxObjects");
