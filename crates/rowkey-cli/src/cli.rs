//! Command-line syntax: every command, its options and a worked example.

use clap::{Parser, Subcommand, ValueEnum};
use std::path::PathBuf;

mod values;
pub use values::*;

/// Design HBase / Bigtable row keys: encode them byte-exact, check templates, sample designs.
#[derive(Debug, Parser)]
#[command(name = "rowkey", version, about, propagate_version = true)]
#[command(after_help = "Examples:\n  \
    rowkey encode --template '{id | md5 | hex | left(4)}_{id}' --set id=user123\n  \
    rowkey check --template '{user_id}_{ts | rev}'\n  \
    rowkey convert --from hex --to binary 00ff41\n  \
    rowkey sample design.json --count 5\n  \
    rowkey split hexstring --regions 16\n  \
    rowkey size --rows 2e9 --row-bytes 300\n  \
    rowkey import --from get-splits pasted.txt\n  \
    rowkey export design.json --to shell")]
pub struct Cli {
    /// Language of messages and reports: en or zh-CN (also zh, zh_CN.UTF-8 …); by default
    /// from LC_ALL, LC_MESSAGES or LANG, else English.
    #[arg(long, global = true, value_name = "LANG", value_parser = parse_lang)]
    pub lang: Option<rowkey_core::i18n::Lang>,
    /// The command to run.
    #[command(subcommand)]
    pub command: Command,
}

/// A `--lang` value: any tag or locale [`rowkey_core::i18n::Lang::parse`] knows.
fn parse_lang(s: &str) -> Result<rowkey_core::i18n::Lang, String> {
    rowkey_core::i18n::Lang::parse(s).ok_or_else(|| {
        format!("unknown language `{s}`; choose en or zh-CN (zh, zh_CN.UTF-8 and en_US also work)")
    })
}

