//! The ruler's controls: up, the prefix as breadcrumbs, fit to keys, and zoom into a byte.

use super::model::Level;
use crate::format::byte_label;
use crate::i18n::texts::keyspace_ruler as tx;
use crate::i18n::{t, Lang, Message};
use rowkey_core::hbase::to_string_binary;
use yew::prelude::*;

/// The controls over `prefix` (the zoom) and `fit` (the view option), for the level shown.
pub(super) fn controls(
    lang: Lang,
    prefix: &UseStateHandle<Vec<u8>>,
    fit: &UseStateHandle<bool>,
    level: &Level,
) -> Html {
    let p: Vec<u8> = (**prefix).clone();
    let reachable = level.cells.iter().filter(|c| c.reachable).count();
    // Breadcrumb: every shorter prefix, each a button back to it.
    let crumbs = (0..=p.len()).map(|len| {
        let here = len == p.len();
        let label = if len == 0 {
            t(lang, tx::ALL_KEYS_CRUMB)
        } else {
            to_string_binary(&p[len - 1..len])
        };
        let onclick = {
            let prefix = prefix.clone();
            let target = p[..len].to_vec();
            Callback::from(move |_: MouseEvent| prefix.set(target.clone()))
        };
        html! {
            <>
                if len > 0 { <span class="crumb-sep" aria-hidden="true">{ "›" }</span> }
                if here {
                    <code class="crumb current" aria-current="location">{ label }</code>
                } else {
                    <button type="button" class="crumb link" onclick={onclick}
                        aria-label={Message::new(tx::ZOOM_OUT_TO).arg("target", if len == 0 { t(lang, tx::ALL_KEYS) } else { to_string_binary(&p[..len]) }).render(lang)}>
                        <code>{ label }</code>
                    </button>
                }
            </>
        }
    });
    let up = {
        let prefix = prefix.clone();
        let p = p.clone();
        Callback::from(move |_: MouseEvent| {
            let mut q = p.clone();
            q.pop();
            prefix.set(q);
        })
    };
    let on_select = {
        let prefix = prefix.clone();
        let p = p.clone();
        Callback::from(move |e: Event| {
            let v = e
                .target_dyn_into::<web_sys::HtmlSelectElement>()
                .map(|s| s.value())
                .unwrap_or_default();
            if let Ok(b) = v.parse::<u8>() {
                let mut next = p.clone();
                next.push(b);
                prefix.set(next);
            }
        })
    };
    html! {
        <div class="ruler-controls">
            <button type="button" data-testid="ruler-up" disabled={p.is_empty()} onclick={up}
                aria-label={t(lang, tx::ZOOM_OUT)} title={t(lang, tx::ZOOM_OUT)}>{ t(lang, tx::UP) }</button>
            <nav class="crumbs" aria-label={t(lang, tx::PREFIX_ARIA)}>
                <span class="muted">{ t(lang, tx::PREFIX) }</span>{ for crumbs }
            </nav>
            <label class="fit-toggle" title={t(lang, tx::FIT_TITLE)}>
                <input type="checkbox" checked={**fit}
                    onchange={{ let fit = fit.clone(); Callback::from(move |_: Event| fit.set(!*fit)) }} />
                { t(lang, tx::FIT) }
            </label>
            <label class="zoom-select">
                <span class="visually-hidden">{ t(lang, tx::ZOOM_INTO_LABEL) }</span>
                // Keyed by the prefix so it shows "Zoom into…" again at every level.
                <select key={to_string_binary(&p)} onchange={on_select} disabled={reachable == 0} title={t(lang, tx::ZOOM_INTO_TITLE)}>
                    <option value="" selected=true>{ t(lang, tx::ZOOM_INTO) }</option>
                    { for (0..=255u8).filter(|&b| level.cells[b as usize].reachable).map(|b| html! {
                        <option value={b.to_string()}>{ byte_label(b) }</option>
                    }) }
                </select>
            </label>
        </div>
    }
}
