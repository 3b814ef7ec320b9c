//! encoding_rs as a benchmark peer for textcodec's Go table (bench/cmd/benchtable).
//!
//! The Go benchmark harness starts this program once and talks to it over
//! stdin/stdout, one command per line, one reply per line (fields separated
//! by single spaces; a reply that starts with "error" is a failure):
//!
//!   load NAME PATH            read the file PATH and keep it as input NAME
//!                             -> "ok LEN"
//!   hash OP ENCODING NAME     run OP once on input NAME
//!                             -> "hash FNV64HEX LEN ERRORS"
//!   time OP ENCODING NAME N   run OP N times on input NAME
//!                             -> "ns WALL_NS CPU_NS"
//!   version                   -> "encoding_rs VERSION"
//!   quit                      (or end of input) exits
//!
//! OP is one of
//!   decode16  bytes in ENCODING to UTF-16 (Decoder::decode_to_utf16, replacement)
//!   decode8   bytes in ENCODING to UTF-8  (Decoder::decode_to_utf8, replacement)
//!   encode    UTF-8 to bytes in ENCODING  (Encoder::encode_from_utf8_without_replacement)
//!   encode16  UTF-16 (the input: little-endian pairs) to bytes in ENCODING
//!             (Encoder::encode_from_utf16_without_replacement)
//! ENCODING is a label (Encoding::for_label). Decoders are made with BOM
//! removal (a BOM of ENCODING itself is dropped), as TextDecoder and
//! textcodec's default Decoder do.
//!
//! The hash is FNV-1a (64-bit) of the output's bytes (UTF-16 code units as
//! little-endian byte pairs), LEN the output's length in bytes, ERRORS 1 when
//! the decoder replaced malformed input or the encoder met an unmappable code
//! point. CPU_NS is the calling thread's CPU time over the N runs
//! (CLOCK_THREAD_CPUTIME_ID; 0 where it cannot be read), WALL_NS the
//! monotonic clock's. Output buffers are allocated once, outside the timed
//! loop, at the size encoding_rs asks for.

use encoding_rs::{CoderResult, Encoding, EncoderResult};
use std::collections::HashMap;
use std::hint::black_box;
use std::io::{self, BufRead, Write};
use std::time::Instant;

#[derive(Clone, Copy)]
enum Op {
    Decode16,
    Decode8,
    Encode,
    Encode16,
}

fn parse_op(s: &str) -> Result<Op, String> {
    match s {
        "decode16" => Ok(Op::Decode16),
        "decode8" => Ok(Op::Decode8),
        "encode" => Ok(Op::Encode),
        "encode16" => Ok(Op::Encode16),
        _ => Err(format!("unknown op {:?}", s)),
    }
}

fn encoding(label: &str) -> Result<&'static Encoding, String> {
    Encoding::for_label(label.as_bytes()).ok_or_else(|| format!("unknown encoding {:?}", label))
}

/// A run's output buffers, sized once for an input.
struct Buffers {
    u16s: Vec<u16>,
    bytes: Vec<u8>,
}

impl Buffers {
    fn new(op: Op, enc: &'static Encoding, input: &[u8]) -> Result<Buffers, String> {
        let too_long = || "input too long".to_string();
        let mut b = Buffers { u16s: Vec::new(), bytes: Vec::new() };
        let decoder = enc.new_decoder_with_bom_removal();
        match op {
            Op::Decode16 => b.u16s = vec![0; decoder.max_utf16_buffer_length(input.len()).ok_or_else(too_long)?],
            Op::Decode8 => b.bytes = vec![0; decoder.max_utf8_buffer_length(input.len()).ok_or_else(too_long)?],
            Op::Encode | Op::Encode16 => {
                if enc.output_encoding() != enc {
                    return Err(format!("{} has no encoder of its own", enc.name()));
                }
                let encoder = enc.new_encoder();
                let n = match op {
                    Op::Encode => encoder.max_buffer_length_from_utf8_without_replacement(input.len()),
                    _ => encoder.max_buffer_length_from_utf16_without_replacement(input.len() / 2),
                };
                b.bytes = vec![0; n.ok_or_else(too_long)?];
            }
        }
        Ok(b)
    }
}

/// An input: its bytes, the same as a str when they are UTF-8 (what the
/// encoder from UTF-8 takes; checked once, outside the timed loop), and as
/// UTF-16 code units (what the encoder from UTF-16 takes).
struct Input<'a> {
    bytes: &'a [u8],
    text: &'a str,
    units: Vec<u16>,
}

fn input_of(op: Op, bytes: &[u8]) -> Result<Input<'_>, String> {
    let text = match op {
        Op::Encode => std::str::from_utf8(bytes).map_err(|e| format!("encode input is not UTF-8: {}", e))?,
        _ => "",
    };
    let units = match op {
        Op::Encode16 => bytes.chunks_exact(2).map(|p| u16::from_le_bytes([p[0], p[1]])).collect(),
        _ => Vec::new(),
    };
    Ok(Input { bytes, text, units })
}

