// ===========================================================================
// The interface objects, and the operations package fileapi's Go API calls:
// reading a Blob's or File's slots, and making one from them.

return {
	__proto__: null,
	Blob,
	File,
	// The slots of a Blob or File, or undefined for anything else: data,
	// type, and a File's name and lastModified (undefined for a Blob).
	slotsOf(v) {
		const b = blobRecord(v);
		if (b === undefined) return undefined;
		const f = fileRecord(v);
		return {
			__proto__: null, data: b.data, type: b.type,
			name: f === undefined ? undefined : f.name,
			lastModified: f === undefined ? undefined : f.lastModified,
		};
	},
	newBlob(data, type) {
		return newBlob(newBlobRecord(data, type));
	},
	newFile(data, type, name, lastModified) {
		return newFile(newBlobRecord(data, type), { __proto__: null, name, lastModified });
	},
	// An empty function for Go's host.Poller.
	probe: function () {},
};
})
