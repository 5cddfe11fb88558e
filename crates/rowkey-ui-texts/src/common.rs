//! Words many components use.

rowkey_core::catalogue! {
    LANGUAGE = "ui.common.language" { en: "Language", zh: "语言" }
}
