package url_test

import (
	"fmt"

	"github.com/dop251/goja"

	gojaurl "github.com/textcodec/textcodec/goja/url"
)

func ExampleEnable() {
	rt := goja.New()
	if err := gojaurl.Enable(rt); err != nil {
		fmt.Println(err)
		return
	}
	v, err := rt.RunString(`
		const u = new URL("../search?q=caf\u00e9", "https://example.com/docs/");
		u.searchParams.append("page", "2");
		[u.href, u.searchParams.get("q"), URL.canParse("nope")].join(" ")`)
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(v)
	// Output: https://example.com/search?q=caf%C3%A9&page=2 café false
}

func ExampleMaxOutputBytes() {
	rt := goja.New()
	_ = gojaurl.Enable(rt, gojaurl.MaxOutputBytes(1024))
	v, _ := rt.RunString(`
		try { new URL("https://example.com/" + "x".repeat(2000)) } catch (e) { e.name }`)
	fmt.Println(v)
	// Output: RangeError
}

func ExamplePlatformInterface() {
	rt := goja.New()
	_ = gojaurl.Enable(rt)
	for _, src := range []string{`new URLSearchParams("a=1")`, `Object.create(URL.prototype)`} {
		v, _ := rt.RunString(src)
		name, ok := gojaurl.PlatformInterface(rt, v)
		fmt.Println(name, ok)
	}
	// Output:
	// URLSearchParams true
	//  false
}
