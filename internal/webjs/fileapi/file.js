// ---------------------------------------------------------------------------
// File (https://w3c.github.io/FileAPI/#file-section).
//
// A File is a Blob (its Blob record, in Blob's private field) with a record
// of its own: name and lastModified.

let fileRecord;
class FileSlots extends Stamp {
	#f;
	constructor(o, record) {
		super(o);
		this.#f = record;
	}
	static {
		fileRecord = (o) => (isObject(o) && #f in o ? o.#f : undefined);
	}
}

function fileSlots(o, member) {
	const f = fileRecord(o);
	if (f === undefined) throw brandError('File', member);
	return f;
}

// newFile returns a new File object of the two records.
function newFile(blob, file) {
	return new File(INTERNAL, blob, file);
}

class File {
	constructor(fileBits, fileName, options = undefined) {
		if (fileBits === INTERNAL) {
			new BlobSlots(this, fileName);
			new FileSlots(this, options);
			return;
		}
		requireArguments(arguments.length, 2, 'File constructor');
		const parts = toBlobParts(fileBits, 'File constructor');
		const name = $toUSVString(toDOMString(fileName));
		const bag = toPropertyBag(options, 'File constructor', true);
		// 1. Let bytes be the result of processing blob parts.
		const data = $make(parts, bag.endings === 'native');
		// 2. Let n be the fileName argument.
		// 3.1-3.2. The type member of options.
		const type = blobType(bag.type);
		// 3.3. lastModified, or the current date and time.
		const lastModified = bag.lastModified !== undefined ? bag.lastModified : $now();
		new BlobSlots(this, newBlobRecord(data, type));
		new FileSlots(this, { __proto__: null, name, lastModified });
	}
	get name() {
		return fileSlots(this, 'name').name;
	}
	get lastModified() {
		return fileSlots(this, 'lastModified').lastModified;
	}
}
// File inherits from Blob (Web IDL's [[Prototype]] of the interface object
// and of its prototype object).
$setPrototypeOf(File, Blob);
$setPrototypeOf(File.prototype, Blob.prototype);
finishInterface(File, 'File');
