//! The split-key generator: algorithm, regions, rows, and a box for pasted keys or shell / REST output.
//!
//! Every edit goes to the design at once (`on_change`) when it is valid; an invalid value stays
//! in its input with the reason under it, and the design keeps its previous value, so the charts
//! never show a half-typed number. The region list underneath comes from the latest analysis.

use rowkey_core::analyze::report::{RegionReport, Skew};
use rowkey_core::analyze::Report;
use rowkey_core::design::{SplitAlgorithm, Splits, MAX_REGIONS};
use rowkey_core::exchange::{import, ImportError, ImportFormat};
use rowkey_core::hbase::split::{create_table_splits, split_algorithm};
use rowkey_core::hbase::{to_bytes_binary, to_string_binary};
use std::rc::Rc;
use web_sys::{HtmlInputElement, HtmlSelectElement, HtmlTextAreaElement};
use yew::prelude::*;

use crate::format::human_bytes;
use crate::state::Banner;

/// Props of [`SplitsPanel`].
#[derive(Properties, PartialEq)]
pub struct SplitsPanelProps {
    /// The split settings.
    pub splits: Splits,
    /// The analysis (its split keys and dead regions).
    pub report: Option<Rc<Report>>,
    /// New settings.
    pub on_change: Callback<Splits>,
    /// Tell the user something (an import that failed).
    pub on_banner: Callback<Banner>,
}

/// Bytes of split keys the page computes on its own thread (the checks here, the exports). The
/// split algorithms make keys about as long as their bounds, one per region, so huge bounds
/// with many regions would take gigabytes and freeze the page; larger sets are left to the
/// analysis in the worker, which says what is wrong without taking the page with it.
pub const PAGE_SPLIT_BYTES: u64 = 16 << 20;

/// About how many bytes the split keys of `s` take: regions × (the longest bound + the cost
/// of a key). An upper bound for `hexstring`, `decimal`, `uniform` and `range`.
pub fn split_bytes_estimate(s: &Splits) -> u64 {
    let longest = [&s.first, &s.last, &s.start, &s.end]
        .into_iter()
        .filter_map(|b| b.as_ref().map(String::len))
        .max()
        .unwrap_or(0) as u64;
    u64::from(s.regions).saturating_mul(longest.saturating_add(24))
}

/// Regions listed before "Show all" (a table of 65 536 rows would stall the page).
const LIST_LIMIT: usize = 200;

/// Every algorithm: its value in the select (and the design JSON), its label, and one line on
/// what it does.
const ALGORITHMS: [(SplitAlgorithm, &str, &str, &str); 9] = [
    (
        SplitAlgorithm::None,
        "none",
        "none (one region)",
        "One region, no split keys: the table starts unsplit and HBase splits it as it grows.",
    ),
    (
        SplitAlgorithm::HexString,
        "hexstring",
        "hexstring (HexStringSplit)",
        "RegionSplitter HexStringSplit over 00000000..FFFFFFFF (or first..last): even cuts of \
         hex-text keys, lowercase, padded to the last row's width.",
    ),
    (
        SplitAlgorithm::Decimal,
        "decimal",
        "decimal (DecimalStringSplit)",
        "RegionSplitter DecimalStringSplit over 00000000..99999999 (or first..last): even cuts of \
         decimal-text keys.",
    ),
    (
        SplitAlgorithm::Uniform,
        "uniform",
        "uniform (UniformSplit)",
        "RegionSplitter UniformSplit: even cuts of 8 raw bytes over \"\"..\\xFF\u{d7}8, for keys whose \
         leading bytes are uniformly random.",
    ),
    (
        SplitAlgorithm::Range,
        "range",
        "range (createTable start, end, n)",
        "Admin.createTable(start, end, n) (Bytes.split, start and end included: only n-2 regions \
         cover start..end).",
    ),
    (
        SplitAlgorithm::Salt,
        "salt",
        "salt (one region per bucket)",
        "One region per bucket of the leading salt/hash segment (buckets grouped evenly when there \
         are more buckets than regions).",
    ),
    (
        SplitAlgorithm::Quantile,
        "quantile",
        "quantile (from the sample)",
        "From the sorted sample: every (count / regions)th distinct key (HashChoreWoker).",
    ),
    (
        SplitAlgorithm::Explicit,
        "explicit",
        "explicit (your keys)",
        "The split keys you give: one toStringBinary key per line, or imported from get_splits, \
         list_regions, a SPLITS_FILE or the REST API.",
    ),
    (
        SplitAlgorithm::Auto,
        "auto",
        "auto (even over the keyspace)",
        "Even over the keyspace this template can produce: no dead regions, equal expected shares.",
    ),
];

