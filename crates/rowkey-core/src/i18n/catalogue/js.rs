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
    /// `got`: the type given for `encode`'s values (`string`, `array`, `Map`).
    VALUES_NOT_OBJECT = "js.values-not-object" {
        en: "values must be an object of field names to values, got {got}",
        zh: "values 必须是字段名到值的对象，实际为 {got}",
    }
    /// `arg`: the argument (`template`, `options.column`); `expected`: the JavaScript types it
    /// takes (`string | Uint8Array`); `got`: the type given (`number`, `null`, `Symbol`, `Map`).
    ARG_TYPE = "js.arg-type" {
        en: "{arg}: expected {expected}, got {got}",
        zh: "{arg}：应为 {expected}，实际为 {got}",
    }
    /// `arg`: the argument; `min`, `max`: the range; `value`: the number given.
    NUMBER_RANGE = "js.number-range" {
        en: "{arg}: must be a whole number in {min}..={max}, got {value}",
        zh: "{arg}：必须是 {min}..={max} 范围内的整数，实际为 {value}",
    }
    /// `arg`: the argument; `length`: its length in UTF-16 units; `max`: the most it may have.
    TEXT_TOO_LONG = "js.text-too-long" {
        en: "{arg}: {length} characters is more than the {max} it may have",
        zh: "{arg}：{length} 个字符，超过上限 {max}",
    }
    /// `value`: the `by` option given.
    QUANTILE_BY = "js.quantile-by" {
        en: "options.by: \"{value}\" is neither \"keys\" nor \"bytes\"",
        zh: "options.by：\"{value}\" 既不是 \"keys\" 也不是 \"bytes\"",
    }
    SIZES_ONLY_BY_BYTES = "js.sizes-only-by-bytes" {
        en: "options.sizes names the csv column of row sizes, read only with by: \"bytes\"",
        zh: "options.sizes 指定行大小所在的 csv 列，仅在 by: \"bytes\" 时读取",
    }
    /// `name`: the option given; `names`: the options the function takes.
    UNKNOWN_OPTION = "js.unknown-option" {
        en: "options.{name}: unknown option; the options here are {names}",
        zh: "options.{name}：未知选项；这里可用的选项是 {names}",
    }
    /// `arg`: the argument (`design`, `sizing`); `path`: where in it an object refers back to
    /// one that holds it.
    DESIGN_CIRCULAR = "js.design-circular" {
        en: "{arg}: {path}: refers back to an object that holds it; a design is JSON data, which is never circular",
        zh: "{arg}：{path}：引用了包含它的对象；设计是 JSON 数据，不能循环引用",
    }
    /// `arg`: the argument; `path`: the member nested too deeply; `max`: the deepest nesting read.
    DESIGN_TOO_DEEP = "js.design-too-deep" {
        en: "{arg}: {path}: nested more than {max} levels deep",
        zh: "{arg}：{path}：嵌套超过 {max} 层",
    }
    /// `arg`: the argument; `path`: the member; `got`: what it holds (`Symbol`, `NaN`, `Map`).
    DESIGN_NOT_JSON = "js.design-not-json" {
        en: "{arg}: {path}: {got} is not JSON data; a design holds objects, arrays, strings, numbers, booleans and null",
        zh: "{arg}：{path}：{got} 不是 JSON 数据；设计只包含对象、数组、字符串、数字、布尔值和 null",
    }
    /// `arg`: the argument; `path`: the member; `error`: what JavaScript threw reading it.
    DESIGN_UNREADABLE = "js.design-unreadable" {
        en: "{arg}: {path}: cannot be read: {error}",
        zh: "{arg}：{path}：无法读取：{error}",
    }
    /// `arg`: the argument; `limit`: the largest design document.
    /// A problem of argument `arg` said by the core (a design document past its limit).
    AT_ARG = "js.at-arg" { en: "{arg}: {message}", zh: "{arg}：{message}" }
    /// `arg`: the argument (`keys`, `metrics`); `count`: the members given; `max`: the most
    /// one call takes.
    TOO_MANY_ITEMS = "js.too-many-items" {
        en: "{arg}: {count} members is more than the {max} one call takes",
        zh: "{arg}：{count} 个成员，超过一次调用的上限 {max}",
    }
    /// `arg`: the argument; `name`: the name given; `names`: the names it takes.
    UNKNOWN_NAME = "js.unknown-name" {
        en: "{arg}: unknown name `{name}`; the names here are {names}",
        zh: "{arg}：未知名称 `{name}`；这里可用的名称是 {names}",
    }
    /// `error`: what the WebAssembly instance threw (`RuntimeError: unreachable`).
    TRAPPED = "js.trapped" {
        en: "internal: the call stopped the module ({error}); it has been restarted and answers again",
        zh: "内部错误：这次调用使模块停止（{error}）；模块已重新启动，可以继续使用",
    }
}
