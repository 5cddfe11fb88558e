//! Share links: a whole design in a URL fragment, `#v1.` + raw DEFLATE + base64url (no
//! padding) of the design's compact JSON (only what differs from the defaults).
//!
//! [`encode`] and [`decode`] compress with `miniz_oxide` (the core's `deflate` feature, on by
//! default). The page's wasm goes without it and has the browser's `CompressionStream` do the
//! DEFLATE around [`fragment_of`], [`packed`] and [`design_of`], the same steps on either side.
//!
//! Every link format ever shipped keeps decoding: `decode` dispatches on the version prefix, and
//! golden fixtures (`testdata/links/`) freeze what old links decode to.

use crate::design::{Design, ReadError};
use crate::i18n::{catalogue::link as msg, Arg, Message};
pub use crate::limits::{MAX_INFLATED, MAX_LINK_LENGTH};
use base64::Engine as _;

/// The prefix of links this build writes.
pub const PREFIX: &str = "v1.";

/// Why a link could not be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LinkError {
    /// What is wrong, for a banner: which step failed and why (in the language current when
    /// the link was read, as the banner shows it).
    pub message: String,
    /// The link's design has a member of the wrong type or shape, and this build (without the
    /// core's `json-paths` feature) cannot say which: `message` has no path, and a build with
    /// the feature (the worker's) says the same with it. Always false with the feature.
    pub unplaced: bool,
}

impl std::fmt::Display for LinkError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.message)
    }
}

impl std::error::Error for LinkError {}

fn fail(message: Message) -> LinkError {
    LinkError {
        message: message.to_string(),
        unplaced: false,
    }
}

/// The fragment (without `#`) that carries `design`.
///
/// ```
/// use rowkey_core::{design::Design, link};
/// let d = Design::new("{id | md5 | hex | left(4)}_{id}");
/// let f = link::encode(&d);
/// assert!(f.starts_with("v1."));
/// assert_eq!(link::decode(&f).unwrap(), d);
/// assert_eq!(link::decode(&format!("#{f}")).unwrap(), d);
/// ```
#[cfg(feature = "deflate")]
pub fn encode(design: &Design) -> String {
    fragment_of(&miniz_oxide::deflate::compress_to_vec(
        design.to_json().as_bytes(),
        9,
    ))
}

/// The design a link fragment carries (a leading `#` is allowed). Errors say which step failed:
/// the version, the base64, the compression, the JSON, or the design itself.
///
/// ```
/// use rowkey_core::link;
/// assert!(link::decode("v9.abc").unwrap_err().message.contains("version"));
/// assert!(link::decode("v1.!!!").unwrap_err().message.contains("base64"));
/// ```
///
/// # Errors
///
/// A [`LinkError`] when the fragment is not a link this version wrote, is past the link
/// size limits, or does not hold a design.
#[cfg(feature = "deflate")]
pub fn decode(fragment: &str) -> Result<Design, LinkError> {
    decode_with(fragment, Design::read_json)
}

/// [`decode`] with a misshapen member always named ([`Design::read_json_placed`]), whatever the
/// build's `json-paths`: the words of a link that a build reading without paths could not place.
///
/// ```
/// # use base64::Engine as _;
/// let json = br#"{"template": "{id}", "sample": {"count": "many"}}"#;
/// let packed = miniz_oxide::deflate::compress_to_vec(json, 6);
/// let f = rowkey_core::link::fragment_of(&packed);
/// let e = rowkey_core::link::decode_placed(&f).unwrap_err();
/// assert!(!e.unplaced);
/// assert!(e.message.contains("sample.count: "), "{e}");
/// ```
///
/// # Errors
///
/// What [`decode`] refuses.
#[cfg(all(feature = "deflate", feature = "path-tracking"))]
pub fn decode_placed(fragment: &str) -> Result<Design, LinkError> {
    decode_with(fragment, Design::read_json_placed)
}

