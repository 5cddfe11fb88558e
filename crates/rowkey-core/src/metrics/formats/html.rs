//! The tables of an HTML page as rows of cell texts: just enough HTML for a page a server
//! wrote (tags, comments, scripts, character references), in one pass and linear time.

/// A table row: the line it starts on, whether its cells are headings, and their texts.
#[derive(Clone, Debug, Default, PartialEq)]
pub(super) struct Row {
    pub line: usize,
    pub heading: bool,
    pub cells: Vec<String>,
}

/// A table: its `id` attribute and rows.
#[derive(Clone, Debug, Default, PartialEq)]
pub(super) struct Table {
    pub id: Option<String>,
    pub rows: Vec<Row>,
}

/// Every table of `html`, inner tables as tables of their own (a cell holding a table keeps
/// only its own text). Text outside tables is kept in `rest` (the page's notes).
pub(super) fn tables(html: &str, rest: &mut String) -> Vec<Table> {
    let mut done = Vec::new();
    // Open tables, innermost last; each with its open row and cell.
    let mut open: Vec<(Table, Option<Row>, Option<String>)> = Vec::new();
    let b = html.as_bytes();
    let (mut i, mut line) = (0usize, 1usize);
    while i < b.len() {
        if b[i] == b'<' {
            if html[i..].starts_with("<!--") {
                let end = html[i..].find("-->").map_or(b.len(), |e| i + e + 3);
                line += count_lines(&b[i..end]);
                i = end;
                continue;
            }
            // A tag cut off by the end of the text runs to its end.
            let (tag_end, end) = match memchr::memchr(b'>', &b[i..]) {
                Some(e) => (i + e, i + e + 1),
                None => (b.len(), b.len()),
            };
            let tag = &html[i + 1..tag_end];
            let closing = tag.starts_with('/');
            let name: String = tag
                .trim_start_matches('/')
                .chars()
                .take_while(|c| c.is_ascii_alphanumeric())
                .collect::<String>()
                .to_ascii_lowercase();
            let tag_line = line;
            line += count_lines(&b[i..end]);
            i = end;
            if !closing && (name == "script" || name == "style") {
                let close = format!("</{name}");
                let stop = find_ci(&html[i..], &close).map_or(b.len(), |e| i + e);
                line += count_lines(&b[i..stop]);
                i = stop;
                continue;
            }
            match (name.as_str(), closing) {
                ("table", false) => open.push((
                    Table {
                        id: attr(tag, "id"),
                        rows: Vec::new(),
                    },
                    None,
                    None,
                )),
                ("table", true) => {
                    if let Some(mut t) = open.pop() {
                        close_row(&mut t);
                        done.push(t.0);
                    }
                }
                ("tr", false) => {
                    if let Some(t) = open.last_mut() {
                        close_row(t);
                        t.1 = Some(Row {
                            line: tag_line,
                            ..Row::default()
                        });
                    }
                }
                ("tr", true) => {
                    if let Some(t) = open.last_mut() {
                        close_row(t);
                    }
                }
                ("td" | "th", false) => {
                    if let Some(t) = open.last_mut() {
                        close_cell(t);
                        let row = t.1.get_or_insert_with(|| Row {
                            line: tag_line,
                            ..Row::default()
                        });
                        row.heading |= name == "th";
                        t.2 = Some(String::new());
                    }
                }
                ("td" | "th", true) => {
                    if let Some(t) = open.last_mut() {
                        close_cell(t);
                    }
                }
                ("br" | "p" | "div", _) => push_text(&mut open, rest, " "),
                _ => {}
            }
            continue;
        }
        let next = memchr::memchr(b'<', &b[i..]).map_or(b.len(), |e| i + e);
        let raw = &html[i..next];
        line += count_lines(raw.as_bytes());
        push_text(&mut open, rest, &unescape(raw));
        i = next;
    }
    while let Some(mut t) = open.pop() {
        close_row(&mut t);
        done.push(t.0);
    }
    done
}

fn count_lines(b: &[u8]) -> usize {
    memchr::memchr_iter(b'\n', b).count()
}

