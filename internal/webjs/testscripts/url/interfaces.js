// The interfaces' Web IDL shape: property attributes, lengths, brand
// checks, argument checks and conversions.

test(() => {
	for (const [ctor, name, length] of [[URL, "URL", 1], [URLSearchParams, "URLSearchParams", 0]]) {
		assert_equals(ctor.name, name);
		assert_equals(ctor.length, length, name + ".length");
		const d = Object.getOwnPropertyDescriptor(globalThis, name);
		assert_true(d.writable && d.configurable && !d.enumerable, name + " global");
		const p = Object.getOwnPropertyDescriptor(ctor, "prototype");
		assert_true(!p.writable && !p.enumerable && !p.configurable, name + ".prototype");
		assert_equals(ctor.prototype[Symbol.toStringTag], name);
		assert_false(Object.getOwnPropertyDescriptor(ctor.prototype, "constructor").enumerable);
	}
}, "interface objects");

test(() => {
	const attrs = ["href", "origin", "protocol", "username", "password", "host", "hostname", "port", "pathname", "search", "searchParams", "hash"];
	const readonly = ["origin", "searchParams"];
	for (const a of attrs) {
		const d = Object.getOwnPropertyDescriptor(URL.prototype, a);
		assert_true(d.enumerable && d.configurable, a);
		assert_equals(typeof d.get, "function", a + " getter");
		assert_equals(d.get.name, "get " + a);
		assert_equals(typeof d.set, readonly.includes(a) ? "undefined" : "function", a + " setter");
	}
	for (const [m, n] of [["toJSON", 0], ["toString", 0]]) {
		const d = Object.getOwnPropertyDescriptor(URL.prototype, m);
		assert_true(d.enumerable && d.writable && d.configurable, m);
		assert_equals(d.value.length, n, m + ".length");
	}
	for (const [m, n] of [["parse", 1], ["canParse", 1]]) {
		const d = Object.getOwnPropertyDescriptor(URL, m);
		assert_true(d.enumerable && d.writable && d.configurable, m);
		assert_equals(d.value.length, n, m + ".length");
	}
	assert_array_equals(Object.keys(URL.prototype), ["href", "origin", "protocol", "username", "password", "host", "hostname", "port", "pathname", "search", "searchParams", "hash", "toJSON", "toString"]);
}, "URL's members");

test(() => {
	const ops = [["append", 2], ["delete", 1], ["get", 1], ["getAll", 1], ["has", 1], ["set", 2], ["sort", 0], ["entries", 0], ["keys", 0], ["values", 0], ["forEach", 1], ["toString", 0]];
	for (const [m, n] of ops) {
		const d = Object.getOwnPropertyDescriptor(URLSearchParams.prototype, m);
		assert_true(d.enumerable && d.writable && d.configurable, m);
		assert_equals(d.value.length, n, m + ".length");
	}
	const size = Object.getOwnPropertyDescriptor(URLSearchParams.prototype, "size");
	assert_true(size.enumerable && typeof size.get === "function" && size.set === undefined, "size");
	const it = Object.getOwnPropertyDescriptor(URLSearchParams.prototype, Symbol.iterator);
	assert_true(it.value === URLSearchParams.prototype.entries && it.writable && !it.enumerable && it.configurable, "@@iterator");
}, "URLSearchParams' members");

test(() => {
	const it = new URLSearchParams("a=1").entries();
	const proto = Object.getPrototypeOf(it);
	const iteratorPrototype = Object.getPrototypeOf(Object.getPrototypeOf([][Symbol.iterator]()));
	assert_equals(Object.getPrototypeOf(proto), iteratorPrototype, "%IteratorPrototype%");
	assert_equals(proto[Symbol.toStringTag], "URLSearchParams Iterator");
	assert_equals(Object.prototype.toString.call(it), "[object URLSearchParams Iterator]");
	assert_array_equals(Object.getOwnPropertyNames(proto), ["next"]);
	const next = Object.getOwnPropertyDescriptor(proto, "next");
	assert_true(next.enumerable && next.writable && next.configurable);
	assert_equals(next.value.length, 0);
	assert_equals(it[Symbol.iterator](), it);
	assert_array_equals(it.next().value, ["a", "1"]);
	const end = it.next();
	assert_true(end.done && end.value === undefined);
	assert_throws_js(TypeError, () => next.value.call({}));
	assert_throws_js(TypeError, () => next.value.call(new URLSearchParams()));
}, "the iterator");

