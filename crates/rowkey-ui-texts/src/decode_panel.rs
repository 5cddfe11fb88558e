//! The decode panel's texts: a key read back through the template (the decoder's own words
//! for partial values and mismatches come from the core).

rowkey_core::catalogue! {
    TITLE = "ui.decode-panel.title" { en: "Decoded key", zh: "解码后的 key" }
    CLOSE = "ui.decode-panel.close" { en: "Close", zh: "关闭" }
    WORKING = "ui.decode-panel.working" { en: "Decoding…", zh: "正在解码…" }
    MATCHES = "ui.decode-panel.matches" {
        en: "✓ the key matches the template: recomputed from these values it is the same bytes",
        zh: "✓ key 与模板相符：由这些值重新计算得到相同的字节",
    }
    /// `offset`: the byte where the key stops matching; `expected`: what the template wanted there.
    MISMATCH = "ui.decode-panel.mismatch" {
        en: "✗ stops matching at byte {offset}: expected {expected}",
        zh: "✗ 从第 {offset} 字节起不再相符：应为 {expected}",
    }
    /// `offset`: the byte from which the split is uncertain; `expected`: why.
    UNDECIDED = "ui.decode-panel.undecided" {
        en: "? cannot be split with certainty from byte {offset}: {expected}",
        zh: "? 从第 {offset} 字节起无法确定如何切分：{expected}",
    }
    FIELDS = "ui.decode-panel.fields" { en: "Fields", zh: "字段" }
    PARTIAL = "ui.decode-panel.partial" { en: "Known in part", zh: "部分已知" }
    OPAQUE = "ui.decode-panel.opaque" { en: "Not invertible", zh: "不可逆的部分" }
    /// `transform`: the transform that loses the value (`md5`).
    OPAQUE_WHY = "ui.decode-panel.opaque-why" { en: "{transform} loses the value", zh: "{transform} 丢失了原值" }
    NONE = "ui.decode-panel.none" { en: "No field can be read back from this key.", zh: "无法从这个 key 读回任何字段。" }
    /// `key`: the key in toStringBinary, on a button that decodes it.
    DECODE_KEY = "ui.decode-panel.decode-key" { en: "Decode {key}", zh: "解码 {key}" }
    YOUR_KEY = "ui.decode-panel.your-key" { en: "Decode one of your keys", zh: "解码你的某个 key" }
    YOUR_KEY_PLACEHOLDER = "ui.decode-panel.your-key-placeholder" {
        en: "a key as toStringBinary, e.g. 07_user000042_\\x00\\x01",
        zh: "toStringBinary 格式的 key，例如 07_user000042_\\x00\\x01",
    }
    DECODE = "ui.decode-panel.decode" { en: "Decode", zh: "解码" }
}