/// The commands.
#[derive(Debug, Subcommand)]
pub enum Command {
    /// Encode one row key from a template and field values.
    #[command(after_help = "Examples:\n  \
        rowkey encode --template '{id | md5 | hex | left(4)}_{id}' --set id=user123\n      \
        6ad1_user123\n  \
        rowkey encode --template '{ts | i64}{seq | i32}' --set ts=1708000000000 --set seq=-1 --format hex\n      \
        0000018dacbbb800ffffffff\n  \
        rowkey encode --template '{phoenix_salt(16)}{host}\\x00{ts | i64 | sortable}' --set host=h1 --set ts=0\n  \
        rowkey encode --template '{raw}{id}' --set-bytes 'raw=\\x00\\xFF' --set id=7\n\n\
        Field values given with --set are text; a transform that needs an int parses them as a\n\
        decimal integer (a Java long). --set-bytes values are bytes in toStringBinary notation.\n\
        salt(N) draws from the seeded generator (--seed, default 0).")]
    Encode {
        /// The row-key template, e.g. '{id | md5 | hex | left(4)}_{id}'.
        #[arg(long, short = 't', value_name = "TEMPLATE")]
        template: String,
        /// A field value as text: NAME=VALUE (repeatable).
        #[arg(long = "set", value_name = "NAME=VALUE")]
        set: Vec<String>,
        /// A field value as bytes in toStringBinary notation: NAME=BINARY (repeatable).
        #[arg(long = "set-bytes", value_name = "NAME=BINARY")]
        set_bytes: Vec<String>,
        /// How to print the key.
        #[arg(long, value_enum, default_value_t = KeyFormat::Binary)]
        format: KeyFormat,
        /// Seed for salt(N) draws.
        #[arg(long, default_value_t = rowkey_core::sample::ENCODE_SEED)]
        seed: u64,
    },
    /// Read keys back through a design's template: field values, partial values, and where a
    /// key stops matching.
    #[command(after_help = "Examples:\n  \
        rowkey decode design.json 'c4ca_1'\n  \
        rowkey decode design.json --hex 0000018dacbbb800ffffffff\n  \
        rowkey decode design.json --keys hot-region.txt --keys-format binary --format json\n\n\
        Keys are toStringBinary (--hex: hex digits), or a key dump read as analyze --keys reads\n\
        it. Fixed-width parts are cut by width, variable ones at the separator after them; a\n\
        separator that can also occur inside the part before it and occurs more than once is\n\
        an ambiguous split, said, not guessed. Each part that can be recomputed from the\n\
        values found is, and the first byte that differs is reported. JSON: one object per\n\
        key and line: key, matches, fields {name: value as sample --format csv writes it},\n\
        partial [{field, kind, value|low,high|from_ms,to_ms, message}], opaque [{segment,\n\
        bytes, transform}], mismatch {offset, expected}.")]
    Decode {
        /// The design document (JSON); `-` reads standard input.
        design: PathBuf,
        /// Keys in toStringBinary (with --hex: hex).
        #[arg(id = "key", value_name = "KEY")]
        key: Vec<String>,
        /// The keys given are hex digits.
        #[arg(long)]
        hex: bool,
        #[command(flatten)]
        dump: KeysArgs,
        /// Output format.
        #[arg(long, value_enum, default_value_t = ReportFormat::Text)]
        format: ReportFormat,
    },
    /// Convert a key between toStringBinary and hex.
    #[command(after_help = "Examples:\n  \
        rowkey convert --from hex --to binary 00ff41\n      \
        \\x00\\xFFA\n  \
        rowkey convert --from binary --to hex 'user\\x00\\x01'\n      \
        757365720001\n\n\
        --from binary reads the text with HBase's Bytes.toBytesBinary: \\xHH needs uppercase hex\n\
        digits; a bogus escape drops just the backslash; other characters become the low 8\n\
        bits of their UTF-16 unit.")]
    Convert {
        /// The notation of VALUE.
        #[arg(long, value_enum)]
        from: KeyFormat,
        /// The notation to print.
        #[arg(long, value_enum)]
        to: KeyFormat,
        /// The key to convert.
        #[arg(allow_hyphen_values = true)]
        value: String,
    },
    /// Parse and type-check a template; print it in normal form.
    #[command(after_help = check_after_help())]
    Check {
        /// The row-key template.
        #[arg(long, short = 't', value_name = "TEMPLATE")]
        template: String,
    },
    /// Analyse a design: split keys, regions, distribution, heatmap, lints, queries.
    #[command(after_help = "Examples:\n  \
        rowkey analyze design.json\n  \
        rowkey analyze design.json --format json > report.json\n  \
        rowkey analyze design.json --count 10000000 --threads 2\n  \
        rowkey analyze design.json --keys keys.txt\n  \
        hbase shell <<< \"scan 't'\" | rowkey analyze design.json --keys -\n\n\
        With --keys the report is on the keys of a key dump (auto, the default: told from its\n\
        first lines; lines: raw bytes per line; binary: toStringBinary per line; hex; scan: the\n\
        shell's scan output, one key per row; csv: a header row, then the first column or\n\
        --keys-column NAME), against the design's splits. A format given that the lines do not\n\
        look like is warned of. --order auto (default) takes scan output and sorted files as key\n\
        order (no heatmap, writes over time not judged), other files as write order;\n\
        --order insertion|key says it. JSON says \"source\": \"keys\", keys_read and dump\n\
        {format, format_why, order, order_why, skipped_lines, first_skipped_line, warnings}.\n\
        A line that does not parse, or a key over 32767 bytes, fails naming its line number.\n\
        Memory stays bounded however long the file.\n\n\
        The sample streams: only counters and an 8-byte fingerprint per key are kept (the\n\
        sorted sample too, for quantile splits). JSON fields: regions [{start, end, count, share,\n\
        expected_share, dead, skew, note}], stats {keys, min, max, mean, deviation_pct, cv, gini,\n\
        verdict, hottest_region, hottest_share}, verdict {level, totals, writes, concurrency,\n\
        ordered_lead, reasons}, heatmap {windows, rows_per_window, cells},\n\
        key_lengths, collisions {count, distinct, examples}, lints [{rule, severity, message,\n\
        why, span}], queries [{name, kind, scans, ranges [{start, stop, regions}], note}],\n\
        sizing {regions, presplit, ...} when the design has a sizing section (as `rowkey size`).\n\n\
        --keys-sizes reads each line as the key, a tab and the row's size in bytes (in csv,\n\
        the column headed `bytes`; --keys-sizes=COLUMN names another): regions\n\
        [{..., bytes, bytes_share}] and bytes {total, min, max, mean, deviation_pct, cv,\n\
        verdict, hottest_region, hottest_share, weighs_verdict}; a size that is missing or not\n\
        a whole number fails naming its line. --weigh bytes reads the verdict (totals, deviation,\n\
        hottest region) in bytes.\n\n\
        --top N decodes each key through the template (as `rowkey decode`) and gives each\n\
        region's N most frequent values of each field: regions [{..., top [{field, value,\n\
        share, error}], unmatched {count, first}}] (first: the dump's line, or the sample key's\n\
        index from 0) and top {per_field, capacity, max_error, unmatched, regions_dropped,\n\
        note}. Counted in SpaceSaving sketches of at most 64 counters per region and field:\n\
        exact while a field has at most that many distinct values in a region, else a share is\n\
        over-estimated by at most 1/64 (each value's error says its own bound; merged partials\n\
        keep the bound). Past 262144 counters in all, regions get fewer (down to 8), then the\n\
        later regions none, as the note says.\n\n\
        --regions-metrics FILE... puts the real table's numbers beside the prediction: the\n\
        shell's `list_regions 'TABLE'` output, the master UI's table page (table.jsp, saved as\n\
        HTML), or a region server's /jmx?qry=Hadoop:service=HBase,name=RegionServer,sub=Regions\n\
        JSON (which names regions by encoded name only: give a list_regions or master UI file\n\
        too, and one JMX file per region server). Regions are matched by start and end key;\n\
        those split or merged since the design are listed apart. JSON adds metrics {formats,\n\
        table, observed_regions, regions [{region, start, end, predicted_share, sample_share,\n\
        observed}], unmatched [{kind, first_region, last_region, observed}], verdict {level,\n\
        bytes, writes, reasons}, notes}.")]
    Analyze {
        /// The design document (JSON); `-` reads standard input.
        design: PathBuf,
        /// Output format.
        #[arg(long, value_enum, default_value_t = ReportFormat::Text)]
        format: ReportFormat,
        /// Sample size (default: the design's sample.count).
        #[arg(long, value_name = "N", allow_hyphen_values = true, value_parser = count_arg)]
        count: Option<u64>,
        /// Threads for the sample (default: every core).
        #[arg(long)]
        threads: Option<usize>,
        /// Rows for the memory estimate (default 100000000).
        #[arg(long, value_name = "N", allow_hyphen_values = true, value_parser = count_arg)]
        memory_rows: Option<u64>,
        /// Print every region in the text table, however many.
        #[arg(long)]
        all_regions: bool,
        /// Decode the keys through the template and give each region's N top values of each
        /// field, and the keys that do not match it.
        #[arg(long, value_name = "N", value_parser = clap::value_parser!(u16).range(1..=64))]
        top: Option<u16>,
        /// With --keys: each line is `key<TAB>bytes` (lines, binary or hex formats), or in csv
        /// the column headed `bytes` (or the COLUMN named); regions are weighed in bytes as well
        /// as keys.
        #[arg(
            long,
            value_name = "COLUMN",
            num_args = 0..=1,
            require_equals = true,
            requires = "keys"
        )]
        keys_sizes: Option<Option<String>>,
        /// What the verdict, deviation and hottest region are read in: keys, or bytes (needs
        /// row sizes: --keys-sizes with --keys, or the design's sizing for its sample).
        #[arg(long, value_enum, default_value_t = Weigh::Keys, conflicts_with = "partial")]
        weigh: Weigh,
        /// A key dump to analyse instead of the design's sample.
        #[command(flatten)]
        keys: KeysArgs,
        /// With --keys: write a partial (to merge with `rowkey merge`) instead of a report.
        #[arg(long, requires = "keys")]
        partial: bool,
        /// The part number the partial carries (with --partial).
        #[arg(long, value_name = "N", requires = "partial")]
        part: Option<u32>,
        /// How the partial is written (with --partial).
        #[arg(long, value_enum, default_value_t = crate::commands::merge::PartialFormat::Text)]
        partial_format: crate::commands::merge::PartialFormat,
        /// The real table's region sizes and requests (list_regions output, the master UI's
        /// table page, region servers' JMX JSON); `-` reads standard input.
        #[arg(long, value_name = "FILE", num_args = 1.., conflicts_with = "partial")]
        regions_metrics: Vec<PathBuf>,
        /// The form of every --regions-metrics file (default: told from each file).
        #[arg(long, value_enum, value_name = "FORMAT", requires = "regions_metrics")]
        regions_metrics_format: Option<MetricsFormatArg>,
    },
    /// Merge partials (`rowkey analyze --keys F --partial`) into the report on all their keys.
    #[command(after_help = "Examples:\n  \
        rowkey analyze design.json --keys part-0.txt --partial --part 0 > parts.txt\n  \
        rowkey analyze design.json --keys part-1.txt --partial --part 1 >> parts.txt\n  \
        rowkey merge parts.txt --format json > report.json\n  \
        rowkey merge a.partial b.partial --format partial > ab.partial\n\n\
        Each file is a binary partial or text partials, one per line (`-` = standard input).\n\
        Partials merge in any order and grouping; the report is the one `rowkey analyze --keys`\n\
        gives over all the keys (region counts, stats, key lengths, lints and repeated keys the\n\
        same; the heatmap reads the parts in part order). Partials of another design, other\n\
        splits or options are refused, naming what differs.")]
    Merge {
        /// Partial files (`-` = standard input).
        #[arg(required = true, value_name = "PARTIAL")]
        partials: Vec<PathBuf>,
        /// Output format.
        #[arg(long, value_enum, default_value_t = crate::commands::merge::MergeFormat::Text)]
        format: crate::commands::merge::MergeFormat,
        /// How a merged partial is written (with --format partial).
        #[arg(long, value_enum, default_value_t = crate::commands::merge::PartialFormat::Text)]
        partial_format: crate::commands::merge::PartialFormat,
        /// Print every region in the text table, however many.
        #[arg(long)]
        all_regions: bool,
        /// What the verdict, deviation and hottest region are read in: keys, or bytes (the
        /// partials must carry row sizes).
        #[arg(long, value_enum, default_value_t = Weigh::Keys)]
        weigh: Weigh,
    },
    /// Analyse two designs and list where they differ, the better value marked.
    #[command(after_help = "Examples:\n  \
        rowkey compare a.json b.json\n  \
        rowkey compare a.json b.json --format json > compare.json\n\n\
        Each design is analysed exactly as `rowkey analyze` does (same options). JSON:\n\
        {a: report, b: report, differences: [{aspect, label, a, b, a_text, b_text, better, why}]},\n\
        each report as `rowkey analyze --format json` prints it; better is a, b or neither.\n\
        Aspects: verdict, deviation_pct, write_spread, busiest_share, dead_regions, regions,\n\
        mean_key_length, memory_bytes, collisions, scans:<query>, lint:<rule>; only those\n\
        that differ (as shown) are listed.\n\
        --rows N --row-bytes B also simulates each design growing to N rows (as `rowkey\n\
        simulate`, with its options) and compares the outcome: growth_regions,\n\
        growth_hot_regions, growth_busiest_share, growth_survives; JSON adds\n\
        growth {a, b}, each as `rowkey simulate --format json` prints it.")]
    Compare {
        /// The first design document (A, JSON); `-` reads standard input.
        a: PathBuf,
        /// The second design document (B, JSON).
        b: PathBuf,
        /// Output format.
        #[arg(long, value_enum, default_value_t = ReportFormat::Text)]
        format: ReportFormat,
        /// Sample size for both (default: each design's sample.count).
        #[arg(long, value_name = "N", allow_hyphen_values = true, value_parser = count_arg)]
        count: Option<u64>,
        /// Threads for the sample (default: every core).
        #[arg(long)]
        threads: Option<usize>,
        /// Rows for the memory estimate (default 100000000).
        #[arg(long, value_name = "N", allow_hyphen_values = true, value_parser = count_arg)]
        memory_rows: Option<u64>,
        /// Simulate both tables growing to this many rows and compare the outcome.
        #[arg(long, value_name = "N", allow_hyphen_values = true, value_parser = count_arg,
              requires = "row_bytes")]
        rows: Option<u64>,
        /// Bytes per row for the growth simulation (with --rows).
        #[arg(long, value_name = "B", allow_hyphen_values = true, value_parser = size_arg,
              requires = "rows")]
        row_bytes: Option<u64>,
        /// The growth simulation's settings (with --rows).
        #[command(flatten)]
        growth: GrowthArgs,
    },
    /// Generate the sample keys of a design document, in insertion order.
    #[command(after_help = "Examples:\n  \
        rowkey sample design.json --count 5\n  \
        rowkey sample design.json --format csv > keys.csv\n\n\
        The same design and seed give the same keys on every platform and every version.")]
    Sample {
        /// The design document (JSON); `-` reads standard input.
        design: PathBuf,
        /// How many keys (default: the design's sample.count).
        #[arg(long, value_name = "N", allow_hyphen_values = true, value_parser = count_arg)]
        count: Option<u64>,
        /// Output format.
        #[arg(long, value_enum, default_value_t = SampleFormat::Binary)]
        format: SampleFormat,
    },
    /// Compute split keys exactly as HBase does (RegionSplitter or createTable).
    #[command(after_help = "Examples:\n  \
        rowkey split hexstring --regions 4\n      \
        40000000\n      \
        80000000\n      \
        c0000000\n  \
        rowkey split decimal --regions 10 --last 9999\n  \
        rowkey split uniform --regions 2 --format hex\n      \
        8000000000000000\n  \
        rowkey split range --start 0000 --end ffff --regions 6 > splits.txt\n  \
        rowkey split quantile --regions 16 --keys keys.txt --keys-format binary > splits.txt\n\n\
        quantile cuts HashChoreWoker's split keys from a key dump (--keys, as for analyze): the\n\
        sorted distinct keys, every (keys / regions)-th; a file over 64 MiB of keys is thinned\n\
        to a repeatable reservoir first (said on standard error).\n\
        --by bytes reads each row's size (key<TAB>bytes, or a csv column, as analyze\n\
        --keys-sizes) and cuts regions of equal bytes: each distinct key weighs its rows' bytes,\n\
        base = bytes / regions, and a key becomes a split key when the bytes before it first\n\
        reach each multiple of base (HashChoreWoker's rule when every row weighs 1). With\n\
        --from-partial it cuts the same from partials made with --keys-sizes (their byte-weighted\n\
        sketch: exact while it holds every row, else within the error said on standard error).\n\
        hexstring, decimal and uniform are RegionSplitter's HexStringSplit, DecimalStringSplit and\n\
        UniformSplit (what `create 't', 'cf', {NUMREGIONS => n, SPLITALGO => '...'}` uses); those\n\
        class names, simple or binary (org.apache.hadoop.hbase.util.RegionSplitter$HexStringSplit),\n\
        are accepted too;\n\
        --first/--last are RegionSplitter rows: hex or decimal text, toStringBinary for uniform.\n\
        range is Admin.createTable(desc, start, end, regions): the split keys include the start\n\
        and end keys themselves, so only regions - 2 regions cover start..end.\n\
        With --format binary (the default) the output is a valid SPLITS_FILE. A request HBase\n\
        refuses fails with HBase's reason.")]
    Split {
        /// The algorithm.
        #[arg(value_enum)]
        algorithm: SplitAlgo,
        /// Number of regions (split keys = regions - 1, except for range).
        #[arg(long, allow_negative_numbers = true)]
        regions: i32,
        /// First row (hexstring, decimal, uniform).
        #[arg(long, value_name = "ROW", allow_hyphen_values = true)]
        first: Option<String>,
        /// Last row (hexstring, decimal, uniform).
        #[arg(long, value_name = "ROW", allow_hyphen_values = true)]
        last: Option<String>,
        /// Start key in toStringBinary (range only).
        #[arg(long, value_name = "KEY", allow_hyphen_values = true)]
        start: Option<String>,
        /// End key in toStringBinary (range only).
        #[arg(long, value_name = "KEY", allow_hyphen_values = true)]
        end: Option<String>,
        /// How to print the keys.
        #[arg(long, value_enum, default_value_t = KeyFormat::Binary)]
        format: KeyFormat,
        /// A key dump to cut quantile splits from.
        #[command(flatten)]
        keys: KeysArgs,
        /// Partials (`rowkey analyze --keys --partial`, merged or not) to cut quantile splits from.
        #[arg(long, value_name = "FILE", conflicts_with = "keys")]
        from_partial: Vec<PathBuf>,
        /// What quantile regions hold equal amounts of: keys (HashChoreWoker), or bytes (the
        /// dump's row sizes, as --keys-sizes reads them, or the partials' byte-weighted sketch).
        #[arg(long, value_enum, default_value_t = Weigh::Keys)]
        by: Weigh,
        /// With --by bytes and a csv dump: the column of the row sizes (default `bytes`).
        #[arg(long, value_name = "COLUMN", num_args = 0..=1, require_equals = true, requires = "keys")]
        keys_sizes: Option<Option<String>>,
    },
    /// How many regions a table of a given size grows to, and how many to pre-split it into.
    #[command(after_help = "Examples:\n  \
        rowkey size --rows 2e9 --row-bytes 300\n      \
        sizing     2,000,000,000 rows × 300 bytes = 559 GiB → 56 regions of 10.00 GiB\n      \
        presplit   56 regions: pre-split into the 56 regions the data will fill, ...\n  \
        rowkey size --rows '3 billion' --row-bytes 1KiB --max-filesize 20GiB --format json\n\n\
        Regions = ceil(rows × row bytes / max filesize): HBase splits a region once its store\n\
        passes hbase.hregion.max.filesize (the table's MAX_FILESIZE, 10 GiB by default). The\n\
        suggested pre-split is that count, at most 1,000; with --days, what the first four\n\
        weeks fill. Counts take 2,000,000, 2e6, 2M or 2 million; sizes take bytes or KB, MB,\n\
        GB, TB, KiB, MiB, GiB, TiB. A design with a sizing section prints the same lines in\n\
        `rowkey analyze`.")]
    Size {
        /// Rows the table will hold.
        #[arg(long, value_name = "N", allow_hyphen_values = true, value_parser = count_arg)]
        rows: u64,
        /// Bytes stored per row (key, columns and values, as on disk).
        #[arg(long, value_name = "BYTES", allow_hyphen_values = true, value_parser = size_arg)]
        row_bytes: u64,
        /// The region size HBase splits at (hbase.hregion.max.filesize).
        #[arg(long, value_name = "BYTES", allow_hyphen_values = true, value_parser = size_arg,
              default_value = "10737418240")]
        max_filesize: u64,
        /// The days over which the rows arrive: the pre-split then fits the first four weeks.
        #[arg(long, value_name = "N", allow_hyphen_values = true, value_parser = count_arg)]
        days: Option<u64>,
        /// Output format.
        #[arg(long, value_enum, default_value_t = ReportFormat::Text)]
        format: ReportFormat,
    },
    /// Simulate the table growing: the design's keys written in insertion order while HBase's
    /// split policy splits its regions. Does the write spread survive growth?
    #[command(after_help = "Examples:\n  \
        rowkey simulate presets/partition.json --rows 200M --row-bytes 1000\n  \
        rowkey simulate design.json --rows 2e9 --row-bytes 300 --policy increasing --servers 4\n  \
        rowkey simulate design.json --rows 1e8 --row-bytes 1K --format json > growth.json\n\n\
        Each of M sampled keys stands for N/M rows; a row costs its key length plus B bytes.\n\
        Sizes are bytes or K, M, G, T (binary, as HBase means them: 10G = 10737418240).\n\
        JSON fields: policy {name, class, rule, max_filesize, flush_size, initial_size},\n\
        splits [{row, region, key, bytes, threshold, table_regions_on_server}],\n\
        timeline [{rows_written, regions, hot_regions, busiest_share}], final_regions [{start,\n\
        end, rows, bytes, writes_last_window, server}], hot_regions_last_window,\n\
        busiest_share_last_window, verdict {first, last, over_time, survives, summary},\n\
        approximations.")]
    Simulate {
        /// The design document (JSON); `-` reads standard input.
        design: PathBuf,
        /// Rows written in all (N): 200000000, 2e8, 200M.
        #[arg(long, value_name = "N", allow_hyphen_values = true, value_parser = count_arg)]
        rows: u64,
        /// Bytes per row beyond the key (B).
        #[arg(long, value_name = "B", allow_hyphen_values = true, value_parser = size_arg)]
        row_bytes: u64,
        /// The simulation's settings.
        #[command(flatten)]
        growth: GrowthArgs,
        /// Output format.
        #[arg(long, value_enum, default_value_t = ReportFormat::Text)]
        format: ReportFormat,
    },
    /// Read split keys from what HBase prints; print them one per line.
    #[command(after_help = "Examples:\n  \
        rowkey import --from get-splits get_splits.txt\n  \
        rowkey import --from list-regions regions.txt --format hex\n  \
        curl -H 'Accept: application/json' http://rest:8080/t1/regions | rowkey import --from rest-json -\n  \
        rowkey import --from splits-file splits.txt\n\n\
        list: one toStringBinary key per line; blank lines and lines starting with # are\n\
        skipped; a key may be wrapped in ' or \" quotes (needed for surrounding spaces).\n\
        get-splits: the shell's output (Total number of splits = N, the keys, => [\"...\"]).\n\
        splits-file: each line through Bytes.toBytesBinary(line.chomp), as the shell reads it;\n\
        a blank line is an error because createTable refuses an empty split key.\n\
        list-regions: the START_KEY column of the shell's table (read replicas counted once).\n\
        rest-json: the base64 startKey of each region (the XML form is read too).\n\
        list, get-splits and splits-file keep the given order and duplicates; the region\n\
        listings come out sorted. The first region's empty start key is never a split key.")]
    Import {
        /// The format of FILE.
        #[arg(long, value_enum)]
        from: ImportFrom,
        /// The file to read; `-` reads standard input.
        file: PathBuf,
        /// How to print the keys.
        #[arg(long, value_enum, default_value_t = KeyFormat::Binary)]
        format: KeyFormat,
    },
    /// Write a design's table and split keys for the HBase shell, Java or Phoenix, or its
    /// sample keys as CSV.
    #[command(after_help = "Examples:\n  \
        rowkey export design.json --to shell\n      \
        create 'orders', 'd', SPLITS => ['10', '20', '30']\n  \
        rowkey export design.json --to splits-file > splits.txt\n  \
        rowkey export design.json --to java\n  \
        rowkey export design.json --to phoenix\n  \
        rowkey export design.json --to csv --count 1000 > keys.csv\n\n\
        The split keys are the design's (its splits section). Shell keys are single-quoted\n\
        toStringBinary, which the shell stores byte for byte (a double-quoted \"\\xff\" would\n\
        store 0xFD). A template led by phoenix_salt(N) becomes SALT_BUCKETS = N in Phoenix.")]
    Export {
        /// The design document (JSON); `-` reads standard input.
        design: PathBuf,
        /// What to write.
        #[arg(long, value_enum)]
        to: ExportTo,
        /// How many sample keys (csv only; default: the design's sample.count).
        #[arg(long, value_name = "N", allow_hyphen_values = true, value_parser = count_arg)]
        count: Option<u64>,
    },
}