/// [`decode`] with the design read by `read` (two readers, so a build links only those it
/// calls).
#[cfg(feature = "deflate")]
fn decode_with(
    fragment: &str,
    read: fn(&str) -> Result<Design, ReadError>,
) -> Result<Design, LinkError> {
    let packed = packed(fragment)?;
    let json =
        miniz_oxide::inflate::decompress_to_vec_with_limit(&packed, MAX_INFLATED).map_err(|e| {
            if e.status == miniz_oxide::inflate::TINFLStatus::HasMoreOutput {
                too_large()
            } else {
                not_deflate(&format!("{:?}", e.status))
            }
        })?;
    design_with(json, read)
}

/// The fragment of a design whose compact JSON ([`Design::to_json`]) was deflated (raw
/// DEFLATE, any compressor) to `packed`: the steps of [`encode`] after the compression, for a
/// build that compresses elsewhere (the page's wasm uses the browser's `CompressionStream`).
///
/// ```
/// assert_eq!(rowkey_core::link::fragment_of(&[0xff, 0x00]), "v1._wA");
/// ```
pub fn fragment_of(packed: &[u8]) -> String {
    format!(
        "{PREFIX}{}",
        base64::engine::general_purpose::URL_SAFE_NO_PAD.encode(packed)
    )
}

/// The compressed design in a fragment (a leading `#` and parameters after `&` allowed), its
/// length, version and base64 checked: the steps of [`decode`] before the inflation.
///
/// # Errors
///
/// A [`LinkError`] when the fragment is empty, longer than [`MAX_LINK_LENGTH`], of an unknown
/// version or not base64url.
///
/// ```
/// use rowkey_core::link;
/// assert_eq!(link::packed("#v1._wA&b=x").unwrap(), [0xff, 0x00]);
/// assert!(link::packed("v9.abc").unwrap_err().message.contains("version"));
/// ```
pub fn packed(fragment: &str) -> Result<Vec<u8>, LinkError> {
    let f = fragment.trim().trim_start_matches('#');
    // A fragment may carry other parameters after the design (`&...`): the design ends there.
    let f = f.split('&').next().unwrap_or("");
    if f.len() > MAX_LINK_LENGTH {
        return Err(fail(crate::msg!(
            msg::TOO_LONG,
            length = Arg::Int(f.len() as i128),
            limit = crate::limits::mib(MAX_LINK_LENGTH as u64)
        )));
    }
    if f.is_empty() {
        return Err(fail(crate::msg!(msg::EMPTY)));
    }
    let Some(payload) = f.strip_prefix(PREFIX) else {
        let version = f.split('.').next().unwrap_or(f);
        return Err(fail(crate::msg!(
            msg::UNKNOWN_VERSION,
            version = version.chars().take(12).collect::<String>()
        )));
    };
    base64::engine::general_purpose::URL_SAFE_NO_PAD
        .decode(payload.trim_end_matches('='))
        .map_err(|e| fail(crate::msg!(msg::NOT_BASE64, error = e.to_string())))
}

/// The design in a link's inflated JSON: the steps of [`decode`] after the inflation.
///
/// # Errors
///
/// A [`LinkError`] when the bytes are not UTF-8 or not a design document ([`Design::read_json`]).
///
/// ```
/// let d = rowkey_core::link::design_of(br#"{"template": "{id}"}"#.to_vec()).unwrap();
/// assert_eq!(d.template, "{id}");
/// assert!(rowkey_core::link::design_of(vec![0xff]).unwrap_err().message.contains("UTF-8"));
/// ```
pub fn design_of(json: Vec<u8>) -> Result<Design, LinkError> {
    design_with(json, Design::read_json)
}

/// [`design_of`] with the design read by `read`.
fn design_with(
    json: Vec<u8>,
    read: fn(&str) -> Result<Design, ReadError>,
) -> Result<Design, LinkError> {
    let text = String::from_utf8(json).map_err(|_| fail(crate::msg!(msg::NOT_UTF8)))?;
    read(&text).map_err(|e: ReadError| LinkError {
        unplaced: !e.placed,
        ..fail(crate::msg!(msg::BAD_DESIGN, error = e.error.to_string()))
    })
}

