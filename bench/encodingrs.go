package bench

import (
	"bufio"
	"errors"
	"fmt"
	"hash/fnv"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strconv"
	"strings"
	"sync"
	"time"
)

// The encoding_rs peer: a Rust program (bench/encodingrs) built against
// Debian's packaged encoding_rs crate, which the benchmarks start once and
// ask to time encoding_rs on the same bytes as textcodec, in the same run.
// Its line protocol is described in bench/encodingrs/src/main.rs.

// PeerEnv names the environment variable that, when set, gives the path of
// the encoding_rs peer's binary instead of the default PeerPath.
const PeerEnv = "ENCODINGRS_BENCH"

// PeerDir is the peer's Cargo project, relative to the bench folder.
const PeerDir = "encodingrs"

// PeerPath returns where the peer's binary is: $ENCODINGRS_BENCH, or
// encodingrs/target/release/encodingrs-bench in the bench folder (made by
// cargo build --release --offline in bench/encodingrs).
func PeerPath() string {
	if p := os.Getenv(PeerEnv); p != "" {
		return p
	}
	dir := "."
	if _, file, _, ok := runtime.Caller(0); ok {
		dir = filepath.Dir(file)
	}
	return filepath.Join(dir, PeerDir, "target", "release", "encodingrs-bench")
}

// PeerOp is an operation the peer times.
type PeerOp string

const (
	PeerDecodeUTF16 PeerOp = "decode16" // bytes in the encoding to UTF-16
	PeerDecodeUTF8  PeerOp = "decode8"  // bytes in the encoding to UTF-8
	PeerEncode      PeerOp = "encode"   // UTF-8 to bytes in the encoding
	PeerEncodeUTF16 PeerOp = "encode16" // UTF-16 (sent as little-endian pairs) to bytes in the encoding
)

// A Peer is a running peer process. Its methods are safe for concurrent use
// (calls are serialised).
type Peer struct {
	mu      sync.Mutex
	cmd     *exec.Cmd
	in      io.WriteCloser
	out     *bufio.Reader
	loaded  map[string]bool
	tempDir string
}

// StartPeer starts the program at path.
func StartPeer(path string, args ...string) (*Peer, error) {
	cmd := exec.Command(path, args...)
	in, err := cmd.StdinPipe()
	if err != nil {
		return nil, err
	}
	out, err := cmd.StdoutPipe()
	if err != nil {
		return nil, err
	}
	cmd.Stderr = os.Stderr
	if err := cmd.Start(); err != nil {
		return nil, err
	}
	return &Peer{cmd: cmd, in: in, out: bufio.NewReader(out), loaded: map[string]bool{}}, nil
}

// Close ends the peer and removes its input files.
func (p *Peer) Close() error {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.in.Close()
	err := p.cmd.Wait()
	if p.tempDir != "" {
		os.RemoveAll(p.tempDir)
	}
	return err
}

// call sends one command line and returns the reply's fields after the
// expected first word.
func (p *Peer) call(want string, args ...string) ([]string, error) {
	if _, err := fmt.Fprintln(p.in, strings.Join(args, " ")); err != nil {
		return nil, fmt.Errorf("encoding_rs peer: %w", err)
	}
	line, err := p.out.ReadString('\n')
	if err != nil {
		return nil, fmt.Errorf("encoding_rs peer: no reply to %q: %w", args[0], err)
	}
	f := strings.Fields(line)
	switch {
	case len(f) > 0 && f[0] == "error":
		return nil, fmt.Errorf("encoding_rs peer: %s", strings.TrimSpace(strings.TrimPrefix(line, "error")))
	case len(f) == 0 || f[0] != want:
		return nil, fmt.Errorf("encoding_rs peer: unexpected reply %q to %q", strings.TrimSpace(line), args[0])
	}
	return f[1:], nil
}

