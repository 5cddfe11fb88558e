//! The compact, read-only view for iframes in internal docs (`?embed=1&view=regions|heatmap|keys`).

use crate::components::heatmap::Heatmap;
use crate::components::regions_chart::RegionsChart;
use crate::components::sample_table::SampleTable;
use crate::services::url;
use crate::state::{AppState, EmbedView};
use std::rc::Rc;
use yew::prelude::*;

/// Props of [`EmbedLayout`].
#[derive(Properties, PartialEq)]
pub struct EmbedLayoutProps {
    /// The app state.
    pub state: Rc<AppState>,
    /// What to show (`None`: regions and lints).
    pub view: Option<EmbedView>,
}

/// The embedded view.
#[component]
pub fn EmbedLayout(props: &EmbedLayoutProps) -> Html {
    let s = &props.state;
    let report = s.latest_report().cloned();
    let view = props.view.unwrap_or(EmbedView::Regions);
    let open = url::open_url(&s.design);
    let lints = report.as_ref().map(|r| r.lints.len()).unwrap_or(0);
    html! {
        <div class="app embed" data-view={view.name()} data-revision={s.revision.to_string()}
            data-report-revision={s.report.as_ref().map_or(0, |(r, _)| *r).to_string()}>
            <header class="embed-bar">
                <strong class="embed-name">{ s.design.name.clone() }</strong>
                <code class="embed-template">{ s.design.template.clone() }</code>
                <a class="embed-open" href={open} target="_blank" rel="noopener">{ "Open in playground ↗" }</a>
            </header>
            { match view {
                EmbedView::Regions => html! { <RegionsChart report={report.clone()} on_auto={Callback::noop()} compact=true /> },
                EmbedView::Heatmap => html! { <Heatmap report={report.clone()} /> },
                EmbedView::Keys => html! { <SampleTable compiled={s.compiled().cloned().map(crate::state::Shared)} rows={10} /> },
            } }
            <p class="embed-lints">{ format!("{lints} lint(s)") }</p>
        </div>
    }
}
