// Web IDL brand checks: every attribute getter and every operation of every
// interface that Enable installs (and of ReadableStream's async iterator,
// reached through them), called on a wrong
// object, throws a TypeError; one whose type is a promise returns a promise
// rejected with a TypeError instead (Web IDL, "Operations" and "Attributes").
// The members are enumerated from the prototypes, so a new member is checked
// (or, for a promise or static member, must be listed below) with no change
// here. The TypeError must be the check's own (its message names 'this'),
// not one that the member's steps throw by accident on a wrong object.

// instance makes an object that implements each interface.
const instance = {
	ReadableStream: () => new ReadableStream(),
	ReadableStreamDefaultReader: () => new ReadableStream().getReader(),
	ReadableStreamDefaultController: () => {
		let c;
		new ReadableStream({ start(x) { c = x; } });
		return c;
	},
	ReadableStreamBYOBReader: () => new ReadableStream({ type: "bytes" }).getReader({ mode: "byob" }),
	ReadableByteStreamController: () => {
		let c;
		new ReadableStream({ type: "bytes", start(x) { c = x; } });
		return c;
	},
	ReadableStreamBYOBRequest: () => {
		let c;
		const rs = new ReadableStream({ type: "bytes", start(x) { c = x; } });
		rs.getReader({ mode: "byob" }).read(new Uint8Array(1));
		return c.byobRequest;
	},
	WritableStream: () => new WritableStream(),
	WritableStreamDefaultWriter: () => new WritableStream().getWriter(),
	WritableStreamDefaultController: () => {
		let c;
		new WritableStream({ start(x) { c = x; } });
		return c;
	},
	TransformStream: () => new TransformStream(),
	TransformStreamDefaultController: () => {
		let c;
		new TransformStream({ start(x) { c = x; } });
		return c;
	},
	ByteLengthQueuingStrategy: () => new ByteLengthQueuingStrategy({ highWaterMark: 1 }),
	CountQueuingStrategy: () => new CountQueuingStrategy({ highWaterMark: 1 }),
	"ReadableStream AsyncIterator": () => new ReadableStream().values(),
};

// Members whose type is a promise.
const promiseMembers = {
	ReadableStream: ["cancel", "pipeTo"],
	ReadableStreamDefaultReader: ["closed", "cancel", "read"],
	ReadableStreamBYOBReader: ["closed", "cancel", "read"],
	WritableStream: ["abort", "close"],
	WritableStreamDefaultWriter: ["closed", "ready", "abort", "close", "write"],
	"ReadableStream AsyncIterator": ["next", "return"],
};

// Static operations, which have no 'this' to check.
const staticMembers = {
	ReadableStream: ["from"],
};

// args gives arguments with which each operation succeeds on a right object,
// so that only the brand check can make it fail.
const args = {
	pipeThrough: () => [new TransformStream()],
	pipeTo: () => [new WritableStream()],
	enqueue: () => [new Uint8Array(1)], // a chunk for both controllers
	respond: () => [1], // instance's request is for 1 byte
	respondWithNewView: () => [new Uint8Array(1)],
	write: () => ["chunk"],
};

function argsFor(member) {
	return args[member] === undefined ? [] : args[member]();
}

// wrongThis lists the objects that are not an iface: a plain object, an
// object of each other interface, a Proxy of a real one, undefined and null.
function wrongThis(iface) {
	const list = [["a plain object", {}], ["a Proxy of one", new Proxy(instance[iface](), {})], ["undefined", undefined], ["null", null]];
	for (const other of Object.keys(instance)) {
		if (other !== iface) list.push(["a " + other, instance[other]()]);
	}
	return list;
}

function prototypeOf(iface) {
	return Object.getPrototypeOf(instance[iface]());
}

// members lists the getters and operations of iface's prototype.
function members(iface) {
	const proto = prototypeOf(iface);
	const out = [];
	for (const key of Reflect.ownKeys(proto)) {
		if (typeof key !== "string" || key === "constructor") continue;
		const d = Object.getOwnPropertyDescriptor(proto, key);
		if (d.get !== undefined) out.push({ name: key, kind: "getter", fn: d.get });
		else if (typeof d.value === "function") out.push({ name: key, kind: "operation", fn: d.value });
	}
	return out;
}

function isPromiseMember(iface, name) {
	return (promiseMembers[iface] || []).includes(name);
}

function checkBrandError(e, iface, member, what) {
	assert_true(e instanceof TypeError, `${iface}.${member} on ${what}: got ${fmt(e)}, want a TypeError`);
	assert_true(e.message.includes("'this'"), `${iface}.${member} on ${what}: the TypeError is not the brand check's (${e.message})`);
}

test(() => {
	const names = [];
	for (let i = 0; i < __enabledInterfaces.length; i++) names.push(__enabledInterfaces[i]);
	assert_true(names.length > 0, "Enable installs interfaces");
	for (const name of names) {
		assert_true(name in instance, `no instance for ${name}: add one above`);
		assert_equals(globalThis[name].prototype, prototypeOf(name), name);
	}
}, "every interface Enable installs is checked");

test(() => {
	for (const iface of Object.keys(promiseMembers)) {
		const names = members(iface).map((m) => m.name);
		for (const name of promiseMembers[iface]) assert_true(names.includes(name), `${iface}.${name} is listed but does not exist`);
	}
}, "the promise members listed exist");

for (const iface of Object.keys(instance)) {
	for (const m of members(iface)) {
		if (isPromiseMember(iface, m.name)) {
			promise_test(async () => {
				for (const [what, self] of wrongThis(iface)) {
					let p;
					try {
						p = m.kind === "getter" ? Reflect.apply(m.fn, self, []) : Reflect.apply(m.fn, self, argsFor(m.name));
					} catch (e) {
						fail(`${iface}.${m.name} on ${what} threw ${fmt(e)}, want a rejected promise`);
					}
					assert_true(p instanceof Promise, `${iface}.${m.name} on ${what} returned ${fmt(p)}`);
					try {
						await p;
					} catch (e) {
						checkBrandError(e, iface, m.name, what);
						continue;
					}
					fail(`${iface}.${m.name} on ${what}: the promise was fulfilled`);
				}
			}, `${iface}.${m.name} (${m.kind}) rejects on a wrong 'this'`);
		} else {
			test(() => {
				for (const [what, self] of wrongThis(iface)) {
					let threw = false;
					try {
						if (m.kind === "getter") Reflect.apply(m.fn, self, []);
						else Reflect.apply(m.fn, self, argsFor(m.name));
					} catch (e) {
						threw = true;
						checkBrandError(e, iface, m.name, what);
					}
					assert_true(threw, `${iface}.${m.name} on ${what} did not throw`);
				}
				// The same call on a right object succeeds: the check, not
				// the arguments, made it fail.
				const self = instance[iface]();
				if (m.kind === "getter") Reflect.apply(m.fn, self, []);
				else Reflect.apply(m.fn, self, argsFor(m.name));
			}, `${iface}.${m.name} (${m.kind}) throws on a wrong 'this'`);
		}
	}
	const ctor = globalThis[iface];
	if (typeof ctor !== "function") continue;
	for (const key of Reflect.ownKeys(ctor)) {
		if (key === "length" || key === "name" || key === "prototype") continue;
		test(() => {
			assert_true((staticMembers[iface] || []).includes(key), `${iface}.${String(key)} is a static member not listed in staticMembers`);
			const rs = Reflect.apply(ctor[key], undefined, [["a"]]);
			assert_true(rs instanceof ReadableStream);
		}, `${iface}.${String(key)} (static) needs no 'this'`);
	}
}
