// node_bench.js: the Node.js side of the JavaScript benchmarks (bench/js).
// The Go benchmarks start it once per run as
//
//	node node_bench.js DIR
//
// where DIR holds, for each case NAME, NAME.bin (the input in its encoding),
// NAME.txt (its text in UTF-8) and NAME.label (the encoding's label). It
// reads requests from standard input, one per line:
//
//	OP NAME N      (OP: decode, encode, encodeInto, decodeStream or encodeStream)
//
// runs ops.js's loop for OP on the case N times, after one untimed call (for
// the stream loops, waiting for the promise each returns), and
// answers with one line: "ok WALL_NS CPU_NS CHECK", the loop's wall-clock
// time, the process's CPU time (user and system, all threads) over the loop
// and the sum run returned; or "error MESSAGE". A line "hash NAME" answers
// "ok HEX", the SHA-256 of what Node's TextDecoder makes of NAME.bin, as
// UTF-8, to compare with textcodec's output. The stream loops cut the input
// (decodeStream) or the text (encodeStream) into chunks at the offsets in
// NAME.cuts (decimal, one per line: bytes, or UTF-16 code units of the text).
"use strict";
const fs = require("fs");
const path = require("path");
const crypto = require("crypto");
const readline = require("readline");
const vm = require("vm");

const dir = process.argv[2];
vm.runInThisContext(fs.readFileSync(path.join(__dirname, "ops.js"), "utf8"), { filename: "ops.js" });
const benchOps = globalThis.benchOps;

const cases = new Map();
function getCase(name) {
	let c = cases.get(name);
	if (!c) {
		const bin = fs.readFileSync(path.join(dir, name + ".bin"));
		const input = new Uint8Array(bin.buffer, bin.byteOffset, bin.byteLength);
		const utf8 = fs.readFileSync(path.join(dir, name + ".txt"));
		const text = new TextDecoder().decode(utf8);
		const label = fs.readFileSync(path.join(dir, name + ".label"), "utf8").trim();
		c = { name, input, text, label, utf8Len: utf8.length, runs: new Map() };
		cases.set(name, c);
	}
	return c;
}

// cuts reads the case's chunk offsets (NAME.cuts).
function cuts(c) {
	const lines = fs.readFileSync(path.join(dir, c.name + ".cuts"), "utf8").trim().split("\n");
	return lines.map(Number);
}

function runner(op, c) {
	let run = c.runs.get(op);
	if (!run) {
		switch (op) {
			case "decode":
				run = benchOps.decode(TextDecoder, c.label, c.input);
				break;
			case "encode":
				run = benchOps.encode(TextEncoder, c.text);
				break;
			case "encodeInto":
				run = benchOps.encodeInto(TextEncoder, c.text, new Uint8Array(c.utf8Len));
				break;
			case "decodeStream":
				run = benchOps.decodeStream(ReadableStream, WritableStream, TextDecoderStream, c.label, benchOps.chunks(c.input, cuts(c)));
				break;
			case "encodeStream":
				run = benchOps.encodeStream(ReadableStream, WritableStream, TextEncoderStream, benchOps.chunks(c.text, cuts(c)));
				break;
			default:
				throw new Error("unknown op " + op);
		}
		c.runs.set(op, run);
	}
	return run;
}

// answer handles one request line.
async function answer(line) {
	const [op, name, n] = line.trim().split(/\s+/);
	if (op === "hash") {
		const c = getCase(name);
		const s = new TextDecoder(c.label).decode(c.input);
		return "ok " + crypto.createHash("sha256").update(s, "utf8").digest("hex");
	}
	const run = runner(op, getCase(name));
	await run(1); // untimed: compiles the loop
	const cpu0 = process.cpuUsage();
	const t0 = process.hrtime.bigint();
	const check = await run(Number(n));
	const t1 = process.hrtime.bigint();
	const cpu = process.cpuUsage(cpu0);
	return "ok " + (t1 - t0) + " " + (cpu.user + cpu.system) * 1000 + " " + check;
}

// Requests are answered in order, one at a time (the Go side waits for each
// answer before it sends the next request).
const rl = readline.createInterface({ input: process.stdin });
let pending = Promise.resolve();
rl.on("line", (line) => {
	pending = pending.then(() => answer(line)).catch((e) => "error " + String(e && e.message).replace(/\s+/g, " ")).then((a) => {
		process.stdout.write(a + "\n");
	});
});
