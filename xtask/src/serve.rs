//! `cargo xtask serve`: the playground for development (Trunk: release build, rebuilt on every
//! change), or, with `--dist`, the release build in `dist/` served the way a production server
//! serves it: every text and wasm file precompressed once with brotli (quality 11) and gzip
//! (level 9), and each request answered with the best encoding its `Accept-Encoding` allows
//! (`Content-Encoding`, `Vary: Accept-Encoding`), with an `ETag` per encoding: the names carry no
//! hash, so the browser revalidates every file (`Cache-Control: no-cache`) and a file it has
//! already (the glue each worker imports again) comes back as a bodiless `304`. Page weight and first-chart figures are only
//! meaningful against this server: the Playwright server (`python3 -m http.server`) sends
//! everything uncompressed.
//!
//! `--port 0` picks a free port; the address is printed on the line
//! `xtask: serving dist/ on http://127.0.0.1:PORT/`, which `e2e/bench.spec.ts` reads.

mod http;

use crate::{root, run, setup};
use http::{Request, Response};
use std::collections::HashMap;
use std::io::Write;
use std::path::{Component, Path, PathBuf};
use std::sync::Arc;

/// `cargo xtask serve [--dist [--no-build]] [--port N]`.
pub fn serve(args: &[String]) -> Result<(), String> {
    let flag = |name: &str| args.iter().any(|a| a == name);
    let port = args
        .iter()
        .position(|a| a == "--port")
        .and_then(|i| args.get(i + 1))
        .cloned();
    if flag("--dist") {
        if !flag("--no-build") {
            setup::web_tools()?;
            crate::build_web()?;
        }
        let port = port.as_deref().unwrap_or("8080");
        let port: u16 = port
            .parse()
            .map_err(|_| format!("--port needs a port number, not `{port}`"))?;
        return serve_dist(&root().join("dist"), port);
    }
    if flag("--dev") {
        return crate::dev::serve_dev(port.as_deref().unwrap_or("8080"));
    }
    setup::web_tools()?;
    crate::pkg::build()?;
    let port = port.unwrap_or_else(|| "8080".into());
    eprintln!("xtask: the playground will be at http://127.0.0.1:{port}/ once built");
    run(
        "trunk",
        &["serve", "--release", "--offline", "--port", &port],
    )
}

/// One file of `dist/`, as it is and in each encoding that makes it smaller.
struct Asset {
    content_type: &'static str,
    /// The file's content hash (hex), the stem of its `ETag`s.
    version: String,
    identity: Arc<[u8]>,
    brotli: Option<Arc<[u8]>>,
    gzip: Option<Arc<[u8]>>,
}

/// Serve `dir` on 127.0.0.1:`port` until interrupted.
fn serve_dist(dir: &Path, port: u16) -> Result<(), String> {
    if !dir.join("index.html").is_file() {
        return Err(format!(
            "{} has no index.html: run `cargo xtask build` first",
            dir.display()
        ));
    }
    let assets = load_dir(dir)?;
    print_weights(&assets);
    let listener = std::net::TcpListener::bind(("127.0.0.1", port))
        .map_err(|e| format!("cannot listen on 127.0.0.1:{port}: {e}"))?;
    let addr = listener
        .local_addr()
        .map_err(|e| format!("the server has no address: {e}"))?;
    eprintln!("xtask: serving dist/ on http://{addr}/ (brotli or gzip, as the browser accepts)");
    // A thread per connection, as the browser fetches the wasm, the styles and the worker at once
    // over several connections: a slow reader of one response never holds up the others.
    http::serve_forever(listener, move |request| answer(request, &assets));
    Ok(())
}

/// Read every file under `dir` into `assets`, keyed by its URL path (`/index.html`), each
/// compressed on its own thread (brotli at quality 11 takes seconds on the wasm).
fn load_dir(dir: &Path) -> Result<HashMap<String, Asset>, String> {
    let mut files = Vec::new();
    list_files(dir, &mut files)?;
    std::thread::scope(|s| {
        let jobs: Vec<_> = files
            .iter()
            .map(|path| s.spawn(move || load_file(dir, path)))
            .collect();
        jobs.into_iter()
            .map(|j| {
                j.join()
                    .unwrap_or_else(|_| Err("a compression thread failed".into()))
            })
            .collect()
    })
}

fn list_files(dir: &Path, files: &mut Vec<PathBuf>) -> Result<(), String> {
    let entries =
        std::fs::read_dir(dir).map_err(|e| format!("cannot read {}: {e}", dir.display()))?;
    for entry in entries {
        let path = entry
            .map_err(|e| format!("cannot read {}: {e}", dir.display()))?
            .path();
        if path.is_dir() {
            list_files(&path, files)?;
        } else {
            files.push(path);
        }
    }
    Ok(())
}

