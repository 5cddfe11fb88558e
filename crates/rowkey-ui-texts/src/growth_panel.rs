//! The growth panel's texts (the simulation's verdict and approximations come from the core).

rowkey_core::catalogue! {
    TITLE = "ui.growth-panel.title" { en: "Growth", zh: "增长模拟" }
    NOTE = "ui.growth-panel.note" { en: "the table growing through HBase's split policy", zh: "表在 HBase 分裂策略下的增长" }
    ROWS_PER_DAY = "ui.growth-panel.rows-per-day" { en: "Rows per day", zh: "每天行数" }
    ROW_BYTES = "ui.growth-panel.row-bytes" { en: "Bytes per row", zh: "每行字节数" }
    DAYS = "ui.growth-panel.days" { en: "Days", zh: "天数" }
    POLICY = "ui.growth-panel.policy" { en: "Split policy", zh: "分裂策略" }
    SERVERS = "ui.growth-panel.servers" { en: "Region servers", zh: "RegionServer 数" }
    RUN = "ui.growth-panel.run" { en: "Simulate growth", zh: "模拟增长" }
    CANCEL = "ui.growth-panel.cancel" { en: "Cancel", zh: "取消" }
    RUNNING = "ui.growth-panel.running" { en: "Simulating… {pct} %", zh: "模拟中… {pct}%" }
    CHART = "ui.growth-panel.chart" {
        en: "Regions over time (light: all regions, dark: regions taking writes)",
        zh: "region 数随时间的变化（浅色：全部 region，深色：正在接收写入的 region）",
    }
    FINAL = "ui.growth-panel.final" {
        en: "Regions after growth: size, and the writes of the last day(s)",
        zh: "增长后的 region：大小，以及最后一天（或几天）的写入",
    }
    MORE = "ui.growth-panel.more" {
        en: "… {n} more regions (the CLI's --format json lists all)",
        zh: "… 还有 {n} 个 region（CLI 的 --format json 会全部列出）",
    }
    APPROX = "ui.growth-panel.approx" { en: "Approximations", zh: "近似说明" }
    BAD_ROWS = "ui.growth-panel.bad-rows" { en: "Rows per day: {error}", zh: "每天行数：{error}" }
    BAD_BYTES = "ui.growth-panel.bad-bytes" { en: "Bytes per row: {error}", zh: "每行字节数：{error}" }
    BAD_DAYS = "ui.growth-panel.bad-days" { en: "Days: {error}", zh: "天数：{error}" }
    BAD_SERVERS = "ui.growth-panel.bad-servers" { en: "Region servers: {error}", zh: "RegionServer 数：{error}" }
    TOO_MANY_ROWS = "ui.growth-panel.too-many-rows" {
        en: "Rows per day: {rows} × {days} days is too many rows",
        zh: "每天行数：{rows} × {days} 天的行数太多",
    }
    WORKER = "ui.growth-panel.worker" { en: "cannot start the worker: {error}", zh: "无法启动 worker：{error}" }
    WINDOW = "ui.growth-panel.window" {
        en: "{rows}: {regions} regions, {hot} taking writes",
        zh: "{rows}：{regions} 个 region，其中 {hot} 个正在接收写入",
    }
    MAX_REGIONS = "ui.growth-panel.max-regions" { en: "max {max} regions", zh: "最多 {max} 个 region" }
    START = "ui.growth-panel.start" { en: "(start)", zh: "（起点）" }
    HOT = "ui.growth-panel.hot" {
        en: "After growth, the next {writes} writes land on {hot} of {regions} regions, where an even spread would reach {even} (the busiest takes {busiest} %).",
        zh: "增长之后，接下来的 {writes} 次写入落在 {regions} 个 region 中的 {hot} 个上，而均匀分布时会落到 {even} 个（最忙的占 {busiest}%）。",
    }
    CLI_SAME = "ui.growth-panel.cli-same" {
        en: "The same run from the command line (the panel samples {sample} keys in {windows} windows; the CLI's defaults are 1,000,000 and 10, and the outcome above depends on neither):",
        zh: "命令行中的同一次模拟（本面板抽样 {sample} 个 key、分 {windows} 个时间窗口；CLI 的默认值是 1,000,000 和 10，上面的结论与二者无关）：",
    }
    SUMMARY = "ui.growth-panel.summary" {
        en: "{rows} rows, {bytes}: {splits} splits, {from} → {to} regions.",
        zh: "{rows} 行，{bytes}：分裂 {splits} 次，region 从 {from} 个变为 {to} 个。",
    }
    POLICY_STEPPING = "ui.growth-panel.policy-stepping" {
        en: "SteppingSplitPolicy (HBase 2.x's default): a region splits at 2 × the flush size (256 MB) while the table has one region on its server, then at the max filesize (10 GB).",
        zh: "SteppingSplitPolicy（HBase 2.x 的默认策略）：表在该 RegionServer 上只有一个 region 时，region 达到 2 × flush 大小（256 MB）即分裂，之后达到最大文件大小（10 GB）才分裂。",
    }
    POLICY_INCREASING = "ui.growth-panel.policy-increasing" {
        en: "IncreasingToUpperBoundRegionSplitPolicy (the default before 2.0): splits at min(10 GB, 256 MB × R³), R being the table's regions on the server.",
        zh: "IncreasingToUpperBoundRegionSplitPolicy（2.0 之前的默认策略）：在 min(10 GB, 256 MB × R³) 时分裂，R 为该表在这台 RegionServer 上的 region 数。",
    }
    POLICY_CONSTANT = "ui.growth-panel.policy-constant" {
        en: "ConstantSizeRegionSplitPolicy: a region splits when it passes the max filesize (hbase.hregion.max.filesize, 10 GB).",
        zh: "ConstantSizeRegionSplitPolicy：region 超过最大文件大小（hbase.hregion.max.filesize，10 GB）时分裂。",
    }
    POLICY_DISABLED = "ui.growth-panel.policy-disabled" {
        en: "DisabledRegionSplitPolicy: regions never split; only the pre-split regions take the data.",
        zh: "DisabledRegionSplitPolicy：region 从不分裂，只有预分区的 region 承载数据。",
    }
}
