// ops.js: the timed loops of the JavaScript benchmarks, the same source for
// every engine (goja with textcodec, goja with the text-encoding polyfill,
// Node.js). Each function takes the API to use and the input, and returns
// run(n), which performs the operation n times and returns a sum of the
// results' lengths (so no engine can skip the work).
var benchOps = {
	decode: function (TextDecoder, label, input) {
		var d = new TextDecoder(label);
		return function (n) {
			var t = 0;
			for (var i = 0; i < n; i++) t += d.decode(input).length;
			return t;
		};
	},
	encode: function (TextEncoder, text) {
		var e = new TextEncoder();
		return function (n) {
			var t = 0;
			for (var i = 0; i < n; i++) t += e.encode(text).length;
			return t;
		};
	},
	encodeInto: function (TextEncoder, text, dst) {
		var e = new TextEncoder();
		return function (n) {
			var t = 0;
			for (var i = 0; i < n; i++) t += e.encodeInto(text, dst).written;
			return t;
		};
	},
	// floor runs make n times: a Go function that makes a JavaScript
	// string or an ArrayBuffer (goja's floor).
	floor: function (make) {
		return function (n) {
			var t = 0;
			for (var i = 0; i < n; i++) t += make().length;
			return t;
		};
	},
};
