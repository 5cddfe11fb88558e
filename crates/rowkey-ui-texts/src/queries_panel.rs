//! The queries panel's texts (each query's note on its reads comes from the core).

rowkey_core::catalogue! {
    TITLE = "ui.queries-panel.title" { en: "Queries", zh: "查询" }
    ADD_QUERY = "ui.queries-panel.add-query" { en: "+ Add query", zh: "+ 添加查询" }
    EMPTY = "ui.queries-panel.empty" {
        en: "No queries. Add one to see the gets or scans it needs: bind the fields a read knows.",
        zh: "还没有查询。添加一个查询并绑定读取时已知的字段，即可看到它需要的 get 或 scan。",
    }
    NAME = "ui.queries-panel.name" { en: "Name", zh: "名称" }
    REMOVE = "ui.queries-panel.remove" { en: "Remove", zh: "删除" }
    REMOVE_ARIA = "ui.queries-panel.remove-aria" { en: "Remove query {name}", zh: "删除查询 {name}" }
    KNOWS = "ui.queries-panel.knows" { en: "Knows", zh: "已知" }
    NOTHING_BOUND = "ui.queries-panel.nothing-bound" { en: "nothing bound", zh: "未绑定字段" }
    ADD_BIND = "ui.queries-panel.add-bind" { en: "+ bind a field", zh: "+ 绑定字段" }
    ADD_BIND_ARIA = "ui.queries-panel.add-bind-aria" { en: "Bind another field in {name}", zh: "在 {name} 中再绑定一个字段" }
    BOUND_FIELD = "ui.queries-panel.bound-field" { en: "Bound field {n}", zh: "绑定的字段 {n}" }
    NOT_IN_TEMPLATE = "ui.queries-panel.not-in-template" { en: "{field} (not in the template)", zh: "{field}（不在模板中）" }
    VALUE_OF = "ui.queries-panel.value-of" { en: "Value of {field}", zh: "{field} 的值" }
    VALUE = "ui.queries-panel.value" { en: "value", zh: "值" }
    UNBIND_ARIA = "ui.queries-panel.unbind-aria" { en: "Stop binding {field}", zh: "取消绑定 {field}" }
    UNBIND_TITLE = "ui.queries-panel.unbind-title" { en: "Remove this bind", zh: "移除这个绑定" }
    NEEDS_NAME = "ui.queries-panel.needs-name" { en: "a query needs a name", zh: "查询需要名称" }
    NAME_TAKEN = "ui.queries-panel.name-taken" {
        en: "query {n} is already called \"{name}\"",
        zh: "查询 {n} 已经叫“{name}”了",
    }
    DEFAULT_NAME = "ui.queries-panel.default-name" { en: "query {n}", zh: "查询 {n}" }
    PENDING = "ui.queries-panel.pending" {
        en: "The reads this query needs appear when the analysis is done.",
        zh: "分析完成后，这里会显示这个查询需要的读取。",
    }
    GETS = "ui.queries-panel.gets" { en: "{n} {n:get|gets}", zh: "{n} 次 get" }
    SCANS = "ui.queries-panel.scans" { en: "{n} {n:scan|scans}", zh: "{n} 次扫描" }
    FULL_SCAN = "ui.queries-panel.full-scan" { en: "full table scan", zh: "全表扫描" }
    FULL_SCAN_WHY = "ui.queries-panel.full-scan-why" {
        en: "reads every region: bind the key's leading field to make it a scan",
        zh: "会读取每个 region：绑定 key 开头的字段，才能变成范围扫描",
    }
    MORE_RANGES = "ui.queries-panel.more-ranges" { en: "{n} more {n:range|ranges}", zh: "还有 {n} 个范围" }
    TABLE_START = "ui.queries-panel.table-start" { en: "(start of table)", zh: "（表的起始）" }
    TABLE_END = "ui.queries-panel.table-end" { en: "(end of table)", zh: "（表的末尾）" }
    NO_REGION = "ui.queries-panel.no-region" { en: "no region", zh: "不涉及 region" }
    ONE_REGION = "ui.queries-panel.one-region" { en: "region {runs}", zh: "涉及 region {runs}" }
    REGIONS = "ui.queries-panel.regions" { en: "{n} regions: {runs}", zh: "涉及 {n} 个 region：{runs}" }
}
