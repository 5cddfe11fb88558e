//! The Python module's own messages: what a caller handed over that is not a key.

rowkey_core::catalogue! {
    /// `index`: 0-based position of the object in the partition; `type`: its Python type.
    NOT_A_KEY = "py.not-a-key" {
        en: "key {index} of the partition is a {type}: keys are bytes, bytearray or str",
        zh: "分区中的第 {index} 个 key 是 {type}：key 应为 bytes、bytearray 或 str",
    }
    /// `index`: 0-based position of the missing key in the partition.
    NULL_KEY = "py.null-key" {
        en: "key {index} of the partition is null (None): drop the rows without a key first",
        zh: "分区中的第 {index} 个 key 为空（None）：请先去掉没有 key 的行",
    }
    /// `what`: the buffer that does not fit (`offsets`, `data`, `validity`).
    ARROW_BAD = "py.arrow-bad" {
        en: "the Arrow array does not hold together (its {what})",
        zh: "Arrow 数组自相矛盾（{what}）",
    }
    /// `columns`: the DataFrame's columns, joined by `, `.
    WHICH_COLUMN = "py.which-column" {
        en: "the DataFrame has several columns ({columns}): name the key column with column=",
        zh: "DataFrame 有多个列（{columns}）：请用 column= 指明 key 所在的列",
    }
    /// `type`: the Python type given.
    NOT_KEYS = "py.not-keys" {
        en: "keys are an RDD or a DataFrame, not a {type}",
        zh: "keys 应为 RDD 或 DataFrame，而不是 {type}",
    }
    FINISHED = "py.finished" {
        en: "this partition's partial was already taken: start a new Partition",
        zh: "此分区的部分结果已经取出：请新建一个 Partition",
    }
}

/// `text(id, args)`: the message `id` of this module's catalogue with `args` (text values), in
/// the environment's language, for the Python side's own refusals.
#[pyo3::pyfunction]
pub fn text(id: &str, args: std::collections::HashMap<String, String>) -> pyo3::PyResult<String> {
    let entry = ENTRIES
        .iter()
        .find(|e| e.id == id)
        .ok_or_else(|| crate::error::value_error(id.to_string()))?;
    let mut message = rowkey_core::i18n::Message::new(entry);
    for name in ["columns", "type"] {
        if let Some(v) = args.get(name) {
            message = message.arg(name, v.as_str());
        }
    }
    Ok(crate::error::in_lang(|| message.to_string()))
}

#[cfg(test)]
mod tests {
    #[test]
    fn every_text_has_both_languages() {
        let problems = rowkey_core::i18n::check(super::ENTRIES.iter().copied());
        assert!(problems.is_empty(), "{}", problems.join("\n"));
    }
}
