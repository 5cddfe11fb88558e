//! The fields editor's texts: fields, generators' reference, sample settings and pasted CSV.

rowkey_core::catalogue! {
    TITLE = "ui.fields-editor.title" { en: "Fields", zh: "字段" }
    ADD_FIELD = "ui.fields-editor.add-field" { en: "+ Add field", zh: "+ 添加字段" }
    NO_FIELDS = "ui.fields-editor.no-fields" {
        en: "No fields: the template reads none.",
        zh: "没有字段：模板没有读取任何字段。",
    }
    MISSING = "ui.fields-editor.missing" {
        en: "read by the template, but has no generator",
        zh: "模板读取了它，但它没有生成器",
    }
    ADD_SEQ = "ui.fields-editor.add-seq" { en: "add seq(1, 1)", zh: "添加 seq(1, 1)" }
    GENERATORS = "ui.fields-editor.generators" { en: "Generators", zh: "生成器" }
    SAMPLE_ROWS = "ui.fields-editor.sample-rows" { en: "Sample rows", zh: "样本行数" }
    SEED = "ui.fields-editor.seed" { en: "Seed", zh: "随机种子" }
    CSV_DATA = "ui.fields-editor.csv-data" { en: "CSV data", zh: "CSV 数据" }
    CSV_COLUMNS_SUFFIX = "ui.fields-editor.csv-columns-suffix" {
        en: " · {n} columns",
        zh: " · {n} 列",
    }
    CSV_LABEL = "ui.fields-editor.csv-label" {
        en: "CSV data with a header row",
        zh: "带表头行的 CSV 数据",
    }
    /// Example CSV in the empty box.
    CSV_PLACEHOLDER = "ui.fields-editor.csv-placeholder" {
        en: "city,user\nHangzhou,u1\nBeijing,u2",
        zh: "city,user\n杭州,u1\n北京,u2",
    }
    CSV_HINT = "ui.fields-editor.csv-hint" {
        en: "Paste CSV with a header row; its columns become usable as csv(\"column\").",
        zh: "粘贴带表头行的 CSV；其中的列可以用 csv(\"列名\") 读取。",
    }
    CSV_SIZE = "ui.fields-editor.csv-size" {
        en: "{rows} rows, {columns} columns",
        zh: "{rows} 行，{columns} 列",
    }
    USE_COLUMN_TITLE = "ui.fields-editor.use-column-title" {
        en: "Add field {field} = {expr}",
        zh: "添加字段 {field} = {expr}",
    }
    COLUMN_USED = "ui.fields-editor.column-used" { en: "field {field}", zh: "字段 {field}" }
    USE_COLUMN = "ui.fields-editor.use-column" { en: "use as field {field}", zh: "用作字段 {field}" }
    // The generators' reference: what each example makes.
    GEN_SEQ = "ui.fields-editor.gen-seq" { en: "1, 2, 3… (start, step)", zh: "1, 2, 3……（起始值，步长）" }
    GEN_INT = "ui.fields-editor.gen-int" { en: "uniform int in [lo, hi]", zh: "[lo, hi] 内均匀分布的整数" }
    GEN_ZIPF = "ui.fields-editor.gen-zipf" { en: "ints 1..n, a few very hot", zh: "1..n 的整数，少数几个极热" }
    GEN_TIMESTAMP = "ui.fields-editor.gen-timestamp" {
        en: "epoch ms, increasing, rate rows/s",
        zh: "毫秒时间戳，递增，速率为每秒行数",
    }
    GEN_UUID = "ui.fields-editor.gen-uuid" { en: "random v4 UUID", zh: "随机 v4 UUID" }
    GEN_PHONE = "ui.fields-editor.gen-phone" { en: "11-digit phone number", zh: "11 位手机号" }
    GEN_CHOICE = "ui.fields-editor.gen-choice" {
        en: "one of, optionally weighted",
        zh: "从中任选一个，可加权重",
    }
    GEN_PATTERN = "ui.fields-editor.gen-pattern" {
        en: "# digit, ? letter, * either",
        zh: "# 数字，? 字母，* 二者皆可",
    }
    GEN_HEXSTR = "ui.fields-editor.gen-hexstr" { en: "n random hex digits", zh: "n 位随机十六进制数字" }
    GEN_TEXT = "ui.fields-editor.gen-text" {
        en: "lowercase letters, length in range",
        zh: "小写字母，长度在范围内",
    }
    GEN_LIST = "ui.fields-editor.gen-list" { en: "row i gets item i mod len", zh: "第 i 行取第 i mod len 项" }
    GEN_CSV = "ui.fields-editor.gen-csv" {
        en: "cells of a pasted CSV column",
        zh: "粘贴的 CSV 中某一列的单元格",
    }
    // One field's row.
    NAME_ARIA = "ui.fields-editor.name-aria" { en: "Name of field {name}", zh: "字段 {name} 的名称" }
    GENERATOR_ARIA = "ui.fields-editor.generator-aria" {
        en: "Generator of field {name}",
        zh: "字段 {name} 的生成器",
    }
    VALUE_TYPE = "ui.fields-editor.value-type" { en: "Value type", zh: "值类型" }
    UNUSED = "ui.fields-editor.unused" { en: "unused", zh: "未使用" }
    UNUSED_TITLE = "ui.fields-editor.unused-title" {
        en: "The template does not read this field",
        zh: "模板没有读取这个字段",
    }
    REMOVE_ARIA = "ui.fields-editor.remove-aria" { en: "Remove field {name}", zh: "删除字段 {name}" }
    REMOVE_TITLE = "ui.fields-editor.remove-title" { en: "Remove field", zh: "删除字段" }
    NEEDS_NAME = "ui.fields-editor.needs-name" { en: "a field needs a name", zh: "字段需要一个名称" }
    NAME_TAKEN = "ui.fields-editor.name-taken" {
        en: "there is already a field `{name}`",
        zh: "已经有一个字段 `{name}`",
    }
    // A sample setting typed as text.
    ENTER_NUMBER = "ui.fields-editor.enter-number" {
        en: "enter a whole number from {min} to {max}",
        zh: "请输入 {min} 到 {max} 之间的整数",
    }
    AT_MOST = "ui.fields-editor.at-most" { en: "at most {n}", zh: "最多 {n}" }
    AT_LEAST = "ui.fields-editor.at-least" { en: "at least {n}", zh: "至少 {n}" }
    ROWS = "ui.fields-editor.rows" { en: "{n} {n:row|rows}", zh: "{n} 行" }
    REGIONS = "ui.fields-editor.regions" { en: "{n} {n:region|regions}", zh: "{n} 个 region" }
    STILL_USING = "ui.fields-editor.still-using" {
        en: "{problem}; still using {value}.",
        zh: "{problem}；仍使用 {value}。",
    }
}
