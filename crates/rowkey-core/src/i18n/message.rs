//! A message: a catalogue entry and the arguments that fill its placeholders.

use super::lang::{current_lang, Lang};
use super::render::{render_arg, render_template};
use std::borrow::Cow;
use std::fmt;

/// One message of the catalogue: its stable id and its text in every language.
///
/// Templates name arguments in braces (`{field}`); `{n:one|other}` picks the first text when
/// the argument `n` is the count 1 and the second otherwise (English plurals; Chinese needs
/// none); `{{` and `}}` are literal braces. Entries are declared with
/// [`catalogue!`](crate::i18n::catalogue), which checks nothing at compile time: the
/// catalogue's tests check that every entry has every language and that the placeholders agree.
#[derive(Debug, PartialEq, Eq)]
pub struct Entry {
    /// Stable id, `area.what` in kebab case (`template.unknown-transform`): programs and the
    /// tests match on it, never on the text.
    pub id: &'static str,
    /// The English text.
    pub en: &'static str,
    /// The Simplified Chinese text, or `""` when the build leaves it out (without the core's
    /// `zh-texts` feature): then it comes from the table [`load_zh_texts`] loads.
    ///
    /// [`load_zh_texts`]: crate::i18n::load_zh_texts
    pub zh: &'static str,
}

impl Entry {
    /// The template in `lang`. A Chinese text neither compiled in nor loaded is the English one:
    /// a page never shows an empty text (and loads the table before it renders in Chinese).
    pub fn template(&self, lang: Lang) -> &'static str {
        match lang {
            Lang::En => self.en,
            Lang::ZhCn => self.zh_text().unwrap_or(self.en),
        }
    }

    /// The Chinese text: compiled in, else from the loaded table, else none.
    ///
    /// ```
    /// use rowkey_core::i18n::catalogue::common::INTERNAL;
    /// assert!(INTERNAL.zh_text().is_some_and(|t| t.starts_with("内部错误")));
    /// ```
    pub fn zh_text(&self) -> Option<&'static str> {
        if self.zh.is_empty() {
            super::loaded::zh(self.id)
        } else {
            Some(self.zh)
        }
    }
}

/// A value filling a placeholder, formatted for the language it is rendered in.
#[derive(Clone, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
pub enum Arg {
    /// Text shown as it is: a name, a template excerpt, a key in `toStringBinary`.
    Text(String),
    /// A count, with its thousands grouped (`10,000,000`).
    Count(u64),
    /// A number shown as it is (a line number, a byte offset, a signed value).
    Int(i128),
    /// A size of data in decimal units (`1.60 GB`), as [`crate::format::bytes`].
    Bytes(u64),
    /// A size beside a limit, in binary units (`9.31 GiB`), as [`crate::format::binary_bytes`].
    BinaryBytes(u128),
    /// A fraction shown as a percentage, as [`crate::format::percent`].
    Percent(f64),
    /// A message inside a message (a hint, a reason), rendered in the same language.
    Msg(Box<Message>),
}

macro_rules! arg_from {
    ($($t:ty => |$v:ident| $e:expr,)*) => {
        $(impl From<$t> for Arg {
            fn from($v: $t) -> Arg {
                $e
            }
        })*
    };
}

arg_from! {
    String => |v| Arg::Text(v),
    &str => |v| Arg::Text(v.to_owned()),
    &String => |v| Arg::Text(v.clone()),
    std::borrow::Cow<'_, str> => |v| Arg::Text(v.into_owned()),
    char => |v| Arg::Text(v.to_string()),
    u8 => |v| Arg::Count(v.into()),
    u16 => |v| Arg::Count(v.into()),
    u32 => |v| Arg::Count(v.into()),
    u64 => |v| Arg::Count(v),
    usize => |v| Arg::Count(v as u64),
    i32 => |v| Arg::Int(v.into()),
    i64 => |v| Arg::Int(v.into()),
    i128 => |v| Arg::Int(v),
    Message => |v| Arg::Msg(Box::new(v)),
}

/// An id from the catalogue with its arguments, rendered in a language when someone reads it.
///
/// `Display` and `Serialize` write it in the language of the current [`with_lang`]
/// (English unless set); [`Message::render`] in the one you name.
///
/// ```
/// use rowkey_core::i18n::{catalogue::common::INTERNAL, Lang, Message};
/// let m = Message::new(INTERNAL).arg("what", "x");
/// assert_eq!(m.id(), "common.internal");
/// assert!(m.render(Lang::ZhCn).contains('x'));
/// ```
///
/// Plain text is not a message: our own words go through the catalogue, so none can reach a
/// reader in English only (third-party words go through [`Message::rendered`]).
///
/// ```compile_fail
/// let m: rowkey_core::i18n::Message = "plain English".into();
/// ```
///
/// [`with_lang`]: crate::i18n::with_lang
#[derive(Clone, Debug, PartialEq)]
pub struct Message {
    body: Body,
}

#[derive(Clone, Debug, PartialEq)]
enum Body {
    Catalogued {
        entry: &'static Entry,
        // Owned names only for a message read back from its parts (another wasm's message).
        args: Vec<(Cow<'static, str>, Arg)>,
    },
    /// Text already rendered elsewhere (a report read back from JSON, a message from a library
    /// such as serde_json's parser that has no catalogue entry).
    Rendered(String),
}

impl Message {
    /// The message `entry` with no arguments yet.
    pub fn new(entry: &'static Entry) -> Message {
        Message {
            body: Body::Catalogued {
                entry,
                args: Vec::new(),
            },
        }
    }