/// The import formats in the select: `auto` first, then the core's names.
const FORMATS: [(&str, &str); 6] = [
    ("auto", "auto-detect"),
    ("list", "list (toStringBinary, one per line)"),
    ("get-splits", "get_splits output"),
    ("splits-file", "SPLITS_FILE"),
    ("list-regions", "list_regions table"),
    ("rest-json", "REST GET /<table>/regions"),
];

/// An input of the panel (which one an error belongs to).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Field {
    Regions,
    First,
    Last,
    Start,
    End,
}

/// Inputs that hold text the design refused, each with why. They only apply while the design
/// is still `base`: a preset or a link loaded since replaces them with the design's values.
#[derive(Clone, Debug, Default, PartialEq)]
struct Drafts {
    base: Option<Splits>,
    items: Vec<(Field, String, String)>,
}

impl Drafts {
    fn active(&self, splits: &Splits) -> &[(Field, String, String)] {
        if self.base.as_ref() == Some(splits) {
            &self.items
        } else {
            &[]
        }
    }
}

fn algo_name(a: SplitAlgorithm) -> &'static str {
    ALGORITHMS
        .iter()
        .find(|(x, ..)| *x == a)
        .map_or("none", |(_, v, ..)| v)
}

fn algo_from_value(v: &str) -> Option<SplitAlgorithm> {
    ALGORITHMS
        .iter()
        .find(|(_, name, ..)| *name == v)
        .map(|(a, ..)| *a)
}

/// Does `algo` use the region count?
fn uses_regions(algo: SplitAlgorithm) -> bool {
    !matches!(algo, SplitAlgorithm::None | SplitAlgorithm::Explicit)
}

/// The RegionSplitter name of the algorithms that take first / last rows.
fn splitter_name(algo: SplitAlgorithm) -> Option<&'static str> {
    match algo {
        SplitAlgorithm::HexString => Some("hexstring"),
        SplitAlgorithm::Decimal => Some("decimal"),
        SplitAlgorithm::Uniform => Some("uniform"),
        _ => None,
    }
}

/// Would HBase accept these settings? Checks what needs no compiled template (RegionSplitter
/// and createTable); `salt`, `quantile` and `auto` are checked by the analysis. A range with a
/// key still missing is not refused here: the user is typing the other one.
fn check(s: &Splits) -> Result<(), String> {
    if uses_regions(s.algorithm) && !(1..=MAX_REGIONS).contains(&s.regions) {
        return Err(format!(
            "regions must be a whole number from 1 to {MAX_REGIONS}"
        ));
    }
    let regions = i32::try_from(s.regions).unwrap_or(i32::MAX);
    if split_bytes_estimate(s) > PAGE_SPLIT_BYTES {
        // Too large to try here: the analysis computes them, or says why it cannot.
        return Ok(());
    }
    if let Some(name) = splitter_name(s.algorithm) {
        let Some(mut algo) = split_algorithm(name) else {
            return Ok(());
        };
        if let Some(first) = &s.first {
            algo.set_first_row(first).map_err(|e| e.to_string())?;
        }
        if let Some(last) = &s.last {
            algo.set_last_row(last).map_err(|e| e.to_string())?;
        }
        algo.split(regions).map_err(|e| e.to_string())?;
    } else if s.algorithm == SplitAlgorithm::Range {
        if let (Some(start), Some(end)) = (&s.start, &s.end) {
            create_table_splits(&to_bytes_binary(start), &to_bytes_binary(end), regions)
                .map_err(|e| e.to_string())?;
        }
    }
    Ok(())
}

/// What the current settings still lack or break, to show under the inputs.
fn problem(s: &Splits) -> Option<String> {
    if s.algorithm == SplitAlgorithm::Range && (s.start.is_none() || s.end.is_none()) {
        return Some(
            "range needs a start and an end key (toStringBinary), e.g. 0000 and ffff".into(),
        );
    }
    check(s).err()
}

