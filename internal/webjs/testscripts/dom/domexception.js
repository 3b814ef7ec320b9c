// DOMException (Web IDL).

test(() => {
	const e = new DOMException();
	assert_equals(e.name, "Error");
	assert_equals(e.message, "");
	assert_equals(e.code, 0);
	const a = new DOMException("stopped", "AbortError");
	assert_equals(a.name, "AbortError");
	assert_equals(a.message, "stopped");
	assert_equals(a.code, 20);
	assert_equals(new DOMException("", "TimeoutError").code, 23);
	assert_equals(new DOMException("", "NotAllowedError").code, 0, "a name with no legacy code");
	assert_equals(new DOMException(undefined, undefined).name, "Error", "undefined takes the defaults");
	assert_equals(new DOMException(null, null).name, "null", "null is a string");
	assert_equals(DOMException.length, 0);
	assert_equals(DOMException.name, "DOMException");
}, "constructor defaults and codes");

test(() => {
	const log = [];
	const m = { toString() { log.push("message"); return "m"; } };
	const n = { toString() { log.push("name"); return "n"; } };
	new DOMException(m, n);
	assert_array_equals(log, ["message", "name"]);
	assert_throws_js(TypeError, () => new DOMException(Symbol()));
	assert_throws_js(TypeError, () => DOMException("x"), "called without new");
}, "arguments are converted in order");

test(() => {
	const e = new DOMException("m", "SyntaxError");
	assert_true(e instanceof Error);
	assert_true(e instanceof DOMException);
	assert_equals(Object.getPrototypeOf(DOMException.prototype), Error.prototype);
	assert_equals(Object.getPrototypeOf(DOMException), Function.prototype);
	assert_equals(Object.prototype.toString.call(e), "[object DOMException]");
	assert_equals(String(e), "SyntaxError: m", "Error.prototype.toString");
	assert_false(Object.prototype.hasOwnProperty.call(e, "name"));
	assert_false(Object.prototype.hasOwnProperty.call(e, "message"));
	assert_false(Object.prototype.hasOwnProperty.call(e, "code"));
	assert_equals(typeof e.stack, "string", "goja's stack");
}, "prototype chain and own properties");

test(() => {
	const names = ["INDEX_SIZE_ERR", "DOMSTRING_SIZE_ERR", "HIERARCHY_REQUEST_ERR", "WRONG_DOCUMENT_ERR",
		"INVALID_CHARACTER_ERR", "NO_DATA_ALLOWED_ERR", "NO_MODIFICATION_ALLOWED_ERR", "NOT_FOUND_ERR",
		"NOT_SUPPORTED_ERR", "INUSE_ATTRIBUTE_ERR", "INVALID_STATE_ERR", "SYNTAX_ERR",
		"INVALID_MODIFICATION_ERR", "NAMESPACE_ERR", "INVALID_ACCESS_ERR", "VALIDATION_ERR",
		"TYPE_MISMATCH_ERR", "SECURITY_ERR", "NETWORK_ERR", "ABORT_ERR", "URL_MISMATCH_ERR",
		"QUOTA_EXCEEDED_ERR", "TIMEOUT_ERR", "INVALID_NODE_TYPE_ERR", "DATA_CLONE_ERR"];
	for (let i = 0; i < names.length; i++) {
		for (const o of [DOMException, DOMException.prototype]) {
			const d = Object.getOwnPropertyDescriptor(o, names[i]);
			assert_equals(d.value, i + 1, names[i]);
			assert_false(d.writable);
			assert_true(d.enumerable);
			assert_false(d.configurable);
		}
	}
}, "legacy code constants on the interface object and the prototype");

test(() => {
	for (const name of ["name", "message", "code"]) {
		const d = Object.getOwnPropertyDescriptor(DOMException.prototype, name);
		assert_equals(typeof d.get, "function", name);
		assert_equals(d.set, undefined);
		assert_true(d.enumerable);
		assert_true(d.configurable);
		assert_throws_js(TypeError, () => d.get.call({}), name + " on a plain object");
		assert_throws_js(TypeError, () => d.get.call(new Error("x")), name + " on an Error");
		assert_throws_js(TypeError, () => d.get.call(Object.create(DOMException.prototype)), name + " on an object that only inherits");
	}
	const d = Object.getOwnPropertyDescriptor(DOMException.prototype, Symbol.toStringTag);
	assert_equals(d.value, "DOMException");
	assert_false(d.writable);
	assert_false(d.enumerable);
	assert_true(d.configurable);
}, "attributes are brand-checked accessors");

test(() => {
	class MyException extends DOMException {
		constructor() { super("sub", "DataCloneError"); this.extra = 1; }
	}
	const e = new MyException();
	assert_true(e instanceof MyException);
	assert_equals(e.name, "DataCloneError");
	assert_equals(e.code, 25);
	assert_equals(e.extra, 1);
}, "subclasses");
