//! The JavaScript module package: `crates/rowkey-wasm` built for wasm32, bound with
//! `wasm-bindgen --target web`, shrunk with wasm-opt, with a `package.json`, in
//! `pkg/rowkey-wasm/` — a folder a docs site can vendor. Trunk copies it into the playground's
//! `dist/` for the example page (`www/js-example.html`).
//!
//! The entry point, `rowkey_wasm.js`, is the guard in `crates/rowkey-wasm/js/`: it calls the
//! wasm-bindgen module (written here as `rowkey_wasm_glue.js`) and starts a fresh instance after
//! a call that trapped or left the instance's memory large.

use crate::{root, run};

/// Build `pkg/rowkey-wasm`.
pub fn build() -> Result<(), String> {
    run(
        "cargo",
        &[
            "build",
            "-p",
            "rowkey-wasm",
            "--release",
            "--target",
            "wasm32-unknown-unknown",
        ],
    )?;
    let out = root().join("pkg").join("rowkey-wasm");
    let out_s = out.to_string_lossy().to_string();
    let wasm = root().join("target/wasm32-unknown-unknown/release/rowkey_wasm.wasm");
    run(
        "wasm-bindgen",
        &[
            "--target",
            "web",
            "--out-dir",
            &out_s,
            "--typescript",
            &wasm.to_string_lossy(),
        ],
    )?;
    let bg = out
        .join("rowkey_wasm_bg.wasm")
        .to_string_lossy()
        .to_string();
    run(
        "wasm-opt",
        &[
            "-O3",
            // The core's MD5 lanes (`.cargo/config.toml` builds wasm32 with simd128).
            "--enable-simd",
            "--enable-bulk-memory",
            "--enable-nontrapping-float-to-int",
            "--enable-sign-ext",
            "--enable-mutable-globals",
            "-o",
            &bg,
            &bg,
        ],
    )?;
    guard(&out)?;
    let version = env!("CARGO_PKG_VERSION");
    let package = format!(
        r#"{{
  "name": "rowkey-wasm",
  "version": "{version}",
  "description": "RowKey Playground's core as a JavaScript module: HBase row keys byte-exact, split keys, analysis, share links",
  "license": "Apache-2.0",
  "type": "module",
  "main": "rowkey_wasm.js",
  "module": "rowkey_wasm.js",
  "types": "rowkey_wasm.d.ts",
  "exports": {{
    ".": {{
      "types": "./rowkey_wasm.d.ts",
      "import": "./rowkey_wasm.js",
      "default": "./rowkey_wasm.js"
    }},
    "./rowkey_wasm_bg.wasm": "./rowkey_wasm_bg.wasm",
    "./package.json": "./package.json"
  }},
  "repository": {{
    "type": "git",
    "url": "{REPOSITORY}"
  }},
  "keywords": ["hbase", "bigtable", "row-key", "rowkey", "split-keys", "regions", "wasm", "webassembly"],
  "files": ["rowkey_wasm.js", "rowkey_wasm_glue.js", "rowkey_wasm_bg.wasm", "rowkey_wasm.d.ts", "rowkey_wasm_bg.wasm.d.ts", "README.md"],
  "sideEffects": ["./rowkey_wasm.js", "./rowkey_wasm_glue.js"]
}}
"#
    );
    std::fs::write(out.join("package.json"), package)
        .map_err(|e| format!("cannot write package.json: {e}"))?;
    std::fs::write(out.join("README.md"), README)
        .map_err(|e| format!("cannot write README.md: {e}"))?;
    // wasm-bindgen writes a .gitignore into the folder; the folder is build output anyway.
    let _ = std::fs::remove_file(out.join(".gitignore"));
    Ok(())
}

/// wasm-bindgen's module becomes `rowkey_wasm_glue.js`, with a function that lets the guard
/// start a fresh instance (its `initSync` keeps the first one otherwise), and the guard becomes
/// `rowkey_wasm.js`, the module's entry point.
fn guard(out: &std::path::Path) -> Result<(), String> {
    let bound = out.join("rowkey_wasm.js");
    let glue = std::fs::read_to_string(&bound)
        .map_err(|e| format!("cannot read {}: {e}", bound.display()))?;
    // The glue keeps its instance's exports in a module-level `wasm` (`initSync` returns them
    // while it is set) and the compiled module in `wasmModule`: forgetting the one and
    // instantiating the other is a fresh instance.
    for needed in [
        "if (wasm !== undefined) return wasm;",
        "wasmModule = module;",
    ] {
        if !glue.contains(needed) {
            return Err(format!(
                "{}: wasm-bindgen's module no longer has `{needed}`; the guard \
                 (crates/rowkey-wasm/js/rowkey_wasm.js) cannot restart it",
                bound.display()
            ));
        }
    }
    let glue = format!(
        "{glue}\n/** A fresh instance of the compiled module in place of the current one (the guard's restart). */\n\
         export function __rowkeyRestart() {{\n    const module = wasmModule;\n    wasm = undefined;\n    return initSync({{ module }});\n}}\n"
    );
    std::fs::write(out.join("rowkey_wasm_glue.js"), glue)
        .map_err(|e| format!("cannot write rowkey_wasm_glue.js: {e}"))?;
    let source = root().join("crates/rowkey-wasm/js/rowkey_wasm.js");
    std::fs::copy(&source, &bound).map_err(|e| format!("cannot copy {}: {e}", source.display()))?;
    Ok(())
}

