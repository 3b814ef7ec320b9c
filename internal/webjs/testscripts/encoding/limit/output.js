// Run with MaxOutputBytes(1024) (TestOutputLimit): a decode whose string
// would take more than 1024 bytes, at two bytes per UTF-16 code unit, throws
// the realm's RangeError instead, and the decoder starts a new stream next.
"use strict";

const RealRangeError = RangeError;

function repeatBytes(pattern, times) {
	const out = new Uint8Array(pattern.length * times);
	for (let i = 0; i < out.length; i++) out[i] = pattern[i % pattern.length];
	return out;
}

test(() => {
	const d = new TextDecoder();
	assert_equals(d.decode(repeatBytes([0x61], 512)).length, 512, "512 code units fit");
	const e = assert_throws_js(RangeError, () => d.decode(repeatBytes([0x61], 513)), "513 ASCII");
	assert_true(e.message.includes("MaxOutputBytes") && e.message.includes("1024"), "message: " + e.message);
	assert_equals(d.decode(repeatBytes([0xC3, 0xA9], 512)), "\u00E9".repeat(512), "512 non-ASCII code units fit");
	assert_throws_js(RangeError, () => d.decode(repeatBytes([0xC3, 0xA9], 513)), "513 non-ASCII");
	assert_throws_js(RangeError, () => d.decode(repeatBytes([0xFF], 1 << 20)), "a MiB of errors");
	assert_throws_js(RangeError, () => new TextDecoder("utf-16le").decode(repeatBytes([0x61, 0], 513)), "513 UTF-16 code units of ASCII");
	assert_throws_js(RangeError, () => new TextDecoder("gb18030").decode(repeatBytes([0x81, 0x40], 1 << 20)), "2 MiB of gb18030");
	assert_equals(new TextDecoder("gb18030").decode(repeatBytes([0x81, 0x40], 512)).length, 512, "512 gb18030 characters fit");
}, "decode's output is bounded");

test(() => {
	globalThis.RangeError = function () { return { fake: true }; };
	try {
		assert_throws_js(RealRangeError, () => new TextDecoder().decode(new Uint8Array(2000)));
	} finally {
		globalThis.RangeError = RealRangeError;
	}
}, "the limit's RangeError is the realm's");

test(() => {
	// A streaming decode stopped by the limit leaves the decoder to start a
	// new stream: the pending lead byte is gone.
	const d = new TextDecoder("shift_jis");
	assert_equals(d.decode(new Uint8Array([0x82]), { stream: true }), "");
	assert_throws_js(RangeError, () => d.decode(repeatBytes([0x82, 0xA0], 600), { stream: true }));
	assert_equals(d.decode(new Uint8Array([0xA0])), "\uFFFD", "0xA0 alone, not the second byte of a pair");
	// In fatal mode, whichever comes first: the output past the limit, or
	// the error.
	assert_throws_js(RangeError, () => new TextDecoder("utf-8", { fatal: true }).decode(repeatBytes([0xC3, 0xA9], 1 << 19).fill(0xFF, 1 << 19)));
	assert_throws_js(TypeError, () => new TextDecoder("utf-8", { fatal: true }).decode(repeatBytes([0xC3, 0xA9], 100).fill(0xFF, 100)));
}, "a decode stopped by the limit");
