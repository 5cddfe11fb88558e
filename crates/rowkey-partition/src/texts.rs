//! The messages the engine bindings give about what a caller handed over: a value that is not
//! a key, a missing key, a malformed Arrow array, a DataFrame without a clear key column.

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
    /// `why`: what is missing, e.g. the jar or the native library.
    JVM_MISSING = "py.jvm-missing" {
        en: "the JVM counting path is not available ({why}): keys are counted in the Python workers",
        zh: "JVM 计数路径不可用（{why}）：改在 Python worker 中计数",
    }
    /// `why`: as for `py.jvm-missing`.
    JVM_UNAVAILABLE = "py.jvm-unavailable" {
        en: "the JVM counting path is not available ({why}): pass jvm=False to count in the Python workers",
        zh: "JVM 计数路径不可用（{why}）：传入 jvm=False 以在 Python worker 中计数",
    }
    JVM_NOT_BUILT = "py.jvm-not-built" {
        en: "the package was built without its jar and native library, as no javac was there",
        zh: "构建本包时没有 javac，包中没有 jar 和本地库",
    }
    /// `path`: the package's jar.
    JVM_NOT_ON_CLASSPATH = "py.jvm-not-on-classpath" {
        en: "the session's classpath lacks the jar: start the session with spark.jars={path}",
        zh: "会话的 classpath 中没有该 jar：请以 spark.jars={path} 启动会话",
    }
    /// `path`: the native library; `error`: what the JVM said.
    JVM_CANNOT_LOAD = "py.jvm-cannot-load" {
        en: "the JVM cannot load {path}: {error}",
        zh: "JVM 无法加载 {path}：{error}",
    }
    /// `type`: the RDD's deserializer.
    JVM_NOT_PICKLES = "py.jvm-not-pickles" {
        en: "the RDD's data in the JVM are not PySpark's batched pickles (its serializer is {type})",
        zh: "该 RDD 在 JVM 中的数据不是 PySpark 的批量 pickle（其序列化器为 {type}）",
    }
    /// `index`: 0-based position in the batch of the first key whose bounds do not fit.
    JVM_BATCH_BAD = "py.jvm-batch-bad" {
        en: "the JVM handed over a malformed batch of keys (key {index} of the batch)",
        zh: "JVM 交来的一批 key 格式有误（本批第 {index} 个 key）",
    }
    /// `index`: 0-based position in the list of the first partial whose bounds do not fit.
    JVM_PARTIALS_BAD = "py.jvm-partials-bad" {
        en: "the JVM handed over a malformed list of partials to merge (partial {index} of the list)",
        zh: "JVM 交来的待合并部分结果列表格式有误（列表中第 {index} 个部分结果）",
    }
    JVM_NO_PARTITION = "py.jvm-no-partition" {
        en: "this partition is not open (finished, discarded or failed): start a new one",
        zh: "此分区未打开（已完成、已丢弃或已出错）：请新建一个",
    }
    /// `index`: 0-based position of the row in the partition; `type`: its Python type, or
    /// what it holds.
    NOT_A_PAIR = "py.not-a-pair" {
        en: "row {index} of the partition is a {type}: cutting by bytes, each row is a (key, size) pair",
        zh: "分区中的第 {index} 行是 {type}：按字节切分时每行应为 `(key, size)` 二元组",
    }
    /// `index`: 0-based position of the row in the partition; `size`: the size given (its
    /// Python text); `max`: the largest row in bytes.
    BAD_SIZE = "py.bad-size" {
        en: "the size of row {index} of the partition is {size}: a size is a whole number of bytes from 0 to 1 GiB ({max})",
        zh: "分区中第 {index} 行的大小为 {size}：大小应为 0 到 1 GiB（{max}）之间的整数字节数",
    }
    JVM_BY_BYTES = "py.jvm-by-bytes" {
        en: "jvm=True cannot cut by bytes: the JVM path counts keys, not (key, size) pairs; pass jvm=False or leave jvm out",
        zh: "`jvm=True` 不能按字节切分：JVM 路径只计数 `key`，不计数 `(key, size)` 二元组；请传入 `jvm=False` 或不传 `jvm`",
    }
    /// `why`: the value given for `by`.
    BAD_BY = "py.bad-by" {
        en: "by is \"keys\" or \"bytes\", not {why}",
        zh: "`by` 应为 `\"keys\"` 或 `\"bytes\"`，而不是 {why}",
    }
    FINISHED = "py.finished" {
        en: "this partition's partial was already taken: start a new Partition",
        zh: "此分区的部分结果已经取出：请新建一个 Partition",
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn every_text_has_both_languages() {
        let problems = rowkey_core::i18n::check(super::ENTRIES.iter().copied());
        assert!(problems.is_empty(), "{}", problems.join("\n"));
    }
}
