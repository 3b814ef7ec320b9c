package url

import (
	"github.com/dop251/goja"

	"github.com/textcodec/textcodec/internal/host"
	"github.com/textcodec/textcodec/weburl"
)

// The attributes ops' get and set take, as the program numbers them
// (url.js).
const (
	attrHref = iota
	attrOrigin
	attrProtocol
	attrUsername
	attrPassword
	attrHost
	attrHostname
	attrPort
	attrPathname
	attrSearch
	attrHash
)

// The list operations ops' params takes, as the program numbers them
// (searchparams.js).
const (
	paramsSize = iota
	paramsAppend
	paramsDelete
	paramsGet
	paramsGetAll
	paramsHas
	paramsSet
	paramsSort
	paramsToString
	paramsName
	paramsValue
)

// newOps returns the operations the program calls, a null-prototype object
// of Go functions. A URL record is a *weburl.URL and a list a
// *weburl.Params, each handed to the program as a goja object wrapping the
// pointer (its "handle"), which only the program holds: scripts never see
// one.
func (b *binding) newOps() *goja.Object {
	rt := b.rt
	ops := rt.NewObject()
	_ = ops.SetPrototype(nil)
	set := func(name string, fn func(goja.FunctionCall) goja.Value) {
		_ = ops.Set(name, fn)
	}
	set("parse", b.parse)
	set("canParse", b.canParse)
	set("get", b.get)
	set("set", b.set)
	set("newParams", b.newParams)
	set("params", b.params)
	set("update", b.update)
	return ops
}

// poll is the weburl option that polls the host's interrupt.
func (b *binding) poll() weburl.Option { return weburl.WithPoll(b.poller.Poll) }

// apiParse runs the "API URL parser": base parsed first (its failure is
// the result's), then input against it.
func (b *binding) apiParse(input, base goja.Value) (*weburl.URL, bool) {
	var baseURL *weburl.URL
	if !goja.IsUndefined(base) {
		var err error
		if baseURL, err = weburl.Parse(b.str(base), nil, b.poll()); err != nil {
			return nil, false
		}
	}
	u, err := weburl.Parse(b.str(input), baseURL, b.poll())
	if err != nil {
		return nil, false
	}
	return u, true
}

// parse(input, base) returns a new URL record's handle, or null when
// parsing fails. A URL longer than MaxOutputBytes is a RangeError.
func (b *binding) parse(call goja.FunctionCall) goja.Value {
	u, ok := b.apiParse(call.Argument(0), call.Argument(1))
	if !ok {
		return goja.Null()
	}
	b.checkURL("URL", u)
	return b.rt.ToValue(u)
}

// canParse(input, base) reports whether parse would succeed.
func (b *binding) canParse(call goja.FunctionCall) goja.Value {
	_, ok := b.apiParse(call.Argument(0), call.Argument(1))
	return b.rt.ToValue(ok)
}

// checkURL throws MaxOutputBytes' RangeError when u's href is too long.
func (b *binding) checkURL(what string, u *weburl.URL) {
	if b.maxOutput > 0 && len(u.Href()) > b.maxOutput {
		b.errors.ThrowRangeError(outputLimitMessage(what, b.maxOutput))
	}
}

// urlOf returns the URL record of a handle.
func urlOf(v goja.Value) *weburl.URL {
	return v.Export().(*weburl.URL)
}

// paramsOf returns the list of a handle.
func paramsOf(v goja.Value) *weburl.Params {
	return v.Export().(*weburl.Params)
}

// get(handle, attr) returns the attribute's getter's value.
func (b *binding) get(call goja.FunctionCall) goja.Value {
	u := urlOf(call.Argument(0))
	var s string
	switch call.Argument(1).ToInteger() {
	case attrHref:
		s = u.Href()
	case attrOrigin:
		s = u.Origin()
	case attrProtocol:
		s = u.Protocol()
	case attrUsername:
		s = u.Username()
	case attrPassword:
		s = u.Password()
	case attrHost:
		s = u.Host()
	case attrHostname:
		s = u.Hostname()
	case attrPort:
		s = u.Port()
	case attrPathname:
		s = u.Pathname()
	case attrSearch:
		s = u.Search()
	case attrHash:
		s = u.Hash()
	}
	return b.rt.ToValue(s)
}

// attrNames name the attributes in errors.
var attrNames = [...]string{"URL.href", "URL.origin", "URL.protocol", "URL.username", "URL.password", "URL.host", "URL.hostname", "URL.port", "URL.pathname", "URL.search", "URL.hash"}

// set(handle, attr, value, listHandle) runs the attribute's setter on the
// URL record and returns false only for an href that does not parse. The
// URL's query object's list (listHandle, null when the URL has none yet)
// follows the href and search setters. A result longer than
// MaxOutputBytes is a RangeError, and the URL is left as it was.
func (b *binding) set(call goja.FunctionCall) goja.Value {
	u := urlOf(call.Argument(0))
	attr := call.Argument(1).ToInteger()
	value := b.str(call.Argument(2))
	var before *weburl.URL
	if b.maxOutput > 0 {
		before = u.Clone()
	}
	poll := b.poll()
	switch attr {
	case attrHref:
		if u.SetHref(value, poll) != nil {
			return b.rt.ToValue(false)
		}
	case attrProtocol:
		u.SetProtocol(value, poll)
	case attrUsername:
		u.SetUsername(value)
	case attrPassword:
		u.SetPassword(value)
	case attrHost:
		u.SetHost(value, poll)
	case attrHostname:
		u.SetHostname(value, poll)
	case attrPort:
		u.SetPort(value, poll)
	case attrPathname:
		u.SetPathname(value, poll)
	case attrSearch:
		u.SetSearch(value, poll)
	case attrHash:
		u.SetHash(value, poll)
	}
	if before != nil && len(u.Href()) > b.maxOutput {
		*u = *before
		b.errors.ThrowRangeError(outputLimitMessage(attrNames[attr], b.maxOutput))
	}
	// The query object's list: the href setter's "empty the list, then
	// parse the query"; the search setter's "parse input".
	if list := call.Argument(3); !goja.IsNull(list) && !goja.IsUndefined(list) {
		switch attr {
		case attrHref:
			query, _ := u.Query()
			paramsOf(list).Reset(query)
		case attrSearch:
			if value == "" {
				paramsOf(list).Reset("")
			} else {
				paramsOf(list).Reset(trimLeading(value, '?'))
			}
		}
	}
	return b.rt.ToValue(true)
}

