//! The languages messages come in, how callers name them, and the language of the current call.

use std::cell::Cell;

/// A language the product speaks.
///
/// ```
/// use rowkey_core::i18n::Lang;
/// assert_eq!(Lang::parse("zh-CN"), Some(Lang::ZhCn));
/// assert_eq!(Lang::parse("zh_CN.UTF-8"), Some(Lang::ZhCn));
/// assert_eq!(Lang::parse("en-GB"), Some(Lang::En));
/// assert_eq!(Lang::parse("fr"), None);
/// assert_eq!(Lang::ZhCn.tag(), "zh-CN");
/// ```
#[derive(
    Clone, Copy, Debug, Default, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize,
)]
pub enum Lang {
    /// English (the default).
    #[default]
    #[serde(rename = "en")]
    En,
    /// Simplified Chinese.
    #[serde(rename = "zh-CN")]
    ZhCn,
}

impl Lang {
    /// Every language, in the order a language menu lists them.
    pub const ALL: [Lang; 2] = [Lang::En, Lang::ZhCn];

    /// The language a BCP 47 tag (`zh-CN`, `en-US`) or a POSIX locale (`zh_CN.UTF-8`, `C`) names,
    /// if the product speaks it. Any Chinese is Simplified Chinese (the only Chinese we have);
    /// `C` and `POSIX` are English.
    pub fn parse(tag: &str) -> Option<Lang> {
        let primary = tag
            .split(['-', '_', '.', '@'])
            .next()
            .unwrap_or("")
            .to_ascii_lowercase();
        match primary.as_str() {
            "zh" => Some(Lang::ZhCn),
            "en" | "c" | "posix" => Some(Lang::En),
            _ => None,
        }
    }

    /// The first language of a preference list (`navigator.languages`) the product speaks,
    /// else English.
    ///
    /// ```
    /// use rowkey_core::i18n::Lang;
    /// assert_eq!(Lang::negotiate(["fr-FR", "zh-TW", "en"]), Lang::ZhCn);
    /// assert_eq!(Lang::negotiate(["fr-FR"]), Lang::En);
    /// ```
    pub fn negotiate<'a>(preferred: impl IntoIterator<Item = &'a str>) -> Lang {
        preferred
            .into_iter()
            .find_map(Lang::parse)
            .unwrap_or_default()
    }

    /// The language the CLI's environment asks for: `LC_ALL`, then `LC_MESSAGES`, then `LANG`,
    /// the way POSIX orders them (the first one set and non-empty decides).
    ///
    /// ```
    /// use rowkey_core::i18n::Lang;
    /// let env = |k: &str| (k == "LANG").then(|| "zh_CN.UTF-8".to_string());
    /// assert_eq!(Lang::from_env(env), Lang::ZhCn);
    /// ```
    pub fn from_env(var: impl Fn(&str) -> Option<String>) -> Lang {
        ["LC_ALL", "LC_MESSAGES", "LANG"]
            .into_iter()
            .filter_map(|k| var(k).filter(|v| !v.is_empty()))
            .next()
            .and_then(|v| Lang::parse(&v))
            .unwrap_or_default()
    }

    /// The BCP 47 tag, as `<html lang>` and `?lang=` write it.
    pub fn tag(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::ZhCn => "zh-CN",
        }
    }

    /// The language's own name, for a language menu.
    pub fn native_name(self) -> &'static str {
        match self {
            Lang::En => "English",
            Lang::ZhCn => "简体中文",
        }
    }
}

thread_local! {
    static CURRENT: Cell<Lang> = const { Cell::new(Lang::En) };
}

/// Runs `f` with messages serialised (and displayed) in `lang`, then restores the language
/// before. The boundary that knows the caller's language (the CLI, a JS call, a worker request)
/// wraps its work in this, so reports come out in that language without threading it through
/// every function.
pub fn with_lang<T>(lang: Lang, f: impl FnOnce() -> T) -> T {
    struct Restore(Lang);
    impl Drop for Restore {
        fn drop(&mut self) {
            CURRENT.with(|c| c.set(self.0));
        }
    }
    let _restore = Restore(CURRENT.with(|c| c.replace(lang)));
    f()
}

/// Sets the language of this thread from now on: for a front end that shows one language at a
/// time to one person (the page), where every message rendered anywhere follows the choice.
/// Everything else scopes its language with [`with_lang`].
pub fn set_lang(lang: Lang) {
    CURRENT.with(|c| c.set(lang));
}

/// The language set by the innermost [`with_lang`] (English outside any).
pub fn current_lang() -> Lang {
    CURRENT.with(Cell::get)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn with_lang_nests_and_restores() {
        assert_eq!(current_lang(), Lang::En);
        with_lang(Lang::ZhCn, || {
            assert_eq!(current_lang(), Lang::ZhCn);
            with_lang(Lang::En, || assert_eq!(current_lang(), Lang::En));
            assert_eq!(current_lang(), Lang::ZhCn);
        });
        assert_eq!(current_lang(), Lang::En);
    }

    #[test]
    fn env_order_is_posix() {
        let env = |k: &str| match k {
            "LC_ALL" => Some(String::new()),
            "LC_MESSAGES" => Some("zh_CN.UTF-8".into()),
            "LANG" => Some("en_US.UTF-8".into()),
            _ => None,
        };
        assert_eq!(Lang::from_env(env), Lang::ZhCn);
        assert_eq!(Lang::from_env(|_| None), Lang::En);
        assert_eq!(Lang::from_env(|_| Some("C".into())), Lang::En);
    }
}
