// lines.js: a k6 script using the k6/x/textcodec extension (../../k6).
//
// Build k6 with the extension and run it from the repository's root:
//
//	(cd k6 && go build -o ../k6.bin ./cmd/k6)
//	./k6.bin run --no-usage-report examples/k6/lines.js
//
// Each iteration decodes Shift_JIS bytes with TextDecoder, streams
// seasons.shift_jis.txt (240 lines of Shift_JIS text) from k6's file
// system module through a TextDecoderStream and a TransformStream that
// splits it into lines, and fills a small buffer with
// TextEncoder.encodeInto. Every check must pass: the threshold on checks
// makes k6 exit non-zero otherwise.

import { check } from "k6";
import { open, SeekMode } from "k6/experimental/fs";
import {
	ReadableStream,
	TextDecoder,
	TextDecoderStream,
	TextEncoder,
	TransformStream,
} from "k6/x/textcodec";

export const options = {
	vus: 2,
	iterations: 4,
	thresholds: { checks: ["rate==1.0"] },
};

// Each VU opens the file once and reads it again in every iteration.
const file = await open("seasons.shift_jis.txt");

const seasons = ["春の朝、鳥の声", "夏の夜、星の川", "秋の夕べ、紅葉の山", "冬の庭、白い雪"];

// fileChunks is a ReadableStream of the file's bytes, read 100 bytes at a
// time (so most chunks end inside a two-byte character), when the stream's
// consumer asks for them.
function fileChunks(file) {
	return new ReadableStream({
		async pull(controller) {
			const buf = new Uint8Array(100);
			const n = await file.read(buf);
			if (n === null) {
				controller.close();
			} else {
				controller.enqueue(buf.subarray(0, n));
			}
		},
	});
}

// splitLines is a TransformStream from text to its lines ("\n" ends a line).
function splitLines() {
	let rest = "";
	return new TransformStream({
		transform(text, controller) {
			const parts = (rest + text).split("\n");
			rest = parts.pop();
			for (const line of parts) {
				controller.enqueue(line);
			}
		},
		flush(controller) {
			if (rest !== "") {
				controller.enqueue(rest);
			}
		},
	});
}

export default async function () {
	// TextDecoder: "春の朝" in Shift_JIS, under one of its labels.
	const decoder = new TextDecoder("sjis");
	const spring = decoder.decode(new Uint8Array([0x8f, 0x74, 0x82, 0xcc, 0x92, 0xa9]));
	check(decoder, {
		"TextDecoder decodes Shift_JIS": () => spring === "春の朝",
		"the label names Shift_JIS": (d) => d.encoding === "shift_jis",
		"the extension set no globals": () => typeof globalThis.TextDecoderStream === "undefined",
	});

	// The file, streamed and decoded, into lines.
	await file.seek(0, SeekMode.Start);
	const reader = fileChunks(file)
		.pipeThrough(new TextDecoderStream("shift_jis", { fatal: true }))
		.pipeThrough(splitLines())
		.getReader();
	const lines = [];
	for (;;) {
		const { value, done } = await reader.read();
		if (done) {
			break;
		}
		lines.push(value);
	}
	check(lines, {
		"the file has 240 lines": (l) => l.length === 240,
		"line 1 is the first season": (l) => l[0] === "001　" + seasons[0],
		"line 240 is the last season": (l) => l[239] === "240　" + seasons[3],
		"every line is numbered in order": (l) =>
			l.every((line, i) => line === String(i + 1).padStart(3, "0") + "　" + seasons[i % 4]),
	});

	// encodeInto: "春の朝" needs 9 bytes of UTF-8; 7 hold two characters.
	const buf = new Uint8Array(7);
	const { read, written } = new TextEncoder().encodeInto("春の朝", buf);
	check(buf, {
		"encodeInto stops at a whole character": () => read === 2 && written === 6,
		"encodeInto wrote UTF-8": (b) => b[0] === 0xe6 && b[1] === 0x98 && b[2] === 0xa5 && b[6] === 0,
	});
}
