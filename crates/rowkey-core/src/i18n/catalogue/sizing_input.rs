//! Errors in the sizing numbers (rows, bytes per row, region size) and in reading them as
//! people write them (`2 billion`, `10 GiB`).

catalogue! {
    TOTAL_TOO_LARGE = "sizing-input.total-too-large" {
        en: "{rows} rows of {row_bytes} bytes is {total}: over 1 EiB, more than any HBase cluster stores; check the numbers",
        zh: "{rows} 行、每行 {row_bytes} 字节，共 {total}：超过 1 EiB，比任何 HBase 集群存储的都多；请检查这些数字",
    }
    DAYS_RANGE = "sizing-input.days-range" {
        en: "must be from 1 to {max} days, got {days}",
        zh: "必须在 1 到 {max} 天之间，实际是 {days}",
    }
    ROWS_ZERO = "sizing-input.rows-zero" {
        en: "must be at least 1 row, got 0",
        zh: "至少要有 1 行，实际是 0",
    }
    ROWS_TOO_MANY = "sizing-input.rows-too-many" {
        en: "{rows} rows is over the limit of {max} (a thousand trillion, beyond any HBase table)",
        zh: "{rows} 行超过了上限 {max}（一千万亿，超出任何 HBase 表的规模）",
    }
    ROW_BYTES_ZERO = "sizing-input.row-bytes-zero" {
        en: "must be at least 1 byte per row, got 0",
        zh: "每行至少 1 字节，实际是 0",
    }
    ROW_BYTES_TOO_MANY = "sizing-input.row-bytes-too-many" {
        en: "{bytes} bytes per row is over 1 GiB, HBase's `hbase.table.max.rowsize`: such a row cannot be read back",
        zh: "每行 {bytes} 字节超过了 1 GiB，即 HBase 的 `hbase.table.max.rowsize`：这样的行无法读回",
    }
    ROW_BYTES_FIELD_UNKNOWN = "sizing-input.row-bytes-field-unknown" {
        en: "no field `{field}` in `fields` to read each row's size from; name one of the design's fields",
        zh: "`fields` 中没有字段 `{field}`，无法从中读取每行的大小；请写设计中已有的字段名",
    }
    ROW_BYTES_FIELD_NOT_INT = "sizing-input.row-bytes-field-not-int" {
        en: "field `{field}` makes {kind} values, but a row size is a whole number of bytes: give it an integer generator such as int(100, 2000), zipf(n, s) or seq(start, step)",
        zh: "字段 `{field}` 生成的是 {kind} 值，而行大小是整数字节数：请给它一个整数生成器，例如 int(100, 2000)、zipf(n, s) 或 seq(start, step)",
    }
    ROW_SIZE_OUT_OF_RANGE = "sizing-input.row-size-out-of-range" {
        en: "sample row {row}: field `{field}` gave {bytes} bytes; a row's size must be from 0 to 1 GiB ({max} bytes, HBase's `hbase.table.max.rowsize`)",
        zh: "样本第 {row} 行：字段 `{field}` 给出 {bytes} 字节；一行的大小必须在 0 到 1 GiB（{max} 字节，即 HBase 的 `hbase.table.max.rowsize`）之间",
    }
    MAX_FILESIZE_SMALL = "sizing-input.max-filesize-small" {
        en: "{bytes} bytes is under 2 MiB ({min} bytes), the smallest region size HBase accepts for a table",
        zh: "{bytes} 字节小于 2 MiB（{min} 字节），这是 HBase 对一张表接受的最小 region 大小",
    }
    MAX_FILESIZE_LARGE = "sizing-input.max-filesize-large" {
        en: "{bytes} bytes is over the largest Java long ({max})",
        zh: "{bytes} 字节超过了 Java long 的最大值（{max}）",
    }
    NOT_A_COUNT_SCALE = "sizing-input.not-a-count-scale" {
        en: "`{unit}` is not a count scale; write a number such as 2000000, 2e6 or 2 million",
        zh: "`{unit}` 不是数量单位；请写一个数，例如 2000000、2e6 或 2 million",
    }
    NOT_A_SIZE_UNIT = "sizing-input.not-a-size-unit" {
        en: "`{unit}` is not a size unit; use bytes, or K, M, G, T, P (binary as in HBase: 1 KB = 1 KiB = 1024 bytes)",
        zh: "`{unit}` 不是大小单位；请用字节数，或 K、M、G、T、P（按 HBase 的习惯为二进制：1 KB = 1 KiB = 1024 字节）",
    }
    NOT_GROUPED = "sizing-input.not-grouped" {
        en: "`{text}` is not a number: `,`, `_` and spaces only group digits in threes (1,500 or 2 000 000); a decimal point is `.`",
        zh: "`{text}` 不是有效的数：`,`、`_` 和空格只能把数字按三位一组分隔（如 1,500 或 2 000 000）；小数点请用 `.`",
    }
    ENTER_A_NUMBER = "sizing-input.enter-a-number" {
        en: "enter a number",
        zh: "请输入一个数",
    }
    NOT_POSITIVE = "sizing-input.not-positive" {
        en: "must be a positive number, got `{text}`",
        zh: "须是正数，实际是 `{text}`",
    }
    NOT_A_NUMBER = "sizing-input.not-a-number" {
        en: "`{text}` is not a number",
        zh: "`{text}` 不是数字",
    }
    TOO_LARGE = "sizing-input.too-large" {
        en: "`{text}` is too large (the most is {max})",
        zh: "`{text}` 太大了（最大为 {max}）",
    }
    NOT_WHOLE = "sizing-input.not-whole" {
        en: "`{text}` is not a whole number",
        zh: "`{text}` 不是整数",
    }
}