/// Runs op once on the whole input and returns the output's length in bytes
/// and whether there were errors.
#[inline(never)]
fn run(op: Op, enc: &'static Encoding, input: &Input, b: &mut Buffers) -> Result<(usize, bool), String> {
    let Input { bytes: input, text, units } = input;
    match op {
        Op::Decode16 => {
            let mut d = enc.new_decoder_with_bom_removal();
            let (res, read, written, errors) = d.decode_to_utf16(input, &mut b.u16s, true);
            if res != CoderResult::InputEmpty || read != input.len() {
                return Err("decode_to_utf16 did not finish".into());
            }
            Ok((written * 2, errors))
        }
        Op::Decode8 => {
            let mut d = enc.new_decoder_with_bom_removal();
            let (res, read, written, errors) = d.decode_to_utf8(input, &mut b.bytes, true);
            if res != CoderResult::InputEmpty || read != input.len() {
                return Err("decode_to_utf8 did not finish".into());
            }
            Ok((written, errors))
        }
        Op::Encode => {
            let mut e = enc.new_encoder();
            let (res, read, written) = e.encode_from_utf8_without_replacement(text, &mut b.bytes, true);
            match res {
                EncoderResult::InputEmpty if read == text.len() => Ok((written, false)),
                EncoderResult::Unmappable(_) => Ok((written, true)),
                _ => Err("encode_from_utf8_without_replacement did not finish".into()),
            }
        }
        Op::Encode16 => {
            let mut e = enc.new_encoder();
            let (res, read, written) = e.encode_from_utf16_without_replacement(units, &mut b.bytes, true);
            match res {
                EncoderResult::InputEmpty if read == units.len() => Ok((written, false)),
                EncoderResult::Unmappable(_) => Ok((written, true)),
                _ => Err("encode_from_utf16_without_replacement did not finish".into()),
            }
        }
    }
}

fn fnv1a(h: u64, bytes: impl Iterator<Item = u8>) -> u64 {
    let mut h = h;
    for b in bytes {
        h ^= b as u64;
        h = h.wrapping_mul(0x100000001b3);
    }
    h
}

fn output_hash(op: Op, b: &Buffers, len: usize) -> u64 {
    const OFFSET: u64 = 0xcbf29ce484222325;
    match op {
        Op::Decode16 => fnv1a(OFFSET, b.u16s[..len / 2].iter().flat_map(|u| u.to_le_bytes())),
        _ => fnv1a(OFFSET, b.bytes[..len].iter().copied()),
    }
}

#[cfg(target_os = "linux")]
fn thread_cpu_ns() -> u64 {
    #[repr(C)]
    struct Timespec {
        tv_sec: i64,
        tv_nsec: i64,
    }
    extern "C" {
        fn clock_gettime(clock: i32, ts: *mut Timespec) -> i32;
    }
    const CLOCK_THREAD_CPUTIME_ID: i32 = 3;
    let mut ts = Timespec { tv_sec: 0, tv_nsec: 0 };
    // SAFETY: clock_gettime writes one Timespec, which ts is (64-bit Linux layout).
    if unsafe { clock_gettime(CLOCK_THREAD_CPUTIME_ID, &mut ts) } != 0 {
        return 0;
    }
    ts.tv_sec as u64 * 1_000_000_000 + ts.tv_nsec as u64
}

#[cfg(not(target_os = "linux"))]
fn thread_cpu_ns() -> u64 {
    0
}

fn command(line: &str, inputs: &mut HashMap<String, Vec<u8>>) -> Result<String, String> {
    let f: Vec<&str> = line.split(' ').collect();
    let input = |name: &str| inputs.get(name).ok_or_else(|| format!("no input {:?}", name));
    match f.as_slice() {
        ["version"] => Ok(format!("encoding_rs {}", encoding_rs_version())),
        ["load", name, path] => {
            let data = std::fs::read(path).map_err(|e| format!("{}: {}", path, e))?;
            let n = data.len();
            inputs.insert(name.to_string(), data);
            Ok(format!("ok {}", n))
        }
        ["hash", op, label, name] => {
            let (op, enc, input) = (parse_op(op)?, encoding(label)?, input(name)?);
            let mut b = Buffers::new(op, enc, input)?;
            let (len, errors) = run(op, enc, &input_of(op, input)?, &mut b)?;
            Ok(format!("hash {:016x} {} {}", output_hash(op, &b, len), len, errors as u8))
        }
        ["time", op, label, name, n] => {
            let (op, enc, input) = (parse_op(op)?, encoding(label)?, input(name)?);
            let n: u64 = n.parse().map_err(|e| format!("bad count {:?}: {}", n, e))?;
            let mut b = Buffers::new(op, enc, input)?;
            let input = input_of(op, input)?;
            let (wall, cpu) = (Instant::now(), thread_cpu_ns());
            for _ in 0..n {
                black_box(run(op, enc, black_box(&input), &mut b)?);
            }
            let cpu = thread_cpu_ns().saturating_sub(cpu);
            Ok(format!("ns {} {}", wall.elapsed().as_nanos(), cpu))
        }
        _ => Err(format!("bad command {:?}", line)),
    }
}

/// The encoding_rs version this program was built against, from Cargo's lock
/// file data passed in by build.rs, or "0.8" when unknown.
fn encoding_rs_version() -> &'static str {
    option_env!("ENCODING_RS_VERSION").unwrap_or("0.8")
}

fn main() {
    let mut inputs = HashMap::new();
    let stdin = io::stdin();
    let mut out = io::stdout().lock();
    for line in stdin.lock().lines() {
        let line = match line {
            Ok(l) => l,
            Err(_) => break,
        };
        let line = line.trim_end();
        if line == "quit" {
            break;
        }
        let reply = match command(line, &mut inputs) {
            Ok(r) => r,
            Err(e) => format!("error {}", e.replace('\n', " ")),
        };
        if writeln!(out, "{}", reply).and_then(|_| out.flush()).is_err() {
            break;
        }
    }
}
