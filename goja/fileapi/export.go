package fileapi

import (
	"github.com/dop251/goja"
)

// BlobData is what a Blob or File holds, as Go reads and makes it (package
// structuredclone serializes Blobs and Files with it).
type BlobData struct {
	// Bytes are the blob's bytes. ReadBlob's share the blob's memory and
	// NewBlob's become the new blob's: they must never be modified.
	Bytes []byte
	// Type is the blob's type: "" or ASCII printable and lowercase
	// (NewBlob takes it as given).
	Type string
	// IsFile tells a File, with Name and LastModified (milliseconds since
	// the Unix epoch), from a Blob.
	IsFile       bool
	Name         string
	LastModified int64
}

// ReadBlob returns what v holds if it is a Blob or File of rt made by this
// package, and ok false for anything else (an object that only looks like
// one included). It runs no script and makes nothing: in a runtime without
// this package's binding it reports false. Call it on the runtime's
// goroutine.
func ReadBlob(rt *goja.Runtime, v goja.Value) (d BlobData, ok bool) {
	b := bindings.Get(rt)
	if b == nil {
		return BlobData{}, false
	}
	if _, isObject := v.(*goja.Object); !isObject {
		return BlobData{}, false
	}
	sv, err := b.slotsOf(nil, v)
	if err != nil {
		return BlobData{}, false
	}
	slots, isObject := sv.(*goja.Object)
	if !isObject {
		return BlobData{}, false
	}
	data, isData := slots.Get("data").Export().(*blobData)
	if !isData {
		return BlobData{}, false
	}
	d = BlobData{Bytes: data.p, Type: slots.Get("type").String()}
	if name := slots.Get("name"); name != nil && !goja.IsUndefined(name) {
		d.IsFile, d.Name, d.LastModified = true, name.String(), slots.Get("lastModified").ToInteger()
	}
	return d, true
}

// NewBlob returns a new Blob of rt holding d, or a File when d.IsFile,
// making rt's binding if it has none (without installing the globals; see
// Enable). d.Bytes becomes the blob's own and must not be modified
// afterwards. Call it on the runtime's goroutine; it fails only as Enable
// does.
func NewBlob(rt *goja.Runtime, d BlobData) (*goja.Object, error) {
	b, err := bindingFor(rt)
	if err != nil {
		return nil, err
	}
	var v goja.Value
	if d.IsFile {
		v, err = b.newFile(nil, b.handle(d.Bytes), rt.ToValue(d.Type), rt.ToValue(d.Name), rt.ToValue(d.LastModified))
	} else {
		v, err = b.newBlob(nil, b.handle(d.Bytes), rt.ToValue(d.Type))
	}
	if err != nil {
		return nil, err
	}
	o, ok := v.(*goja.Object)
	if !ok {
		return nil, errNotRun
	}
	return o, nil
}
