//! Comparing two designs: each difference's label, its figures' words, and why one side is
//! better.

catalogue! {
    VERDICT = "compare.verdict" { en: "verdict", zh: "结论" }
    VERDICT_WHY = "compare.verdict-why" {
        en: "the verdict is the worse of the keys' spread in total and the writes' spread over time",
        zh: "结论取 key 的总体分布与写入随时间的分布两者中较差的一个",
    }
    DEVIATION = "compare.deviation" {
        en: "deviation (max-min)/mean",
        zh: "偏差率（最多 − 最少）/ 平均",
    }
    DEVIATION_WHY = "compare.deviation-why" {
        en: "a lower deviation means the regions hold more even shares of the keys",
        zh: "偏差率越低，各 region 承载的 key 越均匀",
    }
    WRITE_SPREAD = "compare.write-spread" {
        en: "regions a moment's writes reach",
        zh: "同一时刻的写入落到的 region 数",
    }
    /// `per`: regions reached per window, to one decimal; `of`: all regions.
    WRITE_SPREAD_FIGURE = "compare.write-spread-figure" {
        en: "{per} of {of}",
        zh: "{per} 个（共 {of} 个）",
    }
    WRITE_SPREAD_WHY = "compare.write-spread-why" {
        en: "writes that reach more regions at once spread the load over more region servers",
        zh: "同时写入的 region 越多，负载就分散到越多的 RegionServer 上",
    }
    BUSIEST_SHARE = "compare.busiest-share" {
        en: "busiest region's share of a moment's writes",
        zh: "最忙 region 在同一时刻写入中的占比",
    }
    BUSIEST_SHARE_WHY = "compare.busiest-share-why" {
        en: "the busiest region takes this share of each moment's writes: lower is less of a hotspot",
        zh: "最忙的 region 承担每个时刻写入的这一比例：越低，热点越轻",
    }
    DEAD_REGIONS = "compare.dead-regions" { en: "dead regions", zh: "空 region" }
    DEAD_REGIONS_WHY = "compare.dead-regions-why" {
        en: "a dead region can never receive a key: it costs a region and serves nothing",
        zh: "空 region 永远收不到 key：占用一个 region 却不提供任何服务",
    }
    REGIONS = "compare.regions" { en: "regions", zh: "region 数" }
    REGIONS_WHY = "compare.regions-why" {
        en: "the pre-split region count is a choice, not a quality: compare the spread figures",
        zh: "预分区的 region 数是一种选择，而不是好坏：请比较分布相关的数字",
    }
    MEAN_KEY_LENGTH = "compare.mean-key-length" { en: "mean key length", zh: "平均 key 长度" }
    /// `len`: to one decimal.
    KEY_LENGTH_FIGURE = "compare.key-length-figure" { en: "{len} bytes", zh: "{len} 字节" }
    MEAN_KEY_LENGTH_WHY = "compare.mean-key-length-why" {
        en: "every cell stores its row key again, so shorter keys save disk and memstore",
        zh: "每个 cell 都会再存一遍 rowkey，所以 key 越短越省磁盘和 memstore",
    }
    MEMORY = "compare.memory" { en: "row-key bytes", zh: "rowkey 字节数" }
    MEMORY_FIGURE = "compare.memory-figure" {
        en: "{bytes} for {rows} rows",
        zh: "共 {bytes}（{rows} 行）",
    }
    MEMORY_WHY = "compare.memory-why" {
        en: "the bytes of row keys alone at this row count: less is cheaper to store and cache",
        zh: "在这个行数下仅 rowkey 本身的字节数：越少，存储和缓存越便宜",
    }
    COLLISIONS = "compare.collisions" { en: "repeated keys in the sample", zh: "样本中重复的 key" }
    COLLISIONS_WHY = "compare.collisions-why" {
        en: "a repeated key overwrites an earlier row",
        zh: "重复的 key 会覆盖之前写入的行",
    }
    QUERY_READS = "compare.query-reads" {
        en: "reads for query “{name}”",
        zh: "查询“{name}”的读取次数",
    }
    QUERY_READS_WHY = "compare.query-reads-why" {
        en: "each get or scan is a round trip to a region: fewer answer the query faster",
        zh: "每次 get 或扫描都要与一个 region 往返一次：次数越少，查询越快",
    }
    QUERY_ONE_SIDE = "compare.query-one-side" {
        en: "only one design has this query",
        zh: "只有一个设计有这个查询",
    }
    LINT = "compare.lint" { en: "lint {rule}", zh: "检查项 `{rule}`" }
    LINT_INFO_WHY = "compare.lint-info-why" {
        en: "an informational finding: worth knowing, not a fault",
        zh: "提示性的发现：值得了解，但不是缺陷",
    }
    LINT_B_AVOIDS = "compare.lint-b-avoids" {
        en: "B avoids what this lint warns about",
        zh: "B 避免了这条检查所警告的问题",
    }
    LINT_A_AVOIDS = "compare.lint-a-avoids" {
        en: "A avoids what this lint warns about",
        zh: "A 避免了这条检查所警告的问题",
    }
    GROWTH_REGIONS = "compare.growth-regions" { en: "regions after growth", zh: "增长后的 region 数" }
    GROWTH_REGIONS_WHY = "compare.growth-regions-why" {
        en: "the region count after growth follows the data's size and the split policy",
        zh: "增长后的 region 数取决于数据量和分裂策略",
    }
    GROWTH_HOT = "compare.growth-hot" {
        en: "regions the next writes reach after growth",
        zh: "增长后接下来的写入落到的 region 数",
    }
    GROWTH_HOT_WHY = "compare.growth-hot-why" {
        en: "after growth, a burst of writes that reaches more of the regions an even spread would reach keeps more region servers busy at once",
        zh: "增长之后，一批连续写入落到的 region 越接近均匀分布时的数目，同时参与工作的 RegionServer 就越多",
    }
    GROWTH_REACH_FIGURE = "compare.growth-reach-figure" {
        en: "{reached} of {regions} (even: {even})",
        zh: "{regions} 个中的 {reached} 个（均匀时 {even} 个）",
    }
    GROWTH_BUSIEST = "compare.growth-busiest" {
        en: "busiest region's share of the writes after growth",
        zh: "增长后最忙 region 的写入占比",
    }
    GROWTH_BUSIEST_WHY = "compare.growth-busiest-why" {
        en: "the busiest region takes this share of the writes after growth: lower is less of a hotspot",
        zh: "最忙的 region 承担增长后写入的这一比例：越低，热点越轻",
    }
    GROWTH_SURVIVES = "compare.growth-survives" {
        en: "write spread survives growth",
        zh: "增长后写入仍然分散",
    }
    GROWTH_SURVIVES_WHY = "compare.growth-survives-why" {
        en: "a spread that survives growth keeps writes parallel as regions split",
        zh: "增长后仍然分散的写入，在 region 分裂时依然保持并行",
    }
    YES = "compare.yes" { en: "yes", zh: "是" }
    NO = "compare.no" { en: "no", zh: "否" }
}