/// The settings with `field` set from `text`, or why `text` is not a value for it.
fn with_field(s: &Splits, field: Field, text: &str) -> Result<Splits, String> {
    let mut out = s.clone();
    let opt = |t: &str| (!t.is_empty()).then(|| t.to_owned());
    match field {
        Field::Regions => match text.trim().parse::<u32>() {
            Ok(n) if (1..=MAX_REGIONS).contains(&n) => out.regions = n,
            _ => {
                return Err(format!(
                    "regions must be a whole number from 1 to {MAX_REGIONS}, got `{}`",
                    text.trim()
                ))
            }
        },
        Field::First => out.first = opt(text),
        Field::Last => out.last = opt(text),
        Field::Start => out.start = opt(text),
        Field::End => out.end = opt(text),
    }
    Ok(out)
}

/// The design's value of `field`, as the input shows it.
fn field_text(s: &Splits, field: Field) -> String {
    match field {
        Field::Regions => s.regions.to_string(),
        Field::First => s.first.clone().unwrap_or_default(),
        Field::Last => s.last.clone().unwrap_or_default(),
        Field::Start => s.start.clone().unwrap_or_default(),
        Field::End => s.end.clone().unwrap_or_default(),
    }
}

/// The format a paste is in, from the most specific: the REST document (JSON, or its XML
/// form), the `list_regions` table, `get_splits` output, else a plain list.
fn detect(text: &str) -> ImportFormat {
    let t = text.trim_start_matches('\u{feff}').trim();
    if (t.starts_with('{') || t.starts_with('['))
        && serde_json::from_str::<serde_json::Value>(t).is_ok()
    {
        return ImportFormat::RestJson;
    }
    if t.starts_with("<?xml") || t.starts_with("<TableInfo") {
        return ImportFormat::RestJson;
    }
    if t.lines()
        .any(|l| l.contains("START_KEY") && l.contains("END_KEY"))
    {
        return ImportFormat::ListRegions;
    }
    if t.contains("Total number of splits") || t.lines().any(|l| l.trim_start().starts_with("=> ["))
    {
        return ImportFormat::GetSplits;
    }
    ImportFormat::List
}

/// Keys read from a paste, or why not; either way with the format it was read as.
type Parsed = Result<(ImportFormat, Vec<Vec<u8>>), (ImportFormat, ImportError)>;

/// The keys in a paste, read as `format` (`auto` detects it), with the format used.
fn parse_paste(format: &str, text: &str) -> Parsed {
    let fmt = ImportFormat::from_name(format).unwrap_or_else(|| detect(text));
    import(fmt, text).map(|k| (fmt, k)).map_err(|e| (fmt, e))
}

/// An import error with its line, and the line itself when it is short enough to show.
fn describe_import_error(fmt: ImportFormat, e: &ImportError, text: &str) -> String {
    let at = match e.column {
        Some(c) => format!("line {}, column {}", e.line, c),
        None => format!("line {}", e.line),
    };
    let line = text
        .lines()
        .nth(e.line.saturating_sub(1))
        .map(str::trim_end)
        .filter(|l| !l.is_empty() && l.chars().count() <= 120)
        .map(|l| format!(" (`{l}`)"))
        .unwrap_or_default();
    format!("{} {at}{line}: {}", fmt.name(), e.message)
}

/// Explicit settings for these keys; the region count follows them, so that switching to
/// another algorithm afterwards keeps the same number of regions.
fn explicit_splits(base: &Splits, keys: &[Vec<u8>]) -> Splits {
    let mut s = base.clone();
    s.algorithm = SplitAlgorithm::Explicit;
    s.keys = keys.iter().map(|k| to_string_binary(k)).collect();
    s.regions = u32::try_from(keys.len() + 1)
        .unwrap_or(MAX_REGIONS)
        .clamp(1, MAX_REGIONS);
    s
}

fn design_key_bytes(s: &Splits) -> Vec<Vec<u8>> {
    s.keys.iter().map(|k| to_bytes_binary(k)).collect()
}

/// A key cell: toStringBinary, or a muted word for the table's open ends.
fn key_cell(key: &str, open: &str) -> Html {
    if key.is_empty() {
        html! { <td class="key open">{ open.to_owned() }</td> }
    } else {
        html! { <td class="key mono">{ key.to_owned() }</td> }
    }
}

