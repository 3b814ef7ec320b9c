// lines.js: a CommonJS module written as for Node.js. It takes a
// ReadableStream of bytes in some encoding and calls onLine with each line
// of its text; it returns a promise that settles when the stream is done.
"use strict";

const { TextDecoder } = require("util");
const { TextDecoderStream, TransformStream, WritableStream } = require("node:stream/web");

// splitLines returns a TransformStream that turns text chunks into lines
// (without their "\n" or "\r\n"); the text after the last line break waits
// for the next chunk, or for the end.
function splitLines() {
	let rest = "";
	return new TransformStream({
		transform(chunk, controller) {
			const lines = (rest + chunk).split("\n");
			rest = lines.pop();
			for (const line of lines) controller.enqueue(line.endsWith("\r") ? line.slice(0, -1) : line);
		},
		flush(controller) {
			if (rest !== "") controller.enqueue(rest);
		},
	});
}

// eachLine decodes bytes (a ReadableStream of Uint8Arrays) as label's
// encoding and calls onLine(line, encoding) with each line. An unknown label
// is a RangeError, thrown before the stream is touched.
module.exports = function eachLine(bytes, label, onLine) {
	const { encoding } = new TextDecoder(label);
	return bytes
		.pipeThrough(new TextDecoderStream(encoding))
		.pipeThrough(splitLines())
		.pipeTo(new WritableStream({ write(line) { onLine(line, encoding); } }));
};
