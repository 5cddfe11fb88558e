//! The notes of a query's plan: which bound fields make the key prefix, where and why the scan
//! stops, and how many gets or scans it takes. `fields` is a list of field names; `source` the
//! segment as the template writes it.

catalogue! {
    NOT_AN_INTEGER = "query.not-an-integer" {
        en: "{name} = {text} is not an integer, so it counts as not bound",
        zh: "{name} = {text} 不是整数，因此按未绑定处理",
    }
    NOT_BOUND_LEADS = "query.not-bound-leads" {
        en: "{fields} {n:is|are} not bound and leads the key: the whole table is scanned",
        zh: "{fields}{n:|} 未绑定，且位于 key 的开头：需要全表扫描",
    }
    NOT_BOUND_STOPS = "query.not-bound-stops" {
        en: "{fields} {n:is|are} not bound: the scan stops at the prefix",
        zh: "{fields}{n:|} 未绑定：扫描在已知前缀处停止",
    }
    SALT_WITH_REST = "query.salt-with-rest" {
        en: "`{source}` mixes a random salt with the rest of the key: the scan stops there",
        zh: "`{source}` 把随机盐值与 key 的其余部分混在一起：扫描在此停止",
    }
    COMPUTED_HASH = "query.computed-hash" {
        en: "{fields} {n:is|are} bound: the hash prefix is computed",
        zh: "{fields}{n:|} 已绑定：可以算出哈希前缀",
    }
    COMPUTED_BUCKET = "query.computed-bucket" {
        en: "{fields} {n:is|are} bound: the bucket is computed",
        zh: "{fields}{n:|} 已绑定：可以算出分桶",
    }
    TOO_MANY_BUCKETS = "query.too-many-buckets" {
        en: "{source} is random with too many buckets to list (over {max} ranges): the scan stops there",
        zh: "{source} 是随机的，分桶太多，无法逐一列出（超过 {max} 个范围）：扫描在此停止",
    }
    RANDOM_PER_BUCKET = "query.random-per-bucket" {
        en: "{source} is random: {n} {n:range|ranges}, one per bucket",
        zh: "{source} 是随机的：共 {n} 个范围，每个分桶一个",
    }
    REST_COMPUTED = "query.rest-computed" {
        en: "`{source}` is computed from the bound rest of the key",
        zh: "`{source}` 由已绑定的 key 其余部分算出",
    }
    /// Why a segment over the rest of the key cannot be computed: a salt after it.
    BECAUSE_SALT = "query.because-salt" {
        en: "depends on a random salt after it",
        zh: "取决于其后的随机盐值",
    }
    /// Why a segment over the rest of the key cannot be computed: unbound fields after it.
    BECAUSE_UNBOUND = "query.because-unbound" {
        en: "hashes {fields}, which {n:is|are} not bound",
        zh: "对 {fields} 做了哈希，而它们{n:|}未绑定",
    }
    /// `because`: [`BECAUSE_SALT`] or [`BECAUSE_UNBOUND`].
    REST_PER_BUCKET = "query.rest-per-bucket" {
        en: "`{source}` {because}: {n} {n:range|ranges}, one per bucket",
        zh: "`{source}` {because}：共 {n} 个范围，每个分桶一个",
    }
    REST_STOPS = "query.rest-stops" {
        en: "`{source}` {because}: the scan stops there",
        zh: "`{source}` {because}：扫描在此停止",
    }
    /// `message`: why the bound values do not make the segment.
    CANNOT_COMPUTE = "query.cannot-compute" {
        en: "`{source}` cannot be computed from the bound values ({message}): the scan stops there",
        zh: "无法用已绑定的值算出 `{source}`（{message}）：扫描在此停止",
    }
    GETS = "query.gets" {
        en: "{n} {n:get|gets}",
        zh: "{n} 次 get",
    }
    SCANS = "query.scans" {
        en: "{n} {n:scan|scans}",
        zh: "{n} 次扫描",
    }
    FULL_SCAN = "query.full-scan" {
        en: "1 full table scan",
        zh: "1 次全表扫描",
    }
    /// The notes, then the count.
    NOTES_THEN_COUNT = "query.notes-then-count" {
        en: "{notes} — {count}",
        zh: "{notes} —— {count}",
    }
    /// Between two notes.
    NOTE_AND_NOTE = "query.note-and-note" {
        en: "{a}; {b}",
        zh: "{a}；{b}",
    }
}
