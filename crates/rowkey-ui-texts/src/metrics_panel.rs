//! The cluster metrics panel's texts: the real table's region numbers pasted or loaded (the
//! reader's own words for what it read and what is wrong come from the core).

rowkey_core::catalogue! {
    TITLE = "ui.metrics-panel.title" { en: "Cluster metrics", zh: "集群指标" }
    INTRO = "ui.metrics-panel.intro" {
        en: "Paste or load the table's region numbers as HBase prints them: the shell's `list_regions`, the master UI's table page `table.jsp` (saved as HTML), or a RegionServer's `/jmx?qry=Hadoop:service=HBase,name=RegionServer,sub=Regions` JSON beside one of those.",
        zh: "粘贴或加载 HBase 输出的表 region 数据：shell 的 `list_regions`、网页界面的表页面 `table.jsp`（另存为 HTML），或 RegionServer 的 `/jmx?qry=Hadoop:service=HBase,name=RegionServer,sub=Regions` JSON（需同时提供前两者之一）。",
    }
    PASTE = "ui.metrics-panel.paste" { en: "Region metrics", zh: "Region 指标" }
    LOAD = "ui.metrics-panel.load" { en: "Load files…", zh: "加载文件…" }
    APPLY = "ui.metrics-panel.apply" { en: "Compare with the design", zh: "与设计对比" }
    CLEAR = "ui.metrics-panel.clear" { en: "Clear", zh: "清除" }
    WORKING = "ui.metrics-panel.working" { en: "Reading…", zh: "正在读取…" }
    NO_REPORT = "ui.metrics-panel.no-report" {
        en: "The numbers are set beside the analysis: wait for it to finish.",
        zh: "这些数据要与分析结果对照：请等待分析完成。",
    }
    /// `text`: which text (1 the paste, then each file loaded); `message`: where and what.
    BAD_TEXT = "ui.metrics-panel.bad-text" {
        en: "text {text}: {message} — nothing was changed",
        zh: "第 {text} 份文本：{message} —— 未做任何更改",
    }
    /// `message`: why the texts cannot be joined or matched.
    BAD = "ui.metrics-panel.bad" { en: "{message} — nothing was changed", zh: "{message} —— 未做任何更改" }
    /// `formats`: the forms read; `regions`: design regions the table still has.
    READ = "ui.metrics-panel.read" {
        en: "Read: {formats}. {matched} of {regions} design regions are still in the table.",
        zh: "已读取：{formats}。设计中的 {regions} 个 region 里有 {matched} 个仍在表中。",
    }
    UNMATCHED = "ui.metrics-panel.unmatched" {
        en: "Regions that no longer match the splits",
        zh: "与 split 不再对应的 region",
    }
    /// `level`: the verdict on the real table.
    VERDICT = "ui.metrics-panel.verdict" { en: "Real table: {level}", zh: "实际表：{level}" }
    COL_REGION = "ui.metrics-panel.col-region" { en: "Region", zh: "region 编号" }
    COL_PREDICTED = "ui.metrics-panel.col-predicted" { en: "Predicted share", zh: "预测占比" }
    COL_SIZE = "ui.metrics-panel.col-size" { en: "Store files", zh: "Store file 大小" }
    COL_BYTES_SHARE = "ui.metrics-panel.col-bytes-share" { en: "Size share", zh: "大小占比" }
    COL_READS = "ui.metrics-panel.col-reads" { en: "Reads", zh: "读请求" }
    COL_WRITES = "ui.metrics-panel.col-writes" { en: "Writes", zh: "写请求" }
    COL_WRITES_SHARE = "ui.metrics-panel.col-writes-share" { en: "Writes share", zh: "写请求占比" }
    COL_REQUESTS = "ui.metrics-panel.col-requests" { en: "Requests", zh: "请求数" }
    COL_REQUESTS_SHARE = "ui.metrics-panel.col-requests-share" { en: "Requests share", zh: "请求占比" }
    NOT_IN_TABLE = "ui.metrics-panel.not-in-table" { en: "split or merged since", zh: "已被拆分或合并" }
    /// `max`: the most files loaded at once.
    TOO_MANY_FILES = "ui.metrics-panel.too-many-files" {
        en: "more than {max} files: load a region list and each region server's JMX — nothing was changed",
        zh: "文件超过 {max} 个：请加载一份 region 列表和每个 region server 的 JMX —— 未做任何更改",
    }
    /// `mib`: the largest file read.
    TOO_LARGE = "ui.metrics-panel.too-large" {
        en: "a text is larger than {mib} MiB: region metrics of one table are far smaller — nothing was changed",
        zh: "有文本超过 {mib} MiB：一张表的 region 指标远小于此 —— 未做任何更改",
    }
    /// `error`: what the browser said.
    UNREADABLE = "ui.metrics-panel.unreadable" {
        en: "the file cannot be read: {error} — nothing was changed",
        zh: "无法读取文件：{error} —— 未做任何更改",
    }
}
