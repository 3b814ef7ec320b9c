package globalscope

import "testing"

// atob and btoa on inputs long enough for the vector kernels, each result
// checked against one built by the script code unit by code unit (goja
// compares strings of its two forms as different, so === also checks that
// the result has the form its code units call for): ASCII and Latin-1
// results, whitespace and padding after long runs, failures at each place.
func TestLongInputs(t *testing.T) {
	rt := newRuntime(t)
	got := run(t, rt, `
		const out = [];
		function units(s) { const r = []; for (let i = 0; i < s.length; i++) r.push(s.charCodeAt(i)); return r; }
		function fromUnits(u) { let s = ""; for (const c of u) s += String.fromCharCode(c); return s; }
		function check(name, ok) { if (!ok) out.push(name); }
		function err(f) { try { f(); return "none"; } catch (e) { return e.name + ":" + e.message; } }
		// 300 bytes of each kind; their base64 is 400 characters.
		const latin1 = fromUnits(Array.from({ length: 300 }, (_, i) => (i * 89) & 255));
		const ascii = fromUnits(Array.from({ length: 300 }, (_, i) => 32 + (i * 7) % 95));
		for (const [name, s] of [["latin1", latin1], ["ascii", ascii]]) {
			const enc = btoa(s);
			check(name + " length", enc.length === 400);
			check(name + " round trip", atob(enc) === s);
			// The last code unit made ASCII / Latin-1: the form follows.
			const flipped = s.slice(0, -1) + (name === "ascii" ? "\xff" : "A");
			check(name + " flipped", atob(btoa(flipped)) === flipped);
			for (const at of [0, 31, 32, 33, 200, 399]) {
				const ws = enc.slice(0, at) + " \n" + enc.slice(at);
				check(name + " whitespace at " + at, atob(ws) === s);
				const bad = enc.slice(0, at) + "*" + enc.slice(at + 1);
				check(name + " bad at " + at, err(() => atob(bad)).startsWith("InvalidCharacterError"));
			}
			check(name + " padding", atob(enc + "QQ==") === s + "A" && atob(enc + "QQ") === s + "A");
			check(name + " misplaced padding", err(() => atob(enc.slice(0, 100) + "=" + enc.slice(100))).startsWith("InvalidCharacterError"));
		}
		// btoa of a string in goja's UTF-16 form with a unit above 0xFF at
		// each place around the kernel's blocks, and with a surrogate.
		for (const at of [0, 23, 24, 31, 32, 250, 299]) {
			const s = latin1.slice(0, at) + "\u0100" + latin1.slice(at + 1);
			check("above FF at " + at, err(() => btoa(s)) === "InvalidCharacterError:btoa: the string to be encoded contains characters outside of the Latin1 range");
			const t = latin1.slice(0, at) + "\ud800" + latin1.slice(at + 1);
			check("surrogate at " + at, err(() => btoa(t)) === "InvalidCharacterError:btoa: the string to be encoded contains a surrogate code unit");
		}
		// A String object and a number still go through ToString.
		check("String object", atob(new String(btoa(latin1))) === latin1 && btoa(new String("ab")) === "YWI=");
		check("Symbol", err(() => atob(Symbol())).startsWith("TypeError") && err(() => btoa(Symbol())).startsWith("TypeError"));
		out.join() || "ok"`)
	if got != "ok" {
		t.Errorf("failed: %s", got)
	}
}

// Over MaxOutputBytes, btoa's InvalidCharacterError for a unit above 0xFF
// still comes first (step 1), and the RangeError only for a valid string.
func TestMaxOutputBytesAfterLatin1Check(t *testing.T) {
	rt := newRuntime(t, MaxOutputBytes(100))
	got := run(t, rt, `const r = [];
		for (const s of ["\xe9".repeat(200), "\xe9".repeat(199) + "\u0100", "\u0100" + "a".repeat(200)])
			try { btoa(s); r.push("none"); } catch (e) { r.push(e.name); }
		r.join()`)
	if got != "RangeError,InvalidCharacterError,InvalidCharacterError" {
		t.Errorf("got %s", got)
	}
}
