//! Where the page starts: its first design (the link, else the autosave, else the default
//! preset) and what a link that cannot be read says.

use crate::i18n::switch::zh_failed_notice;
use crate::i18n::texts::notices as text;
use crate::i18n::{Lang, Message};
use crate::services::analysis::AnalysisClient;
use crate::services::{storage, url};
use crate::state::{Action, AppState, Banner, EmbedView, Theme};
use rowkey_core::design::{check_design_size, Design};
use std::rc::Rc;
use yew::prelude::*;

/// A banner about the link that opened the page whose words come from the quick worker (see
/// [`url::LinkFailure::explain`]): its failure and the notice it goes in.
pub(crate) type LateBanner = (url::LinkFailure, &'static rowkey_core::i18n::Entry);

/// Where the first design comes from: the link, else the autosave, else the default preset.
/// A link that cannot be read leaves a banner saying why (now, or with the quick worker's
/// answer: the [`LateBanner`]); nothing is lost.
pub(crate) fn initial_state() -> (AppState, Option<LateBanner>) {
    let embed = (url::query_param("embed").as_deref() == Some("1")).then(|| {
        url::query_param("view")
            .as_deref()
            .and_then(EmbedView::from_name)
    });
    // The language first: messages rendered while the state is built are in it. Chinese whose
    // texts did not load (`main`) is English, with a notice saying why.
    let (lang, _) = crate::i18n::initial_lang();
    let zh_failed = crate::i18n::zh_texts::take_failed();
    let lang = if zh_failed.is_some() { Lang::En } else { lang };
    rowkey_core::i18n::set_lang(lang);
    let theme = url::query_param("theme")
        .or_else(storage::load_theme)
        .as_deref()
        .and_then(Theme::from_name)
        .unwrap_or(Theme::System);
    let (saved, saved_refused) = match url::design_from_fragment() {
        Some(Ok(_)) => (None, None),
        _ => saved_design(),
    };
    let saved = || saved.unwrap_or_else(crate::presets::default_design);
    let (design, failure) = match url::design_from_fragment() {
        Some(Ok(d)) => (d, None),
        Some(Err(why)) => (saved(), Some((why, text::LINK_FAILED_SAVED))),
        None => (saved(), None),
    };
    // A design whose analysis stopped the worker (or never finished) last time opens without
    // being analysed, so that it cannot take the page down again on every visit.
    let held = embed
        .is_none()
        .then(|| storage::unfinished_reason(&design.to_json()))
        .flatten();
    // A two-design link whose second design cannot be read opens its first alone, and says why.
    let failure = failure.or_else(|| match (&embed, url::second_from_fragment()) {
        (None, Some(Err(why))) => Some((why, text::LINK_FAILED_PAIR)),
        _ => None,
    });
    let (banner, late) = match failure {
        Some((why, notice)) => match why.ready() {
            Some(why) => (
                Some(Banner::error(
                    Message::new(notice).arg("error", why).render(lang),
                )),
                None,
            ),
            None => (None, Some((why, notice))),
        },
        None => (None, None),
    };
    let banner = banner
        .or_else(|| {
            saved_refused.map(|why| {
                Banner::error(
                    Message::new(text::SAVED_TOO_LARGE)
                        .arg("error", why)
                        .render(lang),
                )
            })
        })
        .or_else(|| zh_failed.map(|why| Banner::error(zh_failed_notice(why))));
    let mut state = AppState::new(design, theme, embed);
    state.banner = banner;
    state.held = held;
    (state, late)
}

/// The autosaved design, if any, and it fits the size limits ([`check_design_size`]); else the
/// last design whose analysis answered (if that fits), with why the autosave was not opened.
/// A design too large for the page is never saved, but an older page may have saved one, and
/// opening it would stop the page on every visit.
fn saved_design() -> (Option<Design>, Option<String>) {
    let read = |json: String| Design::from_json(&json).ok();
    let fits = |d: &Design| check_design_size(d).is_ok();
    let Some(saved) = storage::load_design().and_then(read) else {
        return (None, None);
    };
    match check_design_size(&saved) {
        Ok(()) => (Some(saved), None),
        Err(e) => (
            storage::load_good().and_then(read).filter(fits),
            Some(e.to_string()),
        ),
    }
}

/// Shows `failure` in the banner `notice` once its words are known (at once, or when the quick
/// worker answers; the page works on meanwhile).
pub(crate) fn show_link_failure(
    d: UseReducerDispatcher<AppState>,
    failure: url::LinkFailure,
    notice: &'static rowkey_core::i18n::Entry,
) {
    failure.explain(move |why| {
        d.dispatch(Action::ShowBanner(Banner::error(
            Message::new(notice)
                .arg("error", why)
                .render(rowkey_core::i18n::current_lang()),
        )))
    });
}

/// Start analysing `design` (revision `revision`) in the worker, noting it as running (a page
/// that dies meanwhile then opens it without analysing it), and say so to the state.
pub(crate) fn start_analysis(
    design: &Design,
    embedded: bool,
    revision: u64,
    client: &AnalysisClient,
    dispatcher: &UseReducerDispatcher<AppState>,
) {
    let total = design.sample.count;
    let json: Rc<str> = crate::state::analysable(design).to_json().into();
    if !embedded {
        storage::mark_running(&json);
    }
    match client.start(json, total) {
        Ok(id) => dispatcher.dispatch(Action::AnalysisStarted {
            id,
            revision,
            total,
        }),
        Err(message) => dispatcher.dispatch(Action::ShowBanner(Banner::error(message))),
    }
}
