//! Messages every area can use.

catalogue! {
    /// A bug in this program rather than in the input; `what` says which.
    INTERNAL = "common.internal" {
        en: "internal error (a bug in RowKey Playground): {what}",
        zh: "内部错误（RowKey Playground 的缺陷）：{what}",
    }
}