/// The project's repository (the workspace's `repository`, which the package states too).
const REPOSITORY: &str = "https://example.invalid/rowkey-playground";

const README: &str = "# rowkey-wasm

RowKey Playground's core for JavaScript (ES module, `wasm-bindgen --target web`). Vendor this
folder and:

```js
import init, { checkTemplate, encode, sample, splits, analyze, encodeLink, decodeLink, version } from './rowkey_wasm.js';
await init();
encode('{id | md5 | hex | left(4)}_{id}', { id: 'user123' }).binary; // '6ad1_user123'
```

Errors are thrown as `Error`s whose message is what the `rowkey` CLI prints after `error: `,
with `kind`, `span` and `path` properties when known; an argument of the wrong type or out of
range is refused the same way, naming it. TypeScript declarations: `rowkey_wasm.d.ts`.

`rowkey_wasm.js` calls the WebAssembly (`rowkey_wasm_glue.js`) through a guard: a call that
traps the instance throws an `Error` of kind `internal` and the next call runs in a fresh
instance; after a call that left the instance holding more than 32 MiB, a fresh instance
replaces it. `memoryBytes()` tells the memory the module holds now.

## In Node

`init()` fetches the wasm file by URL, which Node cannot do for a local file: read the bytes
and hand them to `initSync` instead (the wasm file is also a subpath export of the package,
`rowkey-wasm/rowkey_wasm_bg.wasm`):

```js
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { initSync, encode, analyzeKeys } from 'rowkey-wasm';

const wasm = createRequire(import.meta.url).resolve('rowkey-wasm/rowkey_wasm_bg.wasm');
initSync({ module: readFileSync(wasm) });
encode('{id | md5 | hex | left(4)}_{id}', { id: 'user123' }).binary; // '6ad1_user123'
```

(From a vendored folder: `readFileSync(new URL('./rowkey_wasm_bg.wasm', import.meta.url))`.)

## Real keys

`analyzeKeys(design, keys, format, options?)` analyses a key dump (a string or a `Uint8Array`)
against the design's splits and returns the same report as `analyze`, with `source: 'keys'`
and `keys_read`. `format`: `lines` (raw bytes per line), `binary` (one `Bytes.toStringBinary`
key per line), `hex`, `scan` (the HBase shell's `scan` output, one key per row) or `csv` (a
header row, then the first column or `options.column`). A line that does not parse throws an
`Error` with a `line` property (1-based). `quantileSplits(keys, format, regions, options?)`
gives HashChoreWoker's split keys over them (`{algorithm, keys, hex, note}`).

```js
analyzeKeys(design, 'user1\\nuser7\\n', 'lines').regions.map((r) => r.count);
```

## Decoding keys and the cluster's numbers

`decode(design, keys, options?)` reads keys (one, or an array of at most 100,000; each
`Bytes.toStringBinary` text or a `Uint8Array`) back through the design's template: one object
per key, as `rowkey decode --format json` prints it — `key`, `matches`, `fields` (recovered in
full), `partial` (prefixes, ranges, times cut to their precision), `opaque` (parts a hash or
similar loses) and `mismatch` (the byte where the key stops matching, and what was expected).

`regionsMetrics(design, metrics, format, options?)` sets the real table's region numbers beside
the design's regions, as `rowkey analyze --regions-metrics FILE... --format json` does: the report
with `metrics` (per design region its `predicted_share` and `observed` numbers, the table's
regions that no longer match the splits in `unmatched`, and the real table's `verdict`).
`metrics` is a text or an array of texts (strings or `Uint8Array`s, at most 32 MiB each): the
shell's `list_regions`, the master UI's table page, or region servers' JMX JSON beside one of
those; `format` is `'auto'`, `'jmx'`, `'master-ui'` or `'shell'`. A text that cannot be read
throws an `Error` naming it and the line (`metrics[1]: line 7: …`, with `line`).

```js
decode(design, ['user3', 'user42'])[0].fields; // { user_id: 'user3' }
regionsMetrics(design, listRegionsOutput, 'auto').metrics.verdict.level;
```

## Language

Every function takes a last `options` argument with `lang`: `'en'` (the default) or
`'zh-CN'` (`'zh'` and other Chinese tags too). Lint messages and whys, notes and error
messages then come in that language; the report's keys and ids stay the same. An unknown
`lang` throws an `Error` naming the choices.

```js
analyze(design, 1000, { lang: 'zh-CN' }).lints[0].message; // '`{ts}`（位置 0..4） 随写入顺序单调递增：…'
analyzeKeys(design, keys, 'lines', { lang: 'zh-CN' });
```
";
