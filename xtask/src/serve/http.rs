//! The little HTTP/1.1 that serving static files takes: read one request's head, answer it with a
//! `Content-Length` body, close the connection.
//!
//! Why not a server crate: with `tiny_http` 0.12 Chromium's first page load after the server
//! started kept two of its stylesheet requests unanswered (the request was sent, no response ever
//! came, so `load` never fired), with or without keep-alive. One thread per connection and one
//! request per connection leave nothing to stall; the request head is parsed by `httparse`.

use std::io::{Read, Write};
use std::net::{Shutdown, TcpListener, TcpStream};
use std::sync::Arc;
use std::time::Duration;

/// The most a request head may take (browsers send well under 8 KB).
const MAX_HEAD: usize = 32 * 1024;

/// What a handler needs of a request.
#[derive(Debug)]
pub(super) struct Request {
    /// `GET`, `HEAD`, …
    pub method: String,
    /// The request target as sent (`/index.html?x=1`).
    pub target: String,
    /// The `Accept-Encoding` header, empty when absent.
    pub accept_encoding: String,
    /// The `If-None-Match` header, empty when absent.
    pub if_none_match: String,
}

/// An answer: status, headers, body (`HEAD` gets the headers only).
pub(super) struct Response {
    pub status: u16,
    pub headers: Vec<(&'static str, String)>,
    pub body: Arc<[u8]>,
}

impl Response {
    /// A short plain-text answer (`404 not found`).
    pub fn text(status: u16, text: &str) -> Response {
        Response {
            status,
            headers: vec![("Content-Type", "text/plain; charset=utf-8".into())],
            body: Arc::from(text.as_bytes()),
        }
    }
}

/// Answer every connection on `listener` with `handler`, each on its own thread, until the
/// process ends.
pub(super) fn serve_forever<H>(listener: TcpListener, handler: H)
where
    H: Fn(&Request) -> Response + Send + Sync + 'static,
{
    let handler = Arc::new(handler);
    for stream in listener.incoming() {
        let Ok(stream) = stream else { continue };
        let handler = handler.clone();
        std::thread::spawn(move || {
            // A connection that fails (the browser gave up, a speculative connection that never
            // sent anything) concerns only itself.
            let _ = answer(stream, &*handler);
        });
    }
}

fn answer<H: Fn(&Request) -> Response>(mut stream: TcpStream, handler: &H) -> std::io::Result<()> {
    // Chromium opens connections ahead of need; one that stays silent is closed after a while.
    stream.set_read_timeout(Some(Duration::from_secs(30)))?;
    let Some(request) = read_head(&mut stream)? else {
        return Ok(());
    };
    let response = if matches!(request.method.as_str(), "GET" | "HEAD") {
        handler(&request)
    } else {
        Response::text(405, "method not allowed")
    };
    let mut head = format!(
        "HTTP/1.1 {} {}\r\n",
        response.status,
        reason(response.status)
    );
    for (name, value) in &response.headers {
        head.push_str(&format!("{name}: {value}\r\n"));
    }
    // A 304 has no body: its `Content-Length` would be the 200's, so none is sent.
    if response.status != 304 {
        head.push_str(&format!("Content-Length: {}\r\n", response.body.len()));
    }
    head.push_str("Connection: close\r\n\r\n");
    stream.write_all(head.as_bytes())?;
    if request.method != "HEAD" {
        stream.write_all(&response.body)?;
    }
    stream.flush()?;
    // Close gently: shut the sending side, then read what the browser still sends until it
    // closes too, so that the kernel never resets the connection under an unread response.
    stream.shutdown(Shutdown::Write)?;
    stream.set_read_timeout(Some(Duration::from_secs(2)))?;
    let mut sink = [0u8; 1024];
    while matches!(stream.read(&mut sink), Ok(n) if n > 0) {}
    Ok(())
}

/// Read and parse one request head; `None` when the connection closed before sending one.
fn read_head(stream: &mut TcpStream) -> std::io::Result<Option<Request>> {
    let mut buf = Vec::with_capacity(2048);
    let mut chunk = [0u8; 2048];
    loop {
        let n = stream.read(&mut chunk)?;
        if n == 0 {
            return Ok(None);
        }
        buf.extend_from_slice(&chunk[..n]);
        let mut headers = [httparse::EMPTY_HEADER; 64];
        let mut parsed = httparse::Request::new(&mut headers);
        match parsed.parse(&buf) {
            Ok(httparse::Status::Complete(_)) => {
                let header = |name: &str| {
                    parsed
                        .headers
                        .iter()
                        .find(|h| h.name.eq_ignore_ascii_case(name))
                        .map(|h| String::from_utf8_lossy(h.value).into_owned())
                        .unwrap_or_default()
                };
                return Ok(Some(Request {
                    accept_encoding: header("accept-encoding"),
                    if_none_match: header("if-none-match"),
                    method: parsed.method.unwrap_or("GET").to_string(),
                    target: parsed.path.unwrap_or("/").to_string(),
                }));
            }
            Ok(httparse::Status::Partial) if buf.len() < MAX_HEAD => {}
            _ => return Err(std::io::Error::other("not an HTTP request head")),
        }
    }
}

fn reason(status: u16) -> &'static str {
    match status {
        200 => "OK",
        304 => "Not Modified",
        404 => "Not Found",
        405 => "Method Not Allowed",
        _ => "",
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A real round trip over a socket: the head parsed, the body sent whole, `HEAD` without it.
    #[test]
    fn answers_get_and_head_over_a_socket() {
        let listener = TcpListener::bind("127.0.0.1:0").unwrap();
        let addr = listener.local_addr().unwrap();
        std::thread::spawn(move || {
            serve_forever(listener, |r: &Request| Response {
                status: 200,
                headers: vec![("X-Seen", format!("{} {}", r.target, r.accept_encoding))],
                body: Arc::from(&b"hello"[..]),
            })
        });
        let ask = |head: &str| {
            let mut s = TcpStream::connect(addr).unwrap();
            s.write_all(head.as_bytes()).unwrap();
            let mut out = String::new();
            s.read_to_string(&mut out).unwrap();
            out
        };
        let get = ask("GET /a?b HTTP/1.1\r\nHost: x\r\nAccept-Encoding: br\r\n\r\n");
        assert!(get.starts_with("HTTP/1.1 200 OK\r\n"), "{get}");
        assert!(get.contains("X-Seen: /a?b br\r\n"), "{get}");
        assert!(get.contains("Content-Length: 5\r\n"), "{get}");
        assert!(get.ends_with("\r\n\r\nhello"), "{get}");
        let head = ask("HEAD / HTTP/1.1\r\nHost: x\r\n\r\n");
        assert!(
            head.ends_with("Content-Length: 5\r\nConnection: close\r\n\r\n"),
            "{head}"
        );
        let post = ask("POST / HTTP/1.1\r\nHost: x\r\nContent-Length: 0\r\n\r\n");
        assert!(post.starts_with("HTTP/1.1 405 "), "{post}");
    }
}
