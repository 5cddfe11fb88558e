//! Why a share link cannot be read (the page's banner): which step failed and why. The
//! fragment's syntax (`#`, `v1`, base64url) stays as it is.

catalogue! {
    /// `length`: the fragment's characters; `limit`: the limit, as a size.
    TOO_LONG = "link.too-long" {
        en: "the link is too long: {length} characters, over the limit of {limit} for a link (no playground link is this long)",
        zh: "链接太长：{length} 个字符，超过了链接 {limit} 的上限（playground 生成的链接不会这么长）",
    }
    EMPTY = "link.empty" {
        en: "the link has no design in it (nothing after #)",
        zh: "链接中没有设计（# 后面是空的）",
    }
    /// `version`: the fragment's version prefix (at most 12 characters).
    UNKNOWN_VERSION = "link.unknown-version" {
        en: "unknown link version `{version}`: this playground reads v1 links (was the link cut short or made by a newer version?)",
        zh: "未知的链接版本 `{version}`：本 playground 只能读取 v1 链接（链接是否被截断，或由更新的版本生成？）",
    }
    /// `error`: the base64 decoder's own words.
    NOT_BASE64 = "link.not-base64" {
        en: "the link is damaged: its design is not valid base64url ({error})",
        zh: "链接已损坏：其中的设计不是有效的 base64url（{error}）",
    }
    /// `limit`: the inflated size limit.
    TOO_LARGE = "link.too-large" {
        en: "the link's design is too large: it inflates to more than {limit}, the limit for a design",
        zh: "链接中的设计太大：解压后超过 {limit}，即设计的大小上限",
    }
    /// `status`: the inflater's status name.
    NOT_DEFLATE = "link.not-deflate" {
        en: "the link is damaged: its design does not decompress ({status})",
        zh: "链接已损坏：其中的设计无法解压（{status}）",
    }
    NOT_UTF8 = "link.not-utf8" {
        en: "the link is damaged: its design is not UTF-8 text",
        zh: "链接已损坏：其中的设计不是 UTF-8 文本",
    }
    /// `error`: what is wrong with the design.
    BAD_DESIGN = "link.bad-design" {
        en: "the link's design is not valid: {error}",
        zh: "链接中的设计无效：{error}",
    }
    /// `error`: why the second design's part cannot be read.
    BAD_SECOND = "link.bad-second" {
        en: "the second design (B) of the link cannot be read: {error}",
        zh: "无法读取链接中的第二个设计（B）：{error}",
    }
}
