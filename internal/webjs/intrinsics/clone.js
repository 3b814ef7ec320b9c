// The built-ins structuredClone calls (package goja/structuredclone),
// captured with intrinsics.js's only in a process that links that package
// (internal/host/intrinsics, CaptureCloneBuiltins): reading them makes goja
// build Map, Set, Date, RegExp and the other error constructors, which the
// other bindings never need. The program evaluates to a function that adds
// them to the record of intrinsics.js, each undefined when a script deleted
// or replaced its global before the capture: Object.prototype, Object.keys
// and Object.hasOwn, Date, Map with Map.prototype.set and forEach, Set with
// Set.prototype.add and forEach, RegExp with the getters of
// RegExp.prototype's source and flags, and the error constructors by name.
'use strict';
(function (record) {
	const fn = (v) => (typeof v === 'function' ? v : undefined);
	const R = typeof Reflect === 'object' && Reflect !== null ? Reflect : undefined;
	const global = (name) => fn(globalThis[name]);
	const method = (C, name) => (C === undefined ? undefined : fn(C.prototype[name]));
	const getter = (C, name) => {
		if (C === undefined || R === undefined) return undefined;
		const d = R.getOwnPropertyDescriptor(C.prototype, name);
		return d === undefined ? undefined : fn(d.get);
	};
	const O = global('Object');
	record.ObjectPrototype = O && O.prototype;
	record.keys = O && fn(O.keys);
	record.hasOwn = O && fn(O.hasOwn);
	record.Date = global('Date');
	const M = global('Map');
	record.Map = M;
	record.mapSet = method(M, 'set');
	record.mapForEach = method(M, 'forEach');
	const S = global('Set');
	record.Set = S;
	record.setAdd = method(S, 'add');
	record.setForEach = method(S, 'forEach');
	const RE = global('RegExp');
	record.RegExp = RE;
	record.regExpSource = getter(RE, 'source');
	const flags = ['global', 'ignoreCase', 'multiline', 'dotAll', 'unicode', 'sticky'];
	const flagGetters = { __proto__: null };
	for (let i = 0; i < flags.length; i++) flagGetters[flags[i]] = getter(RE, flags[i]);
	record.regExpFlagGetters = flagGetters;
	const errors = { __proto__: null };
	const names = ['Error', 'EvalError', 'RangeError', 'ReferenceError', 'SyntaxError', 'TypeError', 'URIError'];
	for (let i = 0; i < names.length; i++) errors[names[i]] = global(names[i]);
	record.errorConstructors = errors;
});
