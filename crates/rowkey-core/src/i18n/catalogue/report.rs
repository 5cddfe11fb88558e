//! Notes the analysis report writes beside its figures: how the sample was cut short, how the
//! split keys were made, why the last region of a number-string splitter looks hot, when the
//! keyspace model is approximate, and what a key dump was read as.

catalogue! {
    /// The keyspace model was coarsened to fit its work budget.
    KEYSPACE_APPROXIMATE = "report.keyspace-approximate" {
        en: "the keyspace model is approximate: the exact one is too large for the work budget (a long template or a very wide range or set), so expected shares are estimates and dead regions may be missed (none is claimed wrongly)",
        zh: "keyspace 模型是近似的：精确模型超出了计算预算（模板很长，或范围、集合很宽），所以预期占比是估计值，可能漏标空 region（但不会把有数据的 region 误标为空）",
    }
    /// `class`: HexStringSplit or DecimalStringSplit; `n` the region count; `last` and
    /// `others` the expected shares.
    REMAINDER = "report.remainder" {
        en: "{class} gives the last region the remainder of the keyspace (RegionSplitter gives every region the range divided by {n}, rounded down, and leaves what does not divide evenly, plus every row past `last`, to the last one), so its range differs from the others': it expects {last} of the keys against {others} for each other region. That is the split algorithm, not a hotspot in the key design",
        zh: "{class} 把 keyspace 的余数留给最后一个 region（RegionSplitter 给每个 region 的范围是总范围除以 {n} 向下取整，除不尽的部分以及 `last` 之后的所有行都归最后一个 region），所以它的范围与其他 region 不同：它预期承载 {last} 的 key，而其他每个 region 为 {others}。这是分裂算法造成的，不是 rowkey 设计的热点",
    }
    /// The sample was cut to what one analysis can afford.
    SAMPLE_BUDGET = "report.sample-budget" {
        en: "analysed the first {analysed} of {requested} sample rows: each key of this design costs about {cost} units of work (its parts, fields, length, the literals its transforms rework and the values they make on the way), and one analysis spends at most {max} (a few seconds); the counts, shares and heatmap are of those rows",
        zh: "只分析了 {requested} 行样本中的前 {analysed} 行：这个设计的每个 key 大约花费 {cost} 个计算单位（它的各部分、字段、长度、变换要重新处理的字面量以及变换途中生成的值），一次分析最多花费 {max}（几秒钟）；计数、占比和热力图都只针对这些行",
    }
    /// Quantile splits cut from a reservoir of the sample keys.
    QUANTILE_RESERVOIR = "report.quantile-reservoir" {
        en: "from a reservoir of {kept} of the {rows} sample keys, chosen with the seed, as the whole sample is over the {limit} limit of quantile sample bytes ({distinct} distinct), every {base}th",
        zh: "取自按种子从 {rows} 个样本 key 中抽取的 {kept} 个 key 的蓄水池样本（整个样本超过了 quantile 样本字节数的上限 {limit}；其中 {distinct} 个不同的 key），每隔 {base} 个取一个",
    }
    /// Quantile splits cut from the whole sorted sample.
    QUANTILE_SORTED = "report.quantile-sorted" {
        en: "from {keys} sorted sample keys ({distinct} distinct), every {base}th",
        zh: "取自 {keys} 个排好序的样本 key（其中 {distinct} 个不同的 key），每隔 {base} 个取一个",
    }
    /// `auto` splits found fewer distinct keys than regions asked for.
    /// Splits cut from the sample's values of a key that moves with insertion order.
    SPLITS_IN_TIME = "report.splits-in-time" {
        en: "these split keys ({first} … {last}) cut the values the sample covers, but the key leads with {segment}, which {moves} with insertion order: every write after the sample's range goes to the {end} region, so splits like these do not spread a key that grows in time — lead with a salt or hash (see the hotspot lint)",
        zh: "这些分裂点（{first} … {last}）只切分了样本覆盖的取值，而 key 以 {segment} 开头，它随写入顺序{moves}：样本范围之后的每次写入都会落到{end} region，所以这样的分裂点无法分散随时间增长的 key——请在前面加 salt 或哈希（见 hotspot 检查）",
    }
    SPLITS_IN_TIME_RISES = "report.splits-in-time-rises" { en: "rises", zh: "递增" }
    SPLITS_IN_TIME_FALLS = "report.splits-in-time-falls" { en: "falls", zh: "递减" }
    SPLITS_IN_TIME_LAST = "report.splits-in-time-last" { en: "last", zh: "最后一个" }
    SPLITS_IN_TIME_FIRST = "report.splits-in-time-first" { en: "first", zh: "第一个" }
    AUTO_TOO_FEW = "report.auto-too-few" {
        en: "the template can produce too few distinct keys for {asked} even regions: {got} regions",
        zh: "模板能生成的不同 key 太少，无法均匀分成 {asked} 个 region：只能分成 {got} 个 region",
    }
    SALT_PER_BUCKET = "report.salt-per-bucket" {
        en: "one region per bucket: {buckets} buckets",
        zh: "每个分桶一个 region：共 {buckets} 个分桶",
    }
    SALT_GROUPED = "report.salt-grouped" {
        en: "{buckets} buckets grouped into {regions} regions",
        zh: "{buckets} 个分桶合并为 {regions} 个 region",
    }
    KEYS_READ = "report.keys-read" {
        en: "{keys} keys read from the key dump",
        zh: "从 key 导出文件读取了 {keys} 个 key",
    }
    /// Repeats estimated from a fraction of the distinct keys' fingerprints.
    KEYS_READ_ESTIMATED = "report.keys-read-estimated" {
        en: "{keys} keys read from the key dump; identical keys estimated from the 1 in {one_in} distinct keys whose fingerprints were kept (memory stays bounded)",
        zh: "从 key 导出文件读取了 {keys} 个 key；相同 key 的数量是根据保留了指纹的那部分不同 key（每 {one_in} 个中的 1 个）估算的（内存占用保持有界）",
    }
    /// Appended to the key-dump note when the csv's first row was read as its header.
    KEYS_CSV_HEADER = "report.keys-csv-header" {
        en: "; the csv's first row is its header (key column `{name}`), not a key",
        zh: "；csv 的第一行是表头（key 列为 `{name}`），不是 key",
    }
    /// Two notes in a row, set apart by the report's own separator in every language (so a
    /// note reads the same whether joined here or by the text it joins).
    NOTES = "report.notes" { en: "{a}; {b}", zh: "{a}; {b}" }
    /// A note and an addendum that brings its own punctuation ([`KEYS_CSV_HEADER`]).
    NOTE_ADDENDUM = "report.note-addendum" { en: "{note}{more}", zh: "{note}{more}" }
    /// Why the split keys could not be made: the design error's `path` and its `message`.
    AT_PATH = "report.at-path" { en: "{path}: {message}", zh: "{path}: {message}" }
    /// How the regions' top values were counted: `capacity` counters per field and region,
    /// `bound`: the most a share is over-estimated (a percentage).
    TOP_BOUND = "report.top-bound" {
        en: "each region's top values are counted in SpaceSaving sketches of {capacity} counters per field: a share is exact while the field has at most {capacity} distinct values in the region, and otherwise over-estimated by at most {bound} of the region's keys",
        zh: "每个 region 的高频取值用每字段 {capacity} 个计数器的 SpaceSaving 概要统计：字段在该 region 中不超过 {capacity} 个不同取值时占比精确，否则占比最多高估该 region key 数的 {bound}",
    }
    /// Regions left without top values to keep memory bounded: `regions` of them, `max`
    /// counters in all.
    TOP_DROPPED = "report.top-dropped" {
        en: "{regions} regions have no top values: the {max} counters allowed in all went to the regions whose first matching key came earlier",
        zh: "{regions} 个 region 没有高频取值：总共允许的 {max} 个计数器已分给先出现匹配 key 的 region",
    }
}
