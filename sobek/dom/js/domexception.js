// ---------------------------------------------------------------------------
// DOMException (https://webidl.spec.whatwg.org/#idl-DOMException).
//
// An instance is an Error object of the captured Error constructor (so that
// it has goja's stack property) whose prototype is the new target's
// prototype, stamped with the private field that holds its name and message.
// DOMException.prototype's prototype is Error.prototype, and the interface
// object's is Function.prototype, as Web IDL's exception interfaces have.

// The error names table's legacy codes
// (https://webidl.spec.whatwg.org/#dfn-error-names-table); a name not in
// it has code 0.
const legacyCodes = {
	__proto__: null,
	IndexSizeError: 1, HierarchyRequestError: 3, WrongDocumentError: 4, InvalidCharacterError: 5,
	NoModificationAllowedError: 7, NotFoundError: 8, NotSupportedError: 9, InUseAttributeError: 10,
	InvalidStateError: 11, SyntaxError: 12, InvalidModificationError: 13, NamespaceError: 14,
	InvalidAccessError: 15, TypeMismatchError: 17, SecurityError: 18, NetworkError: 19,
	AbortError: 20, URLMismatchError: 21, QuotaExceededError: 22, TimeoutError: 23,
	InvalidNodeTypeError: 24, DataCloneError: 25,
};

let exceptionRecord;
class DOMExceptionSlots extends Stamp {
	#s;
	constructor(o, record) {
		super(o);
		this.#s = record;
	}
	static {
		exceptionRecord = (o) => (isObject(o) && #s in o ? o.#s : undefined);
	}
}

class DOMException {
	constructor(message = undefined, name = undefined) {
		const m = message === undefined ? '' : toDOMString(message);
		const n = name === undefined ? 'Error' : toDOMString(name);
		return makeDOMException(m, n, new.target);
	}
	get name() {
		const s = exceptionRecord(this);
		if (s === undefined) throw brandError('DOMException', 'name');
		return s.name;
	}
	get message() {
		const s = exceptionRecord(this);
		if (s === undefined) throw brandError('DOMException', 'message');
		return s.message;
	}
	get code() {
		const s = exceptionRecord(this);
		if (s === undefined) throw brandError('DOMException', 'code');
		const code = legacyCodes[s.name];
		return code === undefined ? 0 : code;
	}
}
$setPrototypeOf(DOMException.prototype, $Error.prototype);
finishInterface(DOMException, 'DOMException');
defineConstants(DOMException, [
	'INDEX_SIZE_ERR', 'DOMSTRING_SIZE_ERR', 'HIERARCHY_REQUEST_ERR', 'WRONG_DOCUMENT_ERR',
	'INVALID_CHARACTER_ERR', 'NO_DATA_ALLOWED_ERR', 'NO_MODIFICATION_ALLOWED_ERR', 'NOT_FOUND_ERR',
	'NOT_SUPPORTED_ERR', 'INUSE_ATTRIBUTE_ERR', 'INVALID_STATE_ERR', 'SYNTAX_ERR',
	'INVALID_MODIFICATION_ERR', 'NAMESPACE_ERR', 'INVALID_ACCESS_ERR', 'VALIDATION_ERR',
	'TYPE_MISMATCH_ERR', 'SECURITY_ERR', 'NETWORK_ERR', 'ABORT_ERR',
	'URL_MISMATCH_ERR', 'QUOTA_EXCEEDED_ERR', 'TIMEOUT_ERR', 'INVALID_NODE_TYPE_ERR',
	'DATA_CLONE_ERR',
], [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25]);

// makeDOMException makes a DOMException with the prototype of newTarget (a
// subclass's), or of this realm's DOMException.
function makeDOMException(message, name, newTarget) {
	const o = new $Error();
	let proto = newTarget === undefined ? undefined : newTarget.prototype;
	if (!isObject(proto)) proto = DOMException.prototype;
	$setPrototypeOf(o, proto);
	new DOMExceptionSlots(o, { __proto__: null, name, message });
	return o;
}

// newDOMException is Web IDL's "create a DOMException" with a name from the
// table, for the implementation's own exceptions.
function newDOMException(message, name) {
	return makeDOMException(message, name, undefined);
}
