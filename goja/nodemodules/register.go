package nodemodules

import (
	"github.com/dop251/goja"
	"github.com/dop251/goja_nodejs/require"

	"github.com/textcodec/textcodec/internal/host"
)

// Register adds the modules util, node:util, stream/web, node:stream/web,
// buffer, node:buffer, url and node:url to reg, and to no other registry; they take
// precedence over goja_nodejs's core util and buffer for reg's runtimes
// (buffer's exports are goja_nodejs's Buffer and the rest of its module,
// with Blob, File, atob and btoa added; url's are URL and URLSearchParams). Call it before reg's runtimes require
// anything: goja_nodejs's registry must not change while it loads modules.
func Register(reg *require.Registry) {
	util := &module{fill: fillUtil}
	streamWeb := &module{fill: fillStreamWeb}
	buffer := &module{fill: fillBuffer}
	url := &module{fill: fillURL}
	for _, name := range []string{"util", require.NodePrefix + "util"} {
		reg.RegisterNativeModule(name, util.load)
	}
	for _, name := range []string{"stream/web", require.NodePrefix + "stream/web"} {
		reg.RegisterNativeModule(name, streamWeb.load)
	}
	for _, name := range []string{"buffer", require.NodePrefix + "buffer"} {
		reg.RegisterNativeModule(name, buffer.load)
	}
	for _, name := range []string{"url", require.NodePrefix + "url"} {
		reg.RegisterNativeModule(name, url.load)
	}
}

// A module is one of Node's modules under both its names: each runtime gets
// one exports object, made by fill the first time either name is required.
type module struct {
	fill func(rt *goja.Runtime, exports *goja.Object) error
	// exports maps each runtime to its exports object, which goja_nodejs's
	// module cache keeps alive.
	exports host.PerRuntime[goja.Object]
}

// load is the module's require.ModuleLoader. A failure (only an interrupt
// pending on the runtime) is thrown to the script's require call.
//
// It reads nothing from module: the exports object is its own, and it
// becomes module's own data property "exports", which goja_nodejs's require
// then reads (for this call and every later require of the name). An
// "exports" accessor a script put on Object.prototype is never consulted.
func (m *module) load(rt *goja.Runtime, module *goja.Object) {
	exports, err := m.exports.GetOrMake(rt, func() (*goja.Object, error) {
		exports := rt.NewObject()
		if err := m.fill(rt, exports); err != nil {
			return nil, err
		}
		return exports, nil
	})
	if err != nil {
		host.Throw(rt, err)
	}
	if err := export(module, "exports", exports); err != nil {
		host.Throw(rt, err)
	}
}

// export defines name on obj as a property of a Node module or its exports
// (an enumerable, writable, configurable data property), without running
// setters a script put on Object.prototype.
func export(obj *goja.Object, name string, v goja.Value) error {
	return obj.DefineDataProperty(name, v, goja.FLAG_TRUE, goja.FLAG_TRUE, goja.FLAG_TRUE)
}