// Version returns the peer's description of what it runs ("encoding_rs 0.8.31").
func (p *Peer) Version() (string, error) {
	p.mu.Lock()
	defer p.mu.Unlock()
	f, err := p.call("encoding_rs", "version")
	return "encoding_rs " + strings.Join(f, " "), err
}

// Load gives the peer data under name (once per name): it is written to a
// file the peer reads.
func (p *Peer) Load(name string, data []byte) error {
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.loaded[name] {
		return nil
	}
	if strings.ContainsAny(name, " \n") {
		return fmt.Errorf("encoding_rs peer: bad input name %q", name)
	}
	if p.tempDir == "" {
		d, err := os.MkdirTemp("", "encodingrs-bench")
		if err != nil {
			return err
		}
		p.tempDir = d
	}
	path := filepath.Join(p.tempDir, strconv.Itoa(len(p.loaded)))
	if err := os.WriteFile(path, data, 0o600); err != nil {
		return err
	}
	f, err := p.call("ok", "load", name, path)
	if err != nil {
		return err
	}
	if len(f) != 1 || f[0] != strconv.Itoa(len(data)) {
		return fmt.Errorf("encoding_rs peer: loaded %v bytes of %d", f, len(data))
	}
	p.loaded[name] = true
	return nil
}

// A PeerOutput describes the peer's output for one run of an operation.
type PeerOutput struct {
	Hash   uint64 // FNV-1a (64-bit) of the output (UTF-16 as little-endian pairs)
	Len    int    // in bytes
	Errors bool   // malformed input replaced, or an unmappable code point met
}

// Hash runs op once on the input loaded as name and describes its output.
func (p *Peer) Hash(op PeerOp, encoding, name string) (PeerOutput, error) {
	p.mu.Lock()
	defer p.mu.Unlock()
	f, err := p.call("hash", "hash", string(op), encoding, name)
	if err != nil {
		return PeerOutput{}, err
	}
	if len(f) != 3 {
		return PeerOutput{}, fmt.Errorf("encoding_rs peer: bad hash reply %q", f)
	}
	h, err1 := strconv.ParseUint(f[0], 16, 64)
	n, err2 := strconv.Atoi(f[1])
	if err := errors.Join(err1, err2); err != nil {
		return PeerOutput{}, fmt.Errorf("encoding_rs peer: bad hash reply %q: %w", f, err)
	}
	return PeerOutput{Hash: h, Len: n, Errors: f[2] == "1"}, nil
}

// Time runs op n times on the input loaded as name and returns the wall
// clock and thread CPU times the peer measured (CPU 0 if unknown).
func (p *Peer) Time(op PeerOp, encoding, name string, n int) (wall, cpu time.Duration, err error) {
	p.mu.Lock()
	defer p.mu.Unlock()
	f, err := p.call("ns", "time", string(op), encoding, name, strconv.Itoa(n))
	if err != nil {
		return 0, 0, err
	}
	if len(f) != 2 {
		return 0, 0, fmt.Errorf("encoding_rs peer: bad time reply %q", f)
	}
	w, err1 := strconv.ParseInt(f[0], 10, 64)
	c, err2 := strconv.ParseInt(f[1], 10, 64)
	if err := errors.Join(err1, err2); err != nil {
		return 0, 0, fmt.Errorf("encoding_rs peer: bad time reply %q: %w", f, err)
	}
	return time.Duration(w), time.Duration(c), nil
}

// HashBytes is the peer's output hash of b.
func HashBytes(b []byte) uint64 {
	h := fnv.New64a()
	h.Write(b)
	return h.Sum64()
}

// HashUTF16 is the peer's output hash of UTF-16 code units u.
func HashUTF16(u []uint16) uint64 { return HashBytes(UTF16Bytes(u)) }

// UTF16Bytes returns the code units u as little-endian byte pairs, the form
// in which the peer reads and hashes UTF-16.
func UTF16Bytes(u []uint16) []byte {
	b := make([]byte, 2*len(u))
	for k, v := range u {
		b[2*k], b[2*k+1] = byte(v), byte(v>>8)
	}
	return b
}
