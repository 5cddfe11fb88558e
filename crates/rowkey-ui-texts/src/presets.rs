//! The preset gallery's texts, and each preset's name, tag and one line in every language.
//!
//! A preset's English name is its design's name (`presets/*.json`): a loaded preset keeps that
//! name as the design's, whatever the page's language.

rowkey_core::catalogue! {
    BLANK = "ui.presets.blank" { en: "Blank design", zh: "空白设计" }
    BLANK_SHOWS = "ui.presets.blank-shows" {
        en: "Start your own: one field, no queries, no splits or sizing of a preset.",
        zh: "从头开始：只有一个字段，不带预设的查询、切分或容量估算。",
    }
    TITLE = "ui.presets.title" { en: "Presets", zh: "预设" }
    INTRO = "ui.presets.intro" {
        en: "The scenarios of the seed articles, each a complete design; the tag says what it shows: ",
        zh: "来自原始文章的各个场景，每个都是完整的设计；标签说明它演示的是什么：",
    }
    A_PROBLEM = "ui.presets.a-problem" { en: "a problem", zh: "问题" }
    A_REMEDY = "ui.presets.a-remedy" { en: "a remedy", zh: "解决办法" }
    A_TRADE_OFF = "ui.presets.a-trade-off" { en: "a remedy with a cost", zh: "有代价的解决办法" }
    INTRO_END = "ui.presets.intro-end" {
        en: ". Loading one replaces the current design.",
        zh: "。加载预设会替换当前的设计。",
    }
    CLOSE = "ui.presets.close" { en: "Close presets", zh: "关闭预设" }
    TONE_PROBLEM = "ui.presets.tone-problem" {
        en: "Shows a problem to recognise",
        zh: "演示一个需要识别的问题",
    }
    TONE_FIX = "ui.presets.tone-fix" { en: "Shows a remedy", zh: "演示一种解决办法" }
    TONE_TRADE_OFF = "ui.presets.tone-trade-off" { en: "A remedy with a cost", zh: "有代价的解决办法" }
    /// A card's splits: `splits` is one of the three below.
    SPLITS = "ui.presets.splits" { en: "splits: {splits}", zh: "预分区：{splits}" }
    NO_PRE_SPLIT = "ui.presets.no-pre-split" { en: "no pre-split", zh: "不预分区" }
    EXPLICIT = "ui.presets.explicit" { en: "explicit ({n} keys)", zh: "显式指定（{n} 个分裂点）" }
    FIELDS = "ui.presets.fields" { en: "{n} {n:field|fields}", zh: "{n} 个字段" }
    ROWS = "ui.presets.rows" { en: "{rows} rows", zh: "{rows} 行" }

    NAME_ECOMMERCE_ORDERS = "ui.presets.name-ecommerce-orders" { en: "E-commerce orders", zh: "电商订单" }
    SHOWS_ECOMMERCE_ORDERS = "ui.presets.shows-ecommerce-orders" {
        en: "A two-digit javahash bucket of the user leads the key: writes spread over 10 regions, a user's orders stay together, newest first (`rev`).",
        zh: "以用户的两位 `javahash` 分桶号打头：写入分散到 10 个 region，同一用户的订单仍聚在一起，最新的在前（`rev`）。",
    }
    NAME_MD5_PREFIX = "ui.presets.name-md5-prefix" { en: "MD5 prefix", zh: "MD5 前缀" }
    SHOWS_MD5_PREFIX = "ui.presets.shows-md5-prefix" {
        en: "Four hex digits of MD5 before the id spread similar ids evenly over 16 HexStringSplit regions; a get recomputes the prefix from the id.",
        zh: "在 id 前加 4 位十六进制的 MD5：相近的 id 均匀分布到 16 个 HexStringSplit region；get 时由 id 重新算出前缀。",
    }
    NAME_CRC32_PREFIX = "ui.presets.name-crc32-prefix" { en: "CRC32 prefix", zh: "CRC32 前缀" }
    SHOWS_CRC32_PREFIX = "ui.presets.shows-crc32-prefix" {
        en: "The low 16 bits of CRC32 as four hex digits: the same even spread as the MD5 prefix, from a cheaper hash.",
        zh: "取 CRC32 的低 16 位写成 4 位十六进制：与 MD5 前缀一样均匀，哈希计算更省。",
    }
    NAME_MOD_HASH = "ui.presets.name-mod-hash" { en: "Hash mod 16", zh: "哈希对 16 取模" }
    SHOWS_MOD_HASH = "ui.presets.shows-mod-hash" {
        en: "`String.hashCode` mod 16 as a two-digit bucket, one region per bucket: even writes, and the bucket of a record is computable for gets.",
        zh: "`String.hashCode` 对 16 取模作两位桶号，每个桶一个 region：写入均匀，get 时也能算出记录所在的桶。",
    }
    NAME_RANDOM_SALT = "ui.presets.name-random-salt" {
        en: "Random salt (dynamic salting)",
        zh: "随机盐（动态加盐）",
    }
    SHOWS_RANDOM_SALT = "ui.presets.shows-random-salt" {
        en: "A random salt 0–9 spreads writes evenly, but the salt cannot be computed from the record: a get has to try all 10 buckets.",
        zh: "0–9 的随机盐让写入均匀分散，但盐无法由记录算出：get 时要把 10 个桶都查一遍。",
    }
    NAME_ECOMMERCE_PRODUCT_INDEX = "ui.presets.name-ecommerce-product-index" {
        en: "E-commerce product index",
        zh: "电商商品索引",
    }
    SHOWS_ECOMMERCE_PRODUCT_INDEX = "ui.presets.shows-ecommerce-product-index" {
        en: "A secondary index led by a Zipf-popular, unpadded product id: popular products make a hot region, ids sort as text (1, 10, 100, 11…) and a region stays dead.",
        zh: "二级索引以未补齐、热度服从 `zipf` 分布的商品 id 打头：热门商品形成热点 region，id 按文本排序（1, 10, 100, 11…），还有一个 region 始终是空的。",
    }
    NAME_ORDER_SIMPLE = "ui.presets.name-order-simple" {
        en: "Orders: user, reversed time",
        zh: "订单：用户 + 反转时间",
    }
    SHOWS_ORDER_SIMPLE = "ui.presets.shows-order-simple" {
        en: "User first, then reversed order time: one user's orders are one scan, newest first; quantile splits cut the sample into equal regions.",
        zh: "先用户，再反转的下单时间：一个用户的订单一次 scan 就能取出，最新的在前；按分位数预分区把样本切成均等的 region。",
    }
    NAME_IOT_METRICS = "ui.presets.name-iot-metrics" { en: "IoT metrics", zh: "IoT 指标" }
    SHOWS_IOT_METRICS = "ui.presets.shows-iot-metrics" {
        en: "Device hash bucket, hour, reversed time: writes spread over 20 regions, but the device id is only hashed, so two devices of a bucket can write the same key.",
        zh: "设备哈希桶、小时、反转时间：写入分散到 20 个 region，但设备 id 只参与哈希，同一个桶里的两台设备可能写出相同的 key。",
    }
    NAME_BEHAVIOUR_LOG = "ui.presets.name-behaviour-log" { en: "Behaviour log", zh: "用户行为日志" }
    SHOWS_BEHAVIOUR_LOG = "ui.presets.shows-behaviour-log" {
        en: "User id first and `ts | rev` last: writes spread by user, each user's latest action sorts first, auto splits even over the keyspace.",
        zh: "用户 id 在前、`ts | rev` 在后：写入按用户分散，每个用户最新的行为排在最前，`auto` 预分区在 key 空间上均匀切分。",
    }
    NAME_BINARY_TS_SEQ = "ui.presets.name-binary-ts-seq" {
        en: "Binary: timestamp + sequence",
        zh: "二进制：时间戳 + 序号",
    }
    SHOWS_BINARY_TS_SEQ = "ui.presets.shows-binary-ts-seq" {
        en: "A big-endian timestamp leads the key: keys rise with time, so every write goes to one region and 7 of the 8 uniform regions stay empty.",
        zh: "大端时间戳打头：key 随时间递增，所有写入都落到同一个 region，8 个均匀 region 中有 7 个一直是空的。",
    }
    NAME_HASHED_ID = "ui.presets.name-hashed-id" {
        en: "Hashed id (MD5 of a long)",
        zh: "哈希 id（长整型的 MD5）",
    }
    SHOWS_HASHED_ID = "ui.presets.shows-hashed-id" {
        en: "MD5 of the 8-byte id as 8 hex characters, then the id: sequential ids spread over 16 HexStringSplit regions and stay unique.",
        zh: "8 字节 id 的 MD5 取 8 个十六进制字符，后接 id：连续的 id 分散到 16 个 HexStringSplit region，且仍然唯一。",
    }
    NAME_PARTITION = "ui.presets.name-partition" { en: "Partition: id mod 10", zh: "分区：id 对 10 取模" }
    SHOWS_PARTITION = "ui.presets.shows-partition" {
        en: "`id mod 10` as an 8-byte prefix, one region per partition: sequential ids spread exactly evenly, but a range of ids needs 10 scans.",
        zh: "`id mod 10` 作 8 字节前缀，每个分区一个 region：连续的 id 分布得完全均匀，但查一段 id 范围要 10 次 scan。",
    }
    NAME_PHONE_REVERSAL = "ui.presets.name-phone-reversal" { en: "Phone number reversal", zh: "手机号反转" }
    SHOWS_PHONE_REVERSAL = "ui.presets.shows-phone-reversal" {
        en: "Phone numbers share their leading digits (138, 159, 177); reversed, the varied last digits lead and decimal splits fill evenly.",
        zh: "手机号的前几位大量重复（138、159、177）；反转后，变化多的尾号打头，按十进制数字预分区就能均匀填满。",
    }
    NAME_TELECOM_CDR = "ui.presets.name-telecom-cdr" { en: "Telecom call records", zh: "电信通话记录" }
    SHOWS_TELECOM_CDR = "ui.presets.shows-telecom-cdr" {
        en: "Caller and day hashed into 500 buckets over 50 regions, then caller, callee and minute: a caller's day is one scan, but time is cut to the minute.",
        zh: "主叫与日期一起哈希成 500 个桶、分布在 50 个 region 上，后接主叫、被叫和分钟：查一个主叫一天的记录只需一次 scan，但时间只精确到分钟。",
    }
    NAME_PHOENIX_SALTED = "ui.presets.name-phoenix-salted" { en: "Phoenix salted table", zh: "Phoenix 加盐表" }
    SHOWS_PHOENIX_SALTED = "ui.presets.shows-phoenix-salted" {
        en: "Phoenix SALT_BUCKETS = 16: a salt byte computed from the rest of the key leads it, so a time series of hosts spreads over 16 regions.",
        zh: "Phoenix SALT_BUCKETS = 16：由 key 其余部分算出的盐字节放在最前，各主机的时间序列因此分散到 16 个 region。",
    }
    NAME_HASH_CHORE_WOKER = "ui.presets.name-hash-chore-woker" {
        en: "Hash split from the sample (HashChoreWoker)",
        zh: "按样本取哈希分裂点（HashChoreWoker）",
    }
    SHOWS_HASH_CHORE_WOKER = "ui.presets.shows-hash-chore-woker" {
        en: "An MD5 prefix of id and time, with split keys taken from a sorted sample as HashChoreWoker does: regions exactly even.",
        zh: "以 id 和时间的 MD5 作前缀，像 HashChoreWoker 那样从排好序的样本中取分裂点：各 region 完全均匀。",
    }
    NAME_HBASE_BOOK_HEX = "ui.presets.name-hbase-book-hex" {
        en: "HBase book: hex keys, range splits",
        zh: "HBase 权威指南：十六进制 key，按范围预分区",
    }
    SHOWS_HBASE_BOOK_HEX = "ui.presets.shows-hbase-book-hex" {
        en: "MD5 as 16 hex characters under createTable(start, end, 10) splits over raw bytes: hex text uses only 0-9 and a-f, so 6 of 10 regions never get a key.",
        zh: "MD5 写成 16 个十六进制字符，而 `createTable(start, end, 10)` 按原始字节切分：十六进制文本只用到 0-9 和 a-f，10 个 region 中有 6 个永远分不到 key。",
    }

    TAG_HASH_BUCKET = "ui.presets.tag-hash-bucket" { en: "hash bucket", zh: "哈希分桶" }
    TAG_HASHING = "ui.presets.tag-hashing" { en: "hashing", zh: "散列" }
    TAG_HASH_MOD = "ui.presets.tag-hash-mod" { en: "hash mod", zh: "哈希取模" }
    TAG_SALTING = "ui.presets.tag-salting" { en: "salting", zh: "加盐" }
    TAG_SKEW = "ui.presets.tag-skew" { en: "skew", zh: "数据倾斜" }
    TAG_REVERSED_TIME = "ui.presets.tag-reversed-time" { en: "reversed time", zh: "反转时间戳" }
    TAG_TIME_BUCKETS = "ui.presets.tag-time-buckets" { en: "time buckets", zh: "时间分桶" }
    TAG_HOTSPOT = "ui.presets.tag-hotspot" { en: "hotspot", zh: "写热点" }
    TAG_MODULO_PARTITION = "ui.presets.tag-modulo-partition" { en: "modulo partition", zh: "取模分区" }
    TAG_REVERSED_KEYS = "ui.presets.tag-reversed-keys" { en: "reversed keys", zh: "反转 key" }
    TAG_COMPOSITE_HASH = "ui.presets.tag-composite-hash" { en: "composite hash", zh: "组合哈希" }
    TAG_PHOENIX_SALT = "ui.presets.tag-phoenix-salt" { en: "Phoenix salt", zh: "Phoenix 加盐" }
    TAG_SAMPLED_SPLITS = "ui.presets.tag-sampled-splits" { en: "sampled splits", zh: "样本分裂点" }
    TAG_DEAD_REGIONS = "ui.presets.tag-dead-regions" { en: "dead regions", zh: "空 region" }
}
