// harness: url enabled by the script
// Scripts that replace built-ins before the implementation first runs
// (__enableURL runs it) or after its first use, and then try to see or
// steer what it does inside: nothing they installed may run, and the
// interfaces must work. The tests use no array literals for their own
// logs, no for-of, spread or destructuring, and only the built-ins they
// captured here first.

const TypeErrorPrototype = TypeError.prototype;
const iteratorSymbol = Symbol.iterator;
const defineProperty = Object.defineProperty;
const getPrototypeOf = Object.getPrototypeOf;
const setPrototypeOf = Object.setPrototypeOf;

function newLog() {
	const a = [];
	setPrototypeOf(a, null);
	return a;
}

// iterable returns an iterable of the given values made of plain objects
// (no array, so that the replaced Array.prototype[Symbol.iterator] is not
// reached by the test itself).
function iterable(a, b) {
	return {
		[iteratorSymbol]() {
			let i = 0;
			return {
				next() {
					i++;
					if (i === 1) return { done: false, value: a };
					if (i === 2 && b !== undefined) return { done: false, value: b };
					return { done: true, value: undefined };
				},
			};
		},
	};
}

// exercise drives the implementation and returns what it saw.
function exercise() {
	let got = "";
	const u = new URL("https://user@EXAMPLE.com:8080/a/../b?x=1&y=2#f");
	got += u.href + "|";
	const sp = u.searchParams;
	sp.append("z", "3 4");
	sp.sort();
	got += u.search + "|";
	const first = sp.entries().next();
	got += first.value[0] + "=" + first.value[1] + "|";
	got += new URLSearchParams(iterable(iterable("a", "1"))).toString() + "|";
	got += new URLSearchParams({ b: "2" }).toString() + "|";
	got += URL.parse("x", "http://y/").href + "|";
	got += URL.canParse("nope") + "|";
	try {
		new URL("nope");
	} catch (e) {
		got += (getPrototypeOf(e) === TypeErrorPrototype) + "|";
	}
	try {
		const o = { f: URLSearchParams.prototype.get };
		o.f("a");
	} catch (e) {
		got += (getPrototypeOf(e) === TypeErrorPrototype) + "|";
	}
	u.pathname = "/p q";
	got += u.pathname + "|";
	sp.forEach(function (v, k) { got += k; });
	got += "|" + JSON.stringify(u);
	return got;
}

const expected = 'https://user@example.com:8080/b?x=1&y=2#f|?x=1&y=2&z=3+4|x=1|a=1|b=2|http://y/x|false|true|true|/p%20q|xyz|"https://user@example.com:8080/p%20q?x=1&y=2&z=3+4#f"';

// replaceAll replaces the built-ins the implementation could reach, each
// with a function that logs its name in seen, and puts logging accessors on
// Object.prototype under the names of the implementation's records.
function replaceAll(seen) {
	function trap(target, name) {
		defineProperty(target, name, {
			configurable: true,
			writable: true,
			value: function () { seen[seen.length] = String(name); throw new Error("trapped"); },
		});
	}
	const groups = [
		[Reflect, ["apply", "defineProperty", "ownKeys", "getPrototypeOf", "setPrototypeOf", "getOwnPropertyDescriptor", "construct"]],
		[Object, ["defineProperty", "getPrototypeOf", "setPrototypeOf", "keys", "getOwnPropertyDescriptor", "create", "freeze"]],
		[Array.prototype, ["push", "join", "map", "slice", "sort", "forEach", iteratorSymbol]],
		[String.prototype, ["substring", "slice", "charCodeAt", "indexOf", "startsWith", "toString", iteratorSymbol]],
		[Function.prototype, ["call", "apply", "bind"]],
	];
	for (let g = 0; g < groups.length; g++) {
		for (let i = 0; i < groups[g][1].length; i++) trap(groups[g][0], groups[g][1][i]);
	}
	const names = ["handle", "query", "list", "url", "index", "kind", "params", "0", "1", "length"];
	for (let i = 0; i < names.length; i++) {
		const name = names[i];
		defineProperty(Object.prototype, name, {
			configurable: true,
			get() { seen[seen.length] = "get " + name; return undefined; },
			set(v) { seen[seen.length] = "set " + name; },
		});
	}
	globalThis.TypeError = function () { seen[seen.length] = "TypeError"; };
	globalThis.Symbol = function () { seen[seen.length] = "Symbol"; };
}

function reached(seen) {
	let s = "";
	for (let i = 0; i < seen.length; i++) s += seen[i] + " ";
	return s;
}

test(() => {
	const seen = newLog();
	replaceAll(seen);
	__enableURL();
	const got = exercise();
	assert_equals(reached(seen), "", "replaced built-ins reached");
	assert_equals(got, expected);
}, "built-ins replaced before the implementation runs");

test(() => {
	__enableURL();
	assert_equals(exercise(), expected, "first use");
	const seen = newLog();
	replaceAll(seen);
	const got = exercise();
	assert_equals(reached(seen), "", "replaced built-ins reached");
	assert_equals(got, expected);
}, "built-ins replaced after the first use");
