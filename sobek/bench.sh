#!/usr/bin/env bash
# bench.sh: the bindings' Go benchmarks (goja/encoding's bench_test.go and
# streams_bench_test.go, goja/streams' enable_bench_test.go, generated here
# too) on goja and on sobek, run in turns on the same machine, compared by
# benchstat.
#
#	sobek/bench.sh [ROUNDS] [BENCHTIME]      # from anywhere; defaults 6 and 200ms
#
# benchstat: go install golang.org/x/perf/cmd/benchstat@latest
set -euo pipefail
cd "$(dirname "$0")"
rounds=${1:-6}
benchtime=${2:-200ms}
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
(cd .. && go test -c -o "$out/goja_encoding" ./goja/encoding && go test -c -o "$out/goja_streams" ./goja/streams)
go test -c -o "$out/sobek_encoding" ./encoding
go test -c -o "$out/sobek_streams" ./streams
# Each engine's test binaries run in their own package's folder.
declare -A dir=([goja]=../goja [sobek]=.)
cases='^(BenchmarkEnable|BenchmarkEnableWarm|BenchmarkDecode|BenchmarkEncode|BenchmarkEncodeInto|BenchmarkTextDecoderStreamPipe)$'
for ((i = 0; i < rounds; i++)); do
	for engine in goja sobek; do
		(cd "${dir[$engine]}/encoding" && "$out/${engine}_encoding" -test.run '^$' -test.bench "$cases" -test.benchtime "$benchtime" -test.benchmem) >>"$out/$engine.txt"
		(cd "${dir[$engine]}/streams" && "$out/${engine}_streams" -test.run '^$' -test.bench '^BenchmarkEnable$' -test.benchtime "$benchtime" -test.benchmem |
			sed 's/^BenchmarkEnable/BenchmarkStreamsEnable/') >>"$out/$engine.txt"
	done
done
# One package name for both, so that benchstat pairs the rows.
sed -i 's/^pkg: .*/pkg: binding/' "$out/goja.txt" "$out/sobek.txt"
benchstat "$out/goja.txt" "$out/sobek.txt"
