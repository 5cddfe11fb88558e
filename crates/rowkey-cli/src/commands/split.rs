//! `rowkey split`: split keys as RegionSplitter or `Admin.createTable(start, end, n)` makes them.

use crate::cli::{KeyFormat, SplitAlgo};
use crate::fail::Fail;
use rowkey_core::hbase::split::{
    create_table_splits, NumberStringSplit, SplitAlgorithm, SplitError, UniformSplit,
};
use rowkey_core::hbase::to_bytes_binary;
use std::io::Write;

/// The options of `rowkey split` as given.
#[derive(Debug)]
pub struct SplitArgs {
    pub algorithm: SplitAlgo,
    pub regions: i32,
    pub first: Option<String>,
    pub last: Option<String>,
    pub start: Option<String>,
    pub end: Option<String>,
    pub format: KeyFormat,
}

pub fn split(args: &SplitArgs) -> Result<(), Fail> {
    let keys = split_keys(args)?;
    let stdout = std::io::stdout();
    let mut out = std::io::BufWriter::new(stdout.lock());
    for key in &keys {
        writeln!(out, "{}", super::format_key(key, args.format))?;
    }
    out.flush()?;
    Ok(())
}

fn split_keys(args: &SplitArgs) -> Result<Vec<Vec<u8>>, Fail> {
    let refused = |e: SplitError| Fail::msg(e.to_string());
    if args.algorithm == SplitAlgo::Range {
        if args.first.is_some() || args.last.is_some() {
            return Err(Fail::msg(
                "--first/--last are RegionSplitter rows for hexstring, decimal and uniform; \
                 range takes --start and --end",
            ));
        }
        let (Some(start), Some(end)) = (&args.start, &args.end) else {
            return Err(Fail::msg(
                "split range needs --start and --end, the first and last keys in toStringBinary \
                 (e.g. --start 0000 --end ffff), as Admin.createTable(desc, start, end, regions) \
                 takes them",
            ));
        };
        return create_table_splits(&to_bytes_binary(start), &to_bytes_binary(end), args.regions)
            .map_err(refused);
    }
    if args.start.is_some() || args.end.is_some() {
        return Err(Fail::msg(format!(
            "--start/--end are for range; {} takes --first and --last (RegionSplitter rows)",
            algo_name(args.algorithm)
        )));
    }
    let mut algo: Box<dyn SplitAlgorithm> = match args.algorithm {
        SplitAlgo::Hexstring => Box::new(NumberStringSplit::hex_string()),
        SplitAlgo::Decimal => Box::new(NumberStringSplit::decimal_string()),
        _ => Box::new(UniformSplit::default()),
    };
    if let Some(first) = &args.first {
        algo.set_first_row(first)
            .map_err(|e| Fail::msg(format!("--first: {e}")))?;
    }
    if let Some(last) = &args.last {
        algo.set_last_row(last)
            .map_err(|e| Fail::msg(format!("--last: {e}")))?;
    }
    algo.split(args.regions).map_err(|e| match e {
        // UniformSplit hands `regions - 1` to Bytes.split, whose message names that count.
        SplitError::NonPositiveSplitCount { .. } => Fail::msg(format!(
            "UniformSplit with --regions {}: it asks Bytes.split for regions - 1 = {} split \
             points, and {e}",
            args.regions,
            i64::from(args.regions) - 1
        )),
        e => refused(e),
    })
}

fn algo_name(algo: SplitAlgo) -> &'static str {
    match algo {
        SplitAlgo::Hexstring => "hexstring",
        SplitAlgo::Decimal => "decimal",
        SplitAlgo::Uniform => "uniform",
        SplitAlgo::Range => "range",
    }
}
