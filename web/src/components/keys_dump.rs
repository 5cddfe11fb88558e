//! How a key dump was read, as "Your keys" says it under the summary: the format told, the
//! order taken and why, lines passed over and warnings.

use crate::i18n::texts::keys_panel as text;
use crate::i18n::{Lang, Message};
use rowkey_core::analyze::Report;
use rowkey_core::i18n::Arg;
use rowkey_core::keys::KeysOrder;
use yew::prelude::*;

/// How the dump was read: the format told, the order taken and why, lines passed over and
/// warnings.
pub(crate) fn dump_view(lang: Lang, report: &Report) -> Html {
    let Some(d) = &report.dump else {
        return html! {};
    };
    let order = match d.order {
        KeysOrder::Key => Message::new(text::IN_KEY_ORDER).arg("why", d.order_why.clone()),
        KeysOrder::Insertion => Message::new(text::IN_WRITE_ORDER).arg("why", d.order_why.clone()),
    };
    html! {
        <div class="keys-dump muted" data-testid="keys-dump" data-format={d.format.clone()}
            data-order={d.order.to_string()}>
            if let Some(why) = &d.format_why {
                <p data-testid="keys-read-as">{ crate::components::lints_panel::with_code(&Message::new(text::READ_AS).arg("format", d.format.as_str()).arg("why", why.clone()).render(lang)) }</p>
            }
            <p data-testid="keys-order-note">{ order.render(lang) }</p>
            if let (true, Some(first)) = (d.skipped_lines > 0, d.first_skipped_line) {
                <p data-testid="keys-skipped">{ Message::new(text::SKIPPED).arg("count", Arg::Int(d.skipped_lines.into())).arg("line", Arg::Int(first.into())).render(lang) }</p>
            }
            { for d.warnings.iter().map(|w| html! {
                <p class="warn-text" data-testid="keys-warning" role="alert">{ Message::new(text::WARNING).arg("warning", w.clone()).render(lang) }</p>
            }) }
        </div>
    }
}