/// The design inflates to more than [`MAX_INFLATED`] bytes (an inflater stops there).
pub fn too_large() -> LinkError {
    fail(crate::msg!(
        msg::TOO_LARGE,
        limit = crate::limits::mib(MAX_INFLATED as u64)
    ))
}

/// The design is not raw DEFLATE; `status` is the inflater's own word for why.
pub fn not_deflate(status: &str) -> LinkError {
    fail(crate::msg!(msg::NOT_DEFLATE, status = status))
}

/// The fragment parameter that carries a second design (compare mode): `#v1.…&b=v1.…`. The
/// first design stays first, so a reader that knows only one design opens A unchanged.
pub const SECOND_PARAM: &str = "b";

/// The fragment (without `#`) that carries `a` and, for compare mode, `b`.
///
/// ```
/// use rowkey_core::{design::Design, link};
/// let (a, b) = (Design::new("{id}"), Design::new("{id | md5 | hex}"));
/// let f = link::encode_pair(&a, &b);
/// assert_eq!(link::decode(&f).unwrap(), a);
/// assert_eq!(link::decode_second(&f).unwrap().unwrap(), b);
/// assert!(link::decode_second(&link::encode(&a)).is_none());
/// ```
#[cfg(feature = "deflate")]
pub fn encode_pair(a: &Design, b: &Design) -> String {
    pair(&encode(a), &encode(b))
}

/// The fragment of two designs from theirs: `a` first, `b` as the [`SECOND_PARAM`] parameter.
///
/// ```
/// assert_eq!(rowkey_core::link::pair("v1.AA", "v1.BB"), "v1.AA&b=v1.BB");
/// ```
pub fn pair(a: &str, b: &str) -> String {
    format!("{a}&{SECOND_PARAM}={b}")
}

/// The second design of a fragment: `None` when it has no `b=` parameter, an error saying it is
/// the second design's and why when that part cannot be read (the first design is unaffected).
#[cfg(feature = "deflate")]
pub fn decode_second(fragment: &str) -> Option<Result<Design, LinkError>> {
    Some(decode(second_part(fragment)?).map_err(second_failed))
}

/// [`decode_second`] with a misshapen member always named, as [`decode_placed`] reads it.
#[cfg(all(feature = "deflate", feature = "path-tracking"))]
pub fn decode_second_placed(fragment: &str) -> Option<Result<Design, LinkError>> {
    Some(decode_placed(second_part(fragment)?).map_err(second_failed))
}

/// The second design's part of a fragment (the value of its `b=` parameter), if it has one.
///
/// ```
/// use rowkey_core::link::second_part;
/// assert_eq!(second_part("#v1.AA&b=v1.BB"), Some("v1.BB"));
/// assert_eq!(second_part("v1.AA"), None);
/// ```
pub fn second_part(fragment: &str) -> Option<&str> {
    let f = fragment.trim().trim_start_matches('#');
    f.split('&')
        .skip(1)
        .find_map(|p| p.strip_prefix(SECOND_PARAM)?.strip_prefix('='))
}

/// The error of a second design, from the error reading its part: it says it is B's.
pub fn second_failed(e: LinkError) -> LinkError {
    LinkError {
        unplaced: e.unplaced,
        ..fail(crate::msg!(msg::BAD_SECOND, error = e.message))
    }
}

#[cfg(all(test, feature = "deflate"))]
mod tests {
    use super::*;

    #[test]
    fn round_trip_keeps_everything() {
        let mut d = Design::new("{phoenix_salt(16)}{host}\\x00{ts | i64 | sortable}");
        d.name = "Phoenix 中文 ✓".into();
        d.fields
            .insert("host".into(), "pattern(\"host-###\")".into());
        d.fields.insert(
            "ts".into(),
            "timestamp(\"2024-02-15T00:00:00Z\", 1000)".into(),
        );
        d.sample.seed = 7;
        d.splits.keys = vec!["\\x00".into(), "\\xFF".into()];
        assert_eq!(decode(&encode(&d)).unwrap(), d);
    }