fn find_ci(hay: &str, needle: &str) -> Option<usize> {
    let h = hay.as_bytes();
    let n = needle.as_bytes();
    (0..h.len().saturating_sub(n.len() - 1)).find(|&s| h[s..s + n.len()].eq_ignore_ascii_case(n))
}

fn push_text(open: &mut [(Table, Option<Row>, Option<String>)], rest: &mut String, text: &str) {
    if open.is_empty() {
        if rest.len() < 1 << 16 {
            rest.push_str(text);
        }
    } else if let Some(cell) = open.last_mut().and_then(|t| t.2.as_mut()) {
        cell.push_str(text);
    }
}

fn close_cell(t: &mut (Table, Option<Row>, Option<String>)) {
    if let Some(cell) = t.2.take() {
        let text = cell.split_whitespace().collect::<Vec<_>>().join(" ");
        if let Some(row) = t.1.as_mut() {
            row.cells.push(text);
        }
    }
}

fn close_row(t: &mut (Table, Option<Row>, Option<String>)) {
    close_cell(t);
    if let Some(row) = t.1.take() {
        t.0.rows.push(row);
    }
}

/// The value of attribute `name` in a start tag's text.
fn attr(tag: &str, name: &str) -> Option<String> {
    let lower = tag.to_ascii_lowercase();
    let at = lower.find(&format!("{name}="))? + name.len() + 1;
    let rest = &tag[at..];
    let (quote, rest) = match rest.chars().next()? {
        q @ ('"' | '\'') => (Some(q), &rest[1..]),
        _ => (None, rest),
    };
    let end = match quote {
        Some(q) => rest.find(q)?,
        None => rest.find(|c: char| c.is_whitespace()).unwrap_or(rest.len()),
    };
    Some(rest[..end].to_owned())
}

/// Character references as `escapeXml` / `escapeHtml4` write them (`&amp;`, `&#39;`, `&#x5c;`…).
fn unescape(raw: &str) -> String {
    if !raw.contains('&') {
        return raw.to_owned();
    }
    let mut out = String::with_capacity(raw.len());
    let mut rest = raw;
    while let Some(at) = rest.find('&') {
        out.push_str(&rest[..at]);
        rest = &rest[at..];
        let near = &rest.as_bytes()[..rest.len().min(12)];
        let Some(semi) = near.iter().position(|&b| b == b';') else {
            out.push('&');
            rest = &rest[1..];
            continue;
        };
        let name = &rest[1..semi];
        let c = match name {
            "amp" => Some('&'),
            "lt" => Some('<'),
            "gt" => Some('>'),
            "quot" => Some('"'),
            "apos" => Some('\''),
            "nbsp" => Some('\u{a0}'),
            _ => name
                .strip_prefix("#x")
                .or_else(|| name.strip_prefix("#X"))
                .and_then(|h| u32::from_str_radix(h, 16).ok())
                .or_else(|| name.strip_prefix('#').and_then(|d| d.parse().ok()))
                .and_then(char::from_u32),
        };
        match c {
            Some(c) => {
                out.push(c);
                rest = &rest[semi + 1..];
            }
            None => {
                out.push('&');
                rest = &rest[1..];
            }
        }
    }
    out.push_str(rest);
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tables_rows_and_cells_with_their_lines() {
        let page = "<p>x</p>\n<table id=\"t1\"><thead><tr><th>Name(2)</th><th>Read<br>(1,0)</th></tr></thead>\n<tbody>\n<tr><td>a&amp;b</td>\n<td> 1 </td></tr>\n<tr><td><table><tr><td>in</td></tr></table>out</td><td>&#x5c;</td></tr></tbody></table>";
        let mut rest = String::new();
        let t = tables(page, &mut rest);
        assert_eq!(t.len(), 2);
        let outer = &t[1];
        assert_eq!(outer.id.as_deref(), Some("t1"));
        assert_eq!(outer.rows[0].cells, ["Name(2)", "Read (1,0)"]);
        assert!(outer.rows[0].heading);
        assert_eq!(
            (outer.rows[1].line, outer.rows[1].cells.clone()),
            (4, vec!["a&b".to_owned(), "1".to_owned()])
        );
        assert_eq!(outer.rows[2].cells, ["out", "\\"]);
        assert_eq!(t[0].rows[0].cells, ["in"]);
    }
}
