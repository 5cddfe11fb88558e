//! Why split settings or a split algorithm make no split keys (HBase's own exception texts are
//! quoted inside, as HBase writes them).

catalogue! {
    /// `start`, `end`: how the front end names the two settings (`--start`, `start`).
    RANGE_NEEDS_KEYS_NAMED = "splits.range-needs-keys-named" {
        en: "range needs {start} and {end}, the first and last keys in toStringBinary (e.g. 0000 and ffff), as Admin.createTable(desc, start, end, regions) takes them",
        zh: "range 需要 {start} 和 {end}，即 toStringBinary 形式的第一个和最后一个 key（例如 0000 和 ffff），与 Admin.createTable(desc, start, end, regions) 的参数相同",
    }
    RANGE_NEEDS_KEYS = "splits.range-needs-keys" {
        en: "range needs a start key and an end key, the first and last keys in toStringBinary (e.g. 0000 and ffff), as Admin.createTable(desc, start, end, regions) takes them",
        zh: "range 需要起始 key 和结束 key，即 toStringBinary 形式的第一个和最后一个 key（例如 0000 和 ffff），与 Admin.createTable(desc, start, end, regions) 的参数相同",
    }
    /// `setting`: how the front end names the region count; `error`: HBase's refusal.
    UNIFORM_NO_SPLITS_NAMED = "splits.uniform-no-splits-named" {
        en: "UniformSplit with {setting} {regions}: it asks Bytes.split for regions - 1 = {splits} split points, and {error}",
        zh: "UniformSplit 在 {setting} {regions} 时：它向 Bytes.split 请求 regions - 1 = {splits} 个分裂点，而 {error}",
    }
    UNIFORM_NO_SPLITS = "splits.uniform-no-splits" {
        en: "UniformSplit with regions = {regions}: it asks Bytes.split for regions - 1 = {splits} split points, and {error}",
        zh: "UniformSplit 在 regions = {regions} 时：它向 Bytes.split 请求 regions - 1 = {splits} 个分裂点，而 {error}",
    }
    /// `error`: why HBase refuses the settings, with the exception it throws.
    REFUSED = "splits.refused" {
        en: "{error}",
        zh: "HBase 不接受这些分区设置：{error}",
    }
    QUANTILE_NEEDS_SAMPLE = "splits.quantile-needs-sample" {
        en: "`quantile` splits need the sorted sample keys",
        zh: "`quantile` 预分区需要排好序的样本 key",
    }
    /// `algorithm`: the algorithm's name.
    NO_SPLITTER = "splits.no-splitter" {
        en: "internal: no RegionSplitter for `{algorithm}`",
        zh: "内部错误：`{algorithm}` 没有对应的 RegionSplitter",
    }
    SALT_NEEDS_BUCKETS = "splits.salt-needs-buckets" {
        en: "`salt` splits need a key that starts with a salt or hash bucket segment with at most {max} values, such as {{salt(16)}}, {{id | javahash | absmod(16) | dec(2)}} or {{phoenix_salt(16)}}; this template's first segment has more (use `auto` or `hexstring`)",
        zh: "`salt` 预分区要求 rowkey 以取值不超过 {max} 个的加盐或散列分桶段开头，例如 {{salt(16)}}、{{id | javahash | absmod(16) | dec(2)}} 或 {{phoenix_salt(16)}}；这个模板的第一段取值更多（请改用 `auto` 或 `hexstring`）",
    }
    QUANTILE_TOO_FEW_KEYS = "splits.quantile-too-few-keys" {
        en: "`quantile` needs at least as many sample keys as regions ({count} keys, {regions} regions): HashChoreWoker would divide by zero",
        zh: "`quantile` 需要的样本 key 数至少与 region 数相同（{count} 个 key，{regions} 个 region）：否则 HashChoreWoker 会除以零",
    }
}
