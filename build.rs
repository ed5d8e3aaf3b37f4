//! Lists the game's language catalogues for the build: every folder of `assets/locales/` with a
//! `kete.ftl` becomes a language the game offers, built into the program (as the fonts are), so
//! adding a language is adding a folder.

use std::fmt::Write;
use std::path::PathBuf;

fn main() {
    let root = PathBuf::from(std::env::var_os("CARGO_MANIFEST_DIR").expect("cargo sets CARGO_MANIFEST_DIR"));
    let locales = root.join("assets").join("locales");
    println!("cargo:rerun-if-changed={}", locales.display());
    let mut found: Vec<(String, PathBuf)> = std::fs::read_dir(&locales)
        .map(|dir| {
            dir.filter_map(Result::ok)
                .map(|entry| entry.path())
                .filter(|path| path.join("kete.ftl").is_file())
                .filter_map(|path| Some((path.file_name()?.to_str()?.to_string(), path.join("kete.ftl"))))
                .collect()
        })
        .unwrap_or_default();
    found.sort();
    let mut code = String::from("/// Each language's code and its catalogue, as `build.rs` found them.\n");
    code.push_str("pub const CATALOGUES: &[(&str, &str)] = &[\n");
    for (lang, path) in &found {
        println!("cargo:rerun-if-changed={}", path.display());
        let _ = writeln!(code, "    ({lang:?}, include_str!({:?})),", path.display().to_string());
    }
    code.push_str("];\n");
    let out = PathBuf::from(std::env::var_os("OUT_DIR").expect("cargo sets OUT_DIR")).join("catalogues.rs");
    std::fs::write(out, code).expect("OUT_DIR is writable");
}
