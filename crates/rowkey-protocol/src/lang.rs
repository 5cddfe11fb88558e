//! The language a request asks for, read the same way by the workers and the JS module.

use rowkey_core::i18n::catalogue::worker::UNKNOWN_LANG;
use rowkey_core::i18n::{Lang, Message};

/// The language `tag` names: English when absent, else any tag [`Lang::parse`] knows (`"en"`,
/// `"zh-CN"`, `"zh"`, `"en-US"`); otherwise (an empty tag included) a message naming the
/// choices.
///
/// ```
/// use rowkey_core::i18n::Lang;
/// use rowkey_protocol::lang::parse_request_lang;
/// assert_eq!(parse_request_lang(None), Ok(Lang::En));
/// assert_eq!(parse_request_lang(Some("zh")), Ok(Lang::ZhCn));
/// assert!(parse_request_lang(Some("")).is_err());
/// let e = parse_request_lang(Some("fr")).unwrap_err();
/// assert_eq!(e.render(Lang::En), r#"lang: unknown language "fr"; choose "en" or "zh-CN""#);
/// ```
pub fn parse_request_lang(tag: Option<&str>) -> Result<Lang, Message> {
    match tag {
        None => Ok(Lang::En),
        Some(t) => Lang::parse(t).ok_or_else(|| Message::new(UNKNOWN_LANG).arg("tag", t)),
    }
}
