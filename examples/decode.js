// decode.js: TextDecoder and TextEncoder in goja, through package goja/encoding.
//
// Run it from the repository's root with
//
//	go run ./cmd/textcodec run examples/decode.js
//
// It decodes Shift_JIS, gb18030 and UTF-16 bytes (whole and in chunks),
// shows fatal mode's TypeError, and fills a small buffer with
// TextEncoder.encodeInto. cmd/textcodec's tests run it and check its output.

const hex = (bytes) => Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join(" ");

// Shift_JIS: "春の朝、鳥の声" (a spring morning, a bird's voice).
const sjis = new Uint8Array([
	0x8f, 0x74, 0x82, 0xcc, 0x92, 0xa9, 0x81, 0x41, 0x92, 0xb9, 0x82, 0xcc, 0x90, 0xba,
]);
const sjisDecoder = new TextDecoder("sjis"); // a label of Shift_JIS
console.log(sjisDecoder.encoding + ":", sjisDecoder.decode(sjis));

// The same bytes in chunks of 3, cutting characters in two: {stream: true}
// keeps the first byte of a cut character for the next call.
let streamed = "";
for (let i = 0; i < sjis.length; i += 3) {
	streamed += sjisDecoder.decode(sjis.subarray(i, i + 3), { stream: true });
}
streamed += sjisDecoder.decode(); // end of the stream
console.log(sjisDecoder.encoding + ", 3 bytes at a time:", streamed);

// gb18030: two-byte characters, then U+00A5 and U+20000, which take four
// bytes each.
const gb = new Uint8Array([
	0xd4, 0xe7, 0xc9, 0xcf, 0xba, 0xc3, 0xa3, 0xa1, 0xa2, 0xe3, 0x20,
	0x81, 0x30, 0x84, 0x36, 0x20, 0x95, 0x32, 0x82, 0x36,
]);
const gbText = new TextDecoder("gb18030").decode(gb);
console.log("gb18030:", gbText, "(" + gbText.length + " UTF-16 code units)");

// UTF-16: little-endian with a byte order mark, which decode removes, and
// big-endian read through a DataView over part of a larger buffer.
const le = new Uint8Array([
	0xff, 0xfe, 0x47, 0x00, 0x72, 0x00, 0xfc, 0x00, 0xdf, 0x00, 0x65, 0x00, 0x20, 0x00, 0x3d, 0xd8, 0x00, 0xde,
]);
console.log("utf-16le:", new TextDecoder("utf-16le").decode(le));
const buffer = new ArrayBuffer(32);
new Uint8Array(buffer, 4).set([
	0x00, 0x47, 0x00, 0x72, 0x00, 0xfc, 0x00, 0xdf, 0x00, 0x65, 0x00, 0x20, 0xd8, 0x3d, 0xde, 0x00,
]);
console.log("utf-16be:", new TextDecoder("utf-16be").decode(new DataView(buffer, 4, 16)));

// Malformed input: U+FFFD by default, a TypeError in fatal mode.
const bad = new Uint8Array([0x82, 0x20]); // a lead byte, then a space
console.log("replacement:", JSON.stringify(new TextDecoder("shift_jis").decode(bad)));
try {
	new TextDecoder("shift_jis", { fatal: true }).decode(bad);
} catch (e) {
	console.log("fatal:", e.name);
}

// encodeInto writes only whole characters that fit: "Grüße 😀" needs 12
// bytes of UTF-8; 8 take "Grüße " (read counts UTF-16 code units).
const encoder = new TextEncoder();
const dst = new Uint8Array(8);
const { read, written } = encoder.encodeInto("Grüße 😀", dst);
console.log("encodeInto:", "read", read, "written", written, "bytes", hex(dst.subarray(0, written)));
console.log("encode:", hex(encoder.encode("😀")));
