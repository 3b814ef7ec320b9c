// ops.js: the timed loops of the JavaScript benchmarks, the same source for
// every engine (goja with textcodec, goja with the text-encoding polyfill,
// Node.js). Each function takes the API to use and the input, and returns
// run(n), which performs the operation n times and returns a sum of the
// results' lengths (so no engine can skip the work); the stream loops return
// a promise of that sum.
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
	// chunks cuts input (a Uint8Array or a string) at the offsets in cuts
	// (ascending, ending with input's length): subarrays or substrings.
	chunks: function (input, cuts) {
		var out = [], start = 0;
		for (var i = 0; i < cuts.length; i++) {
			out.push(typeof input === "string" ? input.slice(start, cuts[i]) : input.subarray(start, cuts[i]));
			start = cuts[i];
		}
		return out;
	},
	// decodeStream pipes n passes over chunks (Uint8Arrays) from a
	// ReadableStream that enqueues one chunk per pull, through a
	// TextDecoderStream for label, into a WritableStream that counts the
	// code units of the strings written; run(n) returns a promise of that
	// count.
	decodeStream: function (ReadableStream, WritableStream, TextDecoderStream, label, chunks) {
		return function (n) {
			return pipeChunks(ReadableStream, WritableStream, new TextDecoderStream(label), chunks, n);
		};
	},
	// encodeStream is decodeStream for a TextEncoderStream: the chunks are
	// strings, the count is of the bytes written.
	encodeStream: function (ReadableStream, WritableStream, TextEncoderStream, chunks) {
		return function (n) {
			return pipeChunks(ReadableStream, WritableStream, new TextEncoderStream(), chunks, n);
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

// pipeChunks pipes n passes over chunks through transform (source, then
// pipeThrough, then pipeTo a counting sink) and returns a promise of the sum
// of the lengths of the chunks the sink received.
function pipeChunks(ReadableStream, WritableStream, transform, chunks, n) {
	var total = n * chunks.length, i = 0, k = 0, sum = 0;
	var source = new ReadableStream({
		pull: function (c) {
			if (i === total) {
				c.close();
				return;
			}
			c.enqueue(chunks[k]);
			i++;
			if (++k === chunks.length) k = 0;
		},
	});
	var sink = new WritableStream({
		write: function (chunk) {
			sum += chunk.length;
		},
	});
	return source.pipeThrough(transform).pipeTo(sink).then(function () {
		return sum;
	});
}
