// The Node.js side of the atob/btoa and Blob benchmarks of packages
// goja/globalscope and goja/fileapi (their bench_test.go run the same loops
// in goja): cpu-MB/s, the input bytes over the process's CPU time (user and
// system, all threads: process.cpuUsage(), as internal/benchcpu measures
// the Go side), the best of five runs of about a second each.
//
//	node bench/webapis/node_bench.js
'use strict';

let binary = '';
for (let i = 0; i < 256; i++) binary += String.fromCharCode(i);
binary = binary.repeat(4096);
const encoded = btoa(binary);
const ascii = 'The quick brown fox jumps over the lazy dog. '.repeat(23302).slice(0, 1 << 20);
const blob = new Blob([ascii]);
let sink = 0;

async function measure(name, size, body) {
	let best = 0;
	for (let run = 0; run < 5; run++) {
		let n = 0;
		const start = process.hrtime.bigint();
		const cpuStart = process.cpuUsage();
		while (Number(process.hrtime.bigint() - start) < 1e9) {
			await body();
			n++;
		}
		const cpu = process.cpuUsage(cpuStart);
		best = Math.max(best, (size * n) / ((cpu.user + cpu.system) / 1e6) / 1e6);
	}
	console.log(`${name}\t${best.toFixed(1)} cpu-MB/s`);
}

(async () => {
	console.log(`Node.js ${process.version}`);
	await measure('atob 1 MiB', 1 << 20, () => { sink += atob(encoded).length; });
	await measure('btoa 1 MiB', 1 << 20, () => { sink += btoa(binary).length; });
	await measure('Blob text() 1 MiB', 1 << 20, async () => { sink += (await blob.text()).length; });
	await measure('Blob arrayBuffer() 1 MiB', 1 << 20, async () => { sink += (await blob.arrayBuffer()).byteLength; });
	await measure('Blob stream() 1 MiB', 1 << 20, async () => {
		const r = blob.stream().getReader();
		for (;;) { const { value, done } = await r.read(); if (done) break; sink += value.length; }
	});
})();
