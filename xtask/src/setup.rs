//! Installing what the build and the tests need, each step only when it is missing:
//! the wasm32 target, Trunk (pinned), wasm-bindgen-cli (the version in Cargo.lock), the npm
//! packages (binaryen's wasm-opt, Playwright), and Debian's Chromium and ChromeDriver.

use crate::{cmd, root, run};

/// Trunk's version: 0.22 needs a newer rustc than some machines have.
const TRUNK_VERSION: &str = "0.21.14";

/// Debian's ChromeDriver.
pub const CHROMEDRIVER: &str = "/usr/bin/chromedriver";

/// Debian's Chromium.
pub const CHROMIUM: &str = "/usr/bin/chromium";

/// Everything: web tools and the browser.
pub fn all() -> Result<(), String> {
    web_tools()?;
    chromium()
}

/// What building the playground needs.
pub fn web_tools() -> Result<(), String> {
    components()?;
    wasm_target()?;
    trunk()?;
    wasm_bindgen()?;
    npm()
}

fn output(program: &str, args: &[&str]) -> Option<String> {
    let out = cmd(program, args).output().ok()?;
    out.status
        .success()
        .then(|| String::from_utf8_lossy(&out.stdout).into_owned())
}

fn components() -> Result<(), String> {
    let installed = output("rustup", &["component", "list", "--installed"]).unwrap_or_default();
    for component in ["rustfmt", "clippy"] {
        if !installed.is_empty() && !installed.lines().any(|l| l.starts_with(component)) {
            run("rustup", &["component", "add", component])?;
        }
    }
    Ok(())
}

fn wasm_target() -> Result<(), String> {
    let installed = output("rustup", &["target", "list", "--installed"]).unwrap_or_default();
    if installed.is_empty()
        || installed
            .lines()
            .any(|l| l.trim() == "wasm32-unknown-unknown")
    {
        return Ok(());
    }
    run("rustup", &["target", "add", "wasm32-unknown-unknown"])
}

fn trunk() -> Result<(), String> {
    let have = output("trunk", &["--version"]).unwrap_or_default();
    if have.split_whitespace().nth(1) == Some(TRUNK_VERSION) {
        return Ok(());
    }
    eprintln!("xtask: installing trunk {TRUNK_VERSION} (about 7 minutes the first time)");
    run(
        "cargo",
        &["install", "--locked", &format!("trunk@{TRUNK_VERSION}")],
    )
}

/// The wasm-bindgen version Cargo.lock resolved: the CLI must be exactly this.
pub fn locked_wasm_bindgen() -> Result<String, String> {
    let lock = std::fs::read_to_string(root().join("Cargo.lock"))
        .map_err(|e| format!("cannot read Cargo.lock: {e}"))?;
    let mut lines = lock.lines();
    while let Some(line) = lines.next() {
        if line.trim() == "name = \"wasm-bindgen\"" {
            if let Some(v) = lines
                .next()
                .and_then(|l| l.trim().strip_prefix("version = \""))
            {
                return Ok(v.trim_end_matches('"').to_string());
            }
        }
    }
    Err("Cargo.lock names no wasm-bindgen".into())
}

fn wasm_bindgen() -> Result<(), String> {
    let want = locked_wasm_bindgen()?;
    let have = output("wasm-bindgen", &["--version"]).unwrap_or_default();
    if have.split_whitespace().nth(1) == Some(want.as_str()) {
        return Ok(());
    }
    eprintln!("xtask: installing wasm-bindgen-cli {want}");
    // Not --locked: the CLI's own lockfile names a crate the registry no longer has.
    run(
        "cargo",
        &["install", "wasm-bindgen-cli", "--version", &want],
    )
}

fn npm() -> Result<(), String> {
    let root = root();
    let stamp = root.join("node_modules").join(".package-lock.json");
    let lock = root.join("package-lock.json");
    let fresh = match (std::fs::metadata(&stamp), std::fs::metadata(&lock)) {
        (Ok(s), Ok(l)) => match (s.modified(), l.modified()) {
            (Ok(s), Ok(l)) => s >= l,
            _ => false,
        },
        _ => false,
    };
    if fresh
        && root
            .join("node_modules")
            .join(".bin")
            .join("wasm-opt")
            .exists()
    {
        return Ok(());
    }
    // Never `playwright install`: it downloads a browser; the tests use Debian's Chromium.
    run("npm", &["ci", "--no-audit", "--no-fund"])
}

/// A Chinese font, so the zh-CN page is laid out and screenshotted with real glyphs, not boxes.
const CJK_FONT: &str = "/usr/share/fonts/truetype/wqy/wqy-microhei.ttc";

fn chromium() -> Result<(), String> {
    if [CHROMIUM, CHROMEDRIVER, CJK_FONT]
        .iter()
        .all(|p| std::path::Path::new(p).exists())
    {
        return Ok(());
    }
    eprintln!("xtask: installing Debian's chromium, chromium-driver and a Chinese font");
    run("apt-get", &["update"])?;
    let mut c = cmd(
        "apt-get",
        &[
            "install",
            "-y",
            "chromium",
            "chromium-driver",
            "fonts-wqy-microhei",
        ],
    );
    c.env("DEBIAN_FRONTEND", "noninteractive");
    crate::run_cmd(c)
}
