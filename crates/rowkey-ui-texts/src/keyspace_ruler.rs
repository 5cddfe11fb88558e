//! The keyspace ruler's texts: title, placeholders, controls, the track's tooltips, the readout,
//! the summary and the text tables.

rowkey_core::catalogue! {
    TITLE = "ui.keyspace-ruler.title" { en: "Keyspace ruler", zh: "键空间标尺" }
    NO_DESIGN = "ui.keyspace-ruler.no-design" {
        en: "Fix the template to see its keyspace.",
        zh: "修正模板后即可查看它的键空间。",
    }
    WAITING = "ui.keyspace-ruler.waiting" { en: "Modelling the keyspace…", zh: "正在建模键空间……" }
    ALL_KEYS_CRUMB = "ui.keyspace-ruler.all-keys-crumb" { en: "(all keys)", zh: "（全部 key）" }
    ALL_KEYS = "ui.keyspace-ruler.all-keys" { en: "all keys", zh: "全部 key" }
    ARIA = "ui.keyspace-ruler.aria" {
        en: "Keyspace under prefix {prefix}: {reachable} of 256 next bytes reachable; {splits} split keys here, {gaps} of them where no key can start",
        zh: "前缀 {prefix} 下的键空间：256 个后续字节中有 {reachable} 个可达；此处有 {splits} 个 split key，其中 {gaps} 个落在没有 key 能开始的位置",
    }
    // The controls.
    ZOOM_OUT_TO = "ui.keyspace-ruler.zoom-out-to" { en: "Zoom out to {target}", zh: "缩小到 {target}" }
    ZOOM_OUT = "ui.keyspace-ruler.zoom-out" { en: "Zoom out one byte", zh: "缩小一个字节" }
    UP = "ui.keyspace-ruler.up" { en: "↑ Up", zh: "↑ 上一级" }
    PREFIX_ARIA = "ui.keyspace-ruler.prefix-aria" { en: "Key prefix", zh: "key 前缀" }
    PREFIX = "ui.keyspace-ruler.prefix" { en: "Prefix ", zh: "前缀 " }
    FIT_TITLE = "ui.keyspace-ruler.fit-title" {
        en: "Show only the bytes where keys or split keys are",
        zh: "只显示有 key 或 split key 的字节",
    }
    FIT = "ui.keyspace-ruler.fit" { en: " Fit to keys", zh: " 适配 key 范围" }
    ZOOM_INTO_LABEL = "ui.keyspace-ruler.zoom-into-label" { en: "Zoom into next byte", zh: "放大到下一个字节" }
    ZOOM_INTO_TITLE = "ui.keyspace-ruler.zoom-into-title" { en: "Zoom into a next byte", zh: "放大到某个后续字节" }
    ZOOM_INTO = "ui.keyspace-ruler.zoom-into" { en: "Zoom into…", zh: "放大到……" }
    // The split lines' tooltips.
    SPLIT_KEY_TIP = "ui.keyspace-ruler.split-key-tip" { en: "split key {key}{gap}", zh: "split key 为 {key}{gap}" }
    NO_START_TIP = "ui.keyspace-ruler.no-start-tip" {
        en: ": no key can start here",
        zh: "：没有 key 能从这里开始",
    }
    SPLIT_KEYS_TIP = "ui.keyspace-ruler.split-keys-tip" {
        en: "{n} split keys, {first} … {last}{gaps}",
        zh: "{n} 个 split key，{first} … {last}{gaps}",
    }
    GAPS_TIP = "ui.keyspace-ruler.gaps-tip" {
        en: ": {gaps} where no key can start",
        zh: "：其中 {gaps} 个落在没有 key 能开始的位置",
    }
    // The readout.
    BYTE_SHARE = "ui.keyspace-ruler.byte-share" {
        en: "{rel} of the keys under this prefix ({all} of all)",
        zh: "占此前缀下 key 的 {rel}（占全部的 {all}）",
    }
    SPLITS_HERE = "ui.keyspace-ruler.splits-here" { en: " · {n} split key(s)", zh: " · {n} 个 split key" }
    CLICK_TO_ZOOM = "ui.keyspace-ruler.click-to-zoom" { en: " · click to zoom in", zh: " · 点击放大" }
    NO_KEY_STARTS = "ui.keyspace-ruler.no-key-starts" {
        en: "no key can start with this",
        zh: "没有 key 能以此开头",
    }
    WASTED_SPLITS = "ui.keyspace-ruler.wasted-splits" {
        en: " · {n} split key(s) cut here: wasted",
        zh: " · {n} 个 split key 切在这里：白白浪费",
    }
    SPLIT_KEY = "ui.keyspace-ruler.split-key" { en: "split key ", zh: "split key 为 " }
    NEXT_BYTE_IS = "ui.keyspace-ruler.next-byte-is" { en: " · next byte {byte}", zh: " · 后续字节 {byte}" }
    PREFIX_ITSELF = "ui.keyspace-ruler.prefix-itself" { en: " · the prefix itself", zh: " · 即前缀本身" }
    NO_START_HERE = "ui.keyspace-ruler.no-start-here" {
        en: " · no key can start here",
        zh: " · 没有 key 能从这里开始",
    }
    GROUP = "ui.keyspace-ruler.group" { en: "{n} split keys: ", zh: "{n} 个 split key：" }
    GROUP_GAPS = "ui.keyspace-ruler.group-gaps" {
        en: " · {gaps} where no key can start",
        zh: " · 其中 {gaps} 个落在没有 key 能开始的位置",
    }
    HINT = "ui.keyspace-ruler.hint" {
        en: "Hatched: no key can start there. Hover a byte or a split line for details; click a shaded byte to zoom in.",
        zh: "斜线区域：没有 key 能从那里开始。将鼠标悬停在字节或 split 线上可查看详情；点击有阴影的字节可放大。",
    }
    // The summary.
    REACHABLE = "ui.keyspace-ruler.reachable" {
        en: "{n} of 256 next bytes reachable",
        zh: "256 个后续字节中有 {n} 个可达",
    }
    PREFIX_SHARE = "ui.keyspace-ruler.prefix-share" {
        en: " · {p} of all keys under this prefix",
        zh: " · 全部 key 中有 {p} 在此前缀下",
    }
    NO_SPLITS = "ui.keyspace-ruler.no-splits" {
        en: "no split key under this prefix",
        zh: "此前缀下没有 split key",
    }
    IN_GAP = "ui.keyspace-ruler.in-gap" {
        en: "{gaps} of {n} split keys fall where no key can start",
        zh: "{n} 个 split key 中有 {gaps} 个落在没有 key 能开始的位置",
    }
    ALL_REACHABLE = "ui.keyspace-ruler.all-reachable" {
        en: "{n} split keys, all in reachable space",
        zh: "{n} 个 split key，全部位于可达空间",
    }
    AROUND = "ui.keyspace-ruler.around" {
        en: " · {before} split keys before this prefix, {after} after",
        zh: " · 此前缀之前有 {before} 个 split key，之后有 {after} 个",
    }
    // The text tables.
    NEXT_BYTES_CAPTION = "ui.keyspace-ruler.next-bytes-caption" {
        en: "Next bytes after prefix {prefix}",
        zh: "前缀 {prefix} 之后的字节",
    }
    COL_BYTES = "ui.keyspace-ruler.col-bytes" { en: "bytes", zh: "字节" }
    COL_REACHABLE = "ui.keyspace-ruler.col-reachable" { en: "reachable", zh: "可达" }
    COL_SHARE = "ui.keyspace-ruler.col-share" { en: "share of all keys", zh: "占全部 key 的比例" }
    YES = "ui.keyspace-ruler.yes" { en: "yes", zh: "是" }
    NO = "ui.keyspace-ruler.no" { en: "no", zh: "否" }
    SPLITS_CAPTION_FIRST = "ui.keyspace-ruler.splits-caption-first" {
        en: "Split keys under this prefix (the first 512 of {n})",
        zh: "此前缀下的 split key（{n} 个中的前 512 个）",
    }
    SPLITS_CAPTION = "ui.keyspace-ruler.splits-caption" {
        en: "Split keys under this prefix",
        zh: "此前缀下的 split key",
    }
    COL_SPLIT_KEY = "ui.keyspace-ruler.col-split-key" { en: "split key", zh: "split key 值" }
    COL_NEXT_BYTE = "ui.keyspace-ruler.col-next-byte" { en: "next byte", zh: "后续字节" }
    COL_WHERE = "ui.keyspace-ruler.col-where" { en: "where", zh: "位置" }
    THE_PREFIX = "ui.keyspace-ruler.the-prefix" { en: "(the prefix)", zh: "（前缀本身）" }
    NO_START = "ui.keyspace-ruler.no-start" { en: "no key can start here", zh: "没有 key 能从这里开始" }
    REACHABLE_CELL = "ui.keyspace-ruler.reachable-cell" { en: "reachable", zh: "可达" }
}
