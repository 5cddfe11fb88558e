//! The document with every member written, defaults included: borrowed mirrors of the design
//! types without their skip-if-default rules (serde's skip attributes are fixed per type, so the
//! short form and the full form need separate shapes).

use super::{Design, Query, Sample, Sizing, SplitAlgorithm, SplitBy};
use indexmap::IndexMap;
use serde::Serialize;

#[derive(Serialize)]
pub(super) struct Full<'a> {
    version: u32,
    name: &'a str,
    template: &'a str,
    fields: &'a IndexMap<String, String>,
    sample: FullSample,
    splits: FullSplits<'a>,
    queries: Vec<FullQuery<'a>>,
    table: FullTable<'a>,
    data: Option<&'a str>,
    // Left out when absent, so a design without sizing is written exactly as before it existed.
    #[serde(skip_serializing_if = "Option::is_none")]
    sizing: Option<FullSizing<'a>>,
}

#[derive(Serialize)]
struct FullSizing<'a> {
    rows: u64,
    row_bytes: u64,
    max_filesize: u64,
    #[serde(skip_serializing_if = "Option::is_none")]
    days: Option<u64>,
    #[serde(skip_serializing_if = "Option::is_none")]
    row_bytes_field: Option<&'a str>,
}

#[derive(Serialize)]
struct FullSample {
    count: u64,
    seed: u64,
}

#[derive(Serialize)]
struct FullSplits<'a> {
    algorithm: SplitAlgorithm,
    regions: u32,
    first: Option<&'a str>,
    last: Option<&'a str>,
    start: Option<&'a str>,
    end: Option<&'a str>,
    keys: &'a [String],
    // Left out for `keys`, so a design that does not cut by bytes is written as before.
    #[serde(skip_serializing_if = "is_keys")]
    by: SplitBy,
}

fn is_keys(by: &SplitBy) -> bool {
    *by == SplitBy::Keys
}

#[derive(Serialize)]
struct FullQuery<'a> {
    name: &'a str,
    bind: &'a IndexMap<String, String>,
}

#[derive(Serialize)]
struct FullTable<'a> {
    name: &'a str,
    families: &'a [super::Family],
}

impl<'a> From<&'a Design> for Full<'a> {
    fn from(d: &'a Design) -> Self {
        let Sample { count, seed } = d.sample;
        let s = &d.splits;
        Full {
            version: d.version,
            name: &d.name,
            template: &d.template,
            fields: &d.fields,
            sample: FullSample { count, seed },
            splits: FullSplits {
                algorithm: s.algorithm,
                regions: s.regions,
                first: s.first.as_deref(),
                last: s.last.as_deref(),
                start: s.start.as_deref(),
                end: s.end.as_deref(),
                keys: &s.keys,
                by: s.by,
            },
            queries: d
                .queries
                .iter()
                .map(|Query { name, bind }| FullQuery { name, bind })
                .collect(),
            table: FullTable {
                name: &d.table.name,
                families: &d.table.families,
            },
            data: d.data.as_deref(),
            sizing: d.sizing.as_ref().map(
                |Sizing {
                     rows,
                     row_bytes,
                     max_filesize,
                     days,
                     row_bytes_field,
                 }| FullSizing {
                    rows: *rows,
                    row_bytes: *row_bytes,
                    max_filesize: *max_filesize,
                    days: *days,
                    row_bytes_field: row_bytes_field.as_deref(),
                },
            ),
        }
    }
}
