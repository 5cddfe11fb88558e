//! The template editor: text with live errors underlined at their span, and the segment chips.

use rowkey_core::Span;
use std::rc::Rc;
use yew::prelude::*;

/// One error in the template text.
#[derive(Clone, Debug, PartialEq)]
pub struct TemplateError {
    /// What is wrong.
    pub message: String,
    /// Where.
    pub span: Span,
}

/// What a segment chip shows.
#[derive(Clone, Debug, PartialEq)]
pub struct SegmentView {
    /// The segment's span in the template.
    pub span: Span,
    /// Its source in normal form.
    pub source: String,
    /// Its transforms in normal form.
    pub transforms: Vec<String>,
    /// Its output type (`str`, `int`, `long`, `bytes`).
    pub output: String,
    /// Shortest and longest byte width.
    pub width: (usize, usize),
    /// The first sample row's bytes for this segment, toStringBinary.
    pub sample: String,
}

/// Props of [`TemplateEditor`].
#[derive(Properties, PartialEq)]
pub struct TemplateEditorProps {
    /// The template text.
    pub text: AttrValue,
    /// Parse and type errors.
    pub errors: Rc<Vec<TemplateError>>,
    /// The segments (empty when the template does not compile).
    pub segments: Rc<Vec<SegmentView>>,
    /// A span to highlight (a lint was clicked).
    pub focus: Option<Span>,
    /// New template text.
    pub on_change: Callback<String>,
}

/// The template editor.
#[component]
pub fn TemplateEditor(props: &TemplateEditorProps) -> Html {
    html! { <section class="panel template-editor"><textarea value={props.text.clone()} /></section> }
}