    /// Text that is already in its final form and has no catalogue entry: a report read back
    /// from JSON (rendered by whoever wrote it), or a third-party library's own words.
    pub fn rendered(text: impl Into<String>) -> Message {
        Message {
            body: Body::Rendered(text.into()),
        }
    }

    /// Adds the argument `name` (builder style).
    pub fn arg(mut self, name: &'static str, value: impl Into<Arg>) -> Message {
        if let Body::Catalogued { args, .. } = &mut self.body {
            args.push((Cow::Borrowed(name), value.into()));
        }
        self
    }

    /// The catalogue id, or `""` for [`Message::rendered`] text.
    pub fn id(&self) -> &'static str {
        match &self.body {
            Body::Catalogued { entry, .. } => entry.id,
            Body::Rendered(_) => "",
        }
    }

    /// The argument `name`, if given.
    pub fn get(&self, name: &str) -> Option<&Arg> {
        match &self.body {
            Body::Catalogued { args, .. } => args.iter().find(|(n, _)| n == name).map(|(_, a)| a),
            Body::Rendered(_) => None,
        }
    }

    /// The message in `lang`. A placeholder without an argument is left as `{name}` (the
    /// catalogue tests keep that from happening).
    pub fn render(&self, lang: Lang) -> String {
        match &self.body {
            Body::Catalogued { entry, args } => {
                render_template(entry.template(lang), lang, &|name: &str| {
                    args.iter().find(|(n, _)| n == name).map(|(_, a)| a)
                })
            }
            Body::Rendered(text) => text.clone(),
        }
    }

    /// One argument as the message would show it in `lang`.
    pub fn render_arg(arg: &Arg, lang: Lang) -> String {
        render_arg(arg, lang)
    }
}

impl fmt::Display for Message {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.render(current_lang()))
    }
}

/// A message as its parts: the catalogue id and the arguments, or text rendered elsewhere.
#[derive(serde::Serialize)]
enum PartsRef<'a> {
    Catalogued {
        id: &'a str,
        args: Vec<(&'a str, &'a Arg)>,
    },
    Rendered(&'a str),
}

#[derive(serde::Deserialize)]
enum Parts {
    Catalogued {
        id: String,
        args: Vec<(String, Arg)>,
    },
    Rendered(String),
}

impl Message {
    fn parts(&self) -> PartsRef<'_> {
        match &self.body {
            Body::Catalogued { entry, args } => PartsRef::Catalogued {
                id: entry.id,
                args: args.iter().map(|(n, a)| (n.as_ref(), a)).collect(),
            },
            Body::Rendered(text) => PartsRef::Rendered(text),
        }
    }

    fn from_parts(parts: Parts) -> Result<Message, String> {
        match parts {
            Parts::Rendered(text) => Ok(Message::rendered(text)),
            Parts::Catalogued { id, args } => {
                // Another build's message (a stale cached worker) is refused, never guessed.
                let entry = super::catalogue::lookup(&id)
                    .ok_or_else(|| format!("a message this build does not know: `{id}`"))?;
                let args = args.into_iter().map(|(n, a)| (Cow::Owned(n), a)).collect();
                Ok(Message {
                    body: Body::Catalogued { entry, args },
                })
            }
        }
    }
}

/// A message serialised as its parts (catalogue id and arguments) in every format, JSON
/// included, for `#[serde(with = "rowkey_core::i18n::message_parts")]`: the reader renders it
/// in its own language, when it shows it. (A [`Message`] alone serialises as its text in a
/// human-readable format such as JSON, and as its parts in a compact one such as postcard.)
///
/// ```
/// use rowkey_core::i18n::{catalogue::common::INTERNAL, Lang, Message};
/// #[derive(serde::Serialize, serde::Deserialize)]
/// struct Said(#[serde(with = "rowkey_core::i18n::message_parts")] Message);
/// let m = Message::new(INTERNAL).arg("what", "x");
/// let json = serde_json::to_string(&Said(m.clone())).unwrap();
/// assert!(json.contains("common.internal"));
/// let back: Said = serde_json::from_str(&json).unwrap();
/// assert_eq!(back.0.render(Lang::ZhCn), m.render(Lang::ZhCn));
/// ```
pub mod message_parts {
    use super::{Message, Parts};
    use serde::{Deserialize, Deserializer, Serialize, Serializer};

    /// `m` as its parts.
    ///
    /// # Errors
    ///
    /// What the serializer refuses.
    pub fn serialize<S: Serializer>(m: &Message, s: S) -> Result<S::Ok, S::Error> {
        m.parts().serialize(s)
    }

    /// A message from its parts; an error for an id this build's catalogue does not have.
    ///
    /// # Errors
    ///
    /// The deserializer's error when the parts do not read, or name an id this build's catalogue
    /// does not have.
    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Message, D::Error> {
        Message::from_parts(Parts::deserialize(d)?).map_err(serde::de::Error::custom)
    }
}

impl serde::Serialize for Message {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        if s.is_human_readable() {
            s.serialize_str(&self.render(current_lang()))
        } else {
            // The compact form crosses to another wasm, which renders it in its own language.
            self.parts().serialize(s)
        }
    }
}

impl<'de> serde::Deserialize<'de> for Message {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Message, D::Error> {
        if d.is_human_readable() {
            String::deserialize(d).map(Message::rendered)
        } else {
            message_parts::deserialize(d)
        }
    }
}
