//! The HBase shell's `list_regions 'TABLE'` table (`list_regions.rb`, HBase 2.x), read once for
//! every caller: a header row of column names (SERVER_NAME, REGION_NAME, START_KEY, END_KEY,
//! SIZE, REQ, LOCALITY, or the ones asked for), a row of dashes, then one row per region, every
//! cell printed `" %Ns |"` (right-aligned to its column's widest value), and ` N rows`.
//!
//! The shell prints every column right-aligned to the width of its widest value, so a row's
//! `|`s sit exactly under the header's. Cells are cut at those positions, which keeps a key
//! holding `|` (toStringBinary prints it raw) in one piece; a row that does not line up
//! (re-spaced by an editor or a terminal) is split at its `|`s instead, when that gives the
//! header's number of cells.
//!
//! Split-key import reads the start keys of the rows, region metrics the sizes and request
//! counts; what each refuses (too many rows, a bad key) and how it says so is its own.

/// Every column `list_regions` can print.
pub(crate) const COLUMNS: [&str; 7] = [
    "SERVER_NAME",
    "REGION_NAME",
    "START_KEY",
    "END_KEY",
    "SIZE",
    "REQ",
    "LOCALITY",
];

/// What keeps a text from being read as a `list_regions` table, with its 1-based line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum TableError<'a> {
    /// No header row; the shell's `Can not find region ...` line when it printed one.
    NoHeader {
        /// The line and its text, trimmed.
        cannot_find: Option<(usize, &'a str)>,
    },
    /// The header (at this line) is the last line with text.
    EndsAfterHeader(usize),
    /// The line after the header is not its row of dashes.
    NoDashes(usize),
    /// A row whose cells match neither the header's `|`s nor its number of columns.
    Misaligned {
        /// The row's line.
        line: usize,
        /// The header's number of columns.
        columns: usize,
    },
    /// The summary line says another number of rows than were read.
    RowsMismatch {
        /// The summary's line.
        line: usize,
        /// The rows it says.
        said: u64,
        /// The rows read.
        read: u64,
    },
}

/// The table being read: its header, then its rows one by one ([`Iterator`]), never collected.
pub(crate) struct RegionTable<'a> {
    /// The header's line.
    pub header_line: usize,
    /// The column names, in order.
    pub names: Vec<&'a str>,
    /// Where the header's `|`s are.
    pipes: Vec<usize>,
    lines: Box<dyn Iterator<Item = (usize, &'a str)> + 'a>,
    rows: u64,
    done: bool,
}

/// The lines of `text` with their 1-based numbers, `\r\n` or `\n` ended.
pub(crate) fn numbered_lines(text: &str) -> impl Iterator<Item = (usize, &str)> {
    text.split_inclusive('\n').enumerate().map(|(i, raw)| {
        let line = raw.strip_suffix('\n').unwrap_or(raw);
        (i + 1, line.strip_suffix('\r').unwrap_or(line))
    })
}

/// The cells of a line between its `|`s (the text after the last one, blank in the shell's
/// output, is not a cell).
fn pipe_cells(line: &str) -> Vec<&str> {
    let mut cells: Vec<&str> = line.split('|').collect();
    if cells.last().is_some_and(|c| c.trim().is_empty()) {
        cells.pop();
    }
    cells
}

/// The column names of a `list_regions` header row, or `None` when `line` is not one.
pub(crate) fn header_columns(line: &str) -> Option<Vec<&str>> {
    if !line.contains('|') {
        return None;
    }
    let names: Vec<&str> = pipe_cells(line).into_iter().map(str::trim).collect();
    names.iter().all(|c| COLUMNS.contains(c)).then_some(names)
}

/// Whether `line` is a row of dashes ` ---- | -- |`.
fn is_dashes(line: &str) -> bool {
    let cells = pipe_cells(line);
    !cells.is_empty()
        && cells.iter().all(|c| {
            let d = c.trim();
            !d.is_empty() && d.bytes().all(|b| b == b'-')
        })
}

/// The row count of the summary line ` 5 rows` that ends the table.
fn summary(line: &str) -> Option<u64> {
    let t = line.trim();
    let n = t
        .strip_suffix(" rows")
        .or_else(|| t.strip_suffix(" row(s)"))
        .or_else(|| t.strip_suffix(" row"))?;
    (!n.is_empty() && n.bytes().all(|b| b.is_ascii_digit()))
        .then(|| n.parse().ok())
        .flatten()
}

/// The shell's prompt or its timing line, which end the output when the summary is missing.
fn is_shell_line(line: &str) -> bool {
    let t = line.trim();
    is_took(t) || is_prompt(t)
}

/// The shell's prompt, `hbase:001:0>` (HBase 2.x) or `hbase(main):001:0>` (1.x), trimmed.
pub(crate) fn is_prompt(t: &str) -> bool {
    (t.starts_with("hbase(") || t.starts_with("hbase:") || t.starts_with("hbase>"))
        && t.contains('>')
}

/// `Took 0.0123 seconds` (HBase 2.x), `0 row(s) in 0.0200 seconds` (1.x), trimmed.
pub(crate) fn is_took(t: &str) -> bool {
    (t.starts_with("Took ") || t.contains(" row(s) in ")) && t.ends_with(" seconds")
}

/// The cells of a row, untrimmed: cut at the header's `|` positions when the row has `|` at
/// each of them, else split at its `|`s when that gives `columns` cells.
fn row_cells<'a>(line: &'a str, pipes: &[usize], columns: usize) -> Option<Vec<&'a str>> {
    let bytes = line.as_bytes();
    if pipes.iter().all(|&p| bytes.get(p) == Some(&b'|')) {
        let mut cells = Vec::with_capacity(pipes.len());
        let mut from = 0;
        for &p in pipes {
            cells.push(line.get(from..p)?);
            from = p + 1;
        }
        // A header re-typed without its closing `|`: the last column runs to the end.
        if cells.len() < columns {
            cells.push(line.get(from..)?);
        }
        return Some(cells);
    }
    let cells = pipe_cells(line);
    (cells.len() == columns).then_some(cells)
}