test(() => {
	const u = new URL("http://x/");
	for (const a of ["href", "origin", "protocol", "search", "searchParams", "hash"]) {
		const get = Object.getOwnPropertyDescriptor(URL.prototype, a).get;
		assert_throws_js(TypeError, () => get.call({}), a);
		assert_throws_js(TypeError, () => get.call(URL.prototype), a);
		assert_throws_js(TypeError, () => get.call(new URLSearchParams()), a);
	}
	for (const a of ["href", "protocol", "pathname"]) {
		const set = Object.getOwnPropertyDescriptor(URL.prototype, a).set;
		assert_throws_js(TypeError, () => set.call({}, "x"), a);
		assert_throws_js(TypeError, () => set.call(u), a + " without an argument");
	}
	assert_throws_js(TypeError, () => URL.prototype.toJSON.call({}));
	assert_throws_js(TypeError, () => URLSearchParams.prototype.get.call(u, "a"));
	assert_throws_js(TypeError, () => Object.getOwnPropertyDescriptor(URLSearchParams.prototype, "size").get.call({}));
	assert_throws_js(TypeError, () => URL());
	assert_throws_js(TypeError, () => URLSearchParams());
}, "brand checks");

test(() => {
	assert_throws_js(TypeError, () => new URL());
	assert_throws_js(TypeError, () => URL.parse());
	assert_throws_js(TypeError, () => URL.canParse());
	const p = new URLSearchParams();
	assert_throws_js(TypeError, () => p.append("a"));
	assert_throws_js(TypeError, () => p.set("a"));
	assert_throws_js(TypeError, () => p.get());
	assert_throws_js(TypeError, () => p.getAll());
	assert_throws_js(TypeError, () => p.has());
	assert_throws_js(TypeError, () => p.delete());
	assert_throws_js(TypeError, () => p.forEach());
	assert_throws_js(TypeError, () => p.forEach({}));
	assert_throws_js(TypeError, () => new URL(Symbol()));
	assert_throws_js(TypeError, () => new URL("http://x/", Symbol()));
	assert_throws_js(TypeError, () => p.append(Symbol(), "a"));
	assert_throws_js(TypeError, () => new URL("x"), "relative without a base");
	assert_throws_js(TypeError, () => new URL("x", "y"), "a base that does not parse");
	assert_throws_js(TypeError, () => { new URL("http://x/").href = "x"; }, "href setter");
}, "arguments");

test(() => {
	const u = new URL("http://x/\uD800?\uDC00#\uD800");
	assert_equals(u.href, "http://x/%EF%BF%BD?%EF%BF%BD#%EF%BF%BD");
	const p = new URLSearchParams();
	p.append("a\uD800", "b\uDFFF");
	assert_equals(p.get("a\uFFFD"), "b\uFFFD");
	assert_array_equals([...p.keys()], ["a\uFFFD"]);
	const order = [];
	new URL({ toString() { order.push("url"); return "a"; } }, { toString() { order.push("base"); return "http://x/"; } });
	assert_array_equals(order, ["url", "base"]);
}, "USVString conversions");

test(() => {
	const u = URL.parse("/a?b=c", "https://x/y");
	assert_equals(u.href, "https://x/a?b=c");
	assert_true(u instanceof URL);
	assert_equals(URL.parse("x"), null);
	assert_equals(URL.parse("x", "y"), null);
	assert_true(URL.canParse("x", "http://y/"));
	assert_false(URL.canParse("x"));
	assert_false(URL.canParse("x", "y"));
	assert_equals(JSON.stringify({ u }), '{"u":"https://x/a?b=c"}');
	assert_equals(String(u), u.href);
}, "URL.parse, URL.canParse, toJSON, toString");

