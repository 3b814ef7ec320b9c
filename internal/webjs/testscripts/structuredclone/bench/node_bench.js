// structuredClone of nested.js's value in Node.js, for comparison
// with BenchmarkClone: node node_bench.js [iterations]. Prints
// the CPU time (process.cpuUsage: user and system, the garbage collector
// included) and the wall time per clone.
"use strict";
const fs = require("fs"), path = require("path"), vm = require("vm");
const make = vm.runInThisContext(fs.readFileSync(path.join(__dirname, "nested.js"), "utf8"));
const value = make();
const n = Number(process.argv[2] || 2000);
for (let i = 0; i < 200; i++) structuredClone(value); // warm up
const cpu0 = process.cpuUsage(), t0 = process.hrtime.bigint();
for (let i = 0; i < n; i++) structuredClone(value);
const t1 = process.hrtime.bigint(), cpu = process.cpuUsage(cpu0);
console.log(`node ${process.version} structuredClone(nested): ${((cpu.user + cpu.system) * 1000 / n).toFixed(0)} cpu-ns/op, ${(Number(t1 - t0) / n).toFixed(0)} ns/op (${n} clones)`);
