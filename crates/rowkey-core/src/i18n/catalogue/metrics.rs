//! The cluster's own region numbers (`metrics/`): why a file of them cannot be read, how its
//! regions meet the design's, and the verdict on the real table. HBase's names (JMX bean and
//! metric names, `list_regions`, column headings, `toStringBinary`) stay as they are.

catalogue! {
    /// `line`: 1-based line of the file; `message`: what is wrong there.
    AT_LINE = "metrics.at-line" {
        en: "line {line}: {message}",
        zh: "第 {line} 行：{message}",
    }
    /// `field`: the JSON field or column; `message`: what is wrong with it.
    AT_FIELD = "metrics.at-field" {
        en: "field `{field}`: {message}",
        zh: "字段 `{field}`：{message}",
    }
    FORMAT_JMX = "metrics.format-jmx" {
        en: "a region server's JMX JSON (sub=Regions)",
        zh: "RegionServer 的 JMX JSON（sub=Regions）",
    }
    FORMAT_MASTER_UI = "metrics.format-master-ui" {
        en: "the master UI's table page (table.jsp)",
        zh: "Master UI 的表页面（table.jsp）",
    }
    FORMAT_SHELL = "metrics.format-shell" {
        en: "the shell's list_regions output",
        zh: "shell 的 list_regions 输出",
    }
    UNKNOWN_FORMAT = "metrics.unknown-format" {
        en: "cannot tell what the file holds: not a region server's JMX JSON (no \"beans\" array), not a master UI page (no HTML table), not the shell's list_regions output (no header row of SERVER_NAME, REGION_NAME, START_KEY, END_KEY, SIZE, REQ, LOCALITY); say it with --regions-metrics-format",
        zh: "无法判断文件内容：不是 RegionServer 的 JMX JSON（没有 \"beans\" 数组），不是 Master UI 页面（没有 HTML 表格），也不是 shell 的 list_regions 输出（没有 SERVER_NAME、REGION_NAME、START_KEY、END_KEY、SIZE、REQ、LOCALITY 表头行）；请用 --regions-metrics-format 指定",
    }
    /// `given`: the format asked for; `seen`: the format the file looks like; `error`: why it did not read as `given`.
    WRONG_FORMAT = "metrics.wrong-format" {
        en: "read as {given}, the file fails ({error}); it looks like {seen}",
        zh: "按{given}读取失败（{error}）；该文件看起来是{seen}",
    }
    /// `mib`: the limit in MiB.
    TOO_LARGE = "metrics.too-large" {
        en: "the file is larger than {mib} MiB: region metrics of one table are far smaller",
        zh: "文件超过 {mib} MiB：一张表的 region 指标远小于此",
    }
    /// `limit`: the most regions read.
    TOO_MANY_REGIONS = "metrics.too-many-regions" {
        en: "more than {limit} regions: more than any table this tool compares against a design",
        zh: "region 数超过 {limit} 个：超出本工具与设计对比的表规模",
    }
    NOT_UTF8 = "metrics.not-utf8" {
        en: "the text is not UTF-8",
        zh: "文本不是 UTF-8 编码",
    }
    /// `column`: 1-based column; `detail`: the JSON parser's words.
    JSON_TRUNCATED = "metrics.json-truncated" {
        en: "the JSON ends before it is complete (column {column}; the file may be cut short): {detail}",
        zh: "JSON 在完整之前就结束了（第 {column} 列；文件可能被截断）：{detail}",
    }
    /// `column`: 1-based column; `detail`: the JSON parser's words.
    JSON_INVALID = "metrics.json-invalid" {
        en: "not valid JSON (column {column}): {detail}",
        zh: "不是合法的 JSON（第 {column} 列）：{detail}",
    }
    NO_BEANS = "metrics.no-beans" {
        en: "the JSON has no \"beans\" array: JMX JSON from /jmx is {{\"beans\" : [ ... ]}}",
        zh: "JSON 中没有 \"beans\" 数组：/jmx 返回的 JMX JSON 形如 {{\"beans\" : [ ... ]}}",
    }
    /// `seen`: the bean names found (a few).
    NO_REGIONS_BEAN = "metrics.no-regions-bean" {
        en: "no bean Hadoop:service=HBase,name=RegionServer,sub=Regions (beans found: {seen}); fetch /jmx?qry=Hadoop:service=HBase,name=RegionServer,sub=Regions from a region server's info port",
        zh: "没有 Hadoop:service=HBase,name=RegionServer,sub=Regions 这个 bean（找到的 bean：{seen}）；请从 RegionServer 的信息端口获取 /jmx?qry=Hadoop:service=HBase,name=RegionServer,sub=Regions",
    }
    /// `value`: the JSON value as written.
    NOT_A_COUNT = "metrics.not-a-count" {
        en: "{value} is not a whole number of zero or more",
        zh: "{value} 不是大于等于零的整数",
    }
    /// `value`: the value as written; `limit`: the largest plausible value.
    ABSURD = "metrics.absurd" {
        en: "{value} is not plausible (over {limit})",
        zh: "{value} 不合理（超过 {limit}）",
    }
    /// `value`: the text of the cell.
    NOT_A_SIZE = "metrics.not-a-size" {
        en: "`{value}` is not a size as HBase prints it (a number of MB in list_regions; `512 B`, `1.50 MB`, `0 MB` in the master UI)",
        zh: "`{value}` 不是 HBase 打印的大小（list_regions 中为 MB 数；Master UI 中为 `512 B`、`1.50 MB`、`0 MB`）",
    }
    /// `key`: the text as read; `why`: what is wrong.
    BAD_KEY = "metrics.bad-key" {
        en: "`{key}` is not a key as toStringBinary prints it: {why}",
        zh: "`{key}` 不是 toStringBinary 打印的 rowkey：{why}",
    }
    /// `char`: the character.
    KEY_CHAR = "metrics.key-char" {
        en: "toStringBinary prints only ASCII 0x20–0x7E and \\xHH, not {char}",
        zh: "toStringBinary 只输出 ASCII 0x20–0x7E 和 \\xHH，不会输出 {char}",
    }
    KEY_BACKSLASH = "metrics.key-backslash" {
        en: "a backslash not followed by x and two uppercase hex digits (toStringBinary writes a backslash as \\x5C)",
        zh: "反斜杠后面不是 x 加两位大写十六进制数（toStringBinary 把反斜杠写作 \\x5C）",
    }
    /// `name`: the region name as read.
    BAD_REGION_NAME = "metrics.bad-region-name" {
        en: "`{name}` is not a region name as HBase prints it (table,startKey,regionId.encodedName.)",
        zh: "`{name}` 不是 HBase 打印的 region 名（table,startKey,regionId.encodedName.）",
    }
    /// `headings`: the headings found in the page's tables (a few).
    NO_REGION_TABLE = "metrics.no-region-table" {
        en: "the page has no region table (a table with the headings Name, Start Key and StorefileSize or ReadRequests, as the master UI's table.jsp shows); headings found: {headings}",
        zh: "页面中没有 region 表（即 Master UI 的 table.jsp 中带 Name、Start Key 以及 StorefileSize 或 ReadRequests 表头的表格）；找到的表头：{headings}",
    }
    /// `missing`: the headings wanted; `found`: the headings read.
    MISSING_COLUMNS = "metrics.missing-columns" {
        en: "columns missing: {missing} (columns read: {found})",
        zh: "缺少列：{missing}（读到的列：{found}）",
    }
    /// `cells`: cells in the row; `columns`: columns of the header.
    SHORT_ROW = "metrics.short-row" {
        en: "the row has {cells} {cells:cell|cells}, the header {columns}",
        zh: "该行有 {cells} 个单元格，表头有 {columns} 列",
    }
    SHELL_NO_HEADER = "metrics.shell-no-header" {
        en: "no list_regions table: expected a header row such as ` SERVER_NAME | REGION_NAME | START_KEY | END_KEY | SIZE | REQ | LOCALITY |` followed by a row of dashes",
        zh: "没有 list_regions 表格：应有形如 ` SERVER_NAME | REGION_NAME | START_KEY | END_KEY | SIZE | REQ | LOCALITY |` 的表头行，其后是一行短横线",
    }
    SHELL_NO_DASHES = "metrics.shell-no-dashes" {
        en: "the header row is not followed by list_regions' row of dashes ` ---- | ---- |`",
        zh: "表头行之后不是 list_regions 的短横线行 ` ---- | ---- |`",
    }
    SHELL_MISALIGNED = "metrics.shell-misaligned" {
        en: "the row does not line up with the header's columns (list_regions pads each cell to its column's width and ends it with ` |`)",
        zh: "该行与表头的列没有对齐（list_regions 把每个单元格补齐到列宽并以 ` |` 结尾）",
    }
    /// `said`: the rows the summary line counts; `read`: the rows above it.
    SHELL_ROWS = "metrics.shell-rows" {
        en: "the summary says {said} {said:row|rows} but {read} {read:was|were} read above it: the output is cut or edited",
        zh: "汇总行说有 {said} 行，但其上方只读到 {read} 行：输出被截断或修改过",
    }
    SHELL_CANNOT_FIND = "metrics.shell-cannot-find" {
        en: "list_regions stopped: a region was disabled or in transition (`Can not find region`), so it printed no table; run it again",
        zh: "list_regions 中止：有 region 被禁用或正在迁移（`Can not find region`），因此没有输出表格；请重新运行",
    }
    /// `example`: an encoded region name from the file.
    JMX_NEEDS_LISTING = "metrics.jmx-needs-listing" {
        en: "the JMX metrics name each region by its encoded name (such as {example}), not by its start key: give the table's region list as another --regions-metrics file as well — the shell's `list_regions 'TABLE'` or the master UI's table page — so each encoded name is matched to its start key",
        zh: "JMX 指标用编码后的 region 名（如 {example}）而不是起始 rowkey 来标识 region：请再给一个 --regions-metrics 文件提供该表的 region 列表——shell 的 `list_regions 'TABLE'` 或 Master UI 的表页面——以便把每个编码名对应到起始 rowkey",
    }
    /// `tables`: the table names.
    SEVERAL_TABLES = "metrics.several-tables" {
        en: "the region lists are of several tables ({tables}): give the regions of the one table the design is for",
        zh: "region 列表来自多张表（{tables}）：请只给出该设计对应的那张表的 region",
    }
    /// `key`: the start key; `first`, `second`: where each was read.
    DUPLICATE_START = "metrics.duplicate-start" {
        en: "two regions start at `{key}` ({first} and {second}): the lists overlap or are of different moments",
        zh: "有两个 region 都从 `{key}` 开始（{first} 和 {second}）：这些列表有重叠或取自不同时刻",
    }
    /// `shown`, `total`: regions on the page and in the table.
    PAGE_CUT = "metrics.page-cut" {
        en: "the page shows {shown} of the table's {total} regions; open it with &numRegions=all for every region",
        zh: "页面只显示了该表 {total} 个 region 中的 {shown} 个；请加上 &numRegions=all 打开以显示全部 region",
    }
    /// `count`: JMX regions of other tables.
    OTHER_TABLES = "metrics.other-tables" {
        en: "{count} {count:region|regions} of other tables in the JMX metrics left out",
        zh: "JMX 指标中其他表的 {count} 个 region 未计入",
    }
    /// `count`: JMX regions not in the list; `example`: one encoded name.
    NOT_LISTED = "metrics.not-listed" {
        en: "{count} {count:region|regions} of the table in the JMX metrics {count:is|are} not in the region list (first: {example}); the list may be older than the metrics",
        zh: "JMX 指标中该表有 {count} 个 region 不在 region 列表中（第一个：{example}）；列表可能比指标旧",
    }
    /// `count`: regions listed without JMX numbers.
    NO_JMX = "metrics.no-jmx" {
        en: "{count} listed {count:region|regions} have no JMX numbers (their region server's /jmx was not given); the list's own numbers are used",
        zh: "列表中有 {count} 个 region 没有 JMX 指标（未提供其所在 RegionServer 的 /jmx）；改用列表自带的数值",
    }
    /// `count`: secondary replicas.
    REPLICAS = "metrics.replicas" {
        en: "{count} secondary {count:replica|replicas} left out (they serve the primary's keys)",
        zh: "未计入 {count} 个从副本（它们服务的是主副本的 rowkey）",
    }
    SPLIT = "metrics.split" {
        en: "split since the design: it covers part of the design's region",
        zh: "设计之后已分裂：只覆盖设计中 region 的一部分",
    }
    MERGED = "metrics.merged" {
        en: "merged since the design: it spans several of the design's regions",
        zh: "设计之后已合并：跨越设计中的多个 region",
    }
    MOVED = "metrics.moved" {
        en: "its bounds are not the design's: the table was split and merged since",
        zh: "边界与设计不同：该表此后经历过分裂与合并",
    }
    /// `dev`: deviation rate in percent; `label`: verdict; `largest`: largest share; `even`: even share; `region`: its start key.
    BYTES = "metrics.bytes" {
        en: "store-file bytes: deviation rate {dev} % ({label}); the largest region (starting at `{region}`) holds {largest} of the bytes (even: {even})",
        zh: "store file 字节数：偏差率 {dev}%（{label}）；最大的 region（起始 rowkey `{region}`）占 {largest} 的字节（均匀时为 {even}）",
    }
    /// As `BYTES`, for writes.
    WRITES = "metrics.writes" {
        en: "write requests: deviation rate {dev} % ({label}); the busiest region (starting at `{region}`) took {largest} of the writes (even: {even})",
        zh: "写请求：偏差率 {dev}%（{label}）；最忙的 region（起始 rowkey `{region}`）承担了 {largest} 的写入（均匀时为 {even}）",
    }
    /// As `BYTES`, for requests (reads and writes together, as list_regions' REQ counts them).
    REQUESTS = "metrics.requests" {
        en: "requests (reads and writes, as list_regions' REQ counts them): deviation rate {dev} % ({label}); the busiest region (starting at `{region}`) took {largest} of them (even: {even})",
        zh: "请求数（读加写，即 list_regions 的 REQ）：偏差率 {dev}%（{label}）；最忙的 region（起始 rowkey `{region}`）承担了 {largest}（均匀时为 {even}）",
    }
    NO_NUMBERS = "metrics.no-numbers" {
        en: "no region carries a size or request count to judge",
        zh: "没有任何 region 带有可评判的大小或请求数",
    }
    /// `format`: the format; `regions`: regions read; `file`: the file.
    READ = "metrics.read" {
        en: "{file}: {format}, {regions} {regions:region|regions}",
        zh: "{file}：{format}，{regions} 个 region",
    }
    HEADING = "metrics.heading" {
        en: "The cluster's own numbers",
        zh: "集群的实际数值",
    }
    /// `level`: the verdict in capitals.
    VERDICT = "metrics.verdict" {
        en: "Real table: {level}",
        zh: "实际表：{level}",
    }
    COL_PREDICTED = "metrics.col-predicted" {
        en: "predicted",
        zh: "预测占比",
    }
    COL_STORE = "metrics.col-store" {
        en: "storefiles",
        zh: "store file 大小",
    }
    COL_MEMSTORE = "metrics.col-memstore" {
        en: "memstore",
        zh: "memstore 大小",
    }
    COL_BYTES_SHARE = "metrics.col-bytes-share" {
        en: "of bytes",
        zh: "字节占比",
    }
    COL_READS = "metrics.col-reads" {
        en: "reads",
        zh: "读请求",
    }
    COL_WRITES = "metrics.col-writes" {
        en: "writes",
        zh: "写请求",
    }
    COL_REQUESTS = "metrics.col-requests" {
        en: "requests",
        zh: "请求",
    }
    COL_WRITES_SHARE = "metrics.col-writes-share" {
        en: "of writes",
        zh: "写入占比",
    }
    COL_REQUESTS_SHARE = "metrics.col-requests-share" {
        en: "of requests",
        zh: "请求占比",
    }
    /// `count`: gaps; `from`, `to`: the first gap's bounds (`to` empty: the table's end).
    GAPS = "metrics.gaps" {
        en: "the regions read leave {count} {count:gap|gaps} in the keyspace (first: from `{from}` to `{to}`): a region list may be cut, or a region server's file missing",
        zh: "读到的 region 在 rowkey 空间中留下 {count} 处空缺（第一处：从 `{from}` 到 `{to}`）：region 列表可能不完整，或缺少某台 RegionServer 的文件",
    }
    NOT_OBSERVED = "metrics.not-observed" {
        en: "no region of the table has these bounds",
        zh: "表中没有边界与之相同的 region",
    }
    /// `count`: regions whose bounds are not the design's.
    UNMATCHED_HEADING = "metrics.unmatched-heading" {
        en: "{count} {count:region|regions} of the table no longer {count:matches|match} the design's splits:",
        zh: "表中有 {count} 个 region 已与设计的分区不一致：",
    }
    /// `start`, `end`: bounds; `regions`: the design regions it overlaps (`2`, `3–4`); `why`: split or merged; `bytes`: its size.
    UNMATCHED_LINE = "metrics.unmatched-line" {
        en: "[{start}, {end}) in design region {regions}: {why}; {bytes} of store files",
        zh: "[{start}, {end}) 位于设计中的 region {regions}：{why}；store file 共 {bytes}",
    }
}
