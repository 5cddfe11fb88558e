//! The stand-ins of the panels the first chart does not need: components with the panels' own
//! names and props, so the page's tree names them as it named the panels (docs: [`super`]).

use super::{stand_in, Load, Panels};
use crate::components;
use crate::i18n::use_lang;
use std::rc::Rc;
use yew::prelude::*;
use yew::virtual_dom::VComp;

/// A panel drawn from its props: a component of its own, as the page's tree would have it.
fn draw<C: BaseComponent>(props: Rc<C::Properties>) -> Html {
    VComp::new::<C>(props, None).into()
}

/// The stand-ins and the views the chunk gives them. Each line: the stand-in (the panel's own
/// name), its props, the panel's component, the view's name (also the placeholder's
/// `data-panel`), the placeholder's height in `rem` (0: none, a dialog) and whether the panel
/// is wanted at once (an open dialog asks for its chunk before the first chart too).
macro_rules! stand_ins {
    ($( $(#[$doc:meta])* $name:ident($props:ty) = $real:ty, $field:ident, $rem:literal, $urgent:expr; )*) => {
        /// The functions that draw the panels; only the panels chunk makes them.
        #[derive(Clone, Copy)]
        pub struct Views {
            $( $field: fn(Rc<$props>) -> Html, )*
        }

        impl std::fmt::Debug for Views {
            fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                f.debug_struct("Views").finish_non_exhaustive()
            }
        }

        /// Every panel's view (called in the chunk's split point, or at once without chunks).
        pub(super) fn views() -> Views {
            Views { $( $field: draw::<$real>, )* }
        }

        $(
            $(#[$doc])*
            #[component]
            pub fn $name(props: &$props) -> Html {
                let panels = use_context::<Panels>();
                let lang = use_lang();
                let urgent: fn(&$props) -> bool = $urgent;
                let wanted = urgent(props) && panels.as_ref().is_some_and(|p| p.load == Load::Waiting);
                {
                    let start = panels.as_ref().map(|p| p.start.clone());
                    use_effect_with(wanted, move |wanted| {
                        if let (true, Some(start)) = (*wanted, start) {
                            start.emit(());
                        }
                    });
                }
                stand_in(panels.as_ref(), lang, stringify!($field), $rem, |v| {
                    (v.$field)(Rc::new(props.clone()))
                })
            }
        )*
    };
}

stand_ins! {
    /// The Reference (folded away at first).
    Reference(components::reference::ReferenceProps)
        = components::reference::Reference, reference, 3, |_| false;
    /// The fields editor.
    FieldsEditor(components::fields_editor::FieldsEditorProps)
        = components::fields_editor::FieldsEditor, fields, 12, |_| false;
    /// The splits panel.
    SplitsPanel(components::splits::SplitsPanelProps)
        = components::splits::SplitsPanel, splits, 12, |_| false;
    /// "Your keys": a key dump, its report, its browser.
    KeysPanel(components::keys_panel::KeysPanelProps)
        = components::keys_panel::KeysPanel, keys, 8, |_| false;
    /// The real table's region metrics.
    MetricsPanel(components::metrics_panel::MetricsPanelProps)
        = components::metrics_panel::MetricsPanel, metrics, 6, |_| false;
    /// Sizing.
    SizingPanel(components::sizing_panel::SizingPanelProps)
        = components::sizing_panel::SizingPanel, sizing, 8, |_| false;
    /// The queries.
    QueriesPanel(components::queries_panel::QueriesPanelProps)
        = components::queries_panel::QueriesPanel, queries, 8, |_| false;
    /// Compare mode's results.
    CompareView(components::compare::CompareViewProps)
        = components::compare::CompareView, compare, 20, |_| false;
    /// A key decoded.
    DecodePanel(components::decode_panel::DecodePanelProps)
        = components::decode_panel::DecodePanel, decode, 0, |_| false;
    /// The keyspace ruler.
    KeyspaceRuler(components::keyspace_ruler::KeyspaceRulerProps)
        = components::keyspace_ruler::KeyspaceRuler, ruler, 10, |_| false;
    /// The heatmap.
    Heatmap(components::heatmap::HeatmapProps)
        = components::heatmap::Heatmap, heatmap, 16, |_| false;
    /// The key lengths chart.
    LengthsChart(components::lengths_chart::LengthsChartProps)
        = components::lengths_chart::LengthsChart, lengths, 12, |_| false;
    /// The lints.
    LintsPanel(components::lints_panel::LintsPanelProps)
        = components::lints_panel::LintsPanel, lints, 6, |_| false;
    /// The sample table.
    SampleTable(components::sample_table::SampleTableProps)
        = components::sample_table::SampleTable, sample, 20, |_| false;
    /// The exports.
    ExportsPanel(components::exports_panel::ExportsPanelProps)
        = components::exports_panel::ExportsPanel, exports, 14, |_| false;
    /// The growth simulation.
    GrowthPanel(components::growth_panel::GrowthPanelProps)
        = components::growth_panel::GrowthPanel, growth, 10, |_| false;
    /// The embed dialog.
    EmbedDialog(components::embed_dialog::EmbedDialogProps)
        = components::embed_dialog::EmbedDialog, embed, 0, |p| p.open;
    /// The preset gallery.
    PresetGallery(components::presets::PresetGalleryProps)
        = components::presets::PresetGallery, presets, 0, |p| p.open;
}
