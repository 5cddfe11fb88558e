//! The `rowkey` CLI's own words in its text reports (the macro is crate-local, so they live
//! here beside the core's messages).

catalogue! {
    /// The heading of the text report's lint section.
    LINTS = "cli.lints" { en: "lints", zh: "检查结果" }
    /// The line under a lint saying why it matters.
    LINT_WHY = "cli.lint-why" { en: "why: {why}", zh: "原因：{why}" }
    // `rowkey compare`'s text table.
    NO_DIFFERENCES = "cli.no-differences" {
        en: "no differences: the two reports read the same",
        zh: "没有差异：两份报告的结果相同",
    }
    /// The heading of the compare table's first column.
    ASPECT = "cli.aspect" { en: "aspect", zh: "方面" }
    /// The heading of the compare table's last column.
    BETTER = "cli.better" { en: "better", zh: "更好" }
    DIFFERENCES_COUNT = "cli.differences-count" {
        en: "{n} difference(s): A is better in {a}, B in {b}",
        zh: "共 {n} 处差异：A 在 {a} 处更好，B 在 {b} 处更好",
    }
    // `rowkey analyze`'s text report: each line's label is padded to 11 columns.
    REPORT_TEMPLATE = "cli.report-template" { en: "template   {template}", zh: "模板       {template}" }
    /// `source` is SOURCE_KEY_DUMP or SOURCE_SAMPLED; the figures come preformatted.
    REPORT_KEYS = "cli.report-keys" {
        en: "keys       {keys} {source}; length {min}..{max} bytes, mean {mean}; {rows} rows = {bytes} of row keys",
        zh: "rowkey     {keys} 个（{source}）；长度 {min}..{max} 字节，平均 {mean}；{rows} 行 = {bytes} 的 rowkey",
    }
    SOURCE_KEY_DUMP = "cli.source-key-dump" { en: "read from the key dump", zh: "读自 key 转储文件" }
    SOURCE_SAMPLED = "cli.source-sampled" { en: "sampled", zh: "抽样" }
    REPORT_SPLITS = "cli.report-splits" {
        en: "splits     {algo}: {regions} regions",
        zh: "预分区     {algo}：{regions} 个 region",
    }
    /// A note after the split line, in parentheses.
    REPORT_SPLITS_NOTE = "cli.report-splits-note" { en: " ({note})", zh: "（{note}）" }
    REPORT_SPLITS_KEPT = "cli.report-splits-kept" {
        en: "; kept {bytes} of sample keys to compute them",
        zh: "；为计算分裂点保留了 {bytes} 的样本 key",
    }
    REPORT_DEAD = "cli.report-dead" {
        en: "           {dead} dead region(s): no key this template can produce falls in them",
        zh: "           {dead} 个死 region：此模板能生成的 key 都不会落入其中",
    }
    REPORT_KEYSPACE = "cli.report-keyspace" {
        en: "keyspace   approximate: {note}",
        zh: "key 空间   近似：{note}",
    }
    REPORT_SAMPLE = "cli.report-sample" { en: "sample     {note}", zh: "样本       {note}" }
    // The region table's column headings.
    COL_REGION = "cli.col-region" { en: "region", zh: "编号" }
    COL_START = "cli.col-start" { en: "start", zh: "起始" }
    COL_END = "cli.col-end" { en: "end", zh: "结束" }
    COL_KEYS = "cli.col-keys" { en: "keys", zh: "key 数" }
    COL_SHARE = "cli.col-share" { en: "share", zh: "占比" }
    COL_EXPECTED = "cli.col-expected" { en: "expected", zh: "预期" }
    REPORT_SHOWING = "cli.report-showing" {
        en: "        ({regions} regions: showing the 8 fullest, 8 emptiest, and flagged ones; --all-regions for every one)",
        zh: "        （共 {regions} 个 region：显示最满的 8 个、最空的 8 个和有标记的；--all-regions 显示全部）",
    }
    FLAG_DEAD = "cli.flag-dead" { en: "DEAD", zh: "死 region" }
    FLAG_HOT = "cli.flag-hot" { en: "hot", zh: "热点" }
    FLAG_COLD = "cli.flag-cold" { en: "cold", zh: "冷" }
    /// `flag` is FLAG_HOT or FLAG_COLD.
    FLAG_REMAINDER = "cli.flag-remainder" {
        en: "{flag} (split remainder, see note)",
        zh: "{flag}（分裂余量，见备注）",
    }
    REPORT_REGION_NOTE = "cli.report-region-note" {
        en: "note       region {region}: {note}",
        zh: "备注       region {region}：{note}",
    }
    /// A region's top values (`values`: [`REPORT_TOP_VALUE`]s joined by `; `).
    REPORT_REGION_TOP = "cli.report-region-top" {
        en: "who        region {region}: {values}",
        zh: "主要取值   region {region}：{values}",
    }
    /// One top value: `share` a percentage, `error` the most it is over-estimated.
    REPORT_TOP_VALUE = "cli.report-top-value" {
        en: "`{field}` = `{value}` takes {share} of its keys",
        zh: "`{field}` = `{value}` 占其 key 的 {share}",
    }
    /// [`REPORT_TOP_VALUE`] when the count may be over-estimated.
    REPORT_TOP_VALUE_ABOUT = "cli.report-top-value-about" {
        en: "`{field}` = `{value}` takes {share} of its keys (at most {error} too many)",
        zh: "`{field}` = `{value}` 占其 key 的 {share}（最多高估 {error}）",
    }
    /// Keys of a region that do not match the template; `first`: the line of the first.
    REPORT_UNMATCHED_LINE = "cli.report-unmatched-line" {
        en: "unmatched  region {region}: {count} {count:key does|keys do} not match the template (the first at line {first})",
        zh: "不匹配     region {region}：{count} 个 key 与模板不匹配（第一个在第 {first} 行）",
    }
    /// The same for the sample; `first`: the index of the first key in the sample, from 0.
    REPORT_UNMATCHED_SAMPLE = "cli.report-unmatched-sample" {
        en: "unmatched  region {region}: {count} {count:key does|keys do} not match the template (the first is sample key {first}, from 0)",
        zh: "不匹配     region {region}：{count} 个 key 与模板不匹配（第一个是样本中的第 {first} 个 key，从 0 计）",
    }
    BY_BYTES_QUANTILE_KEYS = "cli.by-bytes-quantile-keys" {
        en: "--by bytes is for `split quantile --keys F` or `--from-partial F`: the row sizes come from the key dump or the partials",
        zh: "--by bytes 只用于 `split quantile --keys F` 或 `--from-partial F`：行大小来自 key 转储或部分结果",
    }
    /// A region's bytes (`bytes` in units) and share of all rows' bytes.
    REPORT_REGION_BYTES = "cli.report-region-bytes" {
        en: "bytes      region {region}: {bytes}, {share} of all bytes",
        zh: "字节       region {region}：{bytes}，占全部字节的 {share}",
    }
    /// The regions weighed in bytes: `deviation` (max − min) / mean.
    REPORT_BYTES = "cli.report-bytes" {
        en: "bytes      {total} in all; deviation (max-min)/mean {deviation} in bytes; region {region} holds the most, {share}",
        zh: "字节       共 {total}；按字节的偏差 (max-min)/mean 为 {deviation}；region {region} 最多，占 {share}",
    }
    /// How the top values were counted ([`super::report::TOP_BOUND`]).
    REPORT_TOP_NOTE = "cli.report-top-note" {
        en: "note       {note}",
        zh: "备注       {note}",
    }
    /// `level` is the verdict's label, upper-cased in English.
    REPORT_VERDICT = "cli.report-verdict" { en: "verdict    {level}", zh: "结论       {level}" }
    REPORT_STATS = "cli.report-stats" {
        en: "stats      deviation (max-min)/mean {dev} % (min {min}, max {max}, mean {mean}); cv {cv}; gini {gini}; hottest region {hottest} with {share}",
        zh: "统计       偏差率 (最大-最小)/平均 {dev} %（最小 {min}，最大 {max}，平均 {mean}）；变异系数 {cv}；基尼系数 {gini}；最热的是 region {hottest}，占 {share}",
    }
    COLLISIONS_UNIQUE = "cli.collisions-unique" {
        en: "collisions none: every key is distinct by construction (`{field}` is a sequence and reaches the key unchanged)",
        zh: "冲突       无：每个 key 按构造就互不相同（`{field}` 是序列，原样进入 key）",
    }
    COLLISIONS_NONE = "cli.collisions-none" {
        en: "collisions none: {distinct} distinct keys",
        zh: "冲突       无：{distinct} 个互不相同的 key",
    }
    COLLISIONS_SOME = "cli.collisions-some" {
        en: "collisions {count} keys repeat an earlier key ({distinct} distinct), e.g. {examples}",
        zh: "冲突       {count} 个 key 与之前的 key 重复（{distinct} 个互不相同），例如 {examples}",
    }
    /// The heading of the text report's query section.
    QUERIES = "cli.queries" { en: "queries", zh: "查询" }
    KIND_GET = "cli.kind-get" { en: "get", zh: "次 get" }
    KIND_GETS = "cli.kind-gets" { en: "gets", zh: "次 get" }
    KIND_SCAN = "cli.kind-scan" { en: "scan", zh: "次扫描" }
    KIND_SCANS = "cli.kind-scans" { en: "scans", zh: "次扫描" }
    KIND_FULL_SCAN = "cli.kind-full-scan" { en: "full table scan", zh: "次全表扫描" }
    /// `kind` is one of the KIND_ entries, after the count.
    QUERY_LINE = "cli.query-line" {
        en: "  {name}: {scans} {kind} — {note}",
        zh: "  {name}：{scans} {kind} — {note}",
    }
    QUERY_RANGE = "cli.query-range" {
        en: "    [{start}, {stop})  region {regions}",
        zh: "    [{start}, {stop})  位于 region {regions}",
    }
    QUERY_MORE = "cli.query-more" { en: "    … {more} more", zh: "    … 另有 {more} 个" }
    // `rowkey simulate`'s text report; figures come preformatted.
    SIM_GROWTH_ONE = "cli.sim-growth-one" {
        en: "growth     {rows} rows × (key + {row_bytes} B) = {total}, {sample} sampled keys ({per_key} rows each), {servers} server",
        zh: "增长       {rows} 行 × (key + {row_bytes} B) = {total}，{sample} 个样本 key（每个代表 {per_key} 行），{servers} 台服务器",
    }
    SIM_GROWTH_MANY = "cli.sim-growth-many" {
        en: "growth     {rows} rows × (key + {row_bytes} B) = {total}, {sample} sampled keys ({per_key} rows each), {servers} servers",
        zh: "增长       {rows} 行 × (key + {row_bytes} B) = {total}，{sample} 个样本 key（每个代表 {per_key} 行），{servers} 台服务器",
    }
    /// `name` is the policy's label (simulate.policy-*), `class` its HBase class.
    SIM_POLICY = "cli.sim-policy" {
        en: "policy     {name} ({class}): {rule}",
        zh: "分裂策略   {name}，HBase 类 {class}：{rule}",
    }
    SIM_SIZES = "cli.sim-sizes" {
        en: "sizes      max filesize {max}, flush size {flush}, initial size {initial}",
        zh: "大小       最大文件大小 {max}，flush 大小 {flush}，初始大小 {initial}",
    }
    SIM_REGIONS_ONE = "cli.sim-regions-one" {
        en: "regions    {start} at the start, {end} at the end ({splits} split)",
        zh: "region     开始时 {start} 个，结束时 {end} 个（{splits} 次分裂）",
    }
    SIM_REGIONS_MANY = "cli.sim-regions-many" {
        en: "regions    {start} at the start, {end} at the end ({splits} splits)",
        zh: "region     开始时 {start} 个，结束时 {end} 个（{splits} 次分裂）",
    }
    /// The headings of the growth timeline's columns (each column is as wide as its widest
    /// heading or figure, by display width, so the rows line up under it in either language).
    SIM_COL_TIMELINE = "cli.sim-col-timeline" { en: "timeline", zh: "时间线" }
    SIM_COL_ROWS = "cli.sim-col-rows" { en: "rows written", zh: "已写入行数" }
    SIM_COL_REGIONS = "cli.sim-col-regions" { en: "regions", zh: "region 数" }
    SIM_COL_HOT = "cli.sim-col-hot" { en: "hot", zh: "热点" }
    SIM_COL_BUSIEST = "cli.sim-col-busiest" { en: "busiest", zh: "最忙" }
    SIM_FINAL = "cli.sim-final" {
        en: "final regions (start .. end, size, writes in the last window)",
        zh: "最终的 region（起始 .. 结束，大小，最后一个时间窗口的写入数）",
    }
    SIM_TABLE_START = "cli.sim-table-start" { en: "(start)", zh: "（开头）" }
    SIM_TABLE_END = "cli.sim-table-end" { en: "(end)", zh: "（末尾）" }
    SIM_MORE = "cli.sim-more" {
        en: "  … {more} more (--format json lists every region)",
        zh: "  … 另有 {more} 个（--format json 会列出全部 region）",
    }
    SIM_LAST_WINDOW = "cli.sim-last-window" {
        en: "last window {hot} of {regions} regions take writes, the busiest {busiest}",
        zh: "最后窗口   有 {hot} 个 region 接收写入（共 {regions} 个），最忙的占 {busiest}",
    }
    SIM_NEXT_WRITES = "cli.sim-next-writes" {
        en: "next writes the next {writes} writes reach {hot} of {regions} regions (an even spread: {even}), the busiest {busiest}",
        zh: "后续写入   接下来的 {writes} 次写入落到 {hot} 个 region（共 {regions} 个；均匀分布时为 {even} 个），最忙的占 {busiest}",
    }
    SIM_VERDICT = "cli.sim-verdict" { en: "verdict    {summary}", zh: "结论       {summary}" }
    SIM_APPROXIMATIONS = "cli.sim-approximations" { en: "approximations:", zh: "近似之处：" }
    // `rowkey size`'s two lines (also in `rowkey analyze`'s report).
    SIZE_SIZING = "cli.size-sizing" { en: "sizing     {summary}", zh: "容量       {summary}" }
    SIZE_PRESPLIT_ONE = "cli.size-presplit-one" {
        en: "presplit   {regions} region: {why}",
        zh: "建议预分区 {regions} 个 region：{why}",
    }
    SIZE_PRESPLIT_MANY = "cli.size-presplit-many" {
        en: "presplit   {regions} regions: {why}",
        zh: "建议预分区 {regions} 个 region：{why}",
    }
    // Messages the CLI prints itself. `error` is a system error's own text (the OS's words).
    /// Every failure, on stderr.
    ERROR = "cli.error" { en: "error: {message}", zh: "错误：{message}" }
    /// An error of a flag, a file or standard input: `place` names it (`--keys-column`,
    /// `design.json`).
    AT_PLACE = "cli.at-place" { en: "{place}: {message}", zh: "{place}：{message}" }
    /// An error in an imported file, at `line` (the `file:line:` form editors jump to).
    AT_FILE_LINE = "cli.at-file-line" { en: "{file}:{line}: {message}", zh: "{file}:{line}：{message}" }
    /// A note on stderr beside output on stdout.
    NOTE = "cli.note" { en: "note: {note}", zh: "注意：{note}" }
    STANDARD_INPUT = "cli.standard-input" { en: "standard input", zh: "标准输入" }
    CANNOT_READ = "cli.cannot-read" { en: "cannot read {what}: {error}", zh: "无法读取 {what}：{error}" }
    CANNOT_READ_DESIGN_STDIN = "cli.cannot-read-design-stdin" {
        en: "cannot read the design from standard input: {error}",
        zh: "无法从标准输入读取设计：{error}",
    }
    DESIGN_NOT_UTF8 = "cli.design-not-utf8" {
        en: "{path}: the design is not UTF-8 text (byte {byte} is not)",
        zh: "{path}：设计文档不是 UTF-8 文本（第 {byte} 字节不是）",
    }
    KEYS_OPTIONS_WITHOUT_KEYS = "cli.keys-options-without-keys" {
        en: "--keys-format, --keys-column and --order describe the file given with --keys",
        zh: "--keys-format、--keys-column 和 --order 描述的是用 --keys 给出的文件",
    }
    ORDER_ONLY_ANALYZE = "cli.order-only-analyze" {
        en: "--order is for `rowkey analyze --keys`: quantile splits do not depend on the order of the keys",
        zh: "--order 用于 `rowkey analyze --keys`：quantile 预分区与 key 的顺序无关",
    }
    /// `format`: the format told from the dump; `why`: what showed it.
    KEYS_FORMAT_TOLD = "cli.keys-format-told" {
        en: "read as `{format}`: {why}",
        zh: "按 `{format}` 读取：{why}",
    }
    KEYS_WARNING = "cli.keys-warning" { en: "warning: {warning}", zh: "警告：{warning}" }
    /// `count`: lines passed over; `line`: the first of them.
    KEYS_SKIPPED = "cli.keys-skipped" {
        en: "{count} {count:line|lines} passed over, not keys (a multi-line value's continuation or an empty key; first: line {line})",
        zh: "跳过了 {count} 行，它们不是 key（多行值的续行或空 key；第一处：第 {line} 行）",
    }
    /// `format`, `order`: as read; `why`: why that order.
    REPORT_DUMP = "cli.report-dump" {
        en: "dump       read as {format}; {order} order: {why}",
        zh: "转储       按 {format} 读取；{order} 顺序：{why}",
    }
    REGIONS_TOO_FEW = "cli.regions-too-few" {
        en: "--regions must be 2 or more, not {regions}",
        zh: "--regions 必须大于等于 2，而不是 {regions}",
    }
    QUANTILE_NEEDS_KEYS = "cli.quantile-needs-keys" {
        en: "quantile splits are cut from keys: give a key dump with --keys FILE (- = standard input)",
        zh: "quantile 分裂点是从 key 中切出来的：请用 --keys FILE 给出 key 转储文件（- 表示标准输入）",
    }
    KEYS_ONLY_QUANTILE = "cli.keys-only-quantile" {
        en: "--keys is for quantile splits; {algorithm} computes its keys from --regions alone",
        zh: "--keys 只用于 quantile 分裂；{algorithm} 只按 --regions 计算分裂点",
    }
    NOT_AN_ALGORITHM = "cli.not-an-algorithm" {
        en: "{algorithm} is not an HBase split algorithm",
        zh: "{algorithm} 不是 HBase 的分裂算法",
    }
    RANGE_TAKES_START_END = "cli.range-takes-start-end" {
        en: "--first/--last are RegionSplitter rows for hexstring, decimal and uniform; range takes --start and --end",
        zh: "--first/--last 是 hexstring、decimal 和 uniform 的 RegionSplitter 行；range 使用 --start 和 --end",
    }
    START_END_FOR_RANGE = "cli.start-end-for-range" {
        en: "--start/--end are for range; {algorithm} takes --first and --last (RegionSplitter rows)",
        zh: "--start/--end 只用于 range；{algorithm} 使用 --first 和 --last（RegionSplitter 行）",
    }
    NOT_NAME_VALUE = "cli.not-name-value" {
        en: "{option} {arg}: expected NAME=VALUE",
        zh: "{option} {arg}：应为 NAME=VALUE",
    }
    VALUE_NOT_HEX = "cli.value-not-hex" { en: "VALUE is not hex: {error}", zh: "VALUE 不是十六进制：{error}" }
    IMPORT_CANNOT_READ = "cli.import-cannot-read" {
        en: "{path}: cannot read it: {error}",
        zh: "{path}：无法读取：{error}",
    }
    STDIN_SHOWN = "cli.stdin-shown" { en: "<stdin>", zh: "<标准输入>" }
    COUNT_ONLY_CSV = "cli.count-only-csv" {
        en: "--count is the number of sample keys for --to csv; the other exports write the design's split keys",
        zh: "--count 是 --to csv 的样本 key 数；其他导出写出的是设计的分裂点",
    }
    CANNOT_EXPORT = "cli.cannot-export" {
        en: "{path}: cannot export --to {kind}: {refused}",
        zh: "{path}：无法导出 --to {kind}：{refused}",
    }
}