fn region_row(i: usize, r: &RegionReport) -> Html {
    let skew = match r.skew {
        Some(Skew::Hot) => Some(("hot", "hot")),
        Some(Skew::Cold) => Some(("cold", "cold")),
        None => None,
    };
    let class = classes!(
        "region",
        r.dead.then_some("dead"),
        skew.map(|(c, _)| c),
        (i == 0).then_some("first")
    );
    let testid = (i > 0).then_some("split-key");
    let title = format!(
        "region {i}: {} sample keys ({:.2}%), expected {:.2}%",
        r.count,
        r.share * 100.0,
        r.expected_share * 100.0
    );
    html! {
        <tr class={class} data-testid={testid} data-region={i.to_string()} title={title}>
            <td class="num">{ i }</td>
            { key_cell(&r.start, "(start)") }
            { key_cell(&r.end, "(end)") }
            <td class="num">{ r.count }</td>
            <td class="num">{ format!("{:.1}%", r.share * 100.0) }</td>
            <td class="flags">
                if r.dead { <span class="tag dead">{ "dead" }</span> }
                if let Some((c, label)) = skew { <span class={classes!("tag", c)}>{ label }</span> }
            </td>
        </tr>
    }
}

/// The splits panel.
#[component]
pub fn SplitsPanel(props: &SplitsPanelProps) -> Html {
    let splits = &props.splits;
    let drafts = use_state(Drafts::default);
    let paste = use_state(|| {
        if splits.algorithm == SplitAlgorithm::Explicit {
            splits.keys.join("\n")
        } else {
            String::new()
        }
    });
    let format = use_state(|| "auto".to_owned());
    let paste_error = use_state(|| None::<String>);
    let paste_status = use_state(|| None::<String>);
    let show_all = use_state(|| false);
    let algo_ref = use_node_ref();
    let format_ref = use_node_ref();

    // A `selected` attribute does not move a select the user has already changed (a preset
    // loaded, an import, "switch to auto"): set the value itself after every render.
    {
        let algo_ref = algo_ref.clone();
        let format_ref = format_ref.clone();
        let want = (algo_name(splits.algorithm), (*format).clone());
        use_effect(move || {
            if let Some(el) = algo_ref.cast::<HtmlSelectElement>() {
                if el.value() != want.0 {
                    el.set_value(want.0);
                }
            }
            if let Some(el) = format_ref.cast::<HtmlSelectElement>() {
                if el.value() != want.1 {
                    el.set_value(&want.1);
                }
            }
        });
    }

    // Explicit keys changed from outside (a preset, a link, switching algorithm): show them in
    // the box, unless the box already holds exactly these keys in another form (a paste).
    {
        let paste = paste.clone();
        let format = format.clone();
        let paste_error = paste_error.clone();
        use_effect_with(
            (splits.algorithm, splits.keys.clone()),
            move |(algo, keys)| {
                if *algo == SplitAlgorithm::Explicit {
                    let want: Vec<Vec<u8>> = keys.iter().map(|k| to_bytes_binary(k)).collect();
                    let same = matches!(parse_paste(&format, &paste), Ok((_, k)) if k == want);
                    if !same {
                        paste.set(keys.join("\n"));
                        paste_error.set(None);
                    }
                } else {
                    // Outside explicit the box only holds a paste; an error from editing the
                    // keys no longer applies.
                    paste_error.set(None);
                }
            },
        );
    }

    let active = drafts.active(splits).to_vec();
    let draft_of = |f: Field| active.iter().find(|(x, ..)| *x == f).cloned();

    let edit = |field: Field| {
        let splits = splits.clone();
        let drafts = drafts.clone();
        let active = active.clone();
        let on_change = props.on_change.clone();
        Callback::from(move |e: InputEvent| {
            let text = e.target_unchecked_into::<HtmlInputElement>().value();
            let others: Vec<_> = active
                .iter()
                .filter(|(f, ..)| *f != field)
                .cloned()
                .collect();
            match with_field(&splits, field, &text).and_then(|s| check(&s).map(|()| s)) {
                Ok(next) => {
                    drafts.set(Drafts {
                        base: Some(next.clone()),
                        items: others,
                    });
                    if next != splits {
                        on_change.emit(next);
                    }
                }
                Err(why) => {
                    let mut items = others;
                    items.push((field, text, why));
                    drafts.set(Drafts {
                        base: Some(splits.clone()),
                        items,
                    });
                }
            }
        })
    };

    let on_algorithm = {
        let splits = splits.clone();
        let drafts = drafts.clone();
        let paste = paste.clone();
        let format = format.clone();
        let report = props.report.clone();
        let on_change = props.on_change.clone();
        Callback::from(move |e: Event| {
            let v = e.target_unchecked_into::<HtmlSelectElement>().value();
            let Some(algo) = algo_from_value(&v) else {
                return;
            };
            drafts.set(Drafts::default());
            let next = if algo == SplitAlgorithm::Explicit {
                // Start from what the box holds, else the design's keys, else the keys the
                // table has now: explicit is usually "these keys, edited".
                let from_box = (!paste.trim().is_empty())
                    .then(|| parse_paste(&format, &paste).ok())
                    .flatten()
                    .map(|(_, k)| k);
                let keys = from_box
                    .or_else(|| (!splits.keys.is_empty()).then(|| design_key_bytes(&splits)))
                    .or_else(|| {
                        report
                            .as_ref()
                            .map(|r| r.splits.keys.iter().map(|k| to_bytes_binary(k)).collect())
                    })
                    .unwrap_or_default();
                explicit_splits(&splits, &keys)
            } else {
                let mut s = splits.clone();
                s.algorithm = algo;
                s
            };
            if next != splits {
                on_change.emit(next);
            }
        })
    };

    let on_paste_input = {
        let splits = splits.clone();
        let paste = paste.clone();
        let format = format.clone();
        let paste_error = paste_error.clone();
        let paste_status = paste_status.clone();
        let on_change = props.on_change.clone();
        Callback::from(move |e: InputEvent| {
            let text = e.target_unchecked_into::<HtmlTextAreaElement>().value();
            paste_status.set(None);
            // With `explicit`, the box is the key list: typing edits the design live. Otherwise
            // it only holds a paste until Import.
            if splits.algorithm == SplitAlgorithm::Explicit {
                match parse_paste(&format, &text) {
                    Ok((_, keys)) => {
                        paste_error.set(None);
                        if keys != design_key_bytes(&splits) {
                            on_change.emit(explicit_splits(&splits, &keys));
                        }
                    }
                    Err((fmt, err)) => {
                        paste_error.set(Some(describe_import_error(fmt, &err, &text)))
                    }
                }
            } else {
                paste_error.set(None);
            }
            paste.set(text);
        })
    };

    let on_format = {
        let format = format.clone();
        let paste_error = paste_error.clone();
        Callback::from(move |e: Event| {
            format.set(e.target_unchecked_into::<HtmlSelectElement>().value());
            paste_error.set(None);
        })
    };

    let on_import = {
        let splits = splits.clone();
        let paste = paste.clone();
        let format = format.clone();
        let paste_error = paste_error.clone();
        let paste_status = paste_status.clone();
        let on_change = props.on_change.clone();
        let on_banner = props.on_banner.clone();
        Callback::from(move |_: MouseEvent| {
            if paste.trim().is_empty() {
                let msg = "Nothing to import: paste split keys or get_splits / list_regions / \
                           REST output into the box first."
                    .to_owned();
                paste_error.set(Some(msg.clone()));
                paste_status.set(None);
                on_banner.emit(Banner::error(msg));
                return;
            }
            match parse_paste(&format, &paste) {
                Ok((fmt, keys)) => {
                    paste_error.set(None);
                    paste_status.set(Some(format!(
                        "Imported {} split key{} ({} regions) from {} input.",
                        keys.len(),
                        if keys.len() == 1 { "" } else { "s" },
                        keys.len() + 1,
                        fmt.name()
                    )));
                    paste.set(
                        keys.iter()
                            .map(|k| to_string_binary(k))
                            .collect::<Vec<_>>()
                            .join("\n"),
                    );
                    format.set("auto".into());
                    on_change.emit(explicit_splits(&splits, &keys));
                }
                Err((fmt, err)) => {
                    let msg = describe_import_error(fmt, &err, &paste);
                    paste_error.set(Some(msg.clone()));
                    paste_status.set(None);
                    on_banner.emit(Banner::error(format!(
                        "Import failed: {msg}. Nothing was changed."
                    )));
                }
            }
        })
    };

    let row_input = |field: Field, id: &'static str, label: &'static str, placeholder: String| {
        let draft = draft_of(field);
        let value = draft
            .as_ref()
            .map_or_else(|| field_text(splits, field), |d| d.1.clone());
        let err_id = format!("{id}-error");
        let invalid = draft.is_some();
        html! {
            <div class="field">
                <label for={id}>{ label }</label>
                <input id={id} data-testid={id} class="mono" type="text" spellcheck="false"
                    autocomplete="off" value={value} placeholder={placeholder}
                    aria-invalid={invalid.to_string()}
                    aria-describedby={invalid.then(|| err_id.clone())}
                    oninput={edit(field)} />
                if let Some((_, _, why)) = draft {
                    <div id={err_id} class="field-msg error-text" role="alert">{ why }</div>
                }
            </div>
        }
    };

    let algo = splits.algorithm;
    let explanation = ALGORITHMS
        .iter()
        .find(|(a, ..)| *a == algo)
        .map_or("", |(.., e)| e);

    // The default rows the RegionSplitter algorithm uses when first / last are left empty.
    let defaults = splitter_name(algo)
        .and_then(split_algorithm)
        .map(|a| (a.row_to_str(&a.first_row()), a.row_to_str(&a.last_row())));
    let rows_html = match (algo, &defaults) {
        (SplitAlgorithm::HexString | SplitAlgorithm::Decimal, Some((f, l))) => html! {
            <div class="split-rows">
                { row_input(Field::First, "split-first", "First row", f.clone()) }
                { row_input(Field::Last, "split-last", "Last row", l.clone()) }
            </div>
        },
        (SplitAlgorithm::Uniform, Some((f, l))) => html! {
            <div class="split-rows">
                { row_input(Field::First, "split-first", "First row (toStringBinary)",
                    if f.is_empty() { "(empty)".into() } else { f.clone() }) }
                { row_input(Field::Last, "split-last", "Last row (toStringBinary)", l.clone()) }
            </div>
        },
        (SplitAlgorithm::Range, _) => html! {
            <div class="split-rows">
                { row_input(Field::Start, "split-start", "Start key (toStringBinary)", "e.g. 0000".into()) }
                { row_input(Field::End, "split-end", "End key (toStringBinary)", "e.g. ffff".into()) }
            </div>
        },
        _ => html! {},
    };

    let regions_html = if uses_regions(algo) {
        let draft = draft_of(Field::Regions);
        let value = draft
            .as_ref()
            .map_or_else(|| splits.regions.to_string(), |d| d.1.clone());
        let invalid = draft.is_some();
        html! {
            <div class="field regions">
                <label for="split-regions">{ "Regions" }</label>
                <input id="split-regions" data-testid="split-regions" type="number"
                    min={if algo == SplitAlgorithm::Range { "3" } else { "1" }}
                    max={MAX_REGIONS.to_string()} step="1" inputmode="numeric"
                    value={value} aria-invalid={invalid.to_string()}
                    aria-describedby={invalid.then_some("split-regions-error")}
                    oninput={edit(Field::Regions)} />
            </div>
        }
    } else if algo == SplitAlgorithm::Explicit {
        html! {
            <div class="field regions explicit">
                <span class="label">{ "Regions" }</span>
                <span class="explicit-count">{ format!("{} keys \u{2192} {} regions", splits.keys.len(), splits.keys.len() + 1) }</span>
            </div>
        }
    } else {
        html! {}
    };

    // What the settings still need, unless an input already says it.
    let problem_html = match problem(splits) {
        Some(p) if active.is_empty() => {
            html! { <p class="split-problem error-text" role="status">{ p }</p> }
        }
        _ => html! {},
    };

    let detected =
        (format.as_str() == "auto" && !paste.trim().is_empty()).then(|| detect(&paste).name());
    let paste_label = if algo == SplitAlgorithm::Explicit {
        "Split keys (one toStringBinary key per line), or paste HBase output and Import"
    } else {
        "Paste split keys, get_splits / list_regions output, a SPLITS_FILE or REST regions JSON"
    };

    let list_html = region_list(props, &show_all);

    html! {
        <section class="panel splits" aria-labelledby="splits-title">
            <h2 id="splits-title">{ "Splits" }</h2>
            <div class="split-controls">
                <div class="field algorithm">
                    <label for="split-algorithm">{ "Algorithm" }</label>
                    <select id="split-algorithm" data-testid="split-algorithm" ref={algo_ref}
                        aria-describedby="split-explain" onchange={on_algorithm}>
                        { for ALGORITHMS.iter().map(|(a, v, label, _)| html! {
                            <option value={*v} selected={*a == algo}>{ *label }</option>
                        }) }
                    </select>
                </div>
                { regions_html }
            </div>
            if let Some((_, _, why)) = draft_of(Field::Regions).filter(|_| uses_regions(algo)) {
                <div id="split-regions-error" class="field-msg error-text" role="alert">{ why }</div>
            }
            <p id="split-explain" class="split-explain muted">{ explanation }</p>
            { rows_html }
            { problem_html }
            <div class="split-paste">
                <label for="split-paste">{ paste_label }</label>
                <textarea id="split-paste" data-testid="split-paste" class="mono" rows="5"
                    spellcheck="false" autocomplete="off" value={(*paste).clone()}
                    placeholder={"Total number of splits = 4\n10\n20\\x00\n…"}
                    aria-invalid={paste_error.is_some().to_string()}
                    aria-describedby={paste_error.is_some().then_some("split-paste-error")}
                    oninput={on_paste_input} />
                <div class="paste-actions">
                    <label for="split-format">{ "Format" }</label>
                    <select id="split-format" data-testid="split-format" ref={format_ref} onchange={on_format}>
                        { for FORMATS.iter().map(|(v, label)| html! {
                            <option value={*v} selected={format.as_str() == *v}>{ *label }</option>
                        }) }
                    </select>
                    <button type="button" data-testid="split-import" onclick={on_import}>{ "Import" }</button>
                    if let Some(d) = detected {
                        <span class="muted detected">{ format!("detected: {d}") }</span>
                    }
                </div>
                if let Some(err) = &*paste_error {
                    <p id="split-paste-error" class="field-msg error-text" role="alert">{ err.clone() }</p>
                }
                if let Some(ok) = &*paste_status {
                    <p class="field-msg ok-text" role="status">{ ok.clone() }</p>
                }
            </div>
            { list_html }
        </section>
    }
}

