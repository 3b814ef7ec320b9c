package jsbench

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"
)

// A nodeProc is node_bench.js running in Node.js, answering requests on
// its standard input (see node_bench.js for the protocol).
type nodeProc struct {
	cmd   *exec.Cmd
	stdin io.WriteCloser
	out   *bufio.Reader
	dir   string // the inputs, removed by close when owned
	owned bool

	checked sync.Map // case name -> true once checkOutput ran
}

// startNode starts node_bench.js on the inputs in dir.
func startNode(dir string) (*nodeProc, error) {
	node, err := exec.LookPath("node")
	if err != nil {
		return nil, errors.New("Node.js (node) is not on PATH: no Node.js figures")
	}
	cmd := exec.Command(node, filepath.Join(srcDir(), "node_bench.js"), dir)
	cmd.Stderr = os.Stderr
	stdin, err := cmd.StdinPipe()
	if err != nil {
		return nil, err
	}
	stdout, err := cmd.StdoutPipe()
	if err != nil {
		return nil, err
	}
	if err := cmd.Start(); err != nil {
		return nil, err
	}
	return &nodeProc{cmd: cmd, stdin: stdin, out: bufio.NewReader(stdout), dir: dir}, nil
}

// writeInput writes a case's files for node_bench.js into dir.
func writeInput(dir, name, label string, encoded []byte, text string) error {
	for ext, data := range map[string][]byte{".bin": encoded, ".txt": []byte(text), ".label": []byte(label)} {
		if err := os.WriteFile(filepath.Join(dir, name+ext), data, 0o666); err != nil {
			return err
		}
	}
	return nil
}

// ask sends one request and returns the answer after "ok ".
func (p *nodeProc) ask(req string) (string, error) {
	if _, err := fmt.Fprintln(p.stdin, req); err != nil {
		return "", err
	}
	line, err := p.out.ReadString('\n')
	if err != nil {
		return "", fmt.Errorf("node_bench.js: %v", err)
	}
	line = strings.TrimSpace(line)
	if rest, ok := strings.CutPrefix(line, "ok "); ok {
		return rest, nil
	}
	return "", fmt.Errorf("node_bench.js: %s", line)
}

// run runs op on the case n times and returns Node's wall-clock and CPU
// time for the loop, and the sum the loop returned.
func (p *nodeProc) run(op, name string, n int) (wall, cpu time.Duration, sum int64, err error) {
	ans, err := p.ask(fmt.Sprintf("%s %s %d", op, name, n))
	if err != nil {
		return 0, 0, 0, err
	}
	f := strings.Fields(ans)
	if len(f) != 3 {
		return 0, 0, 0, fmt.Errorf("node_bench.js: bad answer %q", ans)
	}
	w, err1 := strconv.ParseInt(f[0], 10, 64)
	c, err2 := strconv.ParseFloat(f[1], 64)
	s, err3 := strconv.ParseInt(f[2], 10, 64)
	if err := errors.Join(err1, err2, err3); err != nil {
		return 0, 0, 0, fmt.Errorf("node_bench.js: bad answer %q: %v", ans, err)
	}
	return time.Duration(w), time.Duration(c), s, nil
}

// hash returns the SHA-256 of Node's decoding of the case, as UTF-8.
func (p *nodeProc) hash(name string) (string, error) { return p.ask("hash " + name) }

// checkOutput logs a NOTE, once per case, when Node's TextDecoder does not
// give textcodec's output.
func (p *nodeProc) checkOutput(b *testing.B, c *jsCase) {
	if _, done := p.checked.LoadOrStore(c.Name, true); done {
		return
	}
	h, err := p.hash(c.Name)
	if err != nil {
		b.Fatal(err)
	}
	if h != hashText(c) {
		b.Logf("NOTE: %s: Node.js's TextDecoder output differs from textcodec's (which follows the standard)", c.Name)
	}
}

func (p *nodeProc) close() {
	p.stdin.Close()
	p.cmd.Wait()
	if p.owned {
		os.RemoveAll(p.dir)
	}
}

var (
	nodeOnce sync.Once
	nodeP    *nodeProc
	nodeErr  error
)

// nodeProcess returns the run's Node.js process, started on first use with
// every case's input written to a temporary folder.
func nodeProcess(b *testing.B) (*nodeProc, error) {
	cases := jsCases(b)
	nodeOnce.Do(func() {
		dir, err := os.MkdirTemp("", "textcodec-jsbench-")
		if err != nil {
			nodeErr = err
			return
		}
		for _, c := range cases {
			if err := writeInput(dir, c.Name, c.label(), c.Encoded, c.text); err != nil {
				nodeErr = err
				os.RemoveAll(dir)
				return
			}
		}
		nodeP, nodeErr = startNode(dir)
		if nodeErr != nil {
			os.RemoveAll(dir)
			return
		}
		nodeP.owned = true
	})
	return nodeP, nodeErr
}

func TestMain(m *testing.M) {
	code := m.Run()
	for _, p := range []*nodeProc{nodeP, formNodeP, streamNodeP} {
		if p != nil {
			p.close()
		}
	}
	os.Exit(code)
}

// TestNodeBench checks node_bench.js's answers on a small input.
func TestNodeBench(t *testing.T) {
	dir := t.TempDir()
	// "あい" in Shift_JIS, and its text.
	if err := writeInput(dir, "sjis", "shift_jis", []byte{0x82, 0xa0, 0x82, 0xa2}, "あい"); err != nil {
		t.Fatal(err)
	}
	p, err := startNode(dir)
	if err != nil {
		t.Skip(err)
	}
	defer p.close()
	h, err := p.hash("sjis")
	if want := hashText(&jsCase{text: "あい"}); err != nil || h != want {
		t.Errorf("hash: %q, %v; want %q", h, err, want)
	}
	for op, want := range map[string]int64{"decode": 2, "encode": 6, "encodeInto": 6} {
		wall, _, sum, err := p.run(op, "sjis", 10)
		if err != nil || sum != 10*want || wall <= 0 {
			t.Errorf("%s: wall %v, sum %d, %v; want sum %d", op, wall, sum, err, 10*want)
		}
	}
	// The stream loops, on the chunks [0x82], [0xa0, 0x82], [0xa2] and
	// "あ", "い".
	if err := os.WriteFile(filepath.Join(dir, "sjis.cuts"), []byte("1\n3\n4\n"), 0o666); err != nil {
		t.Fatal(err)
	}
	for op, want := range map[string]int64{"decodeStream": 2, "encodeStream": 6} {
		wall, _, sum, err := p.run(op, "sjis", 10)
		if err != nil || sum != 10*want || wall <= 0 {
			t.Errorf("%s: wall %v, sum %d, %v; want sum %d", op, wall, sum, err, 10*want)
		}
	}
	if _, err := p.ask("decode absent 1"); err == nil {
		t.Error("a missing case gave no error")
	}
}
