//! The playground worker's notes and refusals in the exports panel (the worker is a thin
//! wrapper over the core, so its words live beside the core's).

catalogue! {
    /// `op`: the request's op, quoted as JSON quotes it (a bug in the page if it ever shows).
    UNKNOWN_OP = "worker.unknown-op" {
        en: "quick request: unknown op {op}",
        zh: "quick 请求：未知的 op {op}",
    }
    /// `kind`: the export id asked for, quoted.
    NO_EXPORT = "worker.no-export" {
        en: "no export {kind}",
        zh: "没有 {kind} 这种导出",
    }
    /// `max`: the most texts of region metrics read together.
    TOO_MANY_METRICS_TEXTS = "worker.too-many-metrics-texts" {
        en: "more than {max} texts of region metrics: give a region list and each region server's JMX",
        zh: "region 指标文本超过 {max} 份：请给出一份 region 列表和每个 region server 的 JMX",
    }
    /// `tag`: the language tag given.
    UNKNOWN_LANG = "worker.unknown-lang" {
        en: "lang: unknown language \"{tag}\"; choose \"en\" or \"zh-CN\"",
        zh: "lang：未知的语言 \"{tag}\"；请选择 \"en\" 或 \"zh-CN\"",
    }
    QUANTILE_FROM_ANALYSIS = "worker.quantile-from-analysis" {
        en: "Quantile split keys from the latest analysis of the sample (the CLI cuts them from the same sorted sample).",
        zh: "quantile 的 split key 取自最近一次对样本的分析（CLI 也从同一份排好序的样本中切出它们）。",
    }
    QUANTILE_PENDING = "worker.quantile-pending" {
        en: "Quantile split keys are cut from the sorted sample: they appear when the analysis is done.",
        zh: "quantile 的 split key 从排好序的样本中切出：分析完成后才会出现。",
    }
    SPLITS_TOO_LARGE = "worker.splits-too-large" {
        en: "These split keys are too large to make in the page ({regions} regions with bounds of up to {chars} characters, about {mb} MB; the page makes at most {max} MB): export them with `rowkey export`.",
        zh: "这些 split key 太大，页面无法生成（{regions} 个 region，边界最长 {chars} 个字符，约 {mb} MB；页面最多生成 {max} MB）：请用 `rowkey export` 导出。",
    }
    /// `export`: the export's label; `problems`: the table's problems, `; ` between them.
    TABLE_INVALID = "worker.table-invalid" {
        en: "{export} creates the table, and the design's table is not valid ({problems}): fix it in the Table and Families boxes below.",
        zh: "{export} 会建表，而设计文档中的表无效（{problems}）：请在下方的表和列族输入框中修正。",
    }
    DOES_NOT_COMPILE = "worker.does-not-compile" {
        en: "The design does not compile: fix the errors in the editor to export it.",
        zh: "设计文档无法编译：请先修正编辑器中的错误再导出。",
    }
    CSV_FIRST = "worker.csv-first" {
        en: "Copy and Download give the first {n} sample keys, as `rowkey export design.json --to csv --count {n}` writes them.",
        zh: "复制和下载给出前 {n} 个样本 key，与 `rowkey export design.json --to csv --count {n}` 写出的相同。",
    }
    CSV_CAPPED_BYTES = "worker.csv-capped-bytes" {
        en: " The design samples {total}; these keys are long, and the page exports at most {max} MB of CSV (the CLI, all).",
        zh: "设计文档采样 {total} 个；这些 key 较长，页面最多导出 {max} MB 的 CSV（CLI 导出全部）。",
    }
    CSV_CAPPED_COUNT = "worker.csv-capped-count" {
        en: " The design samples {total}; the page exports at most {max} (the CLI, all).",
        zh: "设计文档采样 {total} 个；页面最多导出 {max} 个（CLI 导出全部）。",
    }
    CSV_PREVIEW = "worker.csv-preview" {
        en: " The box shows the first {n}.",
        zh: "文本框中显示前 {n} 个。",
    }
    /// `error`: the JSON parser's own words.
    SIM_OPTIONS_JSON = "worker.sim-options-json" {
        en: "simulation options: {error}",
        zh: "模拟选项有误：{error}",
    }
    /// `name`: the option; `value`: the JSON value given.
    SIM_OPTION_NOT_WHOLE = "worker.sim-option-not-whole" {
        en: "simulation options: {name} must be a whole number ≥ 0, got {value}",
        zh: "模拟选项有误：{name} 必须是 ≥ 0 的整数，实际为 {value}",
    }
    /// `export`: the export's label.
    NOT_FROM_SPLIT_KEYS = "worker.not-from-split-keys" {
        en: "{export} is not made from split keys",
        zh: "{export} 不是由 split key 生成的",
    }
    /// `error`: why the part could not be fetched or started (the browser's words).
    CHUNK_NOT_LOADED = "worker.chunk-not-loaded" {
        en: "this part of the playground could not be loaded ({error}); reload the page to try again",
        zh: "playground 的这一部分无法加载（{error}）；请刷新页面重试",
    }
}
