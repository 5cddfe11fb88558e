//! Renaming a field everywhere a template reads it.

use super::{is_field_name, parse, Part, Pipeline, Source};
use crate::Span;

/// The template with every read of field `from` renamed to `to` (in segments and nested
/// `concat` arguments; literal text and string literals are left alone). `None` when the
/// template does not parse, or `to` is not a field name ([`is_field_name`]).
/// [`crate::design::Design::rename_field`] renames a design's field, queries and template at once.
///
/// ```
/// use rowkey_core::template::rename_field;
/// assert_eq!(
///     rename_field("{uid | md5 | hex | left(4)}_{concat(\"u\", uid)}_uid", "uid", "user_id").unwrap(),
///     "{user_id | md5 | hex | left(4)}_{concat(\"u\", user_id)}_uid"
/// );
/// assert!(rename_field("{a", "a", "b").is_none());
/// assert!(rename_field("{a}", "a", "9b").is_none());
/// ```
pub fn rename_field(text: &str, from: &str, to: &str) -> Option<String> {
    if !is_field_name(to) {
        return None;
    }
    let template = parse(text).ok()?;
    let mut spans = Vec::new();
    for part in &template.parts {
        if let Part::Segment(s) = part {
            collect(&s.pipeline, from, &mut spans);
        }
    }
    crate::order::sort_by_key(&mut spans, |s| std::cmp::Reverse(s.start));
    let mut out = text.to_string();
    for s in spans {
        out.replace_range(s.range(), to);
    }
    Some(out)
}

fn collect(p: &Pipeline, from: &str, out: &mut Vec<Span>) {
    match &p.source {
        Source::Field(id) if id.name == from => out.push(id.span),
        Source::Call(c) => c.args.iter().for_each(|a| collect(a, from, out)),
        _ => {}
    }
    for t in &p.transforms {
        t.args.iter().for_each(|a| collect(a, from, out));
    }
}
