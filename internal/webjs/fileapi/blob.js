// ---------------------------------------------------------------------------
// Blob (https://w3c.github.io/FileAPI/#blob-section).
//
// A Blob's record holds its data handle, size and type.

function newBlobRecord(data, type) {
	return { __proto__: null, data, size: $size(data), type };
}

let blobRecord;
class BlobSlots extends Stamp {
	#b;
	constructor(o, record) {
		super(o);
		this.#b = record;
	}
	static {
		blobRecord = (o) => (isObject(o) && #b in o ? o.#b : undefined);
	}
}

function blobSlots(o, member) {
	const b = blobRecord(o);
	if (b === undefined) throw brandError('Blob', member);
	return b;
}

// newBlob returns a new Blob object of the record.
function newBlob(record) {
	return new Blob(INTERNAL, record);
}

// The type steps of the constructors and slice: "" unless every code unit
// is within U+0020..U+007E, then ASCII lowercase.
function blobType(t) {
	return t === '' ? '' : $normalizeType(t);
}

class Blob {
	constructor(blobParts = undefined, options = undefined) {
		if (blobParts === INTERNAL) {
			new BlobSlots(this, options);
			return;
		}
		const parts = toBlobParts(blobParts, 'Blob constructor');
		const bag = toPropertyBag(options, 'Blob constructor', false);
		// 2. Let bytes be the result of processing blob parts.
		const data = $make(parts, bag.endings === 'native');
		// 3. The type member of options.
		new BlobSlots(this, newBlobRecord(data, blobType(bag.type)));
	}
	get size() {
		return blobSlots(this, 'size').size;
	}
	get type() {
		return blobSlots(this, 'type').type;
	}
	slice(start = undefined, end = undefined, contentType = undefined) {
		const b = blobSlots(this, 'slice');
		const size = b.size;
		// Web IDL: [Clamp] long long start, end; DOMString contentType.
		const s = start === undefined ? undefined : toClampedLongLong(start);
		const e = end === undefined ? undefined : toClampedLongLong(end);
		const t = contentType === undefined ? '' : toDOMString(contentType);
		// 2-3. relativeStart.
		let relativeStart = 0;
		if (s !== undefined) relativeStart = s < 0 ? (size + s > 0 ? size + s : 0) : (s < size ? s : size);
		// 4-5. relativeEnd.
		let relativeEnd = size;
		if (e !== undefined) relativeEnd = e < 0 ? (size + e > 0 ? size + e : 0) : (e < size ? e : size);
		// 6-7. relativeContentType.
		const type = blobType(t);
		// 8. span; 9-11. the new Blob of span bytes from relativeStart.
		const span = relativeEnd - relativeStart > 0 ? relativeEnd - relativeStart : 0;
		return newBlob({ __proto__: null, data: $slice(b.data, relativeStart, relativeStart + span), size: span, type });
	}
	stream() {
		return $stream(blobSlots(this, 'stream').data);
	}
	text() {
		const b = blobRecord(this);
		if (b === undefined) return promiseRejectedWith(brandError('Blob', 'text'));
		let text;
		try {
			text = $text(b.data);
		} catch (e) {
			return promiseRejectedWith(e);
		}
		return promiseResolvedWith(text);
	}
	arrayBuffer() {
		const b = blobRecord(this);
		if (b === undefined) return promiseRejectedWith(brandError('Blob', 'arrayBuffer'));
		let buffer;
		try {
			buffer = $arrayBuffer(b.data);
		} catch (e) {
			return promiseRejectedWith(e);
		}
		return promiseResolvedWith(buffer);
	}
	bytes() {
		const b = blobRecord(this);
		if (b === undefined) return promiseRejectedWith(brandError('Blob', 'bytes'));
		let bytes;
		try {
			bytes = new $Uint8Array($arrayBuffer(b.data));
		} catch (e) {
			return promiseRejectedWith(e);
		}
		return promiseResolvedWith(bytes);
	}
}
finishInterface(Blob, 'Blob');
