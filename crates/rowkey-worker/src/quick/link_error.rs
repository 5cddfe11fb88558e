//! The words of a share link that cannot be read, for the page: its wasm reads designs without
//! the core's `json-paths` feature, so when a member of a link's design has the wrong type or
//! shape it cannot say which (`rowkey_core::link::LinkError::unplaced`). This answer, in the
//! `quick_more` chunk, reads the link again with the paths tracked (`link::decode_placed`), so
//! the tracking's code is fetched only when such a link is opened.

use rowkey_core::link;

/// The `link-error` answer for `fragment` (a share link's fragment): why its design (its
/// second design, for `second`) cannot be read, as `link::decode` (`link::decode_second`) says
/// it in the request's language; none when it can be read, or when there is no second design.
pub(super) fn answer(fragment: &str, second: bool) -> Option<String> {
    let result = if second {
        link::decode_second_placed(fragment).and_then(Result::err)
    } else {
        link::decode_placed(fragment).err()
    };
    result.map(|e| e.message)
}

#[cfg(test)]
mod tests {
    use super::*;
    use rowkey_core::design::Design;
    use rowkey_core::i18n::{with_lang, Lang};

    /// A fragment carrying `json` as a share link does (raw DEFLATE, base64url).
    fn fragment(json: &str) -> String {
        use base64::Engine as _;
        let packed = miniz_oxide::deflate::compress_to_vec(json.as_bytes(), 9);
        format!(
            "v1.{}",
            base64::engine::general_purpose::URL_SAFE_NO_PAD.encode(packed)
        )
    }

    #[test]
    fn a_wrongly_typed_member_is_named_in_the_request_language() {
        let bad = fragment(r#"{"version":1,"template":"{id}","sample":{"count":"many"}}"#);
        // As the page asks it: the answer is the message as a JSON string.
        let request = rowkey_protocol::MoreRequest::LinkError {
            fragment: bad.clone(),
            second: false,
        };
        let en = with_lang(Lang::En, || super::super::answer_now(request));
        assert_eq!(
            en.map(|a| serde_json::from_str::<String>(&a).unwrap_or_default()),
            Ok(r#"the link's design is not valid: sample.count: invalid type: string "many", expected u64"#.to_owned())
        );
        let zh = with_lang(Lang::ZhCn, || answer(&bad, false));
        let zh = zh.unwrap_or_default();
        assert!(zh.starts_with("链接中的设计无效：sample.count: "), "{zh}");
        // `link::decode` reads without paths in the page's build and says it could not place the
        // error; where the core's `json-paths` is on too (a workspace build beside the CLI) it
        // reads with them and says the same words as the answer.
        let first = with_lang(Lang::ZhCn, || link::decode(&bad).err());
        assert!(
            first
                .as_ref()
                .is_some_and(|e| e.unplaced || e.message == zh),
            "{first:?}"
        );
    }

    #[test]
    fn the_second_design_is_read_apart_and_a_good_link_has_no_error() {
        let good = link::encode(&Design::new("{id}"));
        let bad = fragment(r#"{"template":"{id}","splits":{"regions":"ten"}}"#);
        let pair = format!("{good}&b={bad}");
        assert_eq!(answer(&pair, false), None);
        let second = answer(&pair, true).unwrap_or_default();
        assert!(second.contains("splits.regions: invalid type"), "{second}");
        assert_eq!(answer(&good, true), None);
        assert!(answer("v9.abc", false).is_some());
    }
}
