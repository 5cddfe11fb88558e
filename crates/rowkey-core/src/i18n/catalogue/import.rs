//! Why split keys pasted or loaded into the splits panel (a list, the HBase shell's
//! `get_splits` or `list_regions` output, a `SPLITS_FILE`, the REST regions document) cannot be
//! read, and why a Ruby string literal of the shell does not evaluate. The shell's own words
//! (`Total number of splits`, `=>`, `START_KEY`), HBase identifiers, JSON and XML syntax and
//! `toStringBinary` escapes stay as they are.

catalogue! {
    /// `line`: the 1-based line of the pasted text; `message`: what is wrong there.
    AT_LINE = "import.at-line" {
        en: "line {line}: {message}",
        zh: "第 {line} 行：{message}",
    }
    /// `text`: what follows the list.
    UNEXPECTED_AFTER_LIST = "import.unexpected-after-list" {
        en: "unexpected `{text}` after the `=>` list",
        zh: "`=>` 列表之后出现了多余的 `{text}`",
    }
    SECOND_TOTAL = "import.second-total" {
        en: "a second `Total number of splits` line: paste one get_splits output at a time",
        zh: "出现了第二行 `Total number of splits`：一次只粘贴一份 get_splits 输出",
    }
    /// `key`: the line before the count; `total`: the shell's `Total number of splits =`.
    KEY_BEFORE_TOTAL = "import.key-before-total" {
        en: "`{key}` comes before `{total} ...`: paste only the get_splits output",
        zh: "`{key}` 出现在 `{total} ...` 之前：只粘贴 get_splits 的输出",
    }
    /// `text`: what follows `=` on the count line.
    NOT_A_COUNT = "import.not-a-count" {
        en: "`{text}` is not a count of splits",
        zh: "`{text}` 不是分裂数",
    }
    EXPECTED_LIST = "import.expected-list" {
        en: "expected the list of split keys, `[...]`, after `=>`",
        zh: "`=>` 之后应为分裂键列表 `[...]`",
    }
    SECOND_LIST = "import.second-list" {
        en: "a second `=>` list: paste one get_splits output at a time",
        zh: "出现了第二个 `=>` 列表：一次只粘贴一份 get_splits 输出",
    }
    NO_GET_SPLITS = "import.no-get-splits" {
        en: "no get_splits output found: expected `Total number of splits = N`, the keys one per line, and `=> [...]`",
        zh: "没有找到 get_splits 输出：应有 `Total number of splits = N`、每行一个 key，以及 `=> [...]`",
    }
    /// `total`: the shell's words; `count`: the regions it printed; `keys`: the split keys that
    /// means; `found`: the keys found.
    TOTAL_MISMATCH = "import.total-mismatch" {
        en: "`{total} {count}` means {keys} split keys (the shell counts regions), but {found} were found: is part of the output missing?",
        zh: "`{total} {count}` 意味着 {keys} 个分裂键（shell 数的是 region），但找到了 {found} 个：输出是否缺了一部分？",
    }
    /// `printed`: keys printed one per line; `listed`: keys of the `=>` list.
    PRINTED_COUNT_MISMATCH = "import.printed-count-mismatch" {
        en: "{printed} keys are printed one per line but the `=>` list has {listed}: is part of the output missing?",
        zh: "逐行打印了 {printed} 个 key，但 `=>` 列表中有 {listed} 个：输出是否缺了一部分？",
    }
    /// `shown`, `listed`: the two forms of the key; `line`: the line of the listed one.
    PRINTED_DIFFERS = "import.printed-differs" {
        en: "the printed key `{shown}` differs from the `=>` list's `{listed}` (line {line})",
        zh: "打印出的 key `{shown}` 与 `=>` 列表中的 `{listed}`（第 {line} 行）不一致",
    }
    LIST_NOT_CLOSED = "import.list-not-closed" {
        en: "the list is not closed: `]` is missing",
        zh: "列表没有闭合：缺少 `]`",
    }
    UNTERMINATED_QUOTE = "import.unterminated-quote" {
        en: "unterminated string: the closing quote is missing",
        zh: "字符串没有结束：缺少结尾的引号",
    }
    EXPECTED_COMMA = "import.expected-comma" {
        en: "expected `,` or `]` after a key",
        zh: "key 之后应为 `,` 或 `]`",
    }
    EXPECTED_QUOTED_KEY = "import.expected-quoted-key" {
        en: "expected a quoted key or `]`: the list holds strings such as \"10\"",
        zh: "应为带引号的 key 或 `]`：列表中是 \"10\" 这样的字符串",
    }
    /// `limit`: the split-key byte limit, as a size.
    TOO_MANY_BYTES = "import.too-many-bytes" {
        en: "the split keys so far take more than {limit}, the limit of split keys: a table's split keys are far smaller; is this the right file?",
        zh: "目前读到的分裂键已超过 {limit}，即分裂键的大小上限：一张表的分裂键远没有这么大；文件选对了吗？",
    }
    /// `limit`: the most split keys.
    TOO_MANY_KEYS = "import.too-many-keys" {
        en: "more than {limit} split keys, the limit of split keys: a table has thousands of regions, not millions; is this the right file?",
        zh: "分裂键超过 {limit} 个，即分裂键的个数上限：一张表的 region 是几千个，不是几百万个；文件选对了吗？",
    }
    EMPTY_KEY = "import.empty-key" {
        en: "an empty key is not a split key (the first region's empty start key is implied, and HBase refuses an empty split key)",
        zh: "空 key 不是分裂键（第一个 region 的空起始键是隐含的，HBase 也会拒绝空的分裂键）",
    }
    /// `limit`: the input limit, as a size.
    INPUT_TOO_LARGE = "import.input-too-large" {
        en: "the input is larger than {limit}, the limit of imported input: split keys fit in far less; is this the right file?",
        zh: "输入超过 {limit}，即导入内容的大小上限：分裂键远用不了这么多；文件选对了吗？",
    }
    /// `error`: the reader's own words.
    UNREADABLE = "import.unreadable" {
        en: "cannot read it: {error}",
        zh: "无法读取：{error}",
    }
    /// `offset`: the 0-based offset of the first byte that is not UTF-8.
    BYTE_NOT_UTF8 = "import.byte-not-utf8" {
        en: "byte {offset} is not UTF-8",
        zh: "字节 {offset} 不是 UTF-8",
    }
    /// `byte`: two hex digits; `format`: the import format's name.
    NOT_UTF8 = "import.not-utf8" {
        en: "byte 0x{byte} is not UTF-8: {format} output is text (is this a binary file?)",
        zh: "字节 0x{byte} 不是 UTF-8：{format} 输出是文本（这是二进制文件吗？）",
    }
    /// `error`: why the quoted key does not read.
    QUOTE_HINT = "import.quote-hint" {
        en: "{error} (a key that really starts with a quote is written \\x27 or \\x22)",
        zh: "{error}（真正以引号开头的 key 写作 \\x27 或 \\x22）",
    }
    BOM = "import.bom" {
        en: "the file starts with a UTF-8 byte-order mark, which the HBase shell reads as part of the first key (byte 0xFF); save the file without it",
        zh: "文件以 UTF-8 字节顺序标记（BOM）开头，HBase shell 会把它读作第一个 key 的一部分（字节 0xFF）；请去掉 BOM 再保存",
    }
    BLANK_LINE = "import.blank-line" {
        en: "blank line: the HBase shell reads it as an empty split key and createTable refuses the file (\"Empty split key must not be passed in the split keys.\"); delete the line",
        zh: "空行：HBase shell 会把它读作空的分裂键，createTable 会因此拒绝整个文件（\"Empty split key must not be passed in the split keys.\"）；请删除这一行",
    }
    /// `line`: the shell's own line.
    REGIONS_NOT_ALL_LISTED = "import.regions-not-all-listed" {
        en: "the shell could not list every region (`{line}`): run list_regions again once no region is in transition",
        zh: "shell 没能列出全部 region（`{line}`）：等没有 region 处于迁移（RIT）状态时再运行一次 list_regions",
    }
    NO_LIST_REGIONS = "import.no-list-regions" {
        en: "no list_regions table found: expected a header line such as `SERVER_NAME | REGION_NAME | START_KEY | END_KEY | ...`",
        zh: "没有找到 list_regions 表格：应有 `SERVER_NAME | REGION_NAME | START_KEY | END_KEY | ...` 这样的表头行",
    }
    NO_DASHES = "import.no-dashes" {
        en: "expected the line of dashes under the list_regions header",
        zh: "list_regions 表头下面应有一行短横线",
    }
    ENDS_AFTER_HEADER = "import.ends-after-header" {
        en: "the list_regions table ends after its header",
        zh: "list_regions 表格在表头之后就结束了",
    }
    /// `columns`: the header's column count.
    ROW_NOT_ALIGNED = "import.row-not-aligned" {
        en: "this row does not line up with the header's {columns} columns (a key holding `|` can only be read from the table exactly as the shell prints it)",
        zh: "这一行与表头的 {columns} 列对不齐（含 `|` 的 key 只能从 shell 原样打印的表格中读取）",
    }
    /// `count`: the rows the footer says; `found`: the rows found.
    ROWS_MISMATCH = "import.rows-mismatch" {
        en: "the shell says {count} rows but {found} were found: is part of the table missing?",
        zh: "shell 显示 {count} 行，但找到了 {found} 行：表格是否缺了一部分？",
    }
    /// `region`: 1-based; `key`: the start key as given (shortened); `error`: the decoder's words.
    REST_NOT_BASE64 = "import.rest-not-base64" {
        en: "region {region}: startKey `{key}` is not base64 ({error})",
        zh: "第 {region} 个 region：startKey `{key}` 不是 base64（{error}）",
    }
    /// `values`: the JSON values the document may hold; `limit`: their limit; `regions`: the
    /// most regions.
    REST_TOO_MANY_VALUES = "import.rest-too-many-values" {
        en: "the document holds up to {values} JSON values, over the limit of {limit}: a REST regions document has a few per region, and a table at most {regions} regions here",
        zh: "文档最多含 {values} 个 JSON 值，超过了 {limit} 的上限：REST regions 文档每个 region 只有几个值，而这里一张表最多 {regions} 个 region",
    }
    /// `problem`: what is wrong with the document's shape.
    REST_SHAPE = "import.rest-shape" {
        en: "{problem}: expected the REST regions document, {{\"name\": \"t\", \"Region\": [{{\"startKey\": \"<base64>\", ...}}]}} (GET /<table>/regions with Accept: application/json)",
        zh: "{problem}：应为 REST regions 文档 {{\"name\": \"t\", \"Region\": [{{\"startKey\": \"<base64>\", ...}}]}}（以 Accept: application/json 请求 GET /<table>/regions）",
    }
    REST_REGION_NOT_LIST = "import.rest-region-not-list" {
        en: "`Region` is not a list",
        zh: "`Region` 不是列表",
    }
    REST_NO_REGION = "import.rest-no-region" {
        en: "no `Region` member",
        zh: "没有 `Region` 成员",
    }
    REST_NOT_OBJECT = "import.rest-not-object" {
        en: "not a JSON object",
        zh: "不是 JSON 对象",
    }
    /// `index`: the 0-based index in `Region`; `problem`: what is wrong with it.
    REST_REGION = "import.rest-region" {
        en: "Region[{index}]: {problem}",
        zh: "Region[{index}] 有误：{problem}",
    }
    REST_REGION_NOT_OBJECT = "import.rest-region-not-object" {
        en: "a region is an object {{\"startKey\": ..., \"endKey\": ..., ...}}",
        zh: "region 应是对象 {{\"startKey\": ..., \"endKey\": ..., ...}}",
    }
    /// `value`: the JSON value given (shortened).
    REST_START_KEY_TYPE = "import.rest-start-key-type" {
        en: "startKey is {value}, not a base64 string",
        zh: "startKey 是 {value}，不是 base64 字符串",
    }
    REST_NO_START_KEY = "import.rest-no-start-key" {
        en: "the region has no startKey",
        zh: "该 region 没有 startKey",
    }
    /// `error`: the JSON parser's own words.
    REST_NOT_DOCUMENT = "import.rest-not-document" {
        en: "not a REST regions document: {error}",
        zh: "不是 REST regions 文档：{error}",
    }
    REST_XML_EXPECTED = "import.rest-xml-expected" {
        en: "expected the REST regions document: <TableInfo name=\"t\"><Region .../></TableInfo>",
        zh: "应为 REST regions 文档：<TableInfo name=\"t\"><Region .../></TableInfo>",
    }
    XML_UNTERMINATED = "import.xml-unterminated" {
        en: "unterminated <Region> tag",
        zh: "<Region> 标签没有结束",
    }
    /// `problem`: what is wrong with the tag's attributes.
    XML_REGION = "import.xml-region" {
        en: "<Region>: {problem}",
        zh: "<Region> 标签有误：{problem}",
    }
    XML_NO_START_KEY = "import.xml-no-start-key" {
        en: "<Region> has no startKey attribute",
        zh: "<Region> 没有 startKey 属性",
    }
    /// `text`: the attribute text (shortened).
    XML_NOT_ATTRIBUTE = "import.xml-not-attribute" {
        en: "`{text}` is not name=\"value\"",
        zh: "`{text}` 不是 name=\"value\" 形式",
    }
    XML_NOT_QUOTED = "import.xml-not-quoted" {
        en: "the value of `{name}` is not quoted",
        zh: "`{name}` 的值没有加引号",
    }
    XML_NO_CLOSING_QUOTE = "import.xml-no-closing-quote" {
        en: "the value of `{name}` has no closing quote",
        zh: "`{name}` 的值缺少结尾的引号",
    }
    /// `text`: from the `&` on (shortened).
    XML_NOT_ENTITY = "import.xml-not-entity" {
        en: "`{text}` is not an XML entity",
        zh: "`{text}` 不是 XML 实体",
    }
    XML_UNKNOWN_ENTITY = "import.xml-unknown-entity" {
        en: "unknown XML entity `&{entity};`",
        zh: "未知的 XML 实体 `&{entity};`",
    }
    /// `literal`: the text given as a Ruby string.
    LITERAL_NOT_QUOTED = "import.literal-not-quoted" {
        en: "`{literal}` is not a Ruby string literal: write it in single or double quotes",
        zh: "`{literal}` 不是 Ruby 字符串字面量：请用单引号或双引号括起来",
    }
    /// `text`: what follows the closing quote.
    AFTER_CLOSING_QUOTE = "import.after-closing-quote" {
        en: "unexpected `{text}` after the closing quote",
        zh: "结尾引号之后出现了多余的 `{text}`",
    }
    /// `quote`: the quote character that is missing.
    UNTERMINATED_STRING = "import.unterminated-string" {
        en: "unterminated string: the closing `{quote}` is missing",
        zh: "字符串没有结束：缺少结尾的 `{quote}`",
    }
    INTERPOLATION = "import.interpolation" {
        en: "string interpolation (`#{{...}}`, `#@var`) needs Ruby to evaluate it; write the key out",
        zh: "字符串插值（`#{{...}}`、`#@var`）需要 Ruby 来求值；请把 key 完整写出来",
    }
    ENDS_IN_BACKSLASH = "import.ends-in-backslash" {
        en: "unterminated string: it ends in a backslash",
        zh: "字符串没有结束：以反斜杠结尾",
    }
    BAD_HEX_ESCAPE = "import.bad-hex-escape" {
        en: "invalid hex escape: `\\x` needs a hex digit",
        zh: "无效的十六进制转义：`\\x` 后面需要十六进制数字",
    }
    /// `escape`: the escape as written (`\u{...}`).
    BAD_CODEPOINT = "import.bad-codepoint" {
        en: "invalid Unicode codepoint `{escape}`",
        zh: "无效的 Unicode 码点 `{escape}`",
    }
    BAD_UNICODE_ESCAPE = "import.bad-unicode-escape" {
        en: "invalid Unicode escape `{escape}`",
        zh: "无效的 Unicode 转义 `{escape}`",
    }
    UNICODE_NO_CLOSE = "import.unicode-no-close" {
        en: "invalid Unicode escape: the closing `}}` is missing",
        zh: "无效的 Unicode 转义：缺少结尾的 `}}`",
    }
    UNICODE_EMPTY = "import.unicode-empty" {
        en: "invalid Unicode escape: `\\u{{}}` is empty",
        zh: "无效的 Unicode 转义：`\\u{{}}` 是空的",
    }
    UNICODE_SHORT = "import.unicode-short" {
        en: "invalid Unicode escape: `\\u` needs 4 hex digits or `{{...}}`",
        zh: "无效的 Unicode 转义：`\\u` 后面需要 4 位十六进制数字或 `{{...}}`",
    }
    /// `escape`: the escape as written.
    BAD_ESCAPE = "import.bad-escape" {
        en: "invalid escape `{escape}`",
        zh: "无效的转义 `{escape}`",
    }
    BAD_CONTROL = "import.bad-control" {
        en: "invalid control/meta escape",
        zh: "无效的 control/meta 转义",
    }
    CONTROL_NOT_ASCII = "import.control-not-ascii" {
        en: "invalid control/meta escape: it needs an ASCII character",
        zh: "无效的 control/meta 转义：需要一个 ASCII 字符",
    }
}
