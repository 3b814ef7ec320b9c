//! Passes the encoding_rs version from Cargo.lock to the program
//! (ENCODING_RS_VERSION), so its "version" reply names what was measured.

use std::path::Path;

fn main() {
    let lock = Path::new(&std::env::var("CARGO_MANIFEST_DIR").unwrap()).join("Cargo.lock");
    println!("cargo:rerun-if-changed={}", lock.display());
    let text = std::fs::read_to_string(&lock).unwrap_or_default();
    let mut lines = text.lines();
    while let Some(line) = lines.next() {
        if line == "name = \"encoding_rs\"" {
            if let Some(v) = lines.next().and_then(|l| l.strip_prefix("version = \"")) {
                println!("cargo:rustc-env=ENCODING_RS_VERSION={}", v.trim_end_matches('"'));
            }
        }
    }
}