/// Counts and sizes on the command line follow the page's one number rule
/// ([`rowkey_core::number`]); clap names the flag before a refusal.
/// `rowkey check --help`'s examples, then every source and transform as the core's reference
/// writes them.
fn check_after_help() -> String {
    use rowkey_core::plan::reference::{EntryKind, REFERENCE};
    let mut out = String::from(
        "Examples:\n  \
        rowkey check --template '{ user_id|md5 |hex|left( 4 )}_{user_id}'\n      \
        {user_id | md5 | hex | left(4)}_{user_id}\n  \
        rowkey check --template '{id | md5 | mod(3)}'\n      \
        error: template: mod needs an int; `md5` gives bytes ...\n",
    );
    for (kind, title) in [
        (EntryKind::Source, "Sources"),
        (EntryKind::Transform, "Transforms"),
    ] {
        let syntaxes: Vec<&str> = REFERENCE
            .iter()
            .filter(|e| e.kind == kind)
            .map(|e| e.syntax)
            .collect();
        out.push('\n');
        out.push_str(&wrap(&format!("{title}: {}.", syntaxes.join(", ")), 96));
    }
    out
}

/// `text` broken at spaces into lines of at most `width` characters.
fn wrap(text: &str, width: usize) -> String {
    let mut out = String::new();
    let mut line = 0;
    for word in text.split(' ') {
        if line > 0 && line + 1 + word.chars().count() > width {
            out.push('\n');
            line = 0;
        } else if line > 0 {
            out.push(' ');
            line += 1;
        }
        out.push_str(word);
        line += word.chars().count();
    }
    out
}

