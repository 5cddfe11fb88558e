//! The verdict's reasons (`analyze/verdict.rs`) and the write-concurrency figure they quote.

catalogue! {
    CONCURRENCY = "verdict.concurrency" {
        en: "each time window's writes reach {per} of {regions} {regions:region|regions} (the whole sample reaches {overall}); the busiest region takes {busiest} of a window's writes on average, {worst} at worst (even: {even})",
        zh: "每个时间窗口的写入落到 {per} 个 region（共 {regions} 个；整个样本落到 {overall} 个）；最忙的 region 平均承担一个窗口 {busiest} 的写入，最多 {worst}（均匀时为 {even}）",
    }
    LEAD_RISES = "verdict.lead-rises" {
        en: "time-ordered lead: {segment} rises with insertion order, so every new write goes to the last region whatever the final spread (monotonically increasing or decreasing keys hotspot one region; when it splits, the new last one takes over); {figure}",
        zh: "rowkey 以时间顺序开头：{segment} 随写入顺序单调递增，无论最终分布如何，每条新写入都落到最后一个 region（单调递增或递减的 rowkey 会造成单 region 写热点；该 region 分裂后，新的最后一个 region 接着成为热点）；{figure}",
    }
    LEAD_FALLS = "verdict.lead-falls" {
        en: "time-ordered lead: {segment} falls with insertion order, so every new write goes to the first region whatever the final spread (monotonically increasing or decreasing keys hotspot one region; when it splits, the new first one takes over); {figure}",
        zh: "rowkey 以时间顺序开头：{segment} 随写入顺序单调递减，无论最终分布如何，每条新写入都落到第一个 region（单调递增或递减的 rowkey 会造成单 region 写热点；该 region 分裂后，新的第一个 region 接着成为热点）；{figure}",
    }
    TIME_ORDERED = "verdict.time-ordered" {
        en: "writes are time-ordered: {figure}, so at any moment a few region servers take every write while the others idle",
        zh: "写入按时间有序：{figure}，任一时刻都只有少数几台 RegionServer 承担全部写入，其他机器闲着",
    }
    PARTLY_TIME_ORDERED = "verdict.partly-time-ordered" {
        en: "writes are partly time-ordered: {figure}",
        zh: "写入部分按时间有序：{figure}",
    }
    LIKE_TOTALS = "verdict.like-totals" {
        en: "writes spread over time like the keys in total (each window as widely as the whole sample, which itself reaches few regions: see the totals): {figure}",
        zh: "写入随时间的分布与 rowkey 总体分布一致（每个窗口都和整个样本一样分散，而整个样本本身只落到少数 region：见总体分布）：{figure}",
    }
    SPREAD = "verdict.spread" {
        en: "writes spread over time: {figure}",
        zh: "写入随时间分散：{figure}",
    }
    NOT_MEASURED = "verdict.not-measured" {
        en: "write concurrency not measured: one region or too few rows per time window",
        zh: "未测量写入并发度：只有一个 region，或每个时间窗口的行数太少",
    }
    TOTALS = "verdict.totals" {
        en: "keys in total: deviation rate (max − min) / mean {dev} % ({label}; under 10 % good, 10–20 % acceptable, over 20 % needs work)",
        zh: "rowkey 总体分布：偏差率（最多 − 最少）/ 平均值 为 {dev}%（{label}；低于 10% 为良好，10–20% 为尚可，高于 20% 需要改进）",
    }
    ALTHOUGH = "verdict.although" {
        en: "{reason} — needs work although the totals are {label}",
        zh: "{reason} —— 尽管总体分布{label}，仍需要改进",
    }
    GOOD = "verdict.good" { en: "good", zh: "良好" }
    ACCEPTABLE = "verdict.acceptable" { en: "acceptable", zh: "尚可" }
    NEEDS_WORK = "verdict.needs-work" { en: "needs work", zh: "需要改进" }
    /// The totals read in bytes (`analyze --weigh bytes`): `region` holds the most bytes,
    /// `share` of them.
    TOTALS_BYTES = "verdict.totals-bytes" {
        en: "bytes in total: deviation rate (max − min) / mean {dev} % ({label}; under 10 % good, 10–20 % acceptable, over 20 % needs work); region {region} holds the most, {share} of the bytes",
        zh: "字节总体分布：偏差率（最多 − 最少）/ 平均值 为 {dev}%（{label}；低于 10% 为良好，10–20% 为尚可，高于 20% 需要改进）；region {region} 的字节最多，占 {share}",
    }
    /// `--weigh bytes` without row sizes.
    WEIGH_NO_SIZES = "verdict.weigh-no-sizes" {
        en: "the regions cannot be weighed in bytes: no row sizes were read (give a key dump with them: --keys F --keys-sizes, or the design a `sizing` with `row_bytes` or `row_bytes_field`)",
        zh: "无法按字节衡量 region：没有读到行大小（请提供带行大小的 key 转储：--keys F --keys-sizes，或在设计的 `sizing` 中给出 `row_bytes` 或 `row_bytes_field`）",
    }
    SPLITS_UNMADE = "verdict.splits-unmade" {
        en: "the splits cannot be made ({why}): the table would be created as one region, which takes every write; choose another split algorithm (`auto` fits any template)",
        zh: "无法生成分裂点（{why}）：建表后只有一个 region，所有写入都落在它上面；请换一种预分区算法（`auto` 适用于任何模板）",
    }
    REMAINDER = "verdict.remainder" {
        en: "region {region} is flagged {flag} because {splitter} gives the last region the remainder of the keyspace, not because of the key design (see the region's note)",
        zh: "region {region} 被标为{flag}，是因为 {splitter} 把键空间的余数都分给了最后一个 region，而不是 rowkey 设计的问题（见该 region 的说明）",
    }
    COLD = "verdict.cold" { en: "cold", zh: "冷" }
    HOT = "verdict.hot" { en: "hot", zh: "热" }
    THE_SPLIT_ALGORITHM = "verdict.the-split-algorithm" {
        en: "the split algorithm",
        zh: "该预分区算法",
    }
}
