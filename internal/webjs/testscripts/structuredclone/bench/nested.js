// The value BenchmarkClone and node_bench.js clone: a JSON-like API
// response of 100 records, each with strings, numbers, a nested object,
// arrays, a Date and a Map; about 1,100 objects. The file is one
// expression, a function that makes the value.
(function nested() {
	const items = [];
	for (let i = 0; i < 100; i++) {
		items.push({
			id: i, name: "item " + i, price: i * 1.25, tags: ["a", "b", "c"],
			owner: { id: i % 7, name: "owner", email: "o@example.com", roles: ["admin", "user"] },
			created: new Date(1700000000000 + i),
			attrs: new Map([["color", "red"], ["size", i]]),
			history: [{ at: i, what: "made" }, { at: i + 1, what: "changed" }],
		});
	}
	return { items, total: 100, page: { n: 1, of: 10 } };
})
