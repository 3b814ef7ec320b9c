package fileapi_test

import (
	"fmt"

	"github.com/dop251/goja"

	"github.com/textcodec/textcodec/goja/fileapi"
)

func Example() {
	rt := goja.New()
	if err := fileapi.Enable(rt); err != nil {
		panic(err)
	}
	_, err := rt.RunString(`
		const file = new File(["h\u00e9llo, ", new Uint8Array([0x77, 0x6f, 0x72, 0x6c, 0x64])], "greeting.txt", { type: "Text/Plain" });
		var result = [file.name, file.size, file.type];
		file.slice(8).text().then((text) => result.push(text));
	`)
	if err != nil {
		panic(err)
	}
	fmt.Println(rt.Get("result").Export())
	// Output: [greeting.txt 13 text/plain world]
}

// ReadBlob and NewBlob move a Blob's contents between Go and a runtime (as
// structured serialization does).
func ExampleReadBlob() {
	rt := goja.New()
	if err := fileapi.Enable(rt); err != nil {
		panic(err)
	}
	v, err := rt.RunString(`new Blob(["abc"], { type: "text/plain" }).slice(1)`)
	if err != nil {
		panic(err)
	}
	d, ok := fileapi.ReadBlob(rt, v)
	fmt.Printf("%q %q %v\n", d.Bytes, d.Type, ok)

	other := goja.New()
	copied, err := fileapi.NewBlob(other, fileapi.BlobData{Bytes: d.Bytes, IsFile: true, Name: "bc.txt", LastModified: 1})
	if err != nil {
		panic(err)
	}
	fmt.Println(copied.Get("name"), copied.Get("size"))
	// Output:
	// "bc" "" true
	// bc.txt 2
}
