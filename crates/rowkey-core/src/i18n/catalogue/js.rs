//! The JS module's own refusals of what a script passed (a count, a field's value, a link).
//! Option and member names (`count`, `lang`) and JS types (`Uint8Array`) stay as they are.

catalogue! {
    /// `max`: the largest sample count; `count`: the number given.
    COUNT_RANGE = "js.count-range" {
        en: "count must be a whole number in 1..={max}, got {count}",
        zh: "count 必须是 1..={max} 范围内的整数，实际为 {count}",
    }
    /// `name`: the field; `value`: the number given.
    FIELD_NOT_SAFE_INTEGER = "js.field-not-safe-integer" {
        en: "field `{name}`: {value} is not a safe integer; pass large or fractional numbers as text",
        zh: "字段 `{name}`：{value} 不是安全整数；大数或小数请以文本传入",
    }
    FIELD_BAD_TYPE = "js.field-bad-type" {
        en: "field `{name}`: a value is text, a number or a Uint8Array",
        zh: "字段 `{name}`：值应为文本、数字或 Uint8Array",
    }
    /// `error`: why the link cannot be read.
    LINK = "js.link" {
        en: "link: {error}",
        zh: "链接：{error}",
    }
    /// `error`: the converter's own words.
    DESIGN_NOT_OBJECT = "js.design-not-object" {
        en: "design: not a plain object: {error}",
        zh: "design：不是普通对象：{error}",
    }
}
