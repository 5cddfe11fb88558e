//! The keys panel's texts, and those of the switch above the charts between its keys and the
//! sample.

rowkey_core::catalogue! {
    TITLE = "ui.keys-panel.title" { en: "Your keys", zh: "你的 key" }
    HEAD_NOTE = "ui.keys-panel.head-note" { en: "a key dump against these splits", zh: "用导出的 key 检验这些预分区" }
    PRIVACY = "ui.keys-panel.privacy" {
        en: "Keys never leave this browser and are not in share links: the file is read here, in a worker, and only the splits it suggests can go into the design.",
        zh: "key 不会离开这个浏览器，也不会进入分享链接：文件在本地的 worker 中读取，只有由它得出的预分区可以写入设计。",
    }
    DROP = "ui.keys-panel.drop" { en: "Drop a key file here, or", zh: "把 key 文件拖到这里，或" }
    PICK = "ui.keys-panel.pick" { en: "choose a file", zh: "选择文件" }
    FORMAT = "ui.keys-panel.format" { en: "Format", zh: "格式" }
    COLUMN = "ui.keys-panel.column" { en: "CSV column", zh: "CSV 列" }
    COLUMN_PLACEHOLDER = "ui.keys-panel.column-placeholder" { en: "first column", zh: "第一列" }
    PASTE = "ui.keys-panel.paste" { en: "…or paste keys", zh: "…或粘贴 key" }
    PASTE_PLACEHOLDER = "ui.keys-panel.paste-placeholder" {
        en: "one key per line, or the output of the HBase shell's scan",
        zh: "每行一个 key，或 HBase shell 中 scan 的输出",
    }
    ANALYSE_PASTE = "ui.keys-panel.analyse-paste" { en: "Analyse pasted keys", zh: "分析粘贴的 key" }
    CLEAR = "ui.keys-panel.clear" { en: "Clear", zh: "清除" }
    CANCEL = "ui.keys-panel.cancel" { en: "Cancel", zh: "取消" }
    READ_AGAIN = "ui.keys-panel.read-again" { en: "Read again", zh: "重新读取" }
    CANCELLED = "ui.keys-panel.cancelled" { en: "Reading the keys was cancelled.", zh: "已取消读取 key。" }
    USE_SPLITS = "ui.keys-panel.use-splits" { en: "Use splits from these keys", zh: "使用这些 key 得出的预分区" }
    UNDO = "ui.keys-panel.undo" { en: "Undo", zh: "撤销" }
    IN_USE = "ui.keys-panel.in-use" { en: "The splits from these keys are the design's split keys.", zh: "设计的 split key 已是这些 key 得出的预分区。" }
    NO_DESIGN = "ui.keys-panel.no-design" {
        en: "The design has errors: the keys are analysed again once it compiles.",
        zh: "设计有错误：修正后会重新分析这些 key。",
    }
    PASTED = "ui.keys-panel.pasted" { en: "pasted keys", zh: "粘贴的 key" }
    SHOWING = "ui.keys-panel.showing" { en: "Charts show", zh: "图表显示" }
    SAMPLE = "ui.keys-panel.sample" { en: "sample", zh: "样本" }
    READING_ARIA = "ui.keys-panel.reading-aria" { en: "Reading the keys", zh: "正在读取 key" }
    FORMAT_LINES = "ui.keys-panel.format-lines" { en: "lines (raw bytes)", zh: "lines（原始字节）" }
    FORMAT_BINARY = "ui.keys-panel.format-binary" { en: "binary (toStringBinary)", zh: "binary（toStringBinary 格式）" }
    FORMAT_SCAN = "ui.keys-panel.format-scan" { en: "scan (HBase shell output)", zh: "scan（HBase shell 输出）" }
    READING = "ui.keys-panel.reading" { en: "Reading {done} of {total}…", zh: "正在读取 {done} / {total}…" }
    READ = "ui.keys-panel.read" {
        en: "Your {keys} keys from {from}, read in {seconds} s.",
        zh: "已读取 {from} 中你的 {keys} 个 key，用时 {seconds} 秒。",
    }
    YOUR_KEYS = "ui.keys-panel.your-keys" { en: "your {keys} keys", zh: "你的 {keys} 个 key" }
    SAMPLE_KEYS = "ui.keys-panel.sample-keys" { en: "sample ({keys} keys)", zh: "样本（{keys} 个 key）" }
    LINE = "ui.keys-panel.line" { en: "Line {n}", zh: "第 {n} 行" }
    FAILED = "ui.keys-panel.failed" { en: "The keys could not be read: {message}", zh: "无法读取这些 key：{message}" }
    SUGGESTION = "ui.keys-panel.suggestion" {
        en: "A quantile over these keys gives {keys} split keys ({regions} regions).",
        zh: "按这些 key 的分位数可得到 {keys} 个 split key（{regions} 个 region）。",
    }
    NO_SUGGESTION = "ui.keys-panel.no-suggestion" { en: "No splits from these keys: {why}", zh: "无法从这些 key 得出预分区：{why}" }
    SUGGESTION_BYTES = "ui.keys-panel.suggestion-bytes" {
        en: "Cut by the rows' bytes, as HBase splits regions by size: {keys} split keys ({regions} regions of equal bytes).",
        zh: "按行的字节数切分（HBase 按大小分裂 region）：{keys} 个 split key（{regions} 个字节数相等的 region）。",
    }
    USE_SPLITS_BYTES = "ui.keys-panel.use-splits-bytes" { en: "Use splits of equal bytes", zh: "使用字节数相等的预分区" }
    IN_USE_BYTES = "ui.keys-panel.in-use-bytes" {
        en: "The design's split keys are these keys' splits of equal bytes.",
        zh: "设计的 split key 已是这些 key 按字节数相等切出的预分区。",
    }
    NO_SUGGESTION_BYTES = "ui.keys-panel.no-suggestion-bytes" { en: "No splits of equal bytes from these keys: {why}", zh: "无法从这些 key 切出字节数相等的预分区：{why}" }
    UNDONE = "ui.keys-panel.undone" { en: "Splits from these keys applied ({regions} regions).", zh: "已应用这些 key 得出的预分区（{regions} 个 region）。" }
    FORMAT_AUTO = "ui.keys-panel.format-auto" { en: "auto (told from the lines)", zh: "auto（根据内容判断）" }
    ORDER = "ui.keys-panel.order" { en: "Order", zh: "顺序" }
    ORDER_AUTO = "ui.keys-panel.order-auto" { en: "auto (scan or sorted = key order)", zh: "auto（scan 或已排序 = key 顺序）" }
    ORDER_INSERTION = "ui.keys-panel.order-insertion" { en: "write order (as rows were written)", zh: "写入顺序（按行的写入先后）" }
    ORDER_KEY = "ui.keys-panel.order-key" { en: "key order (sorted)", zh: "key 顺序（已排序）" }
    /// `format`: the format read; `why`: what showed it.
    READ_AS = "ui.keys-panel.read-as" { en: "Read as `{format}`: {why}.", zh: "按 `{format}` 读取：{why}。" }
    /// `why`: why the order.
    IN_KEY_ORDER = "ui.keys-panel.in-key-order" {
        en: "Key order ({why}): no heatmap and no verdict on writes over time from these keys. If the file really is in write order, pick “write order” above.",
        zh: "key 顺序（{why}）：不据此绘制热力图，也不评判随时间的写入。若文件确实按写入顺序排列，请在上方选择“写入顺序”。",
    }
    IN_WRITE_ORDER = "ui.keys-panel.in-write-order" { en: "Write order ({why}).", zh: "写入顺序（{why}）。" }
    /// `count`: lines; `line`: the first.
    SKIPPED = "ui.keys-panel.skipped" {
        en: "{count} {count:line|lines} passed over, not keys (first: line {line}).",
        zh: "跳过了 {count} 行，它们不是 key（第一处：第 {line} 行）。",
    }
    WARNING = "ui.keys-panel.warning" { en: "Warning: {warning}", zh: "警告：{warning}" }
    /// Beside a panel whose figures come from the design's sample or model, while the charts show a dump.
    SHOWS_SAMPLE = "ui.keys-panel.shows-sample" {
        en: "This panel shows the design's model and sample, not your keys.",
        zh: "此面板显示的是设计的模型和样本，而不是你的 key。",
    }
    /// `why`: why the keys are taken to be in key order.
    HEATMAP_KEY_ORDER = "ui.keys-panel.heatmap-key-order" {
        en: "Your keys are in key order ({why}): they say nothing of when rows were written, so there is no heatmap of writes. If the file is in write order, set its order to “write order” under Your keys.",
        zh: "你的 key 按 key 顺序排列（{why}）：它们不反映行的写入时间，因此没有写入热力图。若文件按写入顺序排列，请在“你的 key”中把顺序设为“写入顺序”。",
    }
    OPEN_REPORT = "ui.keys-panel.open-report" { en: "Open report…", zh: "打开报告…" }
    OPEN_REPORT_HINT = "ui.keys-panel.open-report-hint" { en: "a report `rowkey merge --format json` or `rowkey analyze --format json` printed, or a partial line: its charts are shown here", zh: "由 `rowkey merge --format json` 或 `rowkey analyze --format json` 输出的报告，或一行部分结果：在此显示其图表" }
    OPENING = "ui.keys-panel.opening" { en: "Opening {name}…", zh: "正在打开 {name}…" }
    OPENED = "ui.keys-panel.opened" { en: "Report {name}: {keys} keys.", zh: "报告 {name}：{keys} 个 key。" }
    OPEN_FAILED = "ui.keys-panel.open-failed" { en: "{name} cannot be shown: {why}. Nothing was changed.", zh: "无法显示 {name}：{why}。没有做任何更改。" }
    OTHER_DESIGN = "ui.keys-panel.other-design" { en: "This report was made for another design: its regions and findings are not this design's.", zh: "此报告是为另一个设计生成的：其中的 region 与发现不属于当前设计。" }
    OTHER_SPLITS = "ui.keys-panel.other-splits" { en: "This report was made with other split keys: its regions are not this design's regions.", zh: "此报告使用了其他 split key：其中的 region 不是当前设计的 region。" }
    NO_FINGERPRINT = "ui.keys-panel.no-fingerprint" { en: "This report does not say which design it was made for.", zh: "此报告未说明它是为哪个设计生成的。" }
    SIZES = "ui.keys-panel.sizes" { en: "Lines give row sizes", zh: "每行带有行大小" }
    SIZES_TIP = "ui.keys-panel.sizes-tip" {
        en: "Each line is the key, a tab and the row's size in bytes (in csv, the column headed `bytes`): regions are weighed in bytes as HBase splits them (`rowkey analyze --keys-sizes`)",
        zh: "每行是 key、一个制表符和该行的字节数（csv 中为表头为 `bytes` 的列）：按 HBase 拆分 region 的方式以字节衡量各 region（`rowkey analyze --keys-sizes`）",
    }
    // The keys browser: the whole dump, a page at a time, or one region's keys.
    BROWSE = "ui.keys-panel.browse" {
        en: "Browse the {total} keys ({size} a page; click one to decode it)",
        zh: "浏览全部 {total} 个 key（每页 {size} 个；点击即可解码）",
    }
    PAGE_OF = "ui.keys-panel.page-of" {
        en: "Page {page} of {pages}: keys {first}–{last}",
        zh: "第 {page} 页，共 {pages} 页：第 {first}–{last} 个 key",
    }
    REGION_PAGE = "ui.keys-panel.region-page" {
        en: "Keys {first}–{last} of {count} in region {region}",
        zh: "{region} 号 region 的 {count} 个 key 中的第 {first}–{last} 个",
    }
    REGION_NONE = "ui.keys-panel.region-none" {
        en: "Region {region} holds none of these keys.",
        zh: "{region} 号 region 中没有这些 key。",
    }
    REGION_GONE = "ui.keys-panel.region-gone" {
        en: "Region {region} is not one of the {regions} regions of these splits: showing every key.",
        zh: "当前拆分只有 {regions} 个 region，没有 {region} 号：改为显示全部 key。",
    }
    NO_KEYS = "ui.keys-panel.no-keys" {
        en: "The dump holds no keys.",
        zh: "这份转储中没有 key。",
    }
    PAGE_EMPTY = "ui.keys-panel.page-empty" {
        en: "No keys on this page: the dump ended before it.",
        zh: "这一页没有 key：转储在此之前已结束。",
    }
    PAGE_LOADING = "ui.keys-panel.page-loading" { en: "Reading the page…", zh: "正在读取这一页…" }
    PAGE_FAILED = "ui.keys-panel.page-failed" {
        en: "This page could not be read: {message}",
        zh: "无法读取这一页：{message}",
    }
    KEY_PLACE = "ui.keys-panel.key-place" {
        en: "line {line} · region {region}",
        zh: "第 {line} 行 · {region} 号 region",
    }
    FIRST_PAGE = "ui.keys-panel.first-page" { en: "First", zh: "首页" }
    PREV_PAGE = "ui.keys-panel.prev-page" { en: "Previous", zh: "上一页" }
    NEXT_PAGE = "ui.keys-panel.next-page" { en: "Next", zh: "下一页" }
    LAST_PAGE = "ui.keys-panel.last-page" { en: "Last", zh: "末页" }
    PAGES_ARIA = "ui.keys-panel.pages-aria" { en: "Pages of the keys", zh: "key 的分页" }
    ALL_KEYS = "ui.keys-panel.all-keys" { en: "Every key", zh: "全部 key" }
    GOTO_LABEL = "ui.keys-panel.goto-label" {
        en: "Page (1–{pages})",
        zh: "页码（1–{pages}）",
    }
    GOTO = "ui.keys-panel.goto" { en: "Go", zh: "跳转" }
    GOTO_EMPTY = "ui.keys-panel.goto-empty" {
        en: "Type a page number from 1 to {pages}.",
        zh: "请输入 1 到 {pages} 之间的页码。",
    }
    GOTO_NOT_NUMBER = "ui.keys-panel.goto-not-number" {
        en: "That is not a page number: type a whole number from 1 to {pages}.",
        zh: "这不是页码：请输入 1 到 {pages} 之间的整数。",
    }
    GOTO_TOO_LOW = "ui.keys-panel.goto-too-low" {
        en: "Pages start at 1: type a number from 1 to {pages}.",
        zh: "页码从 1 开始：请输入 1 到 {pages} 之间的整数。",
    }
    GOTO_TOO_HIGH = "ui.keys-panel.goto-too-high" {
        en: "The last page is {pages}: type a number from 1 to {pages}.",
        zh: "最后一页是第 {pages} 页：请输入 1 到 {pages} 之间的整数。",
    }
    REGION_TITLE = "ui.keys-panel.region-title" {
        en: "Keys of region {region}",
        zh: "{region} 号 region 的 key",
    }
}
