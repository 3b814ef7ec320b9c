package main

import (
	"fmt"
	"net/http"
	"reflect"
	"strings"

	"github.com/dop251/goja"
)

// A response is what a request gets: status, content type and body, and a
// Retry-After in seconds (0: none).
type response struct {
	status      int
	contentType string
	body        []byte
	retryAfter  int
}

func textResponse(status int, format string, args ...any) response {
	return response{status: status, contentType: "text/plain; charset=utf-8", body: []byte(fmt.Sprintf(format, args...) + "\n")}
}

// tooLarge is the response to a result past -max-result.
func tooLarge(n, limit int) response {
	return textResponse(http.StatusUnprocessableEntity, "result of %d bytes exceeds the server's limit of %d bytes (-max-result)", n, limit)
}

// response converts a script's completion value v to the response. It runs
// JavaScript (toJSON methods, getters) and panics with what that throws,
// with goja's *InterruptedError, or with a *resultLimitError.
func (vm *jsVM) response(v goja.Value) response {
	limit := vm.json.maxBytes
	if v == nil || goja.IsUndefined(v) {
		return response{status: http.StatusNoContent, contentType: "text/plain; charset=utf-8"}
	}
	if str, ok := v.(goja.String); ok {
		// Each code unit is one to three bytes of UTF-8: a string of more
		// units than the limit is refused before it is converted.
		if n := str.Length(); n > limit {
			return tooLarge(n, limit)
		}
		// String converts lone surrogates to U+FFFD, as a USVString would.
		b := []byte(str.String())
		if len(b) > limit {
			return tooLarge(len(b), limit)
		}
		return response{status: http.StatusOK, contentType: "text/plain; charset=utf-8", body: b}
	}
	if o, ok := v.(*goja.Object); ok {
		t := o.ExportType()
		switch {
		case t == typePromise:
			return vm.settled(o.Export().(*goja.Promise))
		case t == reflect.TypeOf(goja.ArrayBuffer{}):
			var b []byte
			if ab := o.Export().(goja.ArrayBuffer); !ab.Detached() {
				b = ab.Bytes()
			}
			if len(b) > limit {
				return tooLarge(len(b), limit)
			}
			return response{status: http.StatusOK, contentType: "application/octet-stream", body: b}
		case t != nil && t.Kind() == reflect.Slice && t.Elem().Kind() != reflect.Interface:
			// A typed array (a script's own Array exports as []any): its
			// size from the view goja exports, checked before it is copied.
			// Its element 0 is undefined when it is empty or its buffer is
			// detached; otherwise its bytes are exported as they are.
			view := reflect.ValueOf(o.Export())
			if n := view.Len() * int(t.Elem().Size()); n > limit {
				return tooLarge(n, limit)
			}
			var b []byte
			if e := o.Get("0"); e != nil && !goja.IsUndefined(e) {
				if err := vm.rt.ExportTo(o, &b); err != nil {
					panic(err)
				}
			}
			return response{status: http.StatusOK, contentType: "application/octet-stream", body: b}
		}
	}
	text, ok := vm.json.stringify(v, nil, nil)
	if !ok { // a function or a symbol
		return response{status: http.StatusNoContent, contentType: "text/plain; charset=utf-8"}
	}
	return response{status: http.StatusOK, contentType: "application/json", body: []byte(text + "\n")}
}

// settled is the response for a promise the script returned: what it
// settled to, once the script's microtasks have run. The server runs no
// timers, so a pending promise stays pending.
func (vm *jsVM) settled(p *goja.Promise) response {
	switch p.State() {
	case goja.PromiseStateFulfilled:
		return vm.response(p.Result())
	case goja.PromiseStateRejected:
		reason := p.Result()
		if o, ok := reason.(*goja.Object); ok {
			if st := o.Get("stack"); st != nil && !goja.IsUndefined(st) {
				reason = st
			}
		}
		return textResponse(http.StatusUnprocessableEntity, "Uncaught (in promise) %s", shortString(reason))
	}
	return textResponse(http.StatusUnprocessableEntity, "the script's promise is still pending when its microtasks are done")
}

// maxMessage bounds the code units of an exception's text in a response (a
// script can throw a string of any size).
const maxMessage = 64 << 10

// shortString is v as text, cut to maxMessage code units before it is
// converted.
func shortString(v goja.Value) string {
	if s, ok := v.(goja.String); ok && s.Length() > maxMessage {
		return s.Substring(0, maxMessage).String() + "... (cut)"
	}
	return strings.TrimRight(v.String(), "\n")
}
