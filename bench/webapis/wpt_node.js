// Runs web-platform-tests files in Node.js's own global (its Blob, File,
// atob, btoa, ReadableStream, TextEncoder), for the per-file table beside
// this project's runner in docs/webapis.md:
//
//	node bench/webapis/wpt_node.js WPT_ROOT FILE.any.js...
//
// FILE paths are relative to WPT_ROOT, which holds resources/testharness.js.
// Each file runs in a Node.js process of its own, in its main global (so
// that errors and built-ins are the test's own realm's): "// META:
// script=" lines are loaded first, and fetch reads files under WPT_ROOT. It
// prints one line per file: passed/total, the harness status and the names
// of the subtests that did not pass.
'use strict';
const fs = require('fs');
const path = require('path');
const vm = require('vm');
const { execFileSync } = require('child_process');

const root = process.argv[2];

function runHere(file) {
	globalThis.self = globalThis;
	globalThis.fetch = (url) => {
		const p = url.startsWith('/') ? path.join(root, url) : path.join(path.dirname(path.join(root, file)), url);
		const text = fs.readFileSync(p, 'utf8');
		return Promise.resolve({ ok: true, status: 200, json: async () => JSON.parse(text), text: async () => text });
	};
	const load = (p) => vm.runInThisContext(fs.readFileSync(p, 'utf8'), { filename: p });
	load(path.join(root, 'resources/testharness.js'));
	const results = [];
	add_result_callback((t) => results.push(t));
	add_completion_callback((tests, status) => {
		const passed = results.filter((t) => t.status === 0).length;
		const failed = results.filter((t) => t.status !== 0).map((t) => t.name);
		console.log(`${file}\t${passed}/${results.length}\t${status.status === 0 ? 'OK' : 'ERROR'}\t${failed.join('; ')}`);
		process.exit(0);
	});
	const src = fs.readFileSync(path.join(root, file), 'utf8');
	for (const m of src.matchAll(/^\/\/ META: script=(.*)$/gm)) {
		const s = m[1].trim();
		load(s.startsWith('/') ? path.join(root, s) : path.join(path.dirname(path.join(root, file)), s));
	}
	load(path.join(root, file));
	done();
}

if (process.argv[3] === '--one') {
	process.argv.splice(3, 1);
	runHere(process.argv[3]);
} else {
	for (const file of process.argv.slice(3)) {
		try {
			process.stdout.write(execFileSync(process.execPath, [__filename, root, '--one', file], { timeout: 60000 }));
		} catch (e) {
			console.log(`${file}\t-\tERROR\t${String(e.message).split('\n')[0]}`);
		}
	}
}
