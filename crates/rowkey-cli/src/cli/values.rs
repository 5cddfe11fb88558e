//! The values options take: output formats, what the verdict weighs, and the core's split
//! algorithms, import formats and export kinds as clap values.

use clap::builder::PossibleValue;
use clap::ValueEnum;
use rowkey_core::design::{RegionSplitter, SplitAlgorithm, SPLIT_ALGORITHMS};
use rowkey_core::exchange::{ExportKind, ImportFormat, EXPORT_KINDS};
use rowkey_core::hbase::split::REGION_SPLITTER_CLASSES;
use std::sync::OnceLock;

/// Output format for a key.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum KeyFormat {
    /// HBase's Bytes.toStringBinary: printable ASCII as is, other bytes as \xHH.
    Binary,
    /// Lowercase hex.
    Hex,
}

/// Output format for a report.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum ReportFormat {
    /// For people: a region table with bars, the verdict, lints and queries.
    Text,
    /// Everything, as JSON.
    Json,
}

/// What the verdict weighs the regions by.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, ValueEnum)]
pub enum Weigh {
    /// Keys per region (the default).
    #[default]
    Keys,
    /// Bytes per region, from the row sizes (--keys-sizes): what HBase splits by.
    Bytes,
}

/// The form of a file of region metrics.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum MetricsFormatArg {
    /// A region server's /jmx?qry=Hadoop:service=HBase,name=RegionServer,sub=Regions JSON.
    Jmx,
    /// The master UI's table page (table.jsp), saved as HTML.
    MasterUi,
    /// The shell's list_regions output.
    Shell,
}

impl From<MetricsFormatArg> for rowkey_core::metrics::MetricsFormat {
    fn from(f: MetricsFormatArg) -> Self {
        match f {
            MetricsFormatArg::Jmx => Self::Jmx,
            MetricsFormatArg::MasterUi => Self::MasterUi,
            MetricsFormatArg::Shell => Self::Shell,
        }
    }
}

/// Output format for sample keys.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum SampleFormat {
    /// One key per line in toStringBinary.
    Binary,
    /// One key per line in lowercase hex.
    Hex,
    /// CSV: a header, then one row per key with the field values and the key.
    Csv,
}

/// A split algorithm of the `split` command: HBase's own ones from the core's
/// [`SPLIT_ALGORITHMS`] (those a [`RegionSplitter`] runs), with their names and descriptions.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SplitAlgo(pub SplitAlgorithm);

impl ValueEnum for SplitAlgo {
    fn value_variants<'a>() -> &'a [Self] {
        static ALL: OnceLock<Vec<SplitAlgo>> = OnceLock::new();
        ALL.get_or_init(|| {
            SPLIT_ALGORITHMS
                .iter()
                .filter(|i| {
                    // quantile: HashChoreWoker's rule over the keys of a file (--keys).
                    RegionSplitter::new(i.algorithm, 1).is_some()
                        || i.algorithm == SplitAlgorithm::Quantile
                })
                .map(|i| SplitAlgo(i.algorithm))
                .collect()
        })
    }

    fn to_possible_value(&self) -> Option<PossibleValue> {
        let info = self.0.info();
        let value = PossibleValue::new(info.name).help(info.description);
        // RegionSplitter's class names, simple and binary, as `hbase ... RegionSplitter` and
        // the shell's SPLITALGO take them.
        let classes = REGION_SPLITTER_CLASSES
            .iter()
            .filter(|(short, _, _)| *short == info.name)
            .flat_map(|(_, simple, binary)| [*simple, *binary]);
        Some(value.aliases(classes))
    }
}

/// What `import` reads: one of the core's [`ImportFormat::ALL`], which also give the help line.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ImportFrom(pub ImportFormat);

impl ValueEnum for ImportFrom {
    fn value_variants<'a>() -> &'a [Self] {
        static ALL: OnceLock<Vec<ImportFrom>> = OnceLock::new();
        ALL.get_or_init(|| ImportFormat::ALL.into_iter().map(ImportFrom).collect())
    }

    fn to_possible_value(&self) -> Option<PossibleValue> {
        Some(PossibleValue::new(self.0.name()).help(self.0.description()))
    }
}

/// What `export` writes: one of the core's [`EXPORT_KINDS`], which also give the help line.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ExportTo(pub ExportKind);

impl ValueEnum for ExportTo {
    fn value_variants<'a>() -> &'a [Self] {
        static ALL: OnceLock<Vec<ExportTo>> = OnceLock::new();
        ALL.get_or_init(|| EXPORT_KINDS.iter().map(|k| ExportTo(k.kind)).collect())
    }

    fn to_possible_value(&self) -> Option<PossibleValue> {
        let info = self.0.info();
        Some(PossibleValue::new(info.id).help(info.description))
    }
}
