//! Messages every area can use.

catalogue! {
    /// A bug in this program rather than in the input; `what` says which.
    INTERNAL = "common.internal" {
        en: "internal error (a bug in RowKey Playground): {what}",
        zh: "内部错误（RowKey Playground 的缺陷）：{what}",
    }
    /// The page's Chinese texts file is not a JSON object of id → text; `error` is the parser's.
    TEXTS_MALFORMED = "common.texts-malformed" {
        en: "not a JSON object of texts: {error}",
        zh: "不是由文本组成的 JSON 对象：{error}",
    }
    /// The page's Chinese texts file is an empty object.
    TEXTS_EMPTY = "common.texts-empty" {
        en: "the file has no texts",
        zh: "文件里没有任何文本",
    }
}
