//! The template editor's inputs made from the page's state: the segment chips and the errors
//! shown in the template.

use super::{SegmentView, TemplateError};
use crate::services::quick;
use crate::state::{AppState, Derived};
use rowkey_core::encode::part_range;
use rowkey_core::hbase::to_string_binary;
use rowkey_core::preview::PreviewRow;
use std::rc::Rc;

/// The segment chips: each segment's source, transforms, width and first sample value (`models`:
/// the quick worker's keyspace segments, [`quick::SegmentModel`]; `first`: its first sample row,
/// none when it cannot be made).
pub fn segment_views(
    state: &AppState,
    models: &[quick::SegmentModel],
    first: Option<&PreviewRow>,
) -> Rc<Vec<SegmentView>> {
    let Derived::Ok { checked } = &state.derived else {
        return Rc::new(Vec::new());
    };
    let plan = &checked.plan;
    let (key, ends): (&[u8], &[usize]) = first.map_or((&[], &[]), |r| (&r.key, &r.ends));
    let views = plan
        .segments()
        .into_iter()
        .enumerate()
        .map(|(i, info)| {
            let part = models.get(i).map(|m| m.part);
            let width = models.get(i).map_or((0, 0), |m| (m.min, m.max));
            let sample = part
                .and_then(|p| part_range(ends, p))
                .map(|r| to_string_binary(&key[r]))
                .unwrap_or_default();
            let output = info.output.name();
            SegmentView {
                span: info.span,
                source: info.source,
                transforms: info.transforms,
                output: output.into(),
                width,
                sample,
            }
        })
        .collect();
    Rc::new(views)
}

/// The errors in the design that are in its template, where the editor marks them.
pub fn template_errors(state: &AppState) -> Rc<Vec<TemplateError>> {
    Rc::new(
        state
            .errors()
            .iter()
            .filter(|e| e.path == "template")
            .map(|e| TemplateError {
                message: e.message.to_string(),
                span: e.span.unwrap_or_default(),
            })
            .collect(),
    )
}
