package eventloop

import (
	"testing"
	"time"

	"github.com/grafana/sobek"
)

func TestRunWaitsForTimers(t *testing.T) {
	loop := NewEventLoop()
	var got sobek.Value
	loop.Run(func(rt *sobek.Runtime) {
		_, err := rt.RunString(`
			var order = [];
			const never = setTimeout(() => order.push("cleared"), 10);
			clearTimeout(never);
			let n = 0;
			const iv = setInterval(() => {
				order.push("tick");
				if (++n === 2) {
					clearInterval(iv);
					setTimeout((a, b) => order.push(a + b), 1, "late", "!");
				}
			}, 1);
			Promise.resolve().then(() => order.push("job"));`)
		if err != nil {
			t.Fatal(err)
		}
	})
	loop.Run(func(rt *sobek.Runtime) { got = rt.Get("order") })
	if s := got.String(); s != "job,tick,tick,late!" {
		t.Errorf("order %q", s)
	}
}

func TestRunOnLoopStopAndTerminate(t *testing.T) {
	loop := NewEventLoop()
	ran := false
	loop.Run(func(*sobek.Runtime) {
		hold := loop.SetTimeout(func(*sobek.Runtime) {}, time.Hour)
		go loop.RunOnLoop(func(*sobek.Runtime) { ran = true; loop.ClearTimeout(hold) })
	})
	if !ran {
		t.Error("a function handed over from another goroutine did not run")
	}
	loop.Run(func(*sobek.Runtime) {
		loop.SetTimeout(func(*sobek.Runtime) {}, time.Hour)
		loop.StopNoWait()
	}) // returns although a timer is pending
	loop.Terminate()
	if loop.RunOnLoop(func(*sobek.Runtime) {}) || loop.SetTimeout(func(*sobek.Runtime) {}, 0) != nil {
		t.Error("the loop takes work after Terminate")
	}
}
