//! The sizing report: how many regions a table grows to, and the pre-split suggested for it.

catalogue! {
    /// The sizing in one line.
    SUMMARY = "sizing.summary" {
        en: "{rows} rows × {row_bytes} bytes = {total} → {regions} {regions:region|regions} of {max}",
        zh: "{rows} 行 × 每行 {row_bytes} 字节 = {total} → {regions} 个 region，每个 {max}",
    }
    /// `summary`: [`SUMMARY`] with the measured row size; `rows`: the dump's rows; `design`:
    /// the design's row size, as a size.
    MEASURED = "sizing.measured" {
        en: "{summary} (row size measured: the mean of the dump's {rows} rows; the design says {design})",
        zh: "{summary}（行大小为实测值：转储中 {rows} 行的平均值；设计中为 {design}）",
    }
    MEASURED_SAMPLE = "sizing.measured-sample" {
        en: "{summary} (row size from `{field}`: the mean over the sample's {rows} rows; `row_bytes` says {design})",
        zh: "{summary}（行大小取自 `{field}`：样本中 {rows} 行的平均值；`row_bytes` 为 {design}）",
    }
    ONE_REGION = "sizing.one-region" {
        en: "the data fits one region: pre-split only to spread writes over servers (see the verdict), not for size",
        zh: "数据放得进一个 region：预分区只是为了把写入分散到各个服务器（见结论），而不是因为数据量",
    }
    PRESPLIT_ALL = "sizing.presplit-all" {
        en: "pre-split into the {regions} regions the data will fill, so none has to split while the table grows to this size",
        zh: "预分区为数据最终会占满的 {regions} 个 region，这样表增长到这个规模的过程中没有 region 需要分裂",
    }
    PRESPLIT_CAPPED = "sizing.presplit-capped" {
        en: "{regions} regions eventually; start with at most {cap} (each reaches {each} of this data), and say over how many days the rows arrive (sizing days) for a pre-split that fits the first weeks — regions created long before data reaches them only thin the memstores, and HBase splits the rest as the data arrives",
        zh: "最终会有 {regions} 个 region；最多先预分区 {cap} 个（每个最终承载 {each} 的数据）。填写这些行在多少天内写入（sizing 的天数），即可得到适合最初几周数据的预分区——在数据到来之前很久就建好的 region 只会摊薄 memstore，其余的由 HBase 在数据写入时自动分裂",
    }
    PRESPLIT_EARLY = "sizing.presplit-early" {
        en: "{regions} regions after {days} days; pre-split into the {presplit} the first {weeks} weeks fill — regions created long before data reaches them only thin the memstores (each region flushes its own, smaller and more often), and HBase splits the rest as the data arrives",
        zh: "{days} 天后会有 {regions} 个 region；预分区为最初 {weeks} 周的数据会占满的 {presplit} 个——在数据到来之前很久就建好的 region 只会摊薄 memstore（每个 region 各自 flush，文件更小、更频繁），其余的由 HBase 在数据写入时自动分裂",
    }
}
