//! Why HBase (or this tool's limits) refuse a split request. `algorithm` is the HBase class or
//! method (`HexStringSplit`, `Bytes.split`); `hbase` the exception HBase throws, as it prints
//! it; keys are in `toStringBinary`.

catalogue! {
    /// The exception HBase throws, after the explanation.
    REFUSES = "hbase.refuses" {
        en: "{reason} (HBase refuses: {hbase})",
        zh: "{reason}（HBase 拒绝：{hbase}）",
    }
    NOT_DECIMAL = "hbase.not-decimal" {
        en: "{algorithm}: `{input}` is not a decimal number",
        zh: "{algorithm}：`{input}` 不是十进制数",
    }
    NOT_HEX = "hbase.not-hex" {
        en: "{algorithm}: `{input}` is not a hexadecimal number",
        zh: "{algorithm}：`{input}` 不是十六进制数",
    }
    LAST_NOT_AFTER_FIRST = "hbase.last-not-after-first" {
        en: "{algorithm}: the first row ({first}) must be less than the last row ({last})",
        zh: "{algorithm}：第一行（{first}）必须小于最后一行（{last}）",
    }
    END_NOT_AFTER_START_ROW = "hbase.end-not-after-start-row" {
        en: "{algorithm}: the end row ({end}) must be greater than the start row ({start})",
        zh: "{algorithm}：结束行（{end}）必须大于起始行（{start}）",
    }
    GRANULARITY_TOO_FINE = "hbase.granularity-too-fine" {
        en: "{algorithm} cannot make {regions} regions: the range holds only {range} rows",
        zh: "{algorithm} 无法切出 {regions} 个 region：该范围只有 {range} 行",
    }
    /// `what`: one of the `hbase.term-*` entries.
    NEGATIVE_COUNT = "hbase.negative-count" {
        en: "{algorithm} needs at least 1 {what}, got {given}",
        zh: "{algorithm} 至少需要 1 {what}，实际是 {given}",
    }
    ZERO_END_ROW = "hbase.zero-end-row" {
        en: "{algorithm}: the end row of a range to halve must not be 0",
        zh: "{algorithm}：要对半切分的范围，其结束行不能为 0",
    }
    END_NOT_AFTER_START = "hbase.end-not-after-start" {
        en: "the end key ({end}) must sort after the start key ({start}) once both are padded with 0x00 to the same length",
        zh: "两者用 0x00 补齐到相同长度后，结束 key（{end}）必须排在起始 key（{start}）之后",
    }
    NON_POSITIVE_SPLIT_COUNT = "hbase.non-positive-split-count" {
        en: "Bytes.split needs at least 1 split point, got {num}",
        zh: "Bytes.split 至少需要 1 个分裂点，实际是 {num}",
    }
    TOO_FEW_REGIONS = "hbase.too-few-regions" {
        en: "createTable(start, end, n) needs at least 3 regions, got {regions}",
        zh: "createTable(start, end, n) 至少需要 3 个 region，实际是 {regions}",
    }
    START_NOT_BEFORE_END = "hbase.start-not-before-end" {
        en: "createTable(start, end, n): the start key ({start}) must be smaller than the end key ({end})",
        zh: "createTable(start, end, n)：起始 key（{start}）必须小于结束 key（{end}）",
    }
    EMPTY_SPLIT_KEY = "hbase.empty-split-key" {
        en: "a split key must not be empty",
        zh: "split key 不能为空",
    }
    DUPLICATE_SPLIT_KEY = "hbase.duplicate-split-key" {
        en: "split key {key} appears more than once",
        zh: "split key {key} 出现了不止一次",
    }
    TOO_MANY_SPLIT_KEYS = "hbase.too-many-split-keys" {
        en: "{requested} split keys is more than this tool computes (at most {max})",
        zh: "{requested} 个 split key 超过了本工具的计算上限（最多 {max} 个）",
    }
    /// `size`, `limit`: sizes in binary units.
    SPLIT_KEYS_TOO_LARGE = "hbase.split-keys-too-large" {
        en: "the split keys would take {size} ({keys} keys computed); the limit is {limit} of split keys (ask for fewer regions or shorter rows)",
        zh: "这些 split key 将占用 {size}（已算出 {keys} 个）；split key 的上限是 {limit}（请减少 region 数或缩短行）",
    }
    /// `what`: one of the `hbase.term-*` entries.
    BOUND_TOO_LONG = "hbase.bound-too-long" {
        en: "the {what} is {length} bytes long; the limit is {max} bytes (HBase's row key limit: split keys are row keys)",
        zh: "{what}长 {length} 字节；上限是 {max} 字节（HBase 的 rowkey 上限：split key 也是 rowkey）",
    }
    // What a count is of (in Chinese with its measure word), or a bound.
    TERM_REGION = "hbase.term-region" { en: "region", zh: "个 region" }
    TERM_SPLIT_POINT = "hbase.term-split-point" { en: "split point", zh: "个分裂点" }
    TERM_FIRST_ROW = "hbase.term-first-row" { en: "first row", zh: "第一行" }
    TERM_LAST_ROW = "hbase.term-last-row" { en: "last row", zh: "最后一行" }
    TERM_START_ROW = "hbase.term-start-row" { en: "start row", zh: "起始行" }
    TERM_END_ROW = "hbase.term-end-row" { en: "end row", zh: "结束行" }
    TERM_START_KEY = "hbase.term-start-key" { en: "start key", zh: "起始 key" }
    TERM_END_KEY = "hbase.term-end-key" { en: "end key", zh: "结束 key" }
}