    #[test]
    fn damaged_links_say_why() {
        let good = encode(&Design::new("{id}"));
        for (bad, want) in [
            ("", "no design"),
            ("#", "no design"),
            ("v2.AAAA", "version"),
            ("v1.@@@", "base64"),
            ("v1.AAAA", "decompress"),
            (&good[..good.len() - 3], "damaged"),
        ] {
            let e = decode(bad).unwrap_err();
            assert!(e.message.contains(want), "{bad}: {e}");
        }
        let not_json = format!(
            "v1.{}",
            base64::engine::general_purpose::URL_SAFE_NO_PAD.encode(
                miniz_oxide::deflate::compress_to_vec(b"{\"template\": 5}", 6)
            )
        );
        assert!(decode(&not_json).unwrap_err().message.contains("not valid"));
    }

    /// A link whose design has a member of the wrong type fails in every build; only a build
    /// without `json-paths` cannot name the member, and says so.
    #[test]
    fn a_misshapen_member_says_whether_it_is_named() {
        let bad = format!(
            "{PREFIX}{}",
            base64::engine::general_purpose::URL_SAFE_NO_PAD.encode(
                miniz_oxide::deflate::compress_to_vec(
                    br#"{"template": "{id}", "sample": {"count": "many"}}"#,
                    6
                )
            )
        );
        let paths = cfg!(feature = "json-paths");
        let e = decode(&bad).unwrap_err();
        assert_eq!(e.unplaced, !paths);
        assert!(e.message.contains(r#"invalid type: string "many""#), "{e}");
        assert_eq!(e.message.contains("sample.count: "), paths, "{e}");
        let pair = format!("{}&b={bad}", encode(&Design::new("{id}")));
        let second = decode_second(&pair).unwrap().unwrap_err();
        assert_eq!(second.unplaced, !paths);
        assert!(
            second.message.starts_with("the second design (B)"),
            "{second}"
        );
        // Every other failure is worded in full in every build.
        for other in ["", "v2.AAAA", "v1.@@@", "v1.AAAA"] {
            assert!(!decode(other).unwrap_err().unplaced, "{other}");
        }
    }

    #[test]
    fn two_designs_round_trip_and_a_bad_second_keeps_the_first() {
        let mut a = Design::new("{id | dec(10)}");
        a.fields.insert("id".into(), "seq(0, 1)".into());
        let mut b = a.clone();
        b.template = "{id | md5 | hex | left(4)}_{id}".into();
        b.name = "B 中文".into();
        let f = encode_pair(&a, &b);
        assert!(f.starts_with(PREFIX));
        assert_eq!(decode(&format!("#{f}")).unwrap(), a);
        assert_eq!(decode_second(&format!("#{f}")).unwrap().unwrap(), b);
        let cut = format!("{}&b=v1.@@", encode(&a));
        assert_eq!(decode(&cut).unwrap(), a);
        let e = decode_second(&cut).unwrap().unwrap_err();
        assert!(e.message.starts_with("the second design (B)"), "{e}");
        assert!(e.message.contains("base64"), "{e}");
        let empty = format!("{}&b=", encode(&a));
        assert!(decode_second(&empty)
            .unwrap()
            .unwrap_err()
            .message
            .contains("no design"));
        assert!(decode_second(&encode(&a)).is_none());
    }

    #[test]
    fn a_bomb_is_refused() {
        let zeros = vec![b' '; MAX_INFLATED + 10];
        let f = format!(
            "v1.{}",
            base64::engine::general_purpose::URL_SAFE_NO_PAD
                .encode(miniz_oxide::deflate::compress_to_vec(&zeros, 9))
        );
        let e = decode(&f).unwrap_err();
        assert!(e.message.contains("too large"), "{e}");
        assert!(e.message.contains("4 MiB"), "{e}");
        // A link over the length limit is refused before it is decoded.
        let long = format!("v1.{}", "A".repeat(MAX_LINK_LENGTH + 1));
        let e = decode(&long).unwrap_err();
        assert!(e.message.contains("too long"), "{e}");
        assert!(e.message.contains("2 MiB"), "{e}");
    }
}
