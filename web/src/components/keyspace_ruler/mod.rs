//! The keyspace ruler: bytes 0x00..0xFF, zoomable into a prefix, reachable ranges shaded, split points drawn.
//!
//! At each zoom level (a key prefix, empty at first) the ruler shows, for every possible next
//! byte, whether any key the template can produce continues the prefix with it and how dense
//! those keys are; the split keys under the prefix are drawn where they cut. Split lines that
//! fall where no key can start are the wasted regions the HBase book warns about.

mod controls;
mod model;
mod track;
mod words;
#[cfg(test)]
mod zh_tests;

use crate::components::chart_frame::{placeholder, ChartFrame};
use crate::hooks::{use_box_width, use_quick};
use crate::i18n::texts::keyspace_ruler as tx;
use crate::i18n::{t, use_lang, Message};
use controls::controls;
use model::{split_marks, view_range, Level};
use rowkey_core::design::Design;
use rowkey_core::hbase::to_string_binary;
use rowkey_core::i18n::Arg;
use std::rc::Rc;
use track::{split_lines, track_svg, Hover, Track};
use yew::prelude::*;

/// Props of [`KeyspaceRuler`].
#[derive(Properties, PartialEq, Clone)]
pub struct KeyspaceRulerProps {
    /// The design, when it compiles (the quick worker models its keyspace).
    pub design: Option<Design>,
    /// Split keys, sorted.
    pub splits: Rc<Vec<Vec<u8>>>,
    /// The other charts show a key dump: say that the ruler's shares are the design's model.
    #[prop_or_default]
    pub model_only: bool,
}

/// The ruler.
#[component]
pub fn KeyspaceRuler(props: &KeyspaceRulerProps) -> Html {
    let lang = use_lang();
    let prefix = use_state(Vec::<u8>::new);
    let box_ref = use_node_ref();
    let vw = use_box_width(box_ref.clone());
    let hover = use_state(|| None::<Hover>);
    // Show only the bytes where keys or split keys are (local view option).
    let fit = use_state(|| false);
    let answer = use_quick::<Level>(props.design.as_ref().map(|d| {
        rowkey_protocol::MoreRequest::Ruler {
            design: d.clone(),
            prefix: (*prefix).clone(),
        }
        .into()
    }));
    let level = answer
        .as_deref()
        .and_then(|a| a.as_ref().ok())
        .filter(|l| l.is_whole());
    // A new design can leave the zoom where no key goes any more: back to the top then.
    {
        let prefix = prefix.clone();
        let gone = level.is_some_and(|l| !l.prefix.is_empty() && !l.prefix_reachable);
        use_effect_with(gone, move |gone| {
            if *gone {
                prefix.set(Vec::new());
            }
        });
    }

    let (Some(level), Some(_)) = (level.cloned(), &props.design) else {
        let why = match answer.as_deref() {
            _ if props.design.is_none() => t(lang, tx::NO_DESIGN),
            Some(Err(e)) => e.clone(),
            _ => t(lang, tx::WAITING),
        };
        return html! {
            <ChartFrame title={t(lang, tx::TITLE)} svg_id="chart-ruler" file="keyspace"
                testid="keyspace-ruler" class="keyspace-ruler" empty=true>
                { placeholder(&why) }
            </ChartFrame>
        };
    };
    // The level shown is the prefix's once its answer comes; until then the last one, drawn
    // for the prefix it belongs to.
    let p: Vec<u8> = level.prefix.clone();
    let marks = split_marks(&props.splits, &p, &level);
    let before = props
        .splits
        .iter()
        .filter(|k| k.as_slice() < p.as_slice())
        .count();
    let after = props.splits.len() - before - marks.len();
    let in_gap = marks.iter().filter(|m| m.in_gap).count();
    let reachable = level.cells.iter().filter(|c| c.reachable).count();

    let track = Track::new(
        vw,
        if *fit {
            view_range(&level, &marks)
        } else {
            (0usize, 255usize)
        },
    );
    let bins = split_lines(&marks, &track);
    let prefix_label = if p.is_empty() {
        t(lang, tx::ALL_KEYS_CRUMB)
    } else {
        to_string_binary(&p)
    };
    let aria = Message::new(tx::ARIA)
        .arg("prefix", prefix_label.as_str())
        .arg("reachable", Arg::Int(reachable as i128))
        .arg("splits", Arg::Int(marks.len() as i128))
        .arg("gaps", Arg::Int(in_gap as i128))
        .render(lang);
    let svg = track_svg(lang, &track, &level, &marks, &bins, &prefix, &hover, aria);

    html! {
        <ChartFrame title={t(lang, tx::TITLE)} svg_id="chart-ruler" file="keyspace"
            testid="keyspace-ruler" class="keyspace-ruler" text={words::tables(lang, &level, &marks, &prefix_label)}>
            if props.model_only {
                <p class="muted shows-sample" data-testid="ruler-shows-sample">{ t(lang, crate::i18n::texts::keys_panel::SHOWS_SAMPLE) }</p>
            }
            { controls(lang, &prefix, &fit, &level) }
            <div class="chart-box" ref={box_ref}>{ svg }</div>
            { words::summary(lang, &level, &p, &marks, before, after) }
            { words::readout(lang, *hover, &level, &marks, &bins, &p) }
        </ChartFrame>
    }
}
