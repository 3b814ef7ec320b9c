// ---------------------------------------------------------------------------
// DOMException (https://webidl.spec.whatwg.org/#idl-DOMException).
//
// An instance is an Error object of the captured Error constructor (so that
// it has goja's stack property) whose prototype is the new target's
// prototype, stamped with the private field that holds its name and message.
// DOMException.prototype's prototype is Error.prototype, and the interface
// object's is Function.prototype, as Web IDL's exception interfaces have.

// legacyCode is the error names table's legacy code of name
// (https://webidl.spec.whatwg.org/#dfn-error-names-table); a name not in
// it has code 0. (A switch, not an object: it costs a runtime nothing until
// called.)
function legacyCode(name) {
	switch (name) {
	case 'IndexSizeError': return 1;
	case 'HierarchyRequestError': return 3;
	case 'WrongDocumentError': return 4;
	case 'InvalidCharacterError': return 5;
	case 'NoModificationAllowedError': return 7;
	case 'NotFoundError': return 8;
	case 'NotSupportedError': return 9;
	case 'InUseAttributeError': return 10;
	case 'InvalidStateError': return 11;
	case 'SyntaxError': return 12;
	case 'InvalidModificationError': return 13;
	case 'NamespaceError': return 14;
	case 'InvalidAccessError': return 15;
	case 'TypeMismatchError': return 17;
	case 'SecurityError': return 18;
	case 'NetworkError': return 19;
	case 'AbortError': return 20;
	case 'URLMismatchError': return 21;
	case 'QuotaExceededError': return 22;
	case 'TimeoutError': return 23;
	case 'InvalidNodeTypeError': return 24;
	case 'DataCloneError': return 25;
	}
	return 0;
}

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
		return legacyCode(s.name);
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
], 1);

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
