//! The lints' messages and their one-line whys (`analyze/lint/`), plus the pieces they are
//! built from (segment labels, time units, list joins).

catalogue! {
    /// A lint's severity as the CLI's text report and the page's comparison name it.
    SEVERITY_ERROR = "lint.severity-error" { en: "error", zh: "错误" }
    /// A lint's severity (see [`SEVERITY_ERROR`]).
    SEVERITY_WARNING = "lint.severity-warning" { en: "warning", zh: "警告" }
    /// A lint's severity (see [`SEVERITY_ERROR`]).
    SEVERITY_INFO = "lint.severity-info" { en: "info", zh: "提示" }
    /// A template segment as written, with its span: `` `{ts | rev}` at 12..22 ``.
    SEGMENT = "lint.segment" {
        en: "`{text}` at {start}..{end}",
        zh: "`{text}`（位置 {start}..{end}）",
    }
    /// Two items of a list, the last pair.
    AND = "lint.and" {
        en: "{a} and {b}",
        zh: "{a} 和 {b}",
    }
    /// Items of a list set apart by semicolons.
    SEMI = "lint.semi" {
        en: "{a}; {b}",
        zh: "{a}；{b}",
    }
    /// A finding and its cause.
    BECAUSE = "lint.because" {
        en: "{a}: {b}",
        zh: "{a}：{b}",
    }
    /// Repeated keys the sample showed and the key's construction that explains them.
    REPEATS_BECAUSE = "lint.repeats-because" {
        en: "{repeats}: {cause}",
        zh: "{repeats}：{cause}",
    }

    // key-length
    LENGTH_FIXED = "lint.length-fixed" {
        en: "keys are {len} bytes",
        zh: "rowkey 长 {len} 字节",
    }
    LENGTH_RANGE = "lint.length-range" {
        en: "keys are {min} to {max} bytes",
        zh: "rowkey 长 {min} 到 {max} 字节",
    }
    LENGTH_OBSERVED = "lint.length-observed" {
        en: "{lengths} (sample: mean {mean}, longest {longest}); at 100 million rows that is {total} of row keys, stored again in every cell",
        zh: "{lengths}（样本：平均 {mean}，最长 {longest}）；1 亿行时 rowkey 共 {total}，而且每个 cell 都会再存一遍",
    }
    LENGTH_OVER_LIMIT = "lint.length-over-limit" {
        en: "keys can be {len} bytes, over HBase's limit of {limit}: {lengths}",
        zh: "rowkey 最长可达 {len} 字节，超过 HBase 的上限 {limit}：{lengths}",
    }
    LENGTH_OVER_LIMIT_WHY = "lint.length-over-limit-why" {
        en: "HBase refuses rows longer than HConstants.MAX_ROW_LENGTH = Short.MAX_VALUE ({limit} bytes): the put fails",
        zh: "HBase 拒绝超过 HConstants.MAX_ROW_LENGTH = Short.MAX_VALUE（{limit} 字节）的行：put 会失败",
    }
    LENGTH_LONG = "lint.length-long" {
        en: "keys are over {long} bytes: {lengths}",
        zh: "rowkey 超过 {long} 字节：{lengths}",
    }
    LENGTH_LONG_WHY = "lint.length-long-why" {
        en: "the row key is stored in every cell, so long keys multiply memstore, block cache and HFile size: keep keys under {long} bytes, ideally {ideal} or less",
        zh: "rowkey 会存进每一个 cell，过长的 rowkey 会成倍放大 memstore、BlockCache 和 HFile 的体积：rowkey 应短于 {long} 字节，最好不超过 {ideal} 字节",
    }
    LENGTH_OVER_IDEAL = "lint.length-over-ideal" {
        en: "keys are longer than {ideal} bytes: {lengths}",
        zh: "rowkey 长于 {ideal} 字节：{lengths}",
    }
    LENGTH_OVER_IDEAL_WHY = "lint.length-over-ideal-why" {
        en: "≤ 16 bytes is ideal: keys are stored in every cell; 100-byte keys cost ~8 GB more memstore than 16-byte keys per 100M rows",
        zh: "rowkey 最好 ≤ 16 字节：每个 cell 都存一份 rowkey；每 1 亿行，100 字节的 rowkey 比 16 字节的多占约 8 GB memstore",
    }

    // hotspot
    HOTSPOT_RISES = "lint.hotspot-rises" {
        en: "{segment} rises with insertion order: every write goes to the last region. Prefix it with a hash bucket (e.g. `{{{field} | javahash | absmod(16) | dec(2)}}_`) or a salt, or reverse it (`{{{field} | reverse}}`) if it is never scanned by range",
        zh: "{segment} 随写入顺序单调递增：所有写入都落到最后一个 region，形成写热点。在它前面加哈希分桶前缀（如 `{{{field} | javahash | absmod(16) | dec(2)}}_`）或加盐；如果从不按范围扫描它，也可以反转（`{{{field} | reverse}}`）",
    }
    HOTSPOT_FALLS = "lint.hotspot-falls" {
        en: "{segment} falls with insertion order: every write goes to the first region. Prefix it with a hash bucket (e.g. `{{{field} | javahash | absmod(16) | dec(2)}}_`) or a salt, or reverse it (`{{{field} | reverse}}`) if it is never scanned by range",
        zh: "{segment} 随写入顺序单调递减：所有写入都落到第一个 region，形成写热点。在它前面加哈希分桶前缀（如 `{{{field} | javahash | absmod(16) | dec(2)}}_`）或加盐；如果从不按范围扫描它，也可以反转（`{{{field} | reverse}}`）",
    }
    HOTSPOT_WHY = "lint.hotspot-why" {
        en: "regions hold contiguous key ranges: keys that keep growing (or shrinking) send all new writes to one region server while the others idle",
        zh: "每个 region 存放一段连续的 rowkey 范围：单调递增（或递减）的 rowkey 会把所有新写入都打到同一台 RegionServer，其他机器却闲着",
    }

    // splits
    SPLIT_EMPTY = "lint.split-empty" {
        en: "split key #{n} is empty",
        zh: "第 {n} 个分裂点（split key）为空",
    }
    SPLIT_EMPTY_WHY = "lint.split-empty-why" {
        en: "HBase refuses the table: \"Empty split key must not be passed in the split keys.\" (the first region already starts at the empty row)",
        zh: "HBase 会拒绝建表：\"Empty split key must not be passed in the split keys.\"（第一个 region 本来就从空行开始）",
    }
    SPLIT_DUPLICATE = "lint.split-duplicate" {
        en: "split key '{key}' is given {count} times",
        zh: "分裂点 '{key}' 出现了 {count} 次",
    }
    SPLIT_DUPLICATE_WHY = "lint.split-duplicate-why" {
        en: "HBase refuses the table: \"All split keys must be unique, found duplicate: {key}, {key}\"",
        zh: "HBase 会拒绝建表：\"All split keys must be unique, found duplicate: {key}, {key}\"",
    }
    SPLIT_UNSORTED = "lint.split-unsorted" {
        en: "split keys are not sorted: #{i} '{a}' comes before #{j} '{b}'",
        zh: "分裂点没有排序：第 {i} 个 '{a}' 排在第 {j} 个 '{b}' 前面",
    }
    SPLIT_UNSORTED_WHY = "lint.split-unsorted-why" {
        en: "createTable sorts split keys (unsigned byte order) before use, so the regions are not in the order written here",
        zh: "createTable 会先按无符号字节序给分裂点排序再使用，所以 region 的顺序和这里写的不一样",
    }
    SPLIT_UNMADE = "lint.split-unmade" {
        en: "the split keys cannot be made: {why}; the table is shown as one region",
        zh: "无法生成分裂点：{why}；按单个 region 展示该表",
    }
    SPLIT_UNMADE_WHY = "lint.split-unmade-why" {
        en: "HBase would refuse these splits or they do not fit this template: choose another algorithm (auto fits any template)",
        zh: "HBase 会拒绝这些分裂点，或者它们不适合这个模板：请换一种预分区算法（auto 适用于任何模板）",
    }

    // separator
    SEPARATOR = "lint.separator" {
        en: "{segment} varies in length and can contain the separator `{sep}` that follows it: a scan for one value's prefix can match another value. {fix}",
        zh: "{segment} 长度不固定，并且可能包含紧随其后的分隔符 `{sep}`：按一个值的前缀扫描可能匹配到另一个值。{fix}",
    }
    SEPARATOR_FIX_BYTE = "lint.separator-fix-byte" {
        en: "Use a byte it cannot hold (e.g. `\\x{byte}`) or give it a fixed width (`pad`, `rpad`)",
        zh: "换一个它不可能包含的字节（如 `\\x{byte}`），或者让它定长（`pad`、`rpad`）",
    }
    SEPARATOR_FIX_WIDTH = "lint.separator-fix-width" {
        en: "Give it a fixed width (`pad`, `rpad`, a hash)",
        zh: "让它定长（`pad`、`rpad`、哈希）",
    }
    SEPARATOR_WHY = "lint.separator-why" {
        en: "a prefix scan for `a|` also returns keys whose value is `a|b`: the separator must be a byte the value never holds, or the value must have a fixed width",
        zh: "对 `a|` 做前缀扫描也会返回值为 `a|b` 的 rowkey：分隔符必须是值里永远不会出现的字节，否则值必须定长",
    }

    // unpadded-number, signed-int
    UNPADDED = "lint.unpadded" {
        en: "{segment} writes numbers as {kind} of {min} to {max} characters, which sort as text (1, 10, 100, 11, …, 2){interleave}. Use `{op}({max})` for a fixed width{negative}",
        zh: "{segment} 把数字写成 {min} 到 {max} 个字符的{kind}，会按文本排序（1, 10, 100, 11, …, 2）{interleave}。用 `{op}({max})` 补成定长{negative}",
    }
    DECIMAL = "lint.decimal" {
        en: "decimal",
        zh: "十进制",
    }
    HEX = "lint.hex" {
        en: "hex",
        zh: "十六进制",
    }
    UNPADDED_INTERLEAVE = "lint.unpadded-interleave" {
        en: ", and with more key after it keys of different-length numbers interleave",
        zh: "，而且后面还有 rowkey 的其他部分，不同长度数字的 rowkey 会交错在一起",
    }
    UNPADDED_NEGATIVE = "lint.unpadded-negative" {
        en: " (negative values still sort in reverse as text: shift them non-negative with `add(N)` first)",
        zh: "（负数按文本排序仍是反的：先用 `add(N)` 把它们平移成非负数）",
    }
    UNPADDED_WHY = "lint.unpadded-why" {
        en: "HBase compares keys byte by byte, so numbers of different lengths sort as text: 10 before 9, and range scans over them return the wrong rows",
        zh: "HBase 逐字节比较 rowkey，不同长度的数字会按文本排序：10 排在 9 前面，对它们做范围扫描会返回错误的行",
    }
    SIGNED_INT = "lint.signed-int" {
        en: "{segment}: `{op}` writes values as low as {lo} in two's complement, so negative values sort after every positive one. Add `| sortable` after `{op}` (the sign bit flipped, as Phoenix does) or shift the values non-negative with `add(N)`",
        zh: "{segment}：`{op}` 以补码写入低至 {lo} 的值，负数会排在所有正数之后。在 `{op}` 后加 `| sortable`（像 Phoenix 那样翻转符号位），或用 `add(N)` 把值平移成非负数",
    }
    SIGNED_INT_WHY = "lint.signed-int-why" {
        en: "Bytes.toBytes is big-endian two's complement: -1 is ff ff …, which HBase's unsigned byte order puts after every positive number",
        zh: "Bytes.toBytes 是大端补码：-1 是 ff ff …，在 HBase 的无符号字节序里排在所有正数之后",
    }

    // salt-get, salt-regions
    SALT_GET = "lint.salt-get" {
        en: "{segment} is random: a get for a known record needs {gets} gets, one per bucket, because the salt cannot be computed from the record{query}. A hash prefix such as `{{{field} | javahash | absmod({buckets}) | dec({width})}}` spreads writes the same way and can be recomputed on read",
        zh: "{segment} 是随机的：读取一条已知记录需要 {gets} 次 get，每个桶一次，因为盐值无法从记录本身算出{query}。用哈希前缀（如 `{{{field} | javahash | absmod({buckets}) | dec({width})}}`）同样能打散写入，而且读取时可以重新算出来",
    }
    SALT_GET_QUERY = "lint.salt-get-query" {
        en: ". Query \"{name}\" knows every field and still needs {gets} gets instead of 1",
        zh: "。查询“{name}”知道所有字段，仍然需要 {gets} 次 get 而不是 1 次",
    }
    SALT_GET_WHY = "lint.salt-get-why" {
        en: "a random salt is drawn at write time and stored nowhere a reader can find it, so every read of one record must try every bucket",
        zh: "随机盐值在写入时生成，读的一方无处可查，所以读取一条记录必须把每个桶都试一遍",
    }
    LEADING_SEGMENT = "lint.leading-segment" {
        en: "the leading segment",
        zh: "首段",
    }
    SALT_REGIONS = "lint.salt-regions" {
        en: "{segment} makes {b} buckets over {r} regions: {n_hi} regions get {hi} buckets ({p_hi}% of writes each) and {n_lo} get {lo} ({p_lo}% each), a deviation rate of {dev}%. {fix}",
        zh: "{segment} 产生 {b} 个桶，分布在 {r} 个 region 上：{n_hi} 个 region 各得 {hi} 个桶（各占 {p_hi}% 的写入），{n_lo} 个各得 {lo} 个（各占 {p_lo}%），偏差率 {dev}%。{fix}",
    }
    SALT_REGIONS_FIX = "lint.salt-regions-fix" {
        en: "Use a multiple of {r} buckets (e.g. {e})",
        zh: "把桶数改成 {r} 的倍数（如 {e}）",
    }
    SALT_REGIONS_FIX_OR = "lint.salt-regions-fix-or" {
        en: "Use a multiple of {r} buckets (e.g. {e}) or {d} regions",
        zh: "把桶数改成 {r} 的倍数（如 {e}），或者预分区为 {d} 个 region",
    }
    SALT_REGIONS_WHY = "lint.salt-regions-why" {
        en: "every bucket takes an equal share of writes, so regions holding an extra bucket take more load than the rest and the busiest one sets the pace",
        zh: "每个桶承担同样多的写入，多分到一个桶的 region 负载更高，整体速度由最忙的那个 region 决定",
    }

    // not-unique, sample-repeats
    NOT_UNIQUE_WHY = "lint.not-unique-why" {
        en: "a put to an existing row key overwrites that row's cells (as a newer version): the earlier record is lost without an error",
        zh: "对已存在的 rowkey 执行 put 会覆盖该行的 cell（作为更新的版本）：之前的记录悄无声息地丢失，不会报错",
    }
    REACH = "lint.reach" {
        en: "`{op}` in segment {segment} ({label})",
        zh: "第 {segment} 段中的 `{op}`（{label}）",
    }
    REACHES_ONE = "lint.reaches-one" {
        en: "`{name}` reaches the key only through {reach}",
        zh: "`{name}` 只经过 {reach} 进入 rowkey",
    }
    REACHES_MANY = "lint.reaches-many" {
        en: "`{name}` reaches the key only through lossy transforms, in {n} places: {list}",
        zh: "`{name}` 只经过有损变换进入 rowkey，共 {n} 处：{list}",
    }
    FINEST_OF = "lint.finest-of" {
        en: "the finest of them, `{op}` in segment {segment},",
        zh: "其中最细的、第 {segment} 段中的 `{op}`",
    }
    IT = "lint.it" {
        en: "it",
        zh: "它",
    }
    TIME_CUT = "lint.time-cut" {
        en: "{finest} cuts time to {unit}, so records of the same {same} that differ only in {name} get the same key. Keep a finer time (seconds, milliseconds) or `{{{name}}}` itself in the key if a record is identified by its time",
        zh: "{finest} 把时间截断到{unit}，同一{same}内只有 {name} 不同的记录会得到相同的 rowkey。如果记录靠时间区分，请保留更细的时间（秒、毫秒）或把 `{{{name}}}` 本身放进 rowkey",
    }
    LOSSY_CAUSE = "lint.lossy-cause" {
        en: "records that differ only in {name} get the same key. Add `{{{name}}}` itself to the key if it identifies the record",
        zh: "只有 {name} 不同的记录会得到相同的 rowkey。如果它能标识记录，请把 `{{{name}}}` 本身加进 rowkey",
    }
    UNIT_MS = "lint.unit-ms" { en: "the millisecond", zh: "毫秒" }
    UNIT_S = "lint.unit-s" { en: "the second", zh: "秒" }
    UNIT_MIN = "lint.unit-min" { en: "the minute", zh: "分钟" }
    UNIT_H = "lint.unit-h" { en: "the hour", zh: "小时" }
    UNIT_D = "lint.unit-d" { en: "the day", zh: "天" }
    UNIT_MON = "lint.unit-mon" { en: "the month", zh: "月" }
    UNIT_Y = "lint.unit-y" { en: "the year", zh: "年" }
    SAME_MS = "lint.same-ms" { en: "millisecond", zh: "毫秒" }
    SAME_S = "lint.same-s" { en: "second", zh: "秒" }
    SAME_MIN = "lint.same-min" { en: "minute", zh: "分钟" }
    SAME_H = "lint.same-h" { en: "hour", zh: "小时" }
    SAME_D = "lint.same-d" { en: "day", zh: "天" }
    SAME_MON = "lint.same-mon" { en: "month", zh: "月" }
    SAME_Y = "lint.same-y" { en: "year", zh: "年" }
    REPEATS_SAMPLE = "lint.repeats-sample" {
        en: "{n} of {keys} sample keys repeat an earlier key",
        zh: "{keys} 个样本 rowkey 中有 {n} 个与之前的重复",
    }
    DROPS_FIELD = "lint.drops-field" {
        en: "the key drops `{f}` (a field of the design that is not in the template), so records that differ only in {f} get the same key. Add `{{{f}}}` to the key if it identifies the record",
        zh: "rowkey 丢掉了 `{f}`（设计里有、模板里没有的字段），只有 {f} 不同的记录会得到相同的 rowkey。如果它能标识记录，请把 `{{{f}}}` 加进 rowkey",
    }
    LOSSY_REPEAT = "lint.lossy-repeat" {
        en: "`{f}` reaches the key only through a transform that maps two values to one (see its finding), so records that differ only in {f} can get the same key",
        zh: "`{f}` 只经过会把两个值映射成一个的变换进入 rowkey（见对应的检查结果），只有 {f} 不同的记录可能得到相同的 rowkey",
    }
    RUN_TOGETHER = "lint.run-together" {
        en: "{segment} has no fixed width and no separator after it that it cannot contain, so two different records can make the same bytes. Put a separator after it or give it a fixed width",
        zh: "{segment} 不定长，后面也没有它不可能包含的分隔符，两条不同的记录可能拼出相同的字节。在它后面加分隔符或让它定长",
    }
    SAMPLE_REPEATS = "lint.sample-repeats" {
        en: "{repeats}, but not because of the key: it keeps every field whole and its parts cannot run into each other, so it tells any two different records apart. The generators drew the same values twice: {generators}",
        zh: "{repeats}，但原因不在 rowkey：它完整保留了每个字段，各部分之间也不会粘连，能区分任意两条不同的记录。是生成器两次抽到了相同的值：{generators}",
    }
    SAMPLE_REPEATS_WHY = "lint.sample-repeats-why" {
        en: "repeated values are a property of the sample's generators, not of the key design: real records that differ get different keys",
        zh: "重复值是样本生成器的特性，不是 rowkey 设计的问题：真实数据中不同的记录会得到不同的 rowkey",
    }
    GEN_VALUES = "lint.gen-values" {
        en: "`{f}` = `{spec}` makes {count} distinct values ({how})",
        zh: "`{f}` = `{spec}` 能产生 {count} 个不同的值（{how}）",
    }
    AT_RANDOM = "lint.at-random" { en: "at random", zh: "随机抽取" }
    BY_ROW = "lint.by-row" { en: "by row number", zh: "按行号" }
    COUNT_HUGE = "lint.count-huge" { en: "more than 10^38", zh: "超过 10^38" }
    COUNT_ABOUT = "lint.count-about" { en: "about 10^{exp}", zh: "约 10^{exp}" }
    SALT_ADDS = "lint.salt-adds" {
        en: "the random salt adds {count} buckets",
        zh: "随机盐再乘上 {count} 个桶",
    }
    BIRTHDAY = "lint.birthday" {
        en: "{values}, so {n} random rows are expected to repeat about {expected} times (birthday bound, uniform draws). Give the generator more values (a longer pattern, a wider range, `uuid()`) or use `seq` to sample without repeats",
        zh: "{values}，因此 {n} 行随机数据预计重复约 {expected} 次（生日界，均匀抽样）。给生成器更多取值（更长的 pattern、更大的范围、`uuid()`），或用 `seq` 生成不重复的样本",
    }
    MORE_VALUES = "lint.more-values" {
        en: "{values}. Give the generators more values or use `seq` to sample without repeats",
        zh: "{values}。给生成器更多取值，或用 `seq` 生成不重复的样本",
    }
    KEY_REPEATS = "lint.key-repeats" {
        en: "{about}{n} of the {keys} keys read repeat an earlier key: HBase stores each as the same row, so its later puts overwrite the earlier ones' cells (as newer versions)",
        zh: "读入的 {keys} 个 rowkey 中有{about} {n} 个与之前的重复：HBase 会把它们存成同一行，后来的 put 会覆盖之前的 cell（作为更新的版本）",
    }
    KEY_REPEATS_WHY = "lint.key-repeats-why" {
        en: "keys read from a dump are real records: a repeated key is one row, not two",
        zh: "从导出文件读入的 rowkey 是真实记录：重复的 rowkey 是一行，而不是两行",
    }
    REPEATS_READ = "lint.repeats-read" {
        en: "{about}{n} of the {keys} keys read repeat an earlier key",
        zh: "读入的 {keys} 个 rowkey 中有{about} {n} 个与之前的重复",
    }
    ABOUT = "lint.about" { en: "about ", zh: "约" }

    // the cap on findings per rule
    CAP_MORE = "lint.cap-more" {
        en: "and {n} more {n:place|places} in the template with the same finding",
        zh: "模板中还有 {n} 处有同样的问题",
    }
    CAP_WHY = "lint.cap-why" {
        en: "a report lists the first {max} findings of a rule; fix those and the rest follow the same way",
        zh: "报告中每条规则只列出前 {max} 处；修好这些，其余的照同样方法改即可",
    }
}
