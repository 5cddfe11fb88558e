//! Errors in data pasted or read into a design: its CSV text and the columns `csv(...)` reads.

catalogue! {
    CSV_NEEDS_HEADER = "input.csv-needs-header" {
        en: "CSV data needs a header row naming its columns",
        zh: "CSV 数据需要一行表头来命名各列",
    }
    CSV_COLUMN_TWICE = "input.csv-column-twice" {
        en: "CSV header names column `{name}` twice",
        zh: "CSV 表头中列 `{name}` 出现了两次",
    }
    CSV_FIELD_COUNT = "input.csv-field-count" {
        en: "CSV line {line} has {count} {count:field|fields}, the header has {columns}",
        zh: "CSV 第 {line} 行有 {count} 个字段，而表头有 {columns} 个",
    }
    CSV_NOT_UTF8 = "input.csv-not-utf8" {
        en: "CSV line {line} is not valid UTF-8",
        zh: "CSV 第 {line} 行不是有效的 UTF-8",
    }
    /// `detail`: the csv reader's own words.
    CSV_SYNTAX_AT = "input.csv-syntax-at" {
        en: "CSV line {line}: {detail}",
        zh: "CSV 第 {line} 行有误：{detail}",
    }
    CSV_SYNTAX = "input.csv-syntax" {
        en: "CSV: {detail}",
        zh: "CSV 有误：{detail}",
    }
    CSV_NO_DATA = "input.csv-no-data" {
        en: "`csv(\"{column}\")` needs CSV data; paste some (with a header row) into the design",
        zh: "`csv(\"{column}\")` 需要 CSV 数据；请把数据（带表头）粘贴到设计中",
    }
    CSV_NO_COLUMN_SUGGEST = "input.csv-no-column-suggest" {
        en: "the CSV data has no column `{column}`; did you mean `{suggestion}`?",
        zh: "CSV 数据中没有列 `{column}`；你是不是想写 `{suggestion}`？",
    }
    CSV_NO_COLUMN = "input.csv-no-column" {
        en: "the CSV data has no column `{column}`; its columns are {columns}",
        zh: "CSV 数据中没有列 `{column}`；现有的列是 {columns}",
    }
    CSV_NO_ROWS = "input.csv-no-rows" {
        en: "the CSV data has a header but no rows",
        zh: "CSV 数据只有表头，没有数据行",
    }
}
