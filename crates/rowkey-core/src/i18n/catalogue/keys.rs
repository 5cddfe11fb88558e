//! Why a key dump (a file or a paste of row keys) cannot be read, and the notes on split keys cut
//! from its quantiles. Format names (`lines`, `csv` …) and HBase's own forms (`\xHH`,
//! toStringBinary) stay as they are.

catalogue! {
    /// `line`: 1-based line number of the dump; `message`: what is wrong there.
    AT_LINE = "keys.at-line" {
        en: "line {line}: {message}",
        zh: "第 {line} 行：{message}",
    }
    ALREADY_FAILED = "keys.already-failed" {
        en: "the key dump already failed to parse",
        zh: "这份 key 转储此前已解析失败",
    }
    /// `mib`: the limit in MiB; `format`: the key format's name.
    LINE_TOO_LONG = "keys.line-too-long" {
        en: "the line is longer than {mib} MiB: not a key dump in the {format} format",
        zh: "该行超过 {mib} MiB：不是 {format} 格式的 key 转储",
    }
    /// `error`: why the row of the shell's cell line does not decode.
    CELL_ROW = "keys.cell-row" {
        en: "the cell's row: {error}",
        zh: "单元格的 rowkey：{error}",
    }
    NOT_SCAN_LINE = "keys.not-scan-line" {
        en: "not a line of the HBase shell's scan output (expected the `ROW  COLUMN+CELL` header or a cell line ` ROW  column=cf:q, timestamp=..., value=...`)",
        zh: "不是 HBase shell 的 scan 输出行（应为表头 `ROW  COLUMN+CELL` 或单元格行 ` ROW  column=cf:q, timestamp=..., value=...`）",
    }
    /// `text`: the backslash and what follows it; `column`: 1-based byte column.
    BAD_ESCAPE = "keys.bad-escape" {
        en: "`{text}` at column {column} is not a toStringBinary escape: HBase's toBytesBinary reads `\\xHH` with two uppercase hex digits only, and a backslash itself is written `\\x5C`",
        zh: "第 {column} 列的 `{text}` 不是 toStringBinary 转义：HBase 的 toBytesBinary 只认带两位大写十六进制数字的 `\\xHH`，反斜杠本身写作 `\\x5C`",
    }
    NOT_UTF8 = "keys.not-utf8" {
        en: "not UTF-8 text at column {column} (toStringBinary writes ASCII; use the `lines` format for raw bytes)",
        zh: "第 {column} 列起不是 UTF-8 文本（toStringBinary 只写 ASCII；原始字节请用 `lines` 格式）",
    }
    /// `char`: the first character that is not a hex digit.
    NOT_HEX_DIGIT = "keys.not-hex-digit" {
        en: "`{char}` at column {column} is not a hex digit",
        zh: "第 {column} 列的 `{char}` 不是十六进制数字",
    }
    ODD_HEX = "keys.odd-hex" {
        en: "an odd number of hex digits ({count})",
        zh: "十六进制数字的个数是奇数（{count} 个）",
    }
    CSV_RECORD_TOO_LONG = "keys.csv-record-too-long" {
        en: "a csv record longer than {mib} MiB: not a key dump",
        zh: "csv 记录超过 {mib} MiB：不是 key 转储",
    }
    CSV_TOO_MANY_FIELDS = "keys.csv-too-many-fields" {
        en: "a csv record with over a million fields",
        zh: "csv 记录的字段超过一百万个",
    }
    /// `columns`: the header's names, each backquoted, joined by `, `.
    CSV_NO_COLUMN = "keys.csv-no-column" {
        en: "no column `{name}` in the csv header (its columns: {columns})",
        zh: "csv 表头中没有列 `{name}`（现有的列：{columns}）",
    }
    /// `fields`: the record's field count; `column`: the key column's 1-based position.
    CSV_SHORT_RECORD = "keys.csv-short-record" {
        en: "the record has {fields} {fields:field|fields}: the key column is field {column}",
        zh: "这条记录只有 {fields} 个字段：key 列是第 {column} 个字段",
    }
    /// `byte`: the 1-based byte of the cell where the bad UTF-8 starts.
    CSV_KEY_NOT_UTF8 = "keys.csv-key-not-utf8" {
        en: "the key cell is not UTF-8 text (at byte {byte} of the cell)",
        zh: "key 单元格不是 UTF-8 文本（在该单元格的第 {byte} 个字节）",
    }
    /// `format`: the format given with a column.
    COLUMN_CSV_ONLY = "keys.column-csv-only" {
        en: "a key column is for the csv format only, not `{format}`",
        zh: "key 列只适用于 csv 格式，不适用于 `{format}`",
    }
    /// `names`: the formats, joined by `, `.
    UNKNOWN_FORMAT = "keys.unknown-format" {
        en: "unknown key format `{name}`: expected one of {names}",
        zh: "未知的 key 格式 `{name}`：应为 {names} 之一",
    }
    QUANTILE_TWO_REGIONS = "keys.quantile-two-regions" {
        en: "quantile splits need 2 regions or more, not {regions}",
        zh: "quantile 预分区需要至少 2 个 region，而不是 {regions} 个",
    }
    /// `rows`: the keys the file has.
    QUANTILE_TOO_FEW = "keys.quantile-too-few" {
        en: "{regions} regions need at least {regions} keys: the file has {rows}",
        zh: "{regions} 个 region 至少需要 {regions} 个 key：文件只有 {rows} 个",
    }
    /// `count`: the reservoir's keys; `limit`: the sample byte limit, as a size.
    QUANTILE_NOTE_RESERVOIR = "keys.quantile-note-reservoir" {
        en: "from a reservoir of {count} of the {rows} keys read (the file's keys are over the {limit} limit of quantile sample bytes), {distinct} distinct, every {base}th",
        zh: "取自已读 {rows} 个 key 中的 {count} 个蓄水池样本（文件的 key 超过了 quantile 样本 {limit} 的字节上限），其中 {distinct} 个不同，每隔 {base} 个取一个",
    }
    NO_QUANTILE_KEYS = "keys.no-quantile-keys" {
        en: "this analysis keeps no keys for quantile splits",
        zh: "此次分析没有保留用于 quantile 预分区的 key",
    }
    QUANTILE_NOTE = "keys.quantile-note" {
        en: "from {rows} keys read ({distinct} distinct), every {base}th",
        zh: "取自已读的 {rows} 个 key（{distinct} 个不同），每隔 {base} 个取一个",
    }
    /// `kept`: keys in the sample; `error`: the rank error in percent of the distinct keys.
    QUANTILE_NOTE_SAMPLED = "keys.quantile-note-sampled" {
        en: "from {rows} keys read (about {distinct} distinct, a hash sample of {kept} of them), every {base}th; each split key's rank is within {error}% of the distinct keys of the exact one",
        zh: "取自已读的 {rows} 个 key（约 {distinct} 个不同，其中 {kept} 个的哈希样本），每隔 {base} 个取一个；每个分区键的排名与精确值相差不超过不同 key 的 {error}%",
    }
    NOT_A_PARTIAL = "keys.not-a-partial" {
        en: "not a rowkey partial (the magic bytes or the text prefix are missing)",
        zh: "不是 rowkey 部分结果（缺少魔数或文本前缀）",
    }
    /// `version`: the partial's format version; `supported`: the newest this build reads.
    PARTIAL_NEWER = "keys.partial-newer" {
        en: "a partial of format version {version}: this rowkey reads version {supported} (upgrade rowkey)",
        zh: "部分结果的格式版本为 {version}：此 rowkey 只能读取版本 {supported}（请升级 rowkey）",
    }
    PARTIAL_CUT_SHORT = "keys.partial-cut-short" {
        en: "the partial is cut short (truncated)",
        zh: "部分结果被截断",
    }
    PARTIAL_CHECKSUM = "keys.partial-checksum" {
        en: "the partial's checksum does not match: it is corrupt",
        zh: "部分结果的校验和不符：数据已损坏",
    }
    PARTIAL_BASE64 = "keys.partial-base64" {
        en: "the partial's text is not valid base64",
        zh: "部分结果的文本不是有效的 base64",
    }
    /// `what`: the part that does not hold together (`design`, `splits`, `counts` …).
    PARTIAL_BAD = "keys.partial-bad" {
        en: "the partial does not hold together (its {what})",
        zh: "部分结果自相矛盾（{what}）",
    }
    /// `what`: `design`, `splits`, `options` or `input order`.
    PARTIAL_DIFFERS = "keys.partial-differs" {
        en: "this partial differs from the ones before it in its {what}: partials of different analyses do not merge",
        zh: "此部分结果的 {what} 与之前的不同：不同分析的部分结果不能合并",
    }
    NO_PARTIALS = "keys.no-partials" {
        en: "no partial to merge",
        zh: "没有可合并的部分结果",
    }
}
