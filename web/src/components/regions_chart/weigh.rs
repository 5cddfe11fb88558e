//! Keys or bytes: the switch that reads the verdict, deviation and hottest region in bytes
//! when the rows' sizes are known, through the core's own reading
//! ([`rowkey_core::analyze::bytes::weigh_in_bytes`], as `rowkey analyze --weigh bytes`).

use crate::i18n::texts::regions_chart as text;
use crate::i18n::{t, Lang, Message};
use rowkey_core::analyze::bytes::{weigh_in_bytes, BytesReport};
use rowkey_core::analyze::Report;
use std::rc::Rc;
use yew::prelude::*;

/// The report with its verdict read in bytes, or why it cannot be; `None` when the report has
/// no row sizes.
///
/// ```ignore
/// let weighed = in_bytes(&report); // None: no sizes; Some(Err(why)); Some(Ok(report))
/// ```
pub(super) fn in_bytes(report: &Rc<Report>) -> Option<Result<Rc<Report>, String>> {
    report.bytes.as_ref()?;
    let mut r = (**report).clone();
    Some(
        weigh_in_bytes(&mut r)
            .map(|()| Rc::new(r))
            .map_err(|m| m.to_string()),
    )
}

/// The two-button switch (keys | bytes) over the verdict, and why bytes cannot be read when
/// the core refused.
pub(super) fn switch(
    in_bytes: &UseStateHandle<bool>,
    weighed: Option<&Result<Rc<Report>, String>>,
    bytes: &BytesReport,
    lang: Lang,
) -> Html {
    let pick = |to: bool| {
        let in_bytes = in_bytes.clone();
        Callback::from(move |_: MouseEvent| in_bytes.set(to))
    };
    let on = **in_bytes;
    let failed = weighed.and_then(|w| w.as_ref().err());
    html! {
        <div class="weigh-switch" role="group" aria-label={t(lang, text::WEIGH)} title={t(lang, text::WEIGH_TIP)}
            data-testid="weigh-switch" data-weigh={if on { "bytes" } else { "keys" }}
            data-total-bytes={bytes.total.to_string()}>
            <span class="muted">{ t(lang, text::WEIGH) }</span>
            <button type="button" class={classes!("small", (!on).then_some("active"))} data-testid="weigh-keys"
                aria-pressed={(!on).to_string()} onclick={pick(false)}>{ t(lang, text::WEIGH_KEYS) }</button>
            <button type="button" class={classes!("small", on.then_some("active"))} data-testid="weigh-bytes"
                aria-pressed={on.to_string()} disabled={failed.is_some()} onclick={pick(true)}>{ t(lang, text::WEIGH_BYTES) }</button>
            if let Some(why) = failed {
                <span class="muted" data-testid="weigh-failed">{ Message::new(text::WEIGH_FAILED).arg("why", why.as_str()).render(lang) }</span>
            }
        </div>
    }
}
