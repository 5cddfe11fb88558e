//! The banner's own texts (its messages come from where they happen).

rowkey_core::catalogue! {
    COPY_LABEL = "ui.banner.copy-label" { en: "The text to copy", zh: "要复制的文本" }
    DISMISS_LABEL = "ui.banner.dismiss-label" { en: "Dismiss message", zh: "关闭消息" }
    DISMISS = "ui.banner.dismiss" { en: "Dismiss", zh: "关闭" }
}
