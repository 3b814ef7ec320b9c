package bench

import (
	"bufio"
	"fmt"
	"os"
	"strconv"
	"strings"
	"sync"
	"testing"

	"github.com/textcodec/textcodec"
)

var (
	peerOnce sync.Once
	peerProc *Peer
	peerErr  error
)

// peer returns the running encoding_rs peer, starting it on the first call.
func peer() (*Peer, error) {
	peerOnce.Do(func() {
		path := PeerPath()
		if _, err := os.Stat(path); err != nil {
			peerErr = fmt.Errorf("encoding_rs peer not built (cd bench/%s && cargo build --release --offline; benchtable does this): %v", PeerDir, err)
			return
		}
		peerProc, peerErr = StartPeer(path)
	})
	return peerProc, peerErr
}

// coreOutput is textcodec's output for op on c, made as the benchmarks
// make it, described as the peer describes its own.
func coreOutput(c *Case, op PeerOp) PeerOutput {
	switch op {
	case PeerDecodeUTF16:
		d := c.Enc.NewDecoder()
		dst := make([]uint16, d.MaxUTF16Len(len(c.Encoded)))
		n, _, _ := d.DecodeUTF16(dst, c.Encoded, true)
		return PeerOutput{Hash: HashUTF16(dst[:n]), Len: 2 * n}
	case PeerDecodeUTF8:
		d := c.Enc.NewDecoder()
		out, _ := tcDecode(d, make([]byte, d.MaxUTF8Len(len(c.Encoded))), c.Encoded)
		return PeerOutput{Hash: HashBytes(out), Len: len(out)}
	case PeerEncodeUTF16:
		e, _ := c.Enc.NewEncoder(textcodec.Fatal)
		out, _ := tcEncodeUTF16(e, make([]byte, e.MaxEncodedLen(len(c.UTF16))), c.UTF16)
		return PeerOutput{Hash: HashBytes(out), Len: len(out)}
	default:
		e, _ := c.Enc.NewEncoder(textcodec.Fatal)
		out, _ := tcEncode(e, make([]byte, e.MaxEncodedLen(len(c.Text))), c.Text)
		return PeerOutput{Hash: HashBytes(out), Len: len(out)}
	}
}

// benchPeer is the benchmark of encoding_rs doing op on c: the peer runs
// b.N iterations in one call. Before timing, it compares encoding_rs's
// output with textcodec's; a difference is logged as a NOTE (the table
// lists it) and the timing still runs, since both did the same work.
func benchPeer(b *testing.B, c *Case, op PeerOp) {
	p, err := peer()
	if err != nil {
		b.Skip(err)
	}
	input, name := c.Encoded, c.Name+".in"
	switch op {
	case PeerEncode:
		input, name = c.Text, c.Name+".text"
	case PeerEncodeUTF16:
		input, name = UTF16Bytes(c.UTF16), c.Name+".utf16"
	}
	if err := p.Load(name, input); err != nil {
		b.Fatal(err)
	}
	got, err := p.Hash(op, c.Enc.Name(), name)
	if err != nil {
		b.Skip(err)
	}
	if want := coreOutput(c, op); got.Hash != want.Hash || got.Len != want.Len {
		b.Logf("NOTE: %s %s: encoding_rs's output differs from textcodec's (%d bytes vs %d)", op, c.Name, got.Len, want.Len)
	}
	b.SetBytes(int64(len(c.Encoded)))
	b.ResetTimer()
	_, cpu, err := p.Time(op, c.Enc.Name(), name, b.N)
	if err != nil {
		b.Fatal(err)
	}
	if cpu > 0 {
		b.ReportMetric(float64(len(c.Encoded))*float64(b.N)/cpu.Seconds()/1e6, "cpu-MB/s")
	}
}

// TestPeerProtocol runs the client against a stand-in for the Rust peer
// (this test binary, in fakePeer mode), so the protocol is tested where
// cargo is not installed.
func TestPeerProtocol(t *testing.T) {
	exe, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	t.Setenv("BENCH_FAKE_PEER", "1")
	p, err := StartPeer(exe, "-test.run=^TestFakePeer$")
	if err != nil {
		t.Fatal(err)
	}
	defer p.Close()
	if v, err := p.Version(); err != nil || v != "encoding_rs fake" {
		t.Errorf("Version() = %q, %v", v, err)
	}
	if err := p.Load("a.in", []byte("hello")); err != nil {
		t.Fatal(err)
	}
	out, err := p.Hash(PeerDecodeUTF8, "windows-1252", "a.in")
	if want := (PeerOutput{Hash: HashBytes([]byte("hello")), Len: 5}); err != nil || out != want {
		t.Errorf("Hash = %+v, %v; want %+v", out, err, want)
	}
	if _, err := p.Hash(PeerDecodeUTF8, "windows-1252", "missing"); err == nil {
		t.Error("Hash of an input never loaded: no error")
	}
	wall, cpu, err := p.Time(PeerDecodeUTF16, "windows-1252", "a.in", 7)
	if err != nil || wall != 7000 || cpu != 700 {
		t.Errorf("Time = %v, %v, %v; want 7µs, 700ns", wall, cpu, err)
	}
	if HashUTF16([]uint16{0x3042}) != HashBytes([]byte{0x42, 0x30}) {
		t.Error("HashUTF16 does not hash little-endian pairs")
	}
}

// TestFakePeer is the stand-in for TestPeerProtocol: it echoes an input as
// its output and says each run took 1000 ns (100 ns of CPU).
func TestFakePeer(t *testing.T) {
	if os.Getenv("BENCH_FAKE_PEER") != "1" {
		return // run only by TestPeerProtocol
	}
	inputs := map[string][]byte{}
	sc := bufio.NewScanner(os.Stdin)
	for sc.Scan() {
		f := strings.Fields(sc.Text())
		switch {
		case len(f) == 1 && f[0] == "version":
			fmt.Println("encoding_rs fake")
		case len(f) == 3 && f[0] == "load":
			b, err := os.ReadFile(f[2])
			if err != nil {
				fmt.Println("error", err)
				continue
			}
			inputs[f[1]] = b
			fmt.Println("ok", len(b))
		case len(f) == 4 && f[0] == "hash" && inputs[f[3]] != nil:
			fmt.Printf("hash %016x %d 0\n", HashBytes(inputs[f[3]]), len(inputs[f[3]]))
		case len(f) == 5 && f[0] == "time":
			n, _ := strconv.Atoi(f[4])
			fmt.Println("ns", n*1000, n*100)
		default:
			fmt.Println("error bad command")
		}
	}
	os.Exit(0)
}
