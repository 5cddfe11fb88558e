//! The regions chart's texts: title, bars, legend, statistics, verdict line and the callout.

rowkey_core::catalogue! {
    TITLE = "ui.regions-chart.title" { en: "Keys per region", zh: "每个 region 的 key 数" }
    ARIA = "ui.regions-chart.aria" {
        en: "Keys per region: {regions} regions, {keys} keys, deviation rate {deviation} %, {dead} dead, {hot} hot, {cold} cold",
        zh: "每个 region 的 key 数：{regions} 个 region，{keys} 个 key，偏差率 {deviation}%，{dead} 个空 region，{hot} 个热点，{cold} 个偏冷",
    }
    MANY_BARS = "ui.regions-chart.many-bars" {
        en: "{n} regions, {per} per bar. Hover a bar for exact figures.",
        zh: "{n} 个 region，每根柱 {per} 个。将鼠标悬停在柱上可查看确切数字。",
    }
    HOVER = "ui.regions-chart.hover" { en: "Hover a bar for exact figures.", zh: "将鼠标悬停在柱上可查看确切数字。" }
    COL_REGION = "ui.regions-chart.col-region" { en: "region", zh: "region 编号" }
    COL_START = "ui.regions-chart.col-start" { en: "start row", zh: "起始行" }
    COL_END = "ui.regions-chart.col-end" { en: "end row", zh: "结束行" }
    COL_KEYS = "ui.regions-chart.col-keys" { en: "keys", zh: "key 数" }
    COL_OBSERVED = "ui.regions-chart.col-observed" { en: "observed", zh: "实际" }
    COL_EXPECTED = "ui.regions-chart.col-expected" { en: "expected", zh: "预期" }
    COL_NOTE = "ui.regions-chart.col-note" { en: "note", zh: "说明" }
    // Bars.
    REGION = "ui.regions-chart.region" { en: "Region {i}", zh: "{i} 号 region" }
    REGIONS = "ui.regions-chart.regions" { en: "Regions {first}–{last}", zh: "{first}–{last} 号 region" }
    DEAD_ONE = "ui.regions-chart.dead-one" { en: "dead: no key can fall here", zh: "空 region：没有任何 key 会落在这里" }
    DEAD_N = "ui.regions-chart.dead-n" { en: "{n} dead", zh: "{n} 个空 region" }
    HOT_ONE = "ui.regions-chart.hot-one" { en: "hot: over twice the even share expected", zh: "热点：预期份额超过均匀份额的两倍" }
    HOT_N = "ui.regions-chart.hot-n" { en: "{n} hot", zh: "{n} 个热点" }
    REMAINDER = "ui.regions-chart.remainder" {
        en: "the split algorithm's remainder region, not a key-design hotspot",
        zh: "分裂算法留下的余数 region，并非 rowkey 设计造成的热点",
    }
    COLD_ONE = "ui.regions-chart.cold-one" { en: "cold: under half the even share expected", zh: "偏冷：预期份额不到均匀份额的一半" }
    COLD_N = "ui.regions-chart.cold-n" { en: "{n} cold", zh: "{n} 个偏冷" }
    /// Between the parts of a bar's note.
    LIST_SEP = "ui.regions-chart.list-sep" { en: ", ", zh: "，" }
    DESCRIBE = "ui.regions-chart.describe" {
        en: "{label}: [{start}, {end}) · {keys} keys · {share} observed · {expected} expected",
        zh: "{label}：[{start}, {end}) · {keys} 个 key · 实际 {share} · 预期 {expected}",
    }
    // Who is in a region: its top values, shown for the bar picked.
    WHO_TITLE = "ui.regions-chart.who-title" { en: "Who is in {label}", zh: "{label} 里有谁" }
    WHO_VALUE = "ui.regions-chart.who-value" {
        en: "region {region}: `{field}` = `{value}` takes {share} of its keys",
        zh: "{region} 号 region：`{field}` = `{value}` 占其 key 的 {share}",
    }
    WHO_VALUE_ABOUT = "ui.regions-chart.who-value-about" {
        en: "region {region}: `{field}` = `{value}` takes {share} of its keys (at most {error} too many)",
        zh: "{region} 号 region：`{field}` = `{value}` 占其 key 的 {share}（最多高估 {error}）",
    }
    WHO_NONE = "ui.regions-chart.who-none" {
        en: "region {region}: no field value is certainly frequent here (none was read back from its keys, or none stands clearly above the values not kept)",
        zh: "{region} 号 region：这里没有确定高频的字段值（它的 key 读不出字段值，或没有明显高于未保留取值的值）",
    }
    WHO_UNMATCHED_LINE = "ui.regions-chart.who-unmatched-line" {
        en: "region {region}: {count} {count:key does|keys do} not match the template (the first at line {first})",
        zh: "{region} 号 region：{count} 个 key 与模板不符（第一个在第 {first} 行）",
    }
    WHO_UNMATCHED_SAMPLE = "ui.regions-chart.who-unmatched-sample" {
        en: "region {region}: {count} sample {count:key does|keys do} not match the template (the first is sample key {first}, counting from 0)",
        zh: "{region} 号 region：{count} 个样本 key 与模板不符（第一个是第 {first} 个样本 key，从 0 起数）",
    }
    WHO_NOT_COUNTED = "ui.regions-chart.who-not-counted" {
        en: "Top values are counted for samples of up to {max} keys here; `rowkey analyze --top 3` counts any.",
        zh: "此处只为不超过 {max} 个 key 的样本统计高频取值；`rowkey analyze --top 3` 不受此限。",
    }
    SHOW_KEYS = "ui.regions-chart.show-keys" {
        en: "Show the keys of region {region}",
        zh: "查看 {region} 号 region 的 key",
    }
    WHO_MORE = "ui.regions-chart.who-more" {
        en: "and {n} more regions in this bar",
        zh: "这根柱中还有 {n} 个 region",
    }
    /// A bar's accessible name when it can be activated: the region, its start key (in
    /// backquotes: a key is data, never translated), its shares, and what Enter does.
    BAR_ACTION = "ui.regions-chart.bar-action" {
        en: "{label}: starts at `{start}` · {share} observed · {expected} expected. Enter: decode its start key and show who is in it",
        zh: "{label}：起始 key `{start}` · 实际 {share} · 预期 {expected}。按回车键：解码其起始 key 并显示其中有谁",
    }
    TABLE_START = "ui.regions-chart.table-start" { en: "(table start)", zh: "（表首）" }
    TABLE_END = "ui.regions-chart.table-end" { en: "(table end)", zh: "（表的末尾）" }
    // The plot.
    DEAD_LABEL = "ui.regions-chart.dead-label" { en: "dead", zh: "空" }
    LEGEND_OBSERVED = "ui.regions-chart.legend-observed" { en: "observed", zh: "实际" }
    LEGEND_EXPECTED = "ui.regions-chart.legend-expected" { en: "expected", zh: "预期" }
    LEGEND_EVEN = "ui.regions-chart.legend-even" { en: "even share", zh: "均匀份额" }
    LEGEND_DEAD = "ui.regions-chart.legend-dead" { en: "dead", zh: "空 region" }
    LEGEND_HOT = "ui.regions-chart.legend-hot" { en: "hot", zh: "热点" }
    LEGEND_COLD = "ui.regions-chart.legend-cold" { en: "cold", zh: "偏冷" }
    AXIS_X = "ui.regions-chart.axis-x" { en: "region →", zh: "region 编号 →" }
    AXIS_Y = "ui.regions-chart.axis-y" { en: "share", zh: "份额" }
    // The verdict.
    DEVIATION_RATE = "ui.regions-chart.deviation-rate" { en: "deviation rate ", zh: "偏差率 " }
    PERCENT = "ui.regions-chart.percent" { en: "{p} %", zh: "{p}%" }
    WRITES_REACH = "ui.regions-chart.writes-reach" { en: " · writes per time window reach ", zh: " · 每个时间窗口的写入落在 " }
    OF_REGIONS = "ui.regions-chart.of-regions" { en: "{x} of {n} regions", zh: "{n} 个 region 中的 {x} 个" }
    BUSIEST = "ui.regions-chart.busiest" { en: ", busiest region ", zh: "，最忙的 region 占 " }
    EVEN = "ui.regions-chart.even" { en: " (even {p})", zh: "（均匀份额 {p}）" }
    VERDICT_RULE = "ui.regions-chart.verdict-rule" {
        en: " — totals: under 10 % deviation good, 10–20 % acceptable, over 20 % needs work; writes: a time-ordered key needs work whatever the totals",
        zh: " — 总量：偏差率低于 10% 为良好，10–20% 为可接受，超过 20% 需改进；写入：按时间递增的 key 不论总量如何都需改进",
    }
    // The statistics.
    STAT_KEYS = "ui.regions-chart.stat-keys" { en: "keys", zh: "key 数" }
    STAT_KEYS_TIP = "ui.regions-chart.stat-keys-tip" { en: "Sample keys counted", zh: "统计的样本 key 数" }
    STAT_REGIONS = "ui.regions-chart.stat-regions" { en: "regions", zh: "region 数" }
    STAT_REGIONS_TIP = "ui.regions-chart.stat-regions-tip" { en: "Regions of the table (split keys + 1)", zh: "表的 region 数（split key 数 + 1）" }
    STAT_MIN = "ui.regions-chart.stat-min" { en: "min", zh: "最少" }
    STAT_MIN_TIP = "ui.regions-chart.stat-min-tip" { en: "Fewest keys in a region", zh: "单个 region 中最少的 key 数" }
    STAT_MAX = "ui.regions-chart.stat-max" { en: "max", zh: "最多" }
    STAT_MAX_TIP = "ui.regions-chart.stat-max-tip" { en: "Most keys in a region", zh: "单个 region 中最多的 key 数" }
    STAT_MEAN = "ui.regions-chart.stat-mean" { en: "mean", zh: "平均" }
    STAT_MEAN_TIP = "ui.regions-chart.stat-mean-tip" { en: "Mean keys per region", zh: "每个 region 的平均 key 数" }
    STAT_DEVIATION = "ui.regions-chart.stat-deviation" { en: "deviation", zh: "偏差率" }
    STAT_DEVIATION_TIP = "ui.regions-chart.stat-deviation-tip" { en: "(max − min) / mean", zh: "（最多 − 最少）/ 平均" }
    STAT_CV = "ui.regions-chart.stat-cv" { en: "CV", zh: "CV" }
    STAT_CV_TIP = "ui.regions-chart.stat-cv-tip" { en: "Coefficient of variation: standard deviation / mean", zh: "变异系数：标准差 / 平均值" }
    STAT_GINI = "ui.regions-chart.stat-gini" { en: "Gini", zh: "基尼系数" }
    STAT_GINI_TIP = "ui.regions-chart.stat-gini-tip" { en: "0: perfectly even; towards 1: all keys in one region", zh: "0：完全均匀；越接近 1：key 越集中在一个 region" }
    STAT_HOTTEST = "ui.regions-chart.stat-hottest" { en: "hottest", zh: "最热" }
    STAT_HOTTEST_TIP = "ui.regions-chart.stat-hottest-tip" { en: "The region with the most keys", zh: "key 最多的 region" }
    STAT_SHARE = "ui.regions-chart.stat-share" { en: "its share", zh: "其份额" }
    STAT_SHARE_TIP = "ui.regions-chart.stat-share-tip" { en: "The hottest region's share of all keys", zh: "最热 region 占全部 key 的份额" }
    STATS_LINE = "ui.regions-chart.stats-line" {
        en: "{keys} keys · {regions} regions · {min}–{max} per region · CV {cv} · hottest #{i} {share}",
        zh: "{keys} 个 key · {regions} 个 region · 每个 region {min}–{max} 个 · CV {cv} · 最热 #{i} {share}",
    }
    // The callout.
    REMAINDER_LINE = "ui.regions-chart.remainder-line" { en: "Region {i}: {note}.", zh: "{i} 号 region：{note}。" }
    DEAD_LINE = "ui.regions-chart.dead-line" {
        en: "{n} dead {n:region|regions}: no key this template can produce falls in {n:it|them}.",
        zh: "{n} 个空 region：这个模板生成的 key 都不会落入其中。",
    }
    UNEQUAL_LINE = "ui.regions-chart.unequal-line" {
        en: "{n} badly unequal {n:region|regions} ({hot} hot, {cold} cold): the expected share is over twice or under half the even share.",
        zh: "{n} 个 region 严重不均（{hot} 个热点，{cold} 个偏冷）：预期份额超过均匀份额的两倍或不到一半。",
    }
    DEAD_SHORT = "ui.regions-chart.dead-short" { en: "{n} dead {n:region|regions}", zh: "{n} 个空 region" }
    REMAINDER_SHORT = "ui.regions-chart.remainder-short" { en: "#{i} is the split's remainder", zh: "#{i} 是分裂留下的余数 region" }
    DEAD_TAIL = "ui.regions-chart.dead-tail" { en: ": no key can land in the dead ones", zh: "：没有 key 能落入空 region" }
    UNEQUAL_TAIL = "ui.regions-chart.unequal-tail" { en: ": expected shares far from even", zh: "：预期份额远离均匀份额" }
    AUTO_TIP = "ui.regions-chart.auto-tip" {
        en: "Split where this template's keys actually fall, into even shares",
        zh: "按这个模板的 key 实际落点切分，使各 region 份额均匀",
    }
    AUTO = "ui.regions-chart.auto" { en: "Use auto splits", zh: "使用自动预分区" }
    // Regions weighed in bytes (a dump with sizes, a design's sizing).
    BYTES_PART = "ui.regions-chart.bytes-part" { en: "{bytes} ({share} of bytes)", zh: "{bytes}（占字节的 {share}）" }
    /// A region's top field value in its bar's tooltip; the value is data, never translated.
    TOP_PART = "ui.regions-chart.top-part" { en: "{field} = {value}: {share}", zh: "{field} = {value}：{share}" }
    BAR_ACTION_BYTES = "ui.regions-chart.bar-action-bytes" {
        en: "{label}: starts at `{start}` · {share} of keys · {bytes_share} of bytes · {expected} expected. Enter: decode its start key and show who is in it",
        zh: "{label}：起始 key `{start}` · 占 key 的 {share} · 占字节的 {bytes_share} · 预期 {expected}。按回车键：解码其起始 key 并显示其中有谁",
    }
    LEGEND_BYTES = "ui.regions-chart.legend-bytes" { en: "bytes", zh: "字节" }
    COL_BYTES = "ui.regions-chart.col-bytes" { en: "bytes", zh: "字节数" }
    COL_BYTES_SHARE = "ui.regions-chart.col-bytes-share" { en: "bytes share", zh: "字节份额" }
    WEIGH = "ui.regions-chart.weigh" { en: "Verdict in", zh: "结论依据" }
    WEIGH_KEYS = "ui.regions-chart.weigh-keys" { en: "keys", zh: "key 数" }
    WEIGH_BYTES = "ui.regions-chart.weigh-bytes" { en: "bytes", zh: "字节数" }
    WEIGH_TIP = "ui.regions-chart.weigh-tip" {
        en: "HBase splits a region by its store files' size: read the verdict, deviation and hottest region in bytes (`rowkey analyze --weigh bytes`)",
        zh: "HBase 按存储文件大小拆分 region：以字节数解读结论、偏差率与最热 region（`rowkey analyze --weigh bytes`）",
    }
    WEIGH_FAILED = "ui.regions-chart.weigh-failed" { en: "Not read in bytes: {why}", zh: "未能以字节数解读：{why}" }
    STAT_BYTES = "ui.regions-chart.stat-bytes" { en: "bytes", zh: "字节数" }
    STAT_BYTES_TIP = "ui.regions-chart.stat-bytes-tip" { en: "Bytes of every row counted", zh: "统计的所有行的字节数" }
    STAT_MIN_BYTES_TIP = "ui.regions-chart.stat-min-bytes-tip" { en: "Fewest bytes in a region", zh: "单个 region 中最少的字节数" }
    STAT_MAX_BYTES_TIP = "ui.regions-chart.stat-max-bytes-tip" { en: "Most bytes in a region", zh: "单个 region 中最多的字节数" }
    STAT_MEAN_BYTES_TIP = "ui.regions-chart.stat-mean-bytes-tip" { en: "Mean bytes per region", zh: "每个 region 的平均字节数" }
    STAT_HOTTEST_BYTES_TIP = "ui.regions-chart.stat-hottest-bytes-tip" { en: "The region with the most bytes", zh: "字节数最多的 region" }
    STAT_SHARE_BYTES_TIP = "ui.regions-chart.stat-share-bytes-tip" { en: "The hottest region's share of all bytes", zh: "最热 region 占全部字节的份额" }
}