// trimLeading removes one leading c from s.
func trimLeading(s string, c byte) string {
	if len(s) > 0 && s[0] == c {
		return s[1:]
	}
	return s
}

// newParams(urlHandle, init) returns a new list's handle: the URL's query
// parsed, when urlHandle is not null; else init (a string) parsed without
// a leading "?".
func (b *binding) newParams(call goja.FunctionCall) goja.Value {
	var ps *weburl.Params
	if h := call.Argument(0); !goja.IsNull(h) {
		query, _ := urlOf(h).Query()
		ps = weburl.ParseParams(query, b.poll())
	} else {
		ps = weburl.ParseParams(trimLeading(b.str(call.Argument(1)), '?'), b.poll())
	}
	return b.rt.ToValue(ps)
}

// optionalString returns v's string, or nil for undefined.
func (b *binding) optionalString(v goja.Value) *string {
	if goja.IsUndefined(v) {
		return nil
	}
	s := b.str(v)
	return &s
}

// params(listHandle, op, a, b) runs a list operation (the op* numbers).
func (b *binding) params(call goja.FunctionCall) goja.Value {
	rt := b.rt
	ps := paramsOf(call.Argument(0))
	arg := func(i int) string { return b.str(call.Argument(i)) }
	switch call.Argument(1).ToInteger() {
	case paramsSize:
		return rt.ToValue(ps.Len())
	case paramsAppend:
		ps.Append(arg(2), arg(3))
	case paramsDelete:
		ps.Delete(arg(2), b.optionalString(call.Argument(3)))
	case paramsGet:
		if v, ok := ps.Get(arg(2)); ok {
			return rt.ToValue(v)
		}
		return goja.Null()
	case paramsGetAll:
		values := ps.GetAll(arg(2))
		items := make([]any, len(values))
		for i, v := range values {
			items[i] = v
		}
		return rt.NewArray(items...)
	case paramsHas:
		return rt.ToValue(ps.Has(arg(2), b.optionalString(call.Argument(3))))
	case paramsSet:
		ps.Set(arg(2), arg(3))
	case paramsSort:
		ps.Sort()
	case paramsToString:
		return rt.ToValue(b.serialize(ps, "URLSearchParams.toString"))
	case paramsName:
		return rt.ToValue(ps.At(int(call.Argument(2).ToInteger())).Name)
	case paramsValue:
		return rt.ToValue(ps.At(int(call.Argument(2).ToInteger())).Value)
	}
	return goja.Undefined()
}

// serialize returns the list serialized, within MaxOutputBytes. A list
// whose serialization is sure to be too long (formLengthOver) is a
// RangeError before any of it is made; any other makes at most 3 bytes per
// byte of the limit (percent-encoding) before the check.
func (b *binding) serialize(ps *weburl.Params, what string) string {
	if b.maxOutput > 0 && b.formLengthOver(ps, b.maxOutput) {
		b.errors.ThrowRangeError(outputLimitMessage(what, b.maxOutput))
	}
	s := ps.Serialize()
	if b.maxOutput > 0 && len(s) > b.maxOutput {
		b.errors.ThrowRangeError(outputLimitMessage(what, b.maxOutput))
	}
	return s
}

// update(listHandle, urlHandle) runs URLSearchParams' update steps: the
// URL's query becomes the list serialized, or null when that is empty.
func (b *binding) update(call goja.FunctionCall) goja.Value {
	ps := paramsOf(call.Argument(0))
	u := urlOf(call.Argument(1))
	query := b.serialize(ps, "URLSearchParams")
	var before *weburl.URL
	if b.maxOutput > 0 {
		before = u.Clone()
	}
	u.SetQuery(query, query != "")
	if before != nil && len(u.Href()) > b.maxOutput {
		*u = *before
		b.errors.ThrowRangeError(outputLimitMessage("URLSearchParams", b.maxOutput))
	}
	return goja.Undefined()
}

// formLengthOver reports whether the list's
// application/x-www-form-urlencoded serialization is sure to be longer
// than limit bytes: each byte of a name or value serializes to 1 byte at
// least ("+" or itself) or 3 ("%XX"), and pairs are joined by "=" and "&".
// It polls every host.PollStep pairs.
func (b *binding) formLengthOver(ps *weburl.Params, limit int) bool {
	least := -1 // no "&" before the first pair
	for i := range ps.Len() {
		if i%host.PollStep == host.PollStep-1 {
			b.poller.Poll()
		}
		pair := ps.At(i)
		least += len(pair.Name) + len(pair.Value) + 2
		if least > limit {
			return true
		}
	}
	return false
}
