//! Why an export target cannot express a design (cbt, RegionSplitter, the shell's
//! NUMREGIONS/SPLITALGO form), and what to use instead. Command names, flags (`--to shell`),
//! HBase classes and the messages HBase prints stay as they are.

catalogue! {
    /// `table`: the table's full name; `ns`: its namespace.
    CBT_NAMESPACE = "export.cbt-namespace" {
        en: "Bigtable has no namespaces, and the table `{table}` is in namespace `{ns}`: name the table without `{ns}:` to export it for cbt.",
        zh: "Bigtable 没有命名空间，而表 `{table}` 位于命名空间 `{ns}`：去掉表名中的 `{ns}:` 才能导出为 cbt 命令。",
    }
    /// `n`: the key's 1-based position; `count`: the keys; `key`: toStringBinary; `why`: what
    /// the key holds.
    CBT_KEY = "export.cbt-key" {
        en: "Split key {n} of {count} (`{key}`) {why}: cbt's `splits=` text cannot carry it. Use HBase's shell (--to shell) or a Bigtable client library, which take any bytes.",
        zh: "第 {n} 个分裂键（共 {count} 个，`{key}`）{why}：cbt 的 `splits=` 文本无法表示它。请改用 HBase shell（--to shell）或 Bigtable 客户端库，它们接受任意字节。",
    }
    CBT_NOT_UTF8 = "export.cbt-not-utf8" {
        en: "is not UTF-8 text",
        zh: "不是 UTF-8 文本",
    }
    /// `family`: the name as toStringBinary; `path`: `table.families[N]`.
    CBT_FAMILY = "export.cbt-family" {
        en: "Bigtable cannot take the column family {path} \"{family}\": a family id is a letter, digit or `_`, then letters, digits, `_`, `-` or `.`, at most 64 characters; rename the family",
        zh: "Bigtable 无法接受列族 {path} \"{family}\"：列族 ID 须以字母、数字或 `_` 开头，其后为字母、数字、`_`、`-` 或 `.`，最多 64 个字符；请重命名该列族",
    }
    CBT_COMMA = "export.cbt-comma" {
        en: "holds a comma, where cbt splits the list",
        zh: "含有逗号，而 cbt 以逗号分隔列表",
    }
    CBT_NUL = "export.cbt-nul" {
        en: "holds a NUL byte, which no command-line argument can hold",
        zh: "含有 NUL 字节，任何命令行参数都无法包含它",
    }
    /// `algorithm`: the design's split algorithm.
    RS_ALGORITHM = "export.rs-algorithm" {
        en: "RegionSplitter computes split keys with one of its algorithms (hexstring, decimal, uniform); this design's come from `{algorithm}`: use the shell export (--to shell) or a SPLITS_FILE (--to splits-file).",
        zh: "RegionSplitter 只能用它自带的算法（hexstring、decimal、uniform）计算分裂键；此设计的分裂键来自 `{algorithm}`：请改用 shell 导出（--to shell）或 SPLITS_FILE（--to splits-file）。",
    }
    /// `regions`: the design's region count.
    RS_FEW_REGIONS = "export.rs-few-regions" {
        en: "RegionSplitter refuses fewer than 2 regions (\"Split count must be > 1\"), and this design has {regions}: use the shell export (--to shell).",
        zh: "RegionSplitter 拒绝少于 2 个 region（\"Split count must be > 1\"），而此设计只有 {regions} 个：请改用 shell 导出（--to shell）。",
    }
    /// `family`: the family's name; `index`: its position in `table.families`.
    RS_FAMILY_ATTRS = "export.rs-family-attrs" {
        en: "RegionSplitter creates each column family with HBase's defaults, and family `{family}` (table.families[{index}]) sets attributes: use the shell export (--to shell, or --to shell-numregions).",
        zh: "RegionSplitter 用 HBase 的默认设置创建每个列族，而列族 `{family}`（table.families[{index}]）设置了属性：请改用 shell 导出（--to shell 或 --to shell-numregions）。",
    }
    /// `algorithm`: the design's split algorithm.
    NUMREGIONS_ALGORITHM = "export.numregions-algorithm" {
        en: "The shell's NUMREGIONS/SPLITALGO form runs one of RegionSplitter's algorithms (hexstring, decimal, uniform); this design's split keys come from `{algorithm}`, which the shell cannot compute: use the shell export with SPLITS (--to shell).",
        zh: "shell 的 NUMREGIONS/SPLITALGO 写法只能运行 RegionSplitter 的算法（hexstring、decimal、uniform）；此设计的分裂键来自 `{algorithm}`，shell 无法计算：请改用带 SPLITS 的 shell 导出（--to shell）。",
    }
    /// `set`: which of splits.first and splits.last the design sets.
    NUMREGIONS_BOUNDS = "export.numregions-bounds" {
        en: "The shell's NUMREGIONS/SPLITALGO form always splits between the algorithm's default first and last rows, and this design sets {set}: use the shell export with SPLITS (--to shell) or RegionSplitter (--to regionsplitter, which has --firstrow and --lastrow).",
        zh: "shell 的 NUMREGIONS/SPLITALGO 写法总是在算法默认的首行与末行之间切分，而此设计设置了 {set}：请改用带 SPLITS 的 shell 导出（--to shell）或 RegionSplitter（--to regionsplitter，它有 --firstrow 和 --lastrow）。",
    }
    BOTH_BOUNDS = "export.both-bounds" {
        en: "splits.first and splits.last",
        zh: "splits.first 和 splits.last",
    }
    /// `regions`: the design's region count.
    NUMREGIONS_FEW = "export.numregions-few" {
        en: "The shell refuses NUMREGIONS below 2 (\"Number of regions must be greater than 1\"), and this design has {regions} region: use the shell export (--to shell).",
        zh: "shell 拒绝小于 2 的 NUMREGIONS（\"Number of regions must be greater than 1\"），而此设计只有 {regions} 个 region：请改用 shell 导出（--to shell）。",
    }
}