/// The regions of the latest analysis: start key (the split key), end key, sample keys, share,
/// dead / hot / cold; "switch to auto" when any is dead or skewed.
fn region_list(props: &SplitsPanelProps, show_all: &UseStateHandle<bool>) -> Html {
    let Some(report) = &props.report else {
        return html! {
            <div class="split-keys-wrap">
                <p class="muted">{ "The split keys and their regions appear when the analysis is done." }</p>
                <div data-testid="split-keys" class="split-keys empty"></div>
            </div>
        };
    };
    let regions = &report.regions;
    let dead = regions.iter().filter(|r| r.dead).count();
    let hot = regions.iter().filter(|r| r.skew == Some(Skew::Hot)).count();
    let cold = regions
        .iter()
        .filter(|r| r.skew == Some(Skew::Cold))
        .count();
    let algo = props.splits.algorithm;
    let stale = report.splits.algorithm != algo;
    let offer_auto = (dead + hot + cold) > 0 && algo != SplitAlgorithm::Auto;
    let on_auto = {
        let splits = props.splits.clone();
        let count = regions.len();
        let on_change = props.on_change.clone();
        Callback::from(move |_: MouseEvent| {
            let mut s = splits.clone();
            // Explicit keys carry their own region count; keep the table's size.
            if s.algorithm == SplitAlgorithm::Explicit {
                s.regions = u32::try_from(count)
                    .unwrap_or(MAX_REGIONS)
                    .clamp(1, MAX_REGIONS);
            }
            s.algorithm = SplitAlgorithm::Auto;
            on_change.emit(s);
        })
    };
    let shown = if **show_all {
        regions.len()
    } else {
        regions.len().min(LIST_LIMIT)
    };
    let mut summary = format!(
        "{} split key{}, {} region{}",
        report.splits.keys.len(),
        if report.splits.keys.len() == 1 {
            ""
        } else {
            "s"
        },
        regions.len(),
        if regions.len() == 1 { "" } else { "s" }
    );
    for (n, what) in [(dead, "dead"), (hot, "hot"), (cold, "cold")] {
        if n > 0 {
            summary.push_str(&format!(", {n} {what}"));
        }
    }
    let kept = match (report.splits.kept_bytes, report.splits.algorithm) {
        (Some(b), SplitAlgorithm::Quantile) => Some(format!(
            "Quantile splits kept {} of sorted sample keys in memory to cut them.",
            human_bytes(b)
        )),
        _ => None,
    };
    let toggle = {
        let show_all = show_all.clone();
        Callback::from(move |_: MouseEvent| show_all.set(!*show_all))
    };
    html! {
        <div class="split-keys-wrap">
            <div class="split-summary">
                <span>{ summary }</span>
                if stale { <span class="muted">{ " (previous analysis; updating…)" }</span> }
                if offer_auto {
                    <button type="button" class="primary" data-testid="switch-auto" onclick={on_auto}
                        title="Even splits over the keyspace this template can produce">
                        { if dead > 0 { "Switch to auto (no dead regions)" } else { "Switch to auto (even regions)" } }
                    </button>
                }
            </div>
            if let Some(note) = &report.splits.note { <p class="split-note muted">{ note.clone() }</p> }
            if let Some(k) = kept { <p class="split-note muted">{ k }</p> }
            <div class="split-keys-scroll" tabindex="0" role="region" aria-label="Regions and their split keys">
                <table data-testid="split-keys" class="split-keys">
                    <caption class="visually-hidden">{ "Regions: start key (the split key), end key, sample keys, share, flags" }</caption>
                    <thead>
                        <tr>
                            <th scope="col" class="num">{ "#" }</th>
                            <th scope="col">{ "start key" }</th>
                            <th scope="col">{ "end key" }</th>
                            <th scope="col" class="num">{ "keys" }</th>
                            <th scope="col" class="num">{ "share" }</th>
                            <th scope="col">{ "flags" }</th>
                        </tr>
                    </thead>
                    <tbody>
                        { for regions.iter().take(shown).enumerate().map(|(i, r)| region_row(i, r)) }
                    </tbody>
                </table>
            </div>
            if regions.len() > LIST_LIMIT {
                <button type="button" class="link" onclick={toggle}>
                    { if **show_all { format!("Show the first {LIST_LIMIT}") } else { format!("Show all {} regions", regions.len()) } }
                </button>
            }
        </div>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn detects_formats() {
        let fixtures = concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/../crates/rowkey-cli/tests/fixtures/"
        );
        let read = |n: &str| std::fs::read_to_string(format!("{fixtures}{n}")).unwrap_or_default();
        assert_eq!(detect(&read("get_splits.txt")), ImportFormat::GetSplits);
        assert_eq!(
            detect(&read("get_splits_unsplit.txt")),
            ImportFormat::GetSplits
        );
        assert_eq!(detect(&read("list_regions.txt")), ImportFormat::ListRegions);
        assert_eq!(detect(&read("regions.json")), ImportFormat::RestJson);
        assert_eq!(detect(&read("regions.xml")), ImportFormat::RestJson);
        assert_eq!(detect(&read("list.txt")), ImportFormat::List);
        assert_eq!(detect("10\n20\n"), ImportFormat::List);
        let (_, keys) =
            parse_paste("auto", &read("get_splits.txt")).unwrap_or((ImportFormat::List, vec![]));
        assert_eq!(keys.len(), 4);
    }

    #[test]
    fn huge_bounds_are_not_split_in_the_page() {
        let mut s = Splits {
            algorithm: SplitAlgorithm::HexString,
            regions: MAX_REGIONS,
            ..Splits::default()
        };
        assert!(split_bytes_estimate(&s) <= PAGE_SPLIT_BYTES);
        s.first = Some("0".repeat(10_000));
        s.last = Some("f".repeat(10_000));
        assert!(split_bytes_estimate(&s) > PAGE_SPLIT_BYTES);
        // Checked without computing 65,536 keys of 10,000 characters.
        assert_eq!(check(&s), Ok(()));
    }

    #[test]
    fn checks_and_keeps_previous() {
        let mut s = Splits {
            algorithm: SplitAlgorithm::HexString,
            ..Splits::default()
        };
        assert!(with_field(&s, Field::Regions, "0").is_err());
        assert!(with_field(&s, Field::Regions, "65537").is_err());
        assert!(with_field(&s, Field::Regions, "abc").is_err());
        assert_eq!(
            with_field(&s, Field::Regions, "8").map(|s| s.regions),
            Ok(8)
        );
        let bad = with_field(&s, Field::First, "xyz").unwrap_or_default();
        assert!(check(&bad).is_err());
        s.algorithm = SplitAlgorithm::Range;
        s.regions = 2;
        s.start = Some("0".into());
        s.end = Some("f".into());
        assert!(check(&s).is_err());
        s.regions = 10;
        assert!(check(&s).is_ok());
        s.end = None;
        assert!(check(&s).is_ok());
        assert!(problem(&s).is_some());
    }
}
