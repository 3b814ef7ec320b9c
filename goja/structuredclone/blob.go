package structuredclone

import (
	"errors"
	"reflect"

	"github.com/dop251/goja"

	"github.com/textcodec/textcodec/goja/fileapi"
)

// Blob and File (package fileapi) are serializable platform objects (File
// API, "Blob" and "File": their serialization and deserialization steps),
// registered for every runtime. File is registered first: a File is a Blob
// too, and the most derived interface answers first.
func init() {
	Register(PlatformObject{Interface: "File", Is: isFile, Serialize: serializeBlob, Deserialize: deserializeBlob})
	Register(PlatformObject{Interface: "Blob", Is: isBlob, Serialize: serializeBlob, Deserialize: deserializeBlob})
}

// typeOrdinary is the type goja exports an object of a class (Blob and File
// among them) as: anything else (an array, a view, a Proxy) is not a Blob,
// told without a call into the runtime.
var typeOrdinary = reflect.TypeOf(map[string]any{})

// readBlob returns what o holds if it is a Blob or File of package fileapi.
func readBlob(rt *goja.Runtime, o *goja.Object) (fileapi.BlobData, bool) {
	if o.ExportType() != typeOrdinary {
		return fileapi.BlobData{}, false
	}
	return fileapi.ReadBlob(rt, o)
}

func isFile(rt *goja.Runtime, o *goja.Object) bool {
	d, ok := readBlob(rt, o)
	return ok && d.IsFile
}

func isBlob(rt *goja.Runtime, o *goja.Object) bool {
	_, ok := readBlob(rt, o)
	return ok
}

// serializeBlob is Blob's and File's serialization steps: 1. set
// serialized.[[SnapshotState]] to value's snapshot state (the bytes, which
// never change), 2. set serialized.[[ByteSequence]] to value's underlying
// byte sequence, and the type; a File's also its name and lastModified.
// The bytes are shared: a Blob's never change.
func serializeBlob(rt *goja.Runtime, o *goja.Object) (any, error) {
	d, ok := readBlob(rt, o)
	if !ok {
		return nil, errNotBlob
	}
	return d, nil
}

// deserializeBlob is Blob's and File's deserialization steps: a new Blob,
// or File, of rt with serialized's bytes, type, and a File's name and
// lastModified, made by package fileapi without reading rt's globals.
func deserializeBlob(rt *goja.Runtime, data any) (*goja.Object, error) {
	d, ok := data.(fileapi.BlobData)
	if !ok {
		return nil, errNotBlob
	}
	return fileapi.NewBlob(rt, d)
}

var errNotBlob = errors.New("not a Blob")