test(() => {
	const u = new URL("https://x/?a=1&b=2");
	const sp = u.searchParams;
	assert_equals(u.searchParams, sp, "[SameObject]");
	sp.append("c", "3 4");
	assert_equals(u.search, "?a=1&b=2&c=3+4");
	sp.delete("a");
	sp.delete("b", "no");
	assert_equals(u.href, "https://x/?b=2&c=3+4");
	u.search = "?z=\t9";
	assert_equals(sp.get("z"), "\t9", "the list is parsed from the value, not the query");
	assert_equals(u.search, "?z=9");
	u.href = "https://y/?q=%20";
	assert_equals(sp.get("q"), " ");
	sp.sort();
	sp.delete("q");
	assert_equals(u.href, "https://y/");
	const o = new URL("sc:opaque  #f");
	assert_equals(o.pathname, "opaque %20", "the opaque path state writes the last space before # as %20");
	o.hash = "";
	assert_equals(o.href, "sc:opaque %20", "the hash setter keeps the opaque path");
	const o2 = new URL("sc:opaque  ?q");
	o2.searchParams.delete("q");
	assert_equals(o2.href, "sc:opaque %20", "the update steps keep the opaque path");
	assert_equals(new URL(o2.href).href, o2.href, "the URL round-trips");
}, "the query object's live link");

test(() => {
	assert_equals(new URLSearchParams([["a", "1"], new Set(["b", "2"])]).toString(), "a=1&b=2");
	assert_equals(new URLSearchParams({ a: "1", b: "2" }).toString(), "a=1&b=2");
	const withSymbol = { a: "1" };
	Object.defineProperty(withSymbol, Symbol("s"), { value: "x", enumerable: false });
	assert_equals(new URLSearchParams(withSymbol).toString(), "a=1", "a non-enumerable symbol is skipped");
	const enumerableSymbol = { [Symbol("s")]: "x" };
	assert_throws_js(TypeError, () => new URLSearchParams(enumerableSymbol), "an enumerable symbol key");
	const hidden = Object.create({ inherited: "1" }, { own: { value: "2", enumerable: false } });
	assert_equals(new URLSearchParams(hidden).toString(), "", "inherited and non-enumerable properties");
	assert_throws_js(TypeError, () => new URLSearchParams([["a"]]));
	assert_throws_js(TypeError, () => new URLSearchParams(["ab"]), "a string pair is not an object");
	assert_throws_js(TypeError, () => new URLSearchParams({ [Symbol.iterator]: 1 }));
	assert_throws_js(TypeError, () => new URLSearchParams({ [Symbol.iterator]() { return 1; } }));
	assert_equals(new URLSearchParams(null).toString(), "null=");
	assert_equals(new URLSearchParams("??a=b").toString(), "%3Fa=b");
	assert_throws_js(TypeError, () => new URLSearchParams({ [Symbol.iterator]: undefined, x: "y" }), "an undefined @@iterator makes a record, whose symbol key is a TypeError");
}, "URLSearchParams' init");

test(() => {
	const p = new URLSearchParams("a=1&b=2&c=3");
	const seen = [];
	p.forEach(function (value, name, obj) {
		seen.push(name + value + (obj === p) + (this === undefined ? "u" : this.t));
		if (name === "a") p.delete("b");
	}, { t: "T" });
	assert_array_equals(seen, ["a1trueT", "c3trueT"]);
	assert_equals(p.size, 2);
	assert_array_equals(p.getAll("a"), ["1"]);
	assert_true(Array.isArray(p.getAll("z")) && p.getAll("z").length === 0);
	assert_true(p.has("a", "1") && !p.has("a", "2") && p.has("a", undefined));
	p.set("a", "9");
	assert_equals(p.toString(), "a=9&c=3");
}, "URLSearchParams' operations");
