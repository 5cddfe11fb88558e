//! The purpose strip under the top bar: what the tool is, in one line, and where to start.

use yew::prelude::*;

/// What the playground is for, as the first screen says it (the static shell in
/// `www/index.html` says the same before the app arrives).
pub const PURPOSE: &str = "Design an HBase or Bigtable row key and see, before a single row is \
                           written, the bytes HBase stores, how the keys sort, and how writes \
                           spread over regions.";

/// Props of [`Intro`].
#[derive(Properties, PartialEq)]
pub struct IntroProps {
    /// Open the preset gallery.
    pub on_presets: Callback<()>,
}

/// The strip: the purpose, then "pick a preset" and the guide (a static page in `dist/`,
/// opened in a new tab so the design in this one stays as it is).
#[component]
pub fn Intro(props: &IntroProps) -> Html {
    let presets = {
        let cb = props.on_presets.clone();
        Callback::from(move |_: MouseEvent| cb.emit(()))
    };
    html! {
        <p class="intro" data-testid="purpose">
            <span class="intro-purpose">{ PURPOSE }</span>
            <span class="intro-start">
                { "New here? " }
                <button type="button" class="link-btn" data-testid="intro-presets" onclick={presets}
                    aria-haspopup="dialog">{ "Pick a preset" }</button>
                { ", or read the " }
                <a href="guide.html" target="_blank" rel="noopener" data-testid="guide-link"
                    title="What the tool does and the five-minute path (opens in a new tab)">{ "five-minute guide" }</a>
                { "." }
            </span>
        </p>
    }
}
