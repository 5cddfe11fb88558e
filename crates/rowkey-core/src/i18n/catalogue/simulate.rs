//! The growth simulation: its options' errors, the split policies' rules, where it
//! approximates HBase, and its verdict in a sentence.

catalogue! {
    ROWS_RANGE = "simulate.rows-range" {
        en: "{rows} rows: the rows are 1..={max}",
        zh: "{rows} 行：行数须在 1..={max} 之间",
    }
    ROW_BYTES_RANGE = "simulate.row-bytes-range" {
        en: "{bytes} bytes per row is over HBase's hbase.table.max.rowsize ({max})",
        zh: "每行 {bytes} 字节超过了 HBase 的 hbase.table.max.rowsize（{max}）",
    }
    TOO_LARGE = "simulate.too-large" {
        en: "{rows} rows of {bytes} bytes and their keys come to more than 2^64 bytes; simulate fewer rows or smaller ones",
        zh: "{rows} 行、每行 {bytes} 字节，加上行键，总量超过 2^64 字节；请模拟更少或更小的行",
    }
    MAX_FILESIZE_RANGE = "simulate.max-filesize-range" {
        en: "{bytes} bytes: HBase takes a max filesize of {min}..={max} bytes",
        zh: "{bytes} 字节：HBase 接受的最大文件大小（`hbase.hregion.max.filesize`）为 {min}..={max} 字节",
    }
    FLUSH_SIZE_RANGE = "simulate.flush-size-range" {
        en: "{bytes} bytes: the flush size is 1..={max} bytes",
        zh: "{bytes} 字节：flush 大小须在 1..={max} 字节之间",
    }
    SERVERS_RANGE = "simulate.servers-range" {
        en: "{servers} servers: the servers are 1..={max}",
        zh: "{servers} 台服务器：服务器数须在 1..={max} 之间",
    }
    WINDOWS_RANGE = "simulate.windows-range" {
        en: "{windows} windows: the windows are 1..={max}",
        zh: "{windows} 个时间窗口：窗口数须在 1..={max} 之间",
    }
    NOT_A_POLICY = "simulate.not-a-policy" {
        en: "`{name}` is not a split policy; use stepping, increasing, constant or disabled",
        zh: "`{name}` 不是分裂策略；请使用 stepping、increasing、constant 或 disabled",
    }
    TOO_MANY_REGIONS = "simulate.too-many-regions" {
        en: "the table grew past {max} regions; simulate fewer rows or raise --max-filesize",
        zh: "表增长到超过 {max} 个 region；请模拟更少的行，或调大 --max-filesize",
    }
    /// `max`: the cap in binary units (`16 MiB`).
    SPLIT_KEY_BYTES = "simulate.split-key-bytes" {
        en: "the regions' first rows passed {max} ({regions} regions of keys up to {longest} bytes), the limit on split-key bytes; simulate fewer rows, raise --max-filesize, or shorten the key",
        zh: "各 region 的起始行总计超过了 {max}（{regions} 个 region，rowkey 最长 {longest} 字节），这是预分区键总字节数的上限；请模拟更少的行、调大 --max-filesize，或缩短 rowkey",
    }
    /// `message`: why the simulation stopped at this key.
    AT_KEY = "simulate.at-key" {
        en: "sampled key {index}: {message}",
        zh: "第 {index} 个样本 key：{message}",
    }
    KEPT_KEYS_BUDGET = "simulate.kept-keys-budget" {
        en: "the regions' sampled keys need more than {budget} ({regions} regions keeping {cap} keys each); use a smaller --sample or fewer rows",
        zh: "各 region 保留的样本 key 需要超过 {budget}（{regions} 个 region，每个保留 {cap} 个 key）；请用更小的 --sample 或更少的行",
    }
    RULE_STEPPING = "simulate.rule-stepping" {
        en: "splits at the initial size (2 × flush size) while the table has one region on the server, then at the max filesize",
        zh: "当该表在这台服务器上只有一个 region 时，在初始大小（2 × flush 大小）处分裂，之后在最大文件大小处分裂",
    }
    RULE_INCREASING = "simulate.rule-increasing" {
        en: "splits at min(max filesize, initial size × R³), R being the table's regions on the server (the max filesize when R is 0 or over 100)",
        zh: "在 min(最大文件大小, 初始大小 × R³) 处分裂，R 为该表在这台服务器上的 region 数（R 为 0 或超过 100 时取最大文件大小）",
    }
    RULE_CONSTANT = "simulate.rule-constant" {
        en: "splits when a region passes the max filesize",
        zh: "region 超过最大文件大小时分裂",
    }
    RULE_DISABLED = "simulate.rule-disabled" { en: "never splits", zh: "从不分裂" }
    APPROX_FLUSH = "simulate.approx-flush" {
        en: "no flush timing: a region is checked after every write, where HBase checks it after each memstore flush",
        zh: "不模拟 flush 时机：每次写入后都检查 region，而 HBase 是在每次 memstore flush 之后检查",
    }
    APPROX_JITTER = "simulate.approx-jitter" {
        en: "no jitter: every region splits at exactly its threshold, where HBase moves each region's max filesize by up to ±12.5 % (hbase.hregion.max.filesize.jitter)",
        zh: "不模拟抖动：每个 region 恰好在阈值处分裂，而 HBase 会把每个 region 的最大文件大小上下浮动最多 ±12.5 %（`hbase.hregion.max.filesize.jitter`）",
    }
    APPROX_COMPACTION = "simulate.approx-compaction" {
        en: "no compactions: sizes are rows × (key + row bytes), with no compression, no deletes, no versions and daughters taking their share at once (HBase's reference files are compacted later)",
        zh: "不模拟 compaction：大小按 行数 × (key + 每行字节数) 计算，不考虑压缩、删除和多版本，子 region 立即分走各自的份额（HBase 的引用文件要稍后才会被 compaction）",
    }
    APPROX_BALANCER = "simulate.approx-balancer" {
        en: "no balancer moves: regions are placed round-robin on the servers when created and stay there",
        zh: "不模拟 balancer 迁移：region 创建时按轮询放到各服务器上，之后不再移动",
    }
    APPROX_STORE = "simulate.approx-store" {
        en: "one store: the region's size stands for its largest store's",
        zh: "只有一个 store：region 的大小代表其最大 store 的大小",
    }
    APPROX_MEDIAN = "simulate.approx-median" {
        en: "split points are the median of a sample of each region's keys, and a region whose sampled keys are all equal does not split",
        zh: "分裂点取每个 region 的 key 样本的中位数；样本 key 全部相同的 region 不会分裂",
    }
    /// Fewer sampled keys than asked, as each key of the design is costly to make.
    SAMPLE_BUDGET = "simulate.sample-budget" {
        en: "simulated {analysed} sampled keys instead of {requested}: each key of this design costs about {cost} units of work and one simulation spends at most {max} (a few seconds); each key stands for more rows, and where the next writes land does not depend on the sample size",
        zh: "只模拟了 {analysed} 个样本 key，而不是 {requested} 个：这个设计的每个 key 大约花费 {cost} 个计算单位，一次模拟最多花费 {max}（几秒钟）；每个 key 代表更多的行，而接下来的写入落在哪里与样本大小无关",
    }
    /// The growth verdict in a sentence; `outcome` is one of the OUTCOME_ entries.
    SUMMARY = "simulate.summary" {
        en: "at the start, {first_writes} consecutive writes reach {first_hot} of {first_regions} regions (an even spread: {first_even}; busiest {first_busiest}); after growth, the next {last_writes} reach {last_hot} of {last_regions} (an even spread: {last_even}; busiest {last_busiest}): {outcome}",
        zh: "开始时，连续 {first_writes} 次写入落到 {first_regions} 个 region 中的 {first_hot} 个（均匀分布时为 {first_even} 个，最忙的占 {first_busiest}）；增长之后，接下来的 {last_writes} 次写入落到 {last_regions} 个中的 {last_hot} 个（均匀分布时为 {last_even} 个，最忙的占 {last_busiest}）：{outcome}",
    }
    OUTCOME_SURVIVES = "simulate.outcome-survives" {
        en: "the write spread survives growth",
        zh: "写入在增长后仍然分散",
    }
    OUTCOME_LOST = "simulate.outcome-lost" {
        en: "the write spread does not survive growth: the new regions split off behind the writes",
        zh: "写入在增长后不再分散：新 region 在写入位置之后分裂出去",
    }
    OUTCOME_SINGLE = "simulate.outcome-single" {
        en: "writes end on one region",
        zh: "写入最终集中在一个 region 上",
    }
    OUTCOME_FEW = "simulate.outcome-few" {
        en: "writes stay on a few regions",
        zh: "写入始终集中在少数几个 region 上",
    }
    // The policies' names as a reader sees them: the CLI's name (`--policy`), then in Chinese
    // what it means.
    POLICY_STEPPING = "simulate.policy-stepping" { en: "stepping", zh: "stepping（阶梯式）" }
    POLICY_INCREASING = "simulate.policy-increasing" {
        en: "increasing",
        zh: "increasing（按 region 数递增）",
    }
    POLICY_CONSTANT = "simulate.policy-constant" { en: "constant", zh: "constant（固定大小）" }
    POLICY_DISABLED = "simulate.policy-disabled" { en: "disabled", zh: "disabled（不分裂）" }
}