fn load_file(base: &Path, path: &Path) -> Result<(String, Asset), String> {
    let bytes = std::fs::read(path).map_err(|e| format!("cannot read {}: {e}", path.display()))?;
    let rel = path.strip_prefix(base).unwrap_or(path);
    let url = rel
        .components()
        .map(|c| c.as_os_str().to_string_lossy())
        .collect::<Vec<_>>()
        .join("/");
    let (content_type, compressible) = content_type(path);
    let (brotli, gzip) = if compressible {
        (
            smaller(brotli(&bytes)?, bytes.len()),
            smaller(gzip(&bytes)?, bytes.len()),
        )
    } else {
        (None, None)
    };
    let asset = Asset {
        content_type,
        version: content_version(&bytes),
        identity: bytes.into(),
        brotli,
        gzip,
    };
    Ok((format!("/{url}"), asset))
}

/// A short hash of a file's bytes (FNV-1a, 64 bits): a file changes its `ETag` when its bytes
/// change, which is all a validator has to do.
fn content_version(bytes: &[u8]) -> String {
    let hash = bytes.iter().fold(0xcbf2_9ce4_8422_2325_u64, |h, &b| {
        (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3)
    });
    format!("{hash:016x}")
}

/// The `ETag` of a file sent in `encoding` (each encoding is a representation of its own).
fn etag(version: &str, encoding: Option<&str>) -> String {
    match encoding {
        Some(e) => format!("\"{version}-{e}\""),
        None => format!("\"{version}\""),
    }
}

/// Whether an `If-None-Match` value names `tag` (weak comparison, as RFC 9110 asks for it).
fn none_match_hits(if_none_match: &str, tag: &str) -> bool {
    if_none_match
        .split(',')
        .map(str::trim)
        .any(|t| t == "*" || t.strip_prefix("W/").unwrap_or(t) == tag)
}

/// An encoding is only worth sending when it is smaller than the file itself.
fn smaller(encoded: Vec<u8>, raw: usize) -> Option<Arc<[u8]>> {
    (encoded.len() < raw).then(|| encoded.into())
}

fn brotli(bytes: &[u8]) -> Result<Vec<u8>, String> {
    // Quality 11 with a 4 MB window: what precompressed static files use.
    let mut w = brotli::CompressorWriter::new(Vec::new(), 1 << 16, 11, 22);
    w.write_all(bytes)
        .map_err(|e| format!("brotli failed: {e}"))?;
    Ok(w.into_inner())
}

fn gzip(bytes: &[u8]) -> Result<Vec<u8>, String> {
    let mut w = flate2::write::GzEncoder::new(Vec::new(), flate2::Compression::best());
    w.write_all(bytes)
        .and_then(|()| w.finish())
        .map_err(|e| format!("gzip failed: {e}"))
}

/// The `Content-Type` of a file, and whether compressing it pays.
fn content_type(path: &Path) -> (&'static str, bool) {
    match path.extension().and_then(|e| e.to_str()).unwrap_or("") {
        "html" => ("text/html; charset=utf-8", true),
        "js" | "mjs" => ("text/javascript; charset=utf-8", true),
        "css" => ("text/css; charset=utf-8", true),
        // `instantiateStreaming` requires exactly this type.
        "wasm" => ("application/wasm", true),
        "json" => ("application/json", true),
        "webmanifest" => ("application/manifest+json", true),
        "svg" => ("image/svg+xml", true),
        "ts" | "md" | "txt" => ("text/plain; charset=utf-8", true),
        "png" => ("image/png", false),
        "ico" => ("image/x-icon", false),
        _ => ("application/octet-stream", false),
    }
}

/// What the page loads, by size in each encoding (the figures a deployment cares about).
fn print_weights(assets: &HashMap<String, Asset>) {
    let mut names: Vec<_> = assets
        .keys()
        .filter(|k| !k.starts_with("/rowkey-wasm/"))
        .collect();
    names.sort();
    eprintln!(
        "xtask: {:<28} {:>10} {:>10} {:>10}",
        "file", "raw", "gzip", "brotli"
    );
    let kb = |n: usize| format!("{:.1} KB", n as f64 / 1024.0);
    for name in names {
        let a = &assets[name];
        let len = |e: &Option<Arc<[u8]>>| kb(e.as_ref().map_or(a.identity.len(), |b| b.len()));
        eprintln!(
            "xtask: {name:<28} {:>10} {:>10} {:>10}",
            kb(a.identity.len()),
            len(&a.gzip),
            len(&a.brotli)
        );
    }
}

/// The encoding to send for an `Accept-Encoding` value: brotli, then gzip, then none.
fn pick_encoding(accept: &str) -> Option<&'static str> {
    let accepts = |name: &str| {
        accept.split(',').any(|part| {
            let mut it = part.split(';');
            let token = it.next().unwrap_or("").trim();
            let refused = it.any(|p| {
                p.trim()
                    .strip_prefix("q=")
                    .and_then(|q| q.trim().parse::<f32>().ok())
                    == Some(0.0)
            });
            token.eq_ignore_ascii_case(name) && !refused
        })
    };
    ["br", "gzip"].into_iter().find(|e| accepts(e))
}

