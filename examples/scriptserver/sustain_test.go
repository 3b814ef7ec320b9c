package main

import (
	"fmt"
	"os"
	"runtime/debug"
	"slices"
	"sort"
	"strings"
	"sync"
	"testing"
	"time"
)

// attackClasses are the requests of the sustained attack, by class: each
// class is sent by clients of its own, again as soon as answered.
var attackClasses = []struct {
	name, script string
	clients      int
}{
	{"recursion getter", recursions["getter"], 1},
	{"recursion String", recursions["String"], 1},
	{"recursion label", recursions["label"], 1},
	{"string doubling", `let s = "x"; for (;;) s += s;`, 1},
	{"endless append", `let s = ""; for (;;) s += "abcdefgh";`, 1},
	{"512 MiB copy", `new Uint8Array(2 ** 29).slice().length`, 1},
	{"64 MiB copies", `const a = new Uint8Array(2 ** 26); for (;;) a.slice();`, 1},
	{"endless loop", `for (;;) {}`, 1},
	{"memory", `const keep = []; for (;;) keep.push(new Float64Array(1 << 20));`, 1},
	{"burst of 40 clients", `for (;;) {}`, 40},
}

// A tally is what one class of requests got.
type tally struct {
	statuses map[int]int
	times    []time.Duration
}

func (t *tally) add(a answer) {
	if t.statuses == nil {
		t.statuses = map[int]int{}
	}
	t.statuses[a.status]++
	t.times = append(t.times, a.took)
}

func (t *tally) String() string {
	slices.Sort(t.times)
	var codes []string
	for code, n := range t.statuses {
		codes = append(codes, fmt.Sprintf("%d×%d", n, code))
	}
	sort.Strings(codes)
	if len(t.times) == 0 {
		return "no answers"
	}
	return fmt.Sprintf("%s | %.0f ms | %.0f ms",
		strings.Join(codes, " "), ms(t.times[len(t.times)/2]), ms(t.times[len(t.times)-1]))
}

func ms(d time.Duration) float64 { return float64(d) / float64(time.Millisecond) }

// TestMeasureSustainedAttack is a measurement, not a timed assertion: for
// a while (SCRIPTSERVER_SUSTAIN, a duration; 2s by default, as CI runs
// it) every attack class above is sent without pause while two normal
// clients each send a short script every 20 ms, to a server with two
// workers, a 300 ms time limit and a 256 MiB budget. It prints, for the
// normal clients, the share answered 200 and the worst answer time, and
// for each class its statuses and answer times, and the process's peak
// RSS. It fails only when a normal request gets a wrong answer other than
// 503 or 504, or a request gets no answer.
//
//	SCRIPTSERVER_SUSTAIN=60s go test -run Sustained -v ./examples/scriptserver
func TestMeasureSustainedAttack(t *testing.T) {
	length := 2 * time.Second
	if v := os.Getenv("SCRIPTSERVER_SUSTAIN"); v != "" {
		d, err := time.ParseDuration(v)
		if err != nil {
			t.Fatal(err)
		}
		length = d
	}
	const limit = 300 * time.Millisecond
	const budget = 256 << 20
	defer debug.SetMemoryLimit(debug.SetMemoryLimit(budget))
	cfg := Config{Timeout: limit, Concurrency: 2, Queue: 8, MemoryBudget: budget, MaxResult: 1 << 20, MaxOutputBytes: 8 << 20, ClientKey: byClientHeader}
	s := NewServer(cfg)
	ts := newTestServerFor(t, s)

	loadBefore := loadAverage()
	end := time.Now().Add(length)
	var mu sync.Mutex
	tallies := map[string]*tally{}
	record := func(class string, a answer) {
		mu.Lock()
		defer mu.Unlock()
		if tallies[class] == nil {
			tallies[class] = &tally{}
		}
		tallies[class].add(a)
	}
	var busiest int
	var wg sync.WaitGroup
	for _, c := range attackClasses {
		for i := range c.clients {
			wg.Add(1)
			go func() {
				defer wg.Done()
				client := fmt.Sprintf("%s %d", c.name, i)
				for time.Now().Before(end) {
					a := postAs(t, ts.URL, client, c.script)
					record(c.name, a)
					if a.status == 503 { // refused at once: come back as told
						time.Sleep(100 * time.Millisecond)
					}
				}
			}()
		}
	}
	for i := range 2 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			client := fmt.Sprint("normal ", i)
			for n := 0; time.Now().Before(end); n++ {
				want := fmt.Sprint(i, "-", n)
				a := postAs(t, ts.URL, client, `"`+want+`"`)
				record("normal", a)
				// 504: its turn came too late in its time limit.
				if a.status != 200 && a.status != 503 && a.status != 504 || a.status == 200 && a.body != want {
					t.Errorf("normal request: %d %q, want %q", a.status, a.body, want)
				}
				running, overtime := s.admission.busyScripts()
				mu.Lock()
				busiest = max(busiest, running+overtime)
				mu.Unlock()
				time.Sleep(20 * time.Millisecond)
			}
		}()
	}
	wg.Wait()

	normal := tallies["normal"]
	var doc strings.Builder
	report := func(format string, args ...any) {
		t.Logf(format, args...)
		fmt.Fprintf(&doc, format+"\n", args...)
	}
	report("Sustained attack for %v: time limit %v, 2 workers, overtime %d, queue 8, budget %d MiB; load before %s, after %s.", length, limit, s.cfg.Overtime, budget>>20, loadBefore, loadAverage())
	report("")
	report("| class | answers | median | worst |")
	report("|---|---|---:|---:|")
	report("| normal clients (2): %d of %d answered 200 (%.0f%%) | %s |", normal.statuses[200], len(normal.times), 100*float64(normal.statuses[200])/float64(len(normal.times)), normal)
	for _, c := range attackClasses {
		report("| %s | %s |", c.name, tallies[c.name])
	}
	report("")
	report("Most scripts running at once (slots and overtime), as sampled: %d. Peak RSS of the test process: %s.", busiest, procStatus("VmHWM"))
	if path := os.Getenv("SCRIPTSERVER_DOC"); path != "" {
		writeLimitsDoc(t, path, doc.String())
	}
}

// loadAverage is the first line of /proc/loadavg.
func loadAverage() string {
	b, err := os.ReadFile("/proc/loadavg")
	if err != nil {
		return err.Error()
	}
	return strings.Join(strings.Fields(string(b))[:3], " ")
}
