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
    NO_ROW_SIZES = "keys.no-row-sizes" {
        en: "these keys carry no row sizes, so they cannot cut regions of equal bytes: read a dump whose lines give them (`key<TAB>bytes`, or a csv column headed `bytes`)",
        zh: "这些 key 没有行大小，无法切出字节数相等的 region：请读取每行带有行大小的 key 文件（`key<TAB>bytes`，或 csv 中标题为 `bytes` 的列）",
    }
    /// `bytes`: the rows' bytes, as a size.
    QUANTILE_BYTES_TOO_FEW = "keys.quantile-too-few-bytes" {
        en: "{regions} regions of equal bytes need at least {regions} keys and {regions} bytes: the file has {rows} keys of {bytes}",
        zh: "{regions} 个字节数相等的 region 至少需要 {regions} 个 key 和 {regions} 字节：文件只有 {rows} 个 key，共 {bytes}",
    }
    QUANTILE_BYTES_FROM_ALL = "keys.quantile-bytes-from-all" {
        en: "from the {rows} keys read",
        zh: "取自已读的 {rows} 个 key",
    }
    /// `count`: the reservoir's keys; `limit`: the sample byte limit, as a size.
    QUANTILE_BYTES_FROM_RESERVOIR = "keys.quantile-bytes-from-reservoir" {
        en: "from a reservoir of {count} of the {rows} keys read (over the {limit} limit of quantile sample bytes; each kept row stands for the rows not kept)",
        zh: "取自已读 {rows} 个 key 中的 {count} 个蓄水池样本（超过了 quantile 样本 {limit} 的字节上限；每个保留的行代表未保留的行）",
    }
    /// `kept`: keys the byte-weighted sketch holds; `error`: the rank error in percent of the
    /// bytes.
    QUANTILE_BYTES_FROM_SKETCH = "keys.quantile-bytes-from-sketch" {
        en: "from the {rows} keys read, through a byte-weighted quantile sketch holding {kept} keys (each split key has within {error}% of all the bytes of what the exact one has before it, give or take the bytes of the key just before either)",
        zh: "取自已读的 {rows} 个 key，经由保存 {kept} 个 key 的按字节加权分位数草图（每个分区键之前的字节数与精确分区键之前的字节数相差不超过总字节数的 {error}%，另加紧邻其前一个 key 的字节数）",
    }
    PARTIAL_NO_SIZES = "keys.partial-no-sizes" {
        en: "the partial has no row sizes, so it cannot cut regions of equal bytes: make the partials with `analyze --partial --keys-sizes` over a dump with row sizes",
        zh: "该部分结果没有行大小，无法按字节切分 region：请对带行大小的转储使用 `analyze --partial --keys-sizes` 生成部分结果",
    }
    PARTIAL_NO_BYTE_SKETCH = "keys.partial-no-byte-sketch" {
        en: "the partial has each region's bytes but no byte-weighted quantile sketch (it was made by an older rowkey, format version 4): make the partials again with this rowkey to cut regions of equal bytes",
        zh: "该部分结果有各 region 的字节数，但没有按字节加权的分位数草图（由较旧的 rowkey 生成，格式版本 4）：请用此 rowkey 重新生成部分结果，才能按字节切分 region",
    }
    /// `from`: what the keys are; `base`: the bytes between split keys, as a size.
    QUANTILE_BYTES_NOTE = "keys.quantile-bytes-note" {
        en: "cut by bytes {from} ({distinct} distinct, {bytes} in all): a split key at the first key with at least each multiple of {base} before it; {made} of {wanted} split keys",
        zh: "按字节切分，{from}（{distinct} 个不同，共 {bytes}）：在前面累计字节首次达到 {base} 的每个倍数处的 key 作为分裂点；得到 {made} / {wanted} 个分裂点",
    }
    QUANTILE_NOTE = "keys.quantile-note" {
        en: "from {rows} keys read ({distinct} distinct), every {base}th",
        zh: "取自已读的 {rows} 个 key（{distinct} 个不同），每隔 {base} 个取一个",
    }
    /// `line`: 1-based line of the dump.
    SEEN_SCAN_HEADER = "keys.seen-scan-header" {
        en: "line {line} is the scan output's `ROW  COLUMN+CELL` header",
        zh: "第 {line} 行是 scan 输出的表头 `ROW  COLUMN+CELL`",
    }
    SEEN_SCAN_CELL = "keys.seen-scan-cell" {
        en: "line {line} is a cell line of the shell's scan output (` ROW  column=…, timestamp=…, value=…`)",
        zh: "第 {line} 行是 shell scan 输出的单元格行（` ROW  column=…, timestamp=…, value=…`）",
    }
    /// `fields`: fields per record.
    SEEN_CSV = "keys.seen-csv" {
        en: "every record has the same {fields} comma-separated fields, the first a header",
        zh: "每条记录都有相同的 {fields} 个逗号分隔字段，第一条是表头",
    }
    SEEN_HEX = "keys.seen-hex" {
        en: "every line is an even number of hex digits",
        zh: "每一行都是偶数个十六进制数字",
    }
    SEEN_ESCAPE = "keys.seen-escape" {
        en: "line {line} holds a toStringBinary escape `\\xHH`",
        zh: "第 {line} 行含有 toStringBinary 转义 `\\xHH`",
    }
    SEEN_RAW_BYTES = "keys.seen-raw-bytes" {
        en: "line {line} holds bytes that are not printable ASCII, which toStringBinary never writes",
        zh: "第 {line} 行含有非可打印 ASCII 的字节，toStringBinary 从不写出这种字节",
    }
    SEEN_BACKSLASH = "keys.seen-backslash" {
        en: "line {line} holds a backslash that is no toStringBinary escape",
        zh: "第 {line} 行含有不构成 toStringBinary 转义的反斜杠",
    }
    SEEN_PLAIN = "keys.seen-plain" {
        en: "printable text with no escapes (it reads the same as `lines`)",
        zh: "不含转义的可打印文本（按 `lines` 读取结果相同）",
    }
    SEEN_EMPTY = "keys.seen-empty" {
        en: "the dump has no lines",
        zh: "转储中没有任何行",
    }
    /// `detected`, `given`: format names; `why`: what showed the detected format.
    LOOKS_LIKE = "keys.looks-like" {
        en: "the dump looks like `{detected}` ({why}), not `{given}`: read as `{given}`, such lines become keys",
        zh: "该转储看起来是 `{detected}` 格式（{why}），而不是 `{given}`：按 `{given}` 读取时，这些行会被当作 key",
    }
    /// `count`: lines; `line`: the first of them; `format`: the format they were read in.
    SCAN_LINES_AS_KEYS = "keys.scan-lines-as-keys" {
        en: "{count} {count:line|lines} read as `{format}` keys look like the scan output's header, summary or prompt (first: line {line}); the dump may be `scan` output",
        zh: "按 `{format}` 读取的 {count} 行看起来是 scan 输出的表头、汇总或提示符（第一处：第 {line} 行）；该转储可能是 `scan` 输出",
    }
    /// `format`: the format told; `why`: what showed it.
    COLUMN_BUT_NOT_CSV = "keys.column-but-not-csv" {
        en: "a key column was given, but the dump is not csv: it looks like `{format}` ({why})",
        zh: "指定了 key 列，但该转储不是 csv：它看起来是 `{format}`（{why}）",
    }
    CSV_QUOTE_NOT_CLOSED = "keys.csv-quote-not-closed" {
        en: "a quote opened on this line is never closed: the rest of the file would be one field",
        zh: "此行打开的引号一直没有闭合：文件的其余部分都会成为同一个字段",
    }
    UNKNOWN_ORDER = "keys.unknown-order" {
        en: "unknown key order `{name}`: expected one of {names}",
        zh: "未知的 key 顺序 `{name}`：应为 {names} 之一",
    }
    ORDER_GIVEN = "keys.order-given" {
        en: "as given",
        zh: "按指定",
    }
    ORDER_SCAN = "keys.order-scan" {
        en: "a scan returns rows in key order",
        zh: "scan 按 key 顺序返回行",
    }
    /// `keys`: keys read.
    ORDER_SORTED = "keys.order-sorted" {
        en: "the {keys} keys are sorted (unsigned byte order)",
        zh: "这 {keys} 个 key 已排序（按无符号字节序）",
    }
    /// `line`: the first key that sorts before the one before it.
    ORDER_UNSORTED = "keys.order-unsorted" {
        en: "the keys are not sorted (line {line} sorts before the key before it): taken as the order rows were written",
        zh: "这些 key 未排序（第 {line} 行排在它前一个 key 之前）：视为行的写入顺序",
    }
    /// `made`, `wanted`: split keys made and wanted; `distinct`: distinct keys; `base`: the step.
    QUANTILE_SHORT = "keys.quantile-short" {
        en: "only {made} of the {wanted} split keys for {regions} regions: HashChoreWoker takes every {base}th of the {distinct} distinct keys, and there are too few (the table gets {tables} {tables:region|regions}; for {regions}, give keys with more distinct values or ask for fewer regions)",
        zh: "{regions} 个 region 需要 {wanted} 个分区键，只得到 {made} 个：HashChoreWoker 在 {distinct} 个不同的 key 中每隔 {base} 个取一个，不同的 key 太少（表只有 {tables} 个 region；要得到 {regions} 个，请提供更多不同的 key，或减少 region 数）",
    }
    /// `why`: why the keys are taken to be in key order.
    KEY_ORDER_VERDICT = "keys.key-order-verdict" {
        en: "the keys are in key order ({why}): they say nothing of when rows were written, so writes over time are not judged",
        zh: "这些 key 按 key 顺序排列（{why}）：它们不反映行的写入时间，因此不评判随时间的写入",
    }
    /// `kept`: keys the quantile sketch holds; `error`: the rank error in percent of the
    /// distinct keys.
    QUANTILE_NOTE_SAMPLED = "keys.quantile-note-sampled" {
        en: "from {rows} keys read (about {distinct} distinct), every {base}th, cut from a quantile sketch holding {kept} keys; each split key's rank is within {error}% of the distinct keys of the exact one",
        zh: "取自已读的 {rows} 个 key（约 {distinct} 个不同），每隔 {base} 个取一个，由保存 {kept} 个 key 的分位数草图得出；每个分区键的排名与精确值相差不超过不同 key 的 {error}%",
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
    /// `version`: the partial's format version; `supported`: the one this build reads.
    PARTIAL_OLDER = "keys.partial-older" {
        en: "a partial of format version {version}, made by an older rowkey: this rowkey reads version {supported} (make the partials again with this rowkey)",
        zh: "部分结果的格式版本为 {version}，由较旧的 rowkey 生成：此 rowkey 只能读取版本 {supported}（请用此 rowkey 重新生成部分结果）",
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
    /// `formats`: the format names read.
    PARTIAL_FORMATS = "keys.partial-formats" {
        en: "the parts were read in different key formats ({formats}): give every part the same --keys-format",
        zh: "各部分按不同的 key 格式读取（{formats}）：请为每个部分指定相同的 --keys-format",
    }
    /// `part`: a part number.
    PARTIAL_PART_TWICE = "keys.partial-part-twice" {
        en: "part {part} is in more than one partial: each part is merged once",
        zh: "第 {part} 部分出现在多个部分结果中：每个部分只能合并一次",
    }
    /// `count`: partials without a part number.
    PARTS_WITHOUT_NUMBER = "keys.parts-without-number" {
        en: "{count} merged {count:partial carries|partials carry} no part number: the parts are taken in the order of their first keys, so the heatmap's time axis is not the order the rows were written in (give each part --part N)",
        zh: "合并的部分结果中有 {count} 个没有部分编号：各部分按其第一个 key 的顺序排列，因此热力图的时间轴不是行的写入顺序（请为每个部分指定 --part N）",
    }
    /// `part`: a part number; `offset`: the keys before it; `width`: its heatmap window.
    HEAT_NOT_ALIGNED = "keys.heat-not-aligned" {
        en: "part {part} starts after {offset} keys, not at a multiple of its heatmap window ({width} keys): each of its windows counts in the window it starts in, so the heatmap is close to, not equal to, one stream's",
        zh: "第 {part} 部分从第 {offset} 个 key 之后开始，不是其热力图窗口（{width} 个 key）的整数倍：它的每个窗口计入其起始所在的窗口，因此热力图接近而不等于单个流的结果",
    }
    /// `size`, `max`: sizes of data.
    REPORT_TOO_LARGE = "keys.report-too-large" {
        en: "the file is too large for a report ({size}; at most {max})",
        zh: "文件太大，不是报告（{size}；最多 {max}）",
    }
    /// `line`, `column`: where the JSON stops being JSON.
    REPORT_NOT_JSON = "keys.report-not-json" {
        en: "not JSON (line {line}, column {column}): open what `rowkey analyze --format json` or `rowkey merge --format json` prints",
        zh: "不是 JSON（第 {line} 行第 {column} 列）：请打开 `rowkey analyze --format json` 或 `rowkey merge --format json` 的输出",
    }
    REPORT_TOO_DEEP = "keys.report-too-deep" {
        en: "not a rowkey report: the JSON is nested too deeply",
        zh: "不是 rowkey 报告：JSON 嵌套过深",
    }
    /// `what`: what the reader expected (serde's words: a missing field, a wrong type).
    REPORT_SHAPE = "keys.report-shape" {
        en: "not a rowkey report: {what}",
        zh: "不是 rowkey 报告：{what}",
    }
    /// `version`: the report's version; `supported`: the newest this build reads.
    REPORT_NEWER = "keys.report-newer" {
        en: "a report of format version {version}: this rowkey reads version {supported} (open it with a newer rowkey)",
        zh: "报告的格式版本为 {version}：此 rowkey 只能读取版本 {supported}（请用更新的 rowkey 打开）",
    }
    /// `what`: the part that does not agree with the rest (`regions`, `stats`, `heatmap`).
    REPORT_INCONSISTENT = "keys.report-inconsistent" {
        en: "the report does not hold together (its {what})",
        zh: "报告自相矛盾（{what}）",
    }
    /// A `key<TAB>bytes` line without the tab.
    NO_ROW_SIZE = "keys.no-row-size" {
        en: "no row size: with row sizes each line is the key, a tab, and the row's size in bytes",
        zh: "缺少行大小：带行大小时，每行应为 key、一个制表符、以及该行的字节数",
    }
    /// `size`: the text after the last tab.
    BAD_ROW_SIZE = "keys.bad-row-size" {
        en: "the row size `{size}` is not a whole number of bytes",
        zh: "行大小 `{size}` 不是整数字节数",
    }
    /// `size`: the row size read; `max`: the largest row HBase takes, in bytes.
    ROW_SIZE_TOO_BIG = "keys.row-size-too-big" {
        en: "the row size `{size}` passes HBase's largest row, 1 GiB ({max} bytes, `hbase.table.max.rowsize`)",
        zh: "行大小 `{size}` 超过 HBase 允许的最大行 1 GiB（{max} 字节，即 `hbase.table.max.rowsize`）",
    }
    /// `format`: the key format, which has no `key<TAB>bytes` lines.
    SIZES_NOT_IN = "keys.sizes-not-in" {
        en: "row sizes are read from `key<TAB>bytes` lines of the lines, binary or hex formats or from a csv column, not from {format} (give --keys-format)",
        zh: "行大小只能从 lines、binary 或 hex 格式的 `key<TAB>bytes` 行或 csv 的一列中读取，不能从 {format} 读取（请指定 --keys-format）",
    }
    /// `name`: the size column named; `format`: the dump's format, which has no columns.
    SIZE_COLUMN_CSV_ONLY = "keys.size-column-csv-only" {
        en: "a row size column (`{name}`) is for the csv format only, not {format}: there each line is `key<TAB>bytes`",
        zh: "行大小列（`{name}`）只适用于 csv 格式，不适用于 {format}：该格式下每行应为 `key<TAB>bytes`",
    }
    /// `columns`: the header's names, each backquoted, joined by `, `.
    CSV_NO_SIZE_COLUMN = "keys.csv-no-size-column" {
        en: "no row size column `{name}` in the csv header (its columns: {columns}); name the column with --keys-sizes=COLUMN",
        zh: "csv 表头中没有行大小列 `{name}`（现有的列：{columns}）；请用 --keys-sizes=列名 指定该列",
    }
    /// `fields`: the record's field count; `column`: the size column's 1-based position.
    CSV_SHORT_SIZE_RECORD = "keys.csv-short-size-record" {
        en: "the record has {fields} {fields:field|fields}: the row size column `{name}` is field {column}",
        zh: "这条记录只有 {fields} 个字段：行大小列 `{name}` 是第 {column} 个字段",
    }
    /// `column`: the size column's 1-based position; `error`: what is wrong with its cell.
    CSV_SIZE_CELL = "keys.csv-size-cell" {
        en: "column {column} (`{name}`): {error}",
        zh: "第 {column} 列（`{name}`）：{error}",
    }
    PAGE_NO_HEADER = "keys.page-no-header" {
        en: "the csv header of the key dump was never read: read the dump again",
        zh: "从未读到这份 `csv` 转储的表头：请重新读取该转储",
    }
    /// `line`: the line the page was to start at.
    PAGE_CHANGED = "keys.page-changed" {
        en: "the key dump is not the one that was read (line {line} holds another key now): load the file again",
        zh: "这份转储已不是读取时的那份（第 {line} 行现在是另一个键）：请重新载入该文件",
    }
    /// `bytes`: the size read; `now`: its size now.
    PAGE_RESIZED = "keys.page-resized" {
        en: "the key dump is not the one that was read ({bytes} bytes then, {now} now): load the file again",
        zh: "这份转储已不是读取时的那份（当时 {bytes} 字节，现在 {now} 字节）：请重新载入该文件",
    }
}
