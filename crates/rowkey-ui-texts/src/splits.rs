//! The splits panel's texts: the settings, the paste box, the region list, and the split
//! algorithms' and import formats' menu labels (the core's English ones, with their Chinese).

rowkey_core::catalogue! {
    TITLE = "ui.splits.title" { en: "Splits", zh: "预分区" }
    ALGORITHM = "ui.splits.algorithm" { en: "Algorithm", zh: "算法" }
    REGIONS = "ui.splits.regions" { en: "Regions", zh: "region 数" }
    EXPLICIT_COUNT = "ui.splits.explicit-count" {
        en: "{keys} keys \u{2192} {regions} regions",
        zh: "{keys} 个 split key \u{2192} {regions} 个 region",
    }
    FIRST_ROW = "ui.splits.first-row" { en: "First row", zh: "起始行" }
    LAST_ROW = "ui.splits.last-row" { en: "Last row", zh: "结束行" }
    FIRST_ROW_BINARY = "ui.splits.first-row-binary" { en: "First row (toStringBinary)", zh: "起始行（toStringBinary）" }
    LAST_ROW_BINARY = "ui.splits.last-row-binary" { en: "Last row (toStringBinary)", zh: "结束行（toStringBinary）" }
    START_KEY = "ui.splits.start-key" { en: "Start key (toStringBinary)", zh: "起始 key（toStringBinary）" }
    END_KEY = "ui.splits.end-key" { en: "End key (toStringBinary)", zh: "结束 key（toStringBinary）" }
    EMPTY_ROW = "ui.splits.empty-row" { en: "(empty)", zh: "（空）" }
    EXAMPLE = "ui.splits.example" { en: "e.g. {example}", zh: "例如 {example}" }

    REGIONS_RANGE = "ui.splits.regions-range" {
        en: "regions must be a whole number from 1 to {max}",
        zh: "region 数必须是 1 到 {max} 之间的整数",
    }
    STILL_USING = "ui.splits.still-using" { en: "{why}; still using {regions}", zh: "{why}；仍使用 {regions}" }
    NUMBER_EMPTY = "ui.splits.number-empty" {
        en: "enter a whole number from {min} to {max}",
        zh: "请输入 {min} 到 {max} 之间的整数",
    }
    NUMBER_BAD = "ui.splits.number-bad" {
        en: "`{text}` is not a whole number from {min} to {max}",
        zh: "`{text}` 不是 {min} 到 {max} 之间的整数",
    }
    AT_MOST = "ui.splits.at-most" { en: "at most {n} {n:region|regions}", zh: "最多 {n} 个 region" }
    AT_LEAST = "ui.splits.at-least" { en: "at least {n} {n:region|regions}", zh: "至少 {n} 个 region" }

    PASTE_LABEL_EXPLICIT = "ui.splits.paste-label-explicit" {
        en: "Split keys (one toStringBinary key per line), or paste HBase output and Import",
        zh: "split key（每行一个 toStringBinary 格式的 key），或粘贴 HBase 输出后点“导入”",
    }
    PASTE_LABEL = "ui.splits.paste-label" {
        en: "Paste split keys, get_splits / list_regions output, a SPLITS_FILE or REST regions JSON",
        zh: "粘贴 split key、get_splits / list_regions 输出、SPLITS_FILE 或 REST 的 regions JSON",
    }
    FORMAT = "ui.splits.format" { en: "Format", zh: "格式" }
    AUTO_DETECT = "ui.splits.auto-detect" { en: "auto-detect", zh: "自动识别" }
    IMPORT = "ui.splits.import" { en: "Import", zh: "导入" }
    DETECTED = "ui.splits.detected" { en: "detected: {format}", zh: "识别为：{format}" }
    NOTHING_TO_IMPORT = "ui.splits.nothing-to-import" {
        en: "Nothing to import: paste split keys or get_splits / list_regions / REST output into the box first.",
        zh: "没有可导入的内容：请先把 split key 或 get_splits / list_regions / REST 输出粘贴到框中。",
    }
    IMPORTED = "ui.splits.imported" {
        en: "Imported {keys} split {keys:key|keys} ({regions} regions) from {format} input.",
        zh: "已从 {format} 格式的输入导入 {keys} 个 split key（{regions} 个 region）。",
    }
    IMPORT_FAILED = "ui.splits.import-failed" {
        en: "Import failed: {message}. Nothing was changed.",
        zh: "导入失败：{message}。没有做任何改动。",
    }
    AT_LINE = "ui.splits.at-line" { en: "line {line}", zh: "第 {line} 行" }
    AT_LINE_COLUMN = "ui.splits.at-line-column" { en: "line {line}, column {column}", zh: "第 {line} 行第 {column} 列" }
    LINE_EXCERPT = "ui.splits.line-excerpt" { en: " (`{text}`)", zh: "（`{text}`）" }
    IMPORT_ERROR = "ui.splits.import-error" {
        en: "{format} {at}{excerpt}: {message}",
        zh: "{format} {at}{excerpt}：{message}",
    }

    NO_ANALYSIS = "ui.splits.no-analysis" {
        en: "The split keys and their regions appear when the analysis is done.",
        zh: "分析完成后，这里会列出 split key 及其 region。",
    }
    KEY_TEXT_TITLE = "ui.splits.key-text-title" { en: "The key's UTF-8 text, decoded", zh: "key 解码后的 UTF-8 文本" }
    REGION_TITLE = "ui.splits.region-title" {
        en: "region {i}: {count} sample keys ({share}%), expected {expected}%",
        zh: "region {i}：{count} 个样本 key（{share}%），预期 {expected}%",
    }
    OPEN_START = "ui.splits.open-start" { en: "(start)", zh: "（表的起始）" }
    OPEN_END = "ui.splits.open-end" { en: "(end)", zh: "（表的末尾）" }
    DEAD = "ui.splits.dead" { en: "dead", zh: "空" }
    HOT = "ui.splits.hot" { en: "hot", zh: "热点" }
    COLD = "ui.splits.cold" { en: "cold", zh: "冷" }
    SUMMARY = "ui.splits.summary" {
        en: "{keys} split {keys:key|keys}, {regions} {regions:region|regions}",
        zh: "{keys} 个 split key，{regions} 个 region",
    }
    SUMMARY_DEAD = "ui.splits.summary-dead" { en: ", {n} dead", zh: "，{n} 个空 region" }
    SUMMARY_HOT = "ui.splits.summary-hot" { en: ", {n} hot", zh: "，{n} 个热点 region" }
    SUMMARY_COLD = "ui.splits.summary-cold" { en: ", {n} cold", zh: "，{n} 个冷 region" }
    KEPT = "ui.splits.kept" {
        en: "Quantile splits kept {bytes} of sorted sample keys in memory to cut them.",
        zh: "quantile 预分区为了切分，在内存中保留了 {bytes} 排好序的样本 key。",
    }
    STALE = "ui.splits.stale" { en: " (previous analysis; updating…)", zh: "（上次分析的结果，更新中…）" }
    AUTO_TITLE = "ui.splits.auto-title" {
        en: "Even splits over the keyspace this template can produce",
        zh: "在这个模板能生成的 key 空间上均匀预分区",
    }
    AUTO_DEAD = "ui.splits.auto-dead" { en: "Switch to auto (no dead regions)", zh: "改用 auto（没有空 region）" }
    AUTO_EVEN = "ui.splits.auto-even" { en: "Switch to auto (even regions)", zh: "改用 auto（region 均匀）" }
    TABLE_ARIA = "ui.splits.table-aria" { en: "Regions and their split keys", zh: "region 及其 split key" }
    CAPTION = "ui.splits.caption" {
        en: "Regions: start key (the split key), end key, sample keys, share, flags",
        zh: "region：起始 key（即 split key）、结束 key、样本 key 数、占比、标记",
    }
    COL_START = "ui.splits.col-start" { en: "start key", zh: "起始 key" }
    COL_END = "ui.splits.col-end" { en: "end key", zh: "结束 key" }
    COL_KEYS = "ui.splits.col-keys" { en: "keys", zh: "key 数" }
    COL_SHARE = "ui.splits.col-share" { en: "share", zh: "占比" }
    COL_FLAGS = "ui.splits.col-flags" { en: "flags", zh: "标记" }
    SHOW_FIRST = "ui.splits.show-first" { en: "Show the first {n}", zh: "只显示前 {n} 个" }
    SHOW_ALL = "ui.splits.show-all" { en: "Show all {n} regions", zh: "显示全部 {n} 个 region" }

    ALGO_NONE = "ui.splits.algo-none" { en: "none (one region)", zh: "none（一个 region）" }
    ALGO_HEXSTRING = "ui.splits.algo-hexstring" { en: "hexstring (HexStringSplit)", zh: "hexstring（HexStringSplit，十六进制文本）" }
    ALGO_DECIMAL = "ui.splits.algo-decimal" { en: "decimal (DecimalStringSplit)", zh: "decimal（DecimalStringSplit，十进制文本）" }
    ALGO_UNIFORM = "ui.splits.algo-uniform" { en: "uniform (UniformSplit)", zh: "uniform（UniformSplit，原始字节）" }
    ALGO_RANGE = "ui.splits.algo-range" { en: "range (createTable start, end, n)", zh: "range（createTable 的 start、end、n）" }
    ALGO_SALT = "ui.splits.algo-salt" { en: "salt (one region per bucket)", zh: "salt（每个桶一个 region）" }
    ALGO_QUANTILE = "ui.splits.algo-quantile" { en: "quantile (from the sample)", zh: "quantile（按样本分位数）" }
    ALGO_EXPLICIT = "ui.splits.algo-explicit" { en: "explicit (your keys)", zh: "explicit（你给的 key）" }
    ALGO_AUTO = "ui.splits.algo-auto" { en: "auto (even over the keyspace)", zh: "auto（在 key 空间上均匀）" }

    ABOUT_NONE = "ui.splits.about-none" {
        en: "One region, no split keys: the table starts unsplit and HBase splits it as it grows.",
        zh: "一个 region，没有 split key：表建好时不预分区，随数据增长由 HBase 自动分裂。",
    }
    ABOUT_HEXSTRING = "ui.splits.about-hexstring" {
        en: "RegionSplitter HexStringSplit over 00000000..FFFFFFFF (or first..last): even cuts of hex-text keys, lowercase, padded to the last row's width.",
        zh: "RegionSplitter HexStringSplit，范围 00000000..FFFFFFFF（或 first..last）：把十六进制文本 key 均匀切分，小写，补齐到结束行的宽度。",
    }
    ABOUT_DECIMAL = "ui.splits.about-decimal" {
        en: "RegionSplitter DecimalStringSplit over 00000000..99999999 (or first..last): even cuts of decimal-text keys.",
        zh: "RegionSplitter DecimalStringSplit，范围 00000000..99999999（或 first..last）：把十进制文本 key 均匀切分。",
    }
    ABOUT_UNIFORM = "ui.splits.about-uniform" {
        en: "RegionSplitter UniformSplit: even cuts of 8 raw bytes over \"\"..\\xFF\u{d7}8, for keys whose leading bytes are uniformly random.",
        zh: "RegionSplitter UniformSplit：在 \"\"..\\xFF\u{d7}8 上均匀切分 8 个原始字节，适合开头字节均匀随机的 key。",
    }
    ABOUT_RANGE = "ui.splits.about-range" {
        en: "Admin.createTable(start, end, n) (Bytes.split, start and end included: only n-2 regions cover start..end).",
        zh: "Admin.createTable(start, end, n)（即 Bytes.split，含 start 和 end：只有 n-2 个 region 覆盖 start..end）。",
    }
    ABOUT_SALT = "ui.splits.about-salt" {
        en: "One region per bucket of the leading salt/hash segment (buckets grouped evenly when there are more buckets than regions).",
        zh: "开头的加盐/哈希段每个桶一个 region（桶比 region 多时，均匀地把桶归并到各 region）。",
    }
    ABOUT_QUANTILE = "ui.splits.about-quantile" {
        en: "From the sorted sample: every (count / regions)th distinct key (HashChoreWoker).",
        zh: "取自排好序的样本：每隔 (count / regions) 个不同的 key 取一个（HashChoreWoker）。",
    }
    ABOUT_EXPLICIT = "ui.splits.about-explicit" {
        en: "The split keys you give: one toStringBinary key per line, or imported from get_splits, list_regions, a SPLITS_FILE or the REST API.",
        zh: "你给出的 split key：每行一个 toStringBinary 格式的 key，或从 get_splits、list_regions、SPLITS_FILE 或 REST API 导入。",
    }
    ABOUT_AUTO = "ui.splits.about-auto" {
        en: "Even over the keyspace this template can produce: no dead regions, equal expected shares.",
        zh: "在这个模板能生成的 key 空间上均匀切分：没有空 region，各 region 预期占比相同。",
    }

    FORMAT_LIST = "ui.splits.format-list" { en: "list (toStringBinary, one per line)", zh: "list（toStringBinary，每行一个）" }
    FORMAT_GET_SPLITS = "ui.splits.format-get-splits" { en: "get_splits output", zh: "get_splits 输出" }
    FORMAT_LIST_REGIONS = "ui.splits.format-list-regions" { en: "list_regions table", zh: "list_regions 表格" }
    FORMAT_REST = "ui.splits.format-rest" { en: "REST GET /<table>/regions", zh: "REST GET /<表名>/regions" }
}