impl<'a> RegionTable<'a> {
    /// The table in `text`: its header (the first whose columns `wanted` takes) and dashes
    /// read, its rows next.
    pub(crate) fn open(
        text: &'a str,
        wanted: impl Fn(&[&str]) -> bool,
    ) -> Result<RegionTable<'a>, TableError<'a>> {
        let mut lines = numbered_lines(text);
        let Some((header_line, names, header)) = lines.by_ref().find_map(|(n, l)| {
            header_columns(l)
                .filter(|names| wanted(names))
                .map(|names| (n, names, l))
        }) else {
            let cannot_find = numbered_lines(text)
                .map(|(n, l)| (n, l.trim()))
                .find(|(_, l)| l.starts_with("Can not find region"));
            return Err(TableError::NoHeader { cannot_find });
        };
        let pipes = header.match_indices('|').map(|(i, _)| i).collect();
        let mut rest = lines.filter(|(_, l)| !l.trim().is_empty());
        match rest.next() {
            Some((_, l)) if is_dashes(l) => {}
            Some((n, _)) => return Err(TableError::NoDashes(n)),
            None => return Err(TableError::EndsAfterHeader(header_line)),
        }
        Ok(RegionTable {
            header_line,
            names,
            pipes,
            lines: Box::new(rest),
            rows: 0,
            done: false,
        })
    }

    /// The index of column `name`, when the table has it.
    pub(crate) fn column(&self, name: &str) -> Option<usize> {
        self.names.iter().position(|&c| c == name)
    }
}

impl<'a> Iterator for RegionTable<'a> {
    /// A row's line and its cells, trimmed, one per column.
    type Item = Result<(usize, Vec<&'a str>), TableError<'a>>;

    fn next(&mut self) -> Option<Self::Item> {
        if self.done {
            return None;
        }
        let Some((n, line)) = self.lines.next() else {
            self.done = true;
            return None;
        };
        if let Some(said) = summary(line) {
            self.done = true;
            // A table cut short (a paste that lost lines) says so here.
            return (said != self.rows).then_some(Err(TableError::RowsMismatch {
                line: n,
                said,
                read: self.rows,
            }));
        }
        if is_shell_line(line) {
            self.done = true;
            return None;
        }
        self.rows += 1;
        Some(match row_cells(line, &self.pipes, self.names.len()) {
            Some(cells) => Ok((n, cells.into_iter().map(str::trim).collect())),
            None => {
                self.done = true;
                Err(TableError::Misaligned {
                    line: n,
                    columns: self.names.len(),
                })
            }
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A row as the shell prints it: every cell right-aligned to its column's width.
    fn row(cells: [&str; 4]) -> String {
        let [a, b, c, d] = cells;
        format!(" {a:>11} | {b:>11} | {c:>9} | {d:>7} |\n")
    }

    #[test]
    fn rows_are_cut_at_the_headers_pipes() {
        let table = [
            row(["SERVER_NAME", "REGION_NAME", "START_KEY", "END_KEY"]),
            row(["-----------", "-----------", "---------", "-------"]),
            row(["host:16020", "t,,1.a.", "", "a|b"]),
            row(["host:16020", "t,a|b,2.b.", "a|b", ""]),
            " 2 rows\nTook 0.1 seconds\n".to_string(),
        ]
        .concat();
        let t = RegionTable::open(&table, |_| true).unwrap();
        assert_eq!(t.header_line, 1);
        assert_eq!(t.column("START_KEY"), Some(2));
        let rows: Vec<_> = t.collect::<Result<_, _>>().unwrap();
        assert_eq!(rows[0], (3, vec!["host:16020", "t,,1.a.", "", "a|b"]));
        assert_eq!(rows[1].1[2], "a|b");
    }

    #[test]
    fn a_respaced_row_is_split_at_its_pipes_and_a_short_table_is_said() {
        let text = "NAME |\n START_KEY | END_KEY |\n --- | --- |\n a | b |\n 3 rows\n";
        let t = RegionTable::open(text, |_| true).unwrap();
        assert_eq!(t.header_line, 2);
        let rows: Vec<_> = t.collect();
        assert_eq!(rows[0], Ok((4, vec!["a", "b"])));
        assert_eq!(
            rows[1],
            Err(TableError::RowsMismatch {
                line: 5,
                said: 3,
                read: 1
            })
        );
        let misaligned: Vec<_> = RegionTable::open(" START_KEY |\n --- |\n a | b |\n", |_| true)
            .unwrap()
            .collect();
        assert_eq!(
            misaligned,
            [Err(TableError::Misaligned {
                line: 3,
                columns: 1
            })]
        );
    }

    #[test]
    fn what_is_not_a_table_is_said() {
        let err = |t| RegionTable::open(t, |_| true).err();
        assert_eq!(
            err("x\nCan not find region 'r'\n"),
            Some(TableError::NoHeader {
                cannot_find: Some((2, "Can not find region 'r'"))
            })
        );
        assert_eq!(
            err(" START_KEY |\n\n"),
            Some(TableError::EndsAfterHeader(1))
        );
        assert_eq!(err(" START_KEY |\n a |\n"), Some(TableError::NoDashes(2)));
        assert_eq!(summary(" 1 row"), Some(1));
        assert_eq!(summary(" x rows"), None);
        assert!(is_shell_line("hbase:001:0> "));
    }
}
