#!/usr/bin/env bash
# bench.sh: the binding's Go benchmarks (the goja code's bench_test.go,
# streams_bench_test.go and enable_bench_test.go, generated here too) on goja
# and on sobek, run in turns on the same machine, compared by benchstat.
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
(cd .. && go test -c -o "$out/goja_textcodec" ./textcodec && go test -c -o "$out/goja_streams" ./streams)
go test -c -o "$out/sobek_textcodec" ./textcodec
go test -c -o "$out/sobek_streams" ./streams
cases='^(BenchmarkEnable|BenchmarkEnableWarm|BenchmarkDecode|BenchmarkEncode|BenchmarkEncodeInto|BenchmarkTextDecoderStreamPipe)$'
for ((i = 0; i < rounds; i++)); do
	for engine in goja sobek; do
		(cd textcodec && "$out/${engine}_textcodec" -test.run '^$' -test.bench "$cases" -test.benchtime "$benchtime" -test.benchmem) >>"$out/$engine.txt"
		(cd streams && "$out/${engine}_streams" -test.run '^$' -test.bench '^BenchmarkEnable$' -test.benchtime "$benchtime" -test.benchmem |
			sed 's/^BenchmarkEnable/BenchmarkStreamsEnable/') >>"$out/$engine.txt"
	done
done
# One package name for both, so that benchstat pairs the rows.
sed -i 's/^pkg: .*/pkg: binding/' "$out/goja.txt" "$out/sobek.txt"
benchstat "$out/goja.txt" "$out/sobek.txt"