fn count_arg(text: &str) -> Result<u64, String> {
    rowkey_core::number::parse_count(text)
}

/// A count that must fit 32 bits (`--servers`, `--windows`); the options' own checks give the
/// usable range.
fn count_u32_arg(text: &str) -> Result<u32, String> {
    let n = rowkey_core::number::parse_count_up_to(text, u32::MAX.into())?;
    Ok(u32::try_from(n).unwrap_or(u32::MAX))
}

fn size_arg(text: &str) -> Result<u64, String> {
    rowkey_core::number::parse_size(text)
}

/// A split policy of `simulate`: the core's [`rowkey_core::simulate::policy::Policy`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum PolicyArg {
    /// SteppingSplitPolicy (HBase 2.x's default): 2 × flush size while the table has one region
    /// on the server, then the max filesize.
    Stepping,
    /// IncreasingToUpperBoundRegionSplitPolicy: min(max filesize, 2 × flush size × R³).
    Increasing,
    /// ConstantSizeRegionSplitPolicy: the max filesize.
    Constant,
    /// DisabledRegionSplitPolicy: never.
    Disabled,
}

/// The growth simulation's settings besides its rows and row bytes: `simulate`, and `compare`
/// with `--rows`.
#[derive(Debug, Clone, clap::Args)]
pub struct GrowthArgs {
    /// The split policy.
    #[arg(long, value_enum, default_value_t = PolicyArg::Stepping)]
    pub policy: PolicyArg,
    /// hbase.hregion.max.filesize.
    #[arg(long, value_name = "SIZE", allow_hyphen_values = true, value_parser = size_arg,
          default_value = "10G")]
    pub max_filesize: u64,
    /// hbase.hregion.memstore.flush.size.
    #[arg(long, value_name = "SIZE", allow_hyphen_values = true, value_parser = size_arg,
          default_value = "128M")]
    pub flush_size: u64,
    /// Region servers the regions spread over, round-robin.
    #[arg(long, value_name = "S", allow_hyphen_values = true, value_parser = count_u32_arg,
          default_value = "1")]
    pub servers: u32,
    /// Sampled keys (M), each standing for rows / M rows.
    #[arg(long, value_name = "M", allow_hyphen_values = true, value_parser = count_arg,
          default_value = "1000000")]
    pub sample: u64,
    /// Windows of the timeline (W).
    #[arg(long, value_name = "W", allow_hyphen_values = true, value_parser = count_u32_arg,
          default_value = "10")]
    pub windows: u32,
}

/// A key dump given on the command line: `analyze` reads its keys instead of the design's sample,
/// `split quantile` cuts its splits from them.
#[derive(Debug, clap::Args)]
pub struct KeysArgs {
    /// A key dump file (`-` = standard input).
    #[arg(long, value_name = "FILE", allow_hyphen_values = true)]
    pub keys: Option<PathBuf>,
    /// How the key dump writes its keys (default auto: told from its first lines).
    #[arg(long, value_enum, value_name = "FORMAT")]
    pub keys_format: Option<crate::commands::keys::KeysFormatArg>,
    /// The csv column holding the keys, by its header (default: the first column).
    #[arg(long, value_name = "NAME")]
    pub keys_column: Option<String>,
    /// The order the dump's keys are in: auto (default: scan output and sorted files are key
    /// order), insertion (the order rows were written) or key.
    #[arg(long, value_enum, value_name = "ORDER")]
    pub order: Option<crate::commands::keys::OrderArg>,
}