/// The asset for a request path: `/` is `index.html`; the query string is not part of it; a
/// path that climbs out of `dist/` names nothing.
fn lookup<'a>(assets: &'a HashMap<String, Asset>, url: &str) -> Option<&'a Asset> {
    let path = url.split(['?', '#']).next().unwrap_or("/");
    if Path::new(path)
        .components()
        .any(|c| matches!(c, Component::ParentDir))
    {
        return None;
    }
    let path = if path.ends_with('/') {
        format!("{path}index.html")
    } else {
        path.to_string()
    };
    assets.get(&path)
}

fn answer(request: &Request, assets: &HashMap<String, Asset>) -> Response {
    let Some(asset) = lookup(assets, &request.target) else {
        return Response::text(404, "not found");
    };
    let (encoding, body) = match pick_encoding(&request.accept_encoding) {
        Some("br") if asset.brotli.is_some() => (Some("br"), asset.brotli.clone()),
        Some(_) if asset.gzip.is_some() => (Some("gzip"), asset.gzip.clone()),
        _ => (None, None),
    };
    let tag = etag(&asset.version, encoding);
    let mut headers = vec![
        ("Content-Type", asset.content_type.to_string()),
        ("Vary", "Accept-Encoding".to_string()),
        // Names carry no hash (Trunk's filehash is off): the browser must revalidate, and the
        // `ETag` makes that a `304` without a body when it has the file.
        ("Cache-Control", "no-cache".to_string()),
        ("ETag", tag.clone()),
    ];
    if none_match_hits(&request.if_none_match, &tag) {
        return Response {
            status: 304,
            headers,
            body: Arc::from(&b""[..]),
        };
    }
    headers.extend(encoding.map(|e| ("Content-Encoding", e.to_string())));
    Response {
        status: 200,
        headers,
        body: body.unwrap_or_else(|| asset.identity.clone()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn picks_brotli_then_gzip_and_honours_refusals() {
        assert_eq!(pick_encoding("gzip, deflate, br, zstd"), Some("br"));
        assert_eq!(pick_encoding("gzip, deflate"), Some("gzip"));
        assert_eq!(pick_encoding("br;q=0, gzip;q=0.5"), Some("gzip"));
        assert_eq!(pick_encoding("identity"), None);
        assert_eq!(pick_encoding(""), None);
    }

    #[test]
    fn encodings_decode_to_the_file() {
        let text = "RowKey Playground ".repeat(200).into_bytes();
        let gz = gzip(&text).unwrap();
        let mut back = Vec::new();
        std::io::Read::read_to_end(&mut flate2::read::GzDecoder::new(&gz[..]), &mut back).unwrap();
        assert_eq!(back, text);
        let br = brotli(&text).unwrap();
        let mut back = Vec::new();
        std::io::Read::read_to_end(&mut brotli::Decompressor::new(&br[..], 4096), &mut back)
            .unwrap();
        assert_eq!(back, text);
        assert!(br.len() < text.len() && gz.len() < text.len());
    }

    #[test]
    fn a_file_the_browser_has_comes_back_as_304() {
        let text = "RowKey Playground ".repeat(200).into_bytes();
        let asset = Asset {
            content_type: "text/javascript; charset=utf-8",
            version: content_version(&text),
            gzip: smaller(gzip(&text).unwrap(), text.len()),
            brotli: None,
            identity: text.into(),
        };
        let assets = HashMap::from([("/rowkey-web.js".to_string(), asset)]);
        let ask = |if_none_match: &str| {
            answer(
                &Request {
                    method: "GET".into(),
                    target: "/rowkey-web.js".into(),
                    accept_encoding: "gzip".into(),
                    if_none_match: if_none_match.into(),
                },
                &assets,
            )
        };
        let first = ask("");
        assert_eq!(first.status, 200);
        let header = |r: &Response, name: &str| {
            r.headers
                .iter()
                .find(|(n, _)| *n == name)
                .map(|(_, v)| v.clone())
        };
        let tag = header(&first, "ETag").unwrap();
        assert!(tag.ends_with("-gzip\""), "{tag}");
        let again = ask(&tag);
        assert_eq!(again.status, 304);
        assert!(again.body.is_empty());
        assert_eq!(ask(&format!("\"other\", W/{tag}")).status, 304);
        // Another file's tag, or the same file in another encoding, is not this one.
        assert_eq!(ask("\"0000000000000000-gzip\"").status, 200);
        assert_eq!(ask(&tag.replace("-gzip", "")).status, 200);
        // Changed bytes, a changed tag.
        assert_ne!(content_version(b"a"), content_version(b"b"));
    }

    #[test]
    fn paths_map_to_files_and_never_climb_out() {
        let asset = || Asset {
            content_type: "text/html; charset=utf-8",
            version: content_version(b"x"),
            identity: Arc::from(&b"x"[..]),
            brotli: None,
            gzip: None,
        };
        let assets = HashMap::from([("/index.html".to_string(), asset())]);
        assert!(lookup(&assets, "/").is_some());
        assert!(lookup(&assets, "/index.html?bench=1").is_some());
        assert!(lookup(&assets, "/../index.html").is_none());
        assert!(lookup(&assets, "/nothing.js").is_none());
    }
}
