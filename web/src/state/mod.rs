//! The app's state and every action that changes it, in one place (Yew's `Reducible`).
//!
//! The design is the single source of truth; everything else is derived from it (the compiled
//! template, the keyspace, the sample keys) or comes back from the worker (the report). A report
//! is kept until a newer one arrives, so the charts never blank while the user types.

use crate::i18n::texts::notices as text;
use crate::i18n::Message;
use rowkey_core::analyze::Report;
use rowkey_core::design::{
    check_design_size, Design, DesignError, Query, Sizing, SplitAlgorithm, Splits, Table,
    MAX_REGIONS,
};
use rowkey_core::i18n::current_lang;
use rowkey_core::sample::Checked;
use rowkey_core::Span;
use std::collections::BTreeMap;
use std::rc::Rc;
use yew::prelude::*;

mod view;
pub use view::{EmbedView, Theme};

/// A message across the top of the page.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Banner {
    /// `error` or `info`.
    pub kind: BannerKind,
    /// What happened and what was kept.
    pub message: String,
    /// Text the page could not copy to the clipboard: shown selected in a box, for the user to
    /// copy by hand.
    pub copy: Option<String>,
}

impl Banner {
    /// Something failed.
    pub fn error(message: impl Into<String>) -> Banner {
        Banner {
            kind: BannerKind::Error,
            message: message.into(),
            copy: None,
        }
    }

    /// For information.
    pub fn info(message: impl Into<String>) -> Banner {
        Banner {
            kind: BannerKind::Info,
            message: message.into(),
            copy: None,
        }
    }

    /// `text` could not be copied (`what` says what it is): the banner shows it selected, for
    /// the user to copy with the keyboard.
    pub fn copy_failed(what: &str, text: String) -> Banner {
        Banner {
            kind: BannerKind::Error,
            message: Message::new(text::COPY_FAILED)
                .arg("what", what)
                .render(current_lang()),
            copy: Some(text),
        }
    }
}

/// How a banner looks.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BannerKind {
    /// Something failed.
    Error,
    /// For information.
    Info,
}

/// The worker's progress.
#[derive(Clone, Debug, PartialEq)]
pub enum Analysis {
    /// Nothing running.
    Idle,
    /// Running job `id`: `done` of `total` sample rows.
    Running {
        /// Job id.
        id: u64,
        /// Rows done.
        done: u64,
        /// Rows in all.
        total: u64,
    },
    /// The last job failed.
    Failed(String),
    /// The worker died on the last job (it has been replaced): what happened.
    Crashed(String),
    /// The user stopped the last job; the report shown is an earlier one.
    Cancelled,
}

/// The checked form of the design, or why it does not compile.
#[derive(Clone, Debug)]
pub enum Derived {
    /// Checked: it compiles (its sample rows and keyspace model are the quick worker's:
    /// `services::quick`, so that the page's wasm carries no generators or encoders).
    Ok {
        /// The design's compiled template and parsed generators.
        checked: Rc<Checked>,
    },
    /// Problems, each naming where.
    Err(Rc<Vec<DesignError>>),
}

/// Everything the app shows.
#[derive(Clone, Debug)]
pub struct AppState {
    /// The working design.
    pub design: Design,
    /// Bumped on every design edit; reports carry the revision they were made for.
    pub revision: u64,
    /// The design compiled (or its errors).
    pub derived: Derived,
    /// The worker.
    pub analysis: Analysis,
    /// The latest report and the revision it belongs to.
    pub report: Option<(u64, Rc<Report>)>,
    /// `report` is the interim one, without the top values that are still being counted.
    pub report_interim: bool,
    /// The job that made `report`.
    pub report_job: Option<u64>,
    /// Milliseconds the latest analysis took in the worker.
    pub analysis_ms: Option<f64>,
    /// A message across the top.
    pub banner: Option<Banner>,
    /// A template span to highlight (a lint was clicked).
    pub focus: Option<Span>,
    /// The colour theme.
    pub theme: Theme,
    /// The language the page speaks (and asks the worker to write reports in).
    pub lang: rowkey_core::i18n::Lang,
    /// Read-only embedded view, when `?embed=1`.
    pub embed: Option<Option<EmbedView>>,
    /// An error the analysis found in the design (beyond what compiling finds), with the
    /// revision it belongs to: shown next to its field or template span while current.
    pub analysis_error: Option<(u64, Rc<DesignError>)>,
    /// The errors the quick worker's full compile found in the design (op `check`): the ones
    /// the page's own check leaves out (a `date(...)` format, a `timestamp` start: the page's
    /// core has no date parser). The last answer stays until the next, whatever the revision,
    /// so an error does not blink off and on while the user types.
    pub quick_errors: Rc<Vec<DesignError>>,
    /// Why the design is not analysed automatically: its analysis stopped the worker (or
    /// never finished) last time. The next edit, or "Analyse it", clears it.
    pub held: Option<String>,
    /// The design revision each worker job started and not yet answered analyses: what comes
    /// back is matched to its revision here, and nowhere else.
    pub jobs: BTreeMap<u64, u64>,
    /// Analysis jobs started since the page opened: what the page shows as
    /// `data-jobs-started`, so that whether an action costs an analysis can be seen (a
    /// language switch costs none).
    pub jobs_started: u64,
}

impl PartialEq for AppState {
    fn eq(&self, other: &Self) -> bool {
        self.revision == other.revision
            && self.analysis == other.analysis
            && self.report.as_ref().map(|r| (r.0, Rc::as_ptr(&r.1)))
                == other.report.as_ref().map(|r| (r.0, Rc::as_ptr(&r.1)))
            && self.banner == other.banner
            && self.focus == other.focus
            && self.theme == other.theme
            && self.lang == other.lang
            && self.embed == other.embed
            && self.held == other.held
            && self.analysis_error.as_ref().map(|e| e.0)
                == other.analysis_error.as_ref().map(|e| e.0)
            && Rc::ptr_eq(&self.quick_errors, &other.quick_errors)
            && self.jobs_started == other.jobs_started
    }
}

/// What the banner says when the analysis worker died on the design.
pub fn crash_message(what: &str) -> String {
    Message::new(text::CRASHED)
        .arg("error", what)
        .render(current_lang())
}

pub use rowkey_protocol::analysable;

/// Check a design for the UI (its table is checked apart: see [`analysable`]). A `csv(...)`
/// column the data lacks is the one error this does not find: the analysis reports it.
///
/// A design past a size limit ([`check_design_size`]: an edit that pasted a huge template, a
/// thousand families) is not compiled: its one error names the limit, so nothing on the
/// page's thread grows with it, and the text stays in its box for the user to cut down.
pub fn derive(design: &Design) -> Derived {
    if let Err(e) = check_design_size(design) {
        return Derived::Err(Rc::new(vec![e]));
    }
    match Checked::new(&analysable(design)) {
        Ok(c) => Derived::Ok {
            checked: Rc::new(c),
        },
        Err(errs) => Derived::Err(Rc::new(errs)),
    }
}

impl AppState {
    /// The state for a design.
    pub fn new(design: Design, theme: Theme, embed: Option<Option<EmbedView>>) -> AppState {
        let derived = derive(&design);
        AppState {
            design,
            revision: 1,
            derived,
            analysis: Analysis::Idle,
            report: None,
            report_interim: false,
            report_job: None,
            analysis_ms: None,
            banner: None,
            focus: None,
            theme,
            lang: rowkey_core::i18n::current_lang(),
            embed,
            held: None,
            analysis_error: None,
            quick_errors: Rc::default(),
            jobs: BTreeMap::new(),
            jobs_started: 0,
        }
    }

    /// The latest report, even if the design changed since.
    pub fn latest_report(&self) -> Option<&Rc<Report>> {
        self.report.as_ref().map(|(_, r)| r)
    }

    /// The checked design, when it compiles.
    pub fn checked(&self) -> Option<&Rc<Checked>> {
        match &self.derived {
            Derived::Ok { checked, .. } => Some(checked),
            Derived::Err(_) => None,
        }
    }

    /// Design errors: what compiling found, else what the quick worker's compile found, else
    /// what the analysis of this revision found (empty when there are none).
    pub fn errors(&self) -> Rc<Vec<DesignError>> {
        match &self.derived {
            Derived::Ok { .. } if !self.quick_errors.is_empty() => self.quick_errors.clone(),
            Derived::Ok { .. } => Rc::new(
                self.analysis_error
                    .iter()
                    .filter(|(revision, _)| *revision == self.revision)
                    .map(|(_, e)| (**e).clone())
                    .collect(),
            ),
            Derived::Err(e) => e.clone(),
        }
    }
}

/// Every change to the state.
#[derive(Debug)]
pub enum Action {
    /// Replace the template text.
    SetTemplate(String),
    /// Rename the design.
    SetName(String),
    /// Set (or add) a field's generator.
    SetField {
        /// Field name.
        name: String,
        /// Generator expression.
        expr: String,
    },
    /// Rename a field, keeping its place.
    RenameField {
        /// Old name.
        from: String,
        /// New name.
        to: String,
    },
    /// Remove a field.
    RemoveField(String),
    /// One of the sample's settings.
    EditSample(SampleEdit),
    /// The split settings, all of them (a region list edited, keys pasted, an import).
    SetSplits(Splits),
    /// One of the split settings.
    EditSplits(SplitsEdit),
    /// The queries.
    SetQueries(Vec<Query>),
    /// Table name and families.
    SetTable(Table),
    /// Pasted CSV data for `csv("col")` generators.
    SetData(Option<String>),
    /// The expected table size (none: the design gives no size).
    SetSizing(Option<Sizing>),
    /// Replace the whole design (a preset, a link, an import, autosave).
    LoadDesign(Box<Design>),
    /// The worker started job `id` on design revision `revision`.
    AnalysisStarted {
        /// Job id.
        id: u64,
        /// The revision it analyses.
        revision: u64,
        /// Rows it will sample.
        total: u64,
    },
    /// The worker reported progress.
    AnalysisProgress {
        /// Job id.
        id: u64,
        /// Rows done.
        done: u64,
        /// Rows in all.
        total: u64,
    },
    /// The worker finished job `id` (the revision it analysed is the one it started on), or
    /// sent its `interim` report, without the top values it is still counting.
    AnalysisDone {
        /// Job id.
        id: u64,
        /// The report.
        report: Rc<Report>,
        /// Milliseconds in the worker.
        ms: f64,
        /// The job goes on: the whole report follows.
        interim: bool,
    },
    /// The worker failed.
    AnalysisFailed {
        /// Job id.
        id: u64,
        /// Why.
        message: String,
        /// The error in the design the job analysed, when the analysis says where.
        error: Option<DesignError>,
    },
    /// The worker died on job `id` and was replaced.
    AnalysisCrashed {
        /// Job id.
        id: u64,
        /// What happened.
        message: String,
    },
    /// The user stopped job `id` (its worker was terminated).
    AnalysisCancelled {
        /// Job id.
        id: u64,
    },
    /// Analyse the held design now (the user asked to).
    AnalyseNow,
    /// Show a banner.
    ShowBanner(Banner),
    /// Hide the banner.
    DismissBanner,
    /// Highlight a template span (or none).
    Focus(Option<Span>),
    /// Change the theme.
    SetTheme(Theme),
    /// Change the language.
    SetLang(rowkey_core::i18n::Lang),
    /// The quick worker's compile of the design answered with these errors (none: it compiles).
    QuickErrors(Rc<Vec<DesignError>>),
}

/// One change to the sample's settings. Each box says only what it changes and the reducer
/// applies that to the sample the design has when it runs: a count committed as the seed box
/// commits (before the page has re-rendered) is not written back over by a stale copy.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SampleEdit {
    /// The number of rows.
    Count(u64),
    /// The seed.
    Seed(u64),
}

impl SampleEdit {
    /// Apply the change.
    ///
    /// ```ignore
    /// let mut sample = Sample::default();
    /// SampleEdit::Seed(7).apply(&mut sample);
    /// assert_eq!(sample.seed, 7);
    /// ```
    pub fn apply(self, sample: &mut rowkey_core::design::Sample) {
        match self {
            SampleEdit::Count(n) => sample.count = n,
            SampleEdit::Seed(n) => sample.seed = n,
        }
    }
}

/// One change to the split settings, applied by the reducer to the settings the design has
/// when it runs. A box's commit and the algorithm select each change only their own setting,
/// so two edits made before the panel re-renders both land: under a long analysis a row box
/// committing as the algorithm changes must not put the old algorithm back.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SplitsEdit {
    /// The algorithm.
    Algorithm(SplitAlgorithm),
    /// The region count.
    Regions(u32),
    /// RegionSplitter's first row.
    First(Option<String>),
    /// RegionSplitter's last row.
    Last(Option<String>),
    /// The range's start key.
    Start(Option<String>),
    /// The range's end key.
    End(Option<String>),
    /// Explicit split keys (in `toStringBinary` notation); the region count follows them, so
    /// that switching to another algorithm afterwards keeps the same number of regions.
    Explicit(Vec<String>),
    /// Switch to `auto` for a table of `regions` regions: explicit keys carry their own count,
    /// so the table's size is kept; any other algorithm keeps the count it has.
    Auto {
        /// The table's regions now.
        regions: u32,
    },
}

impl SplitsEdit {
    /// Apply the change.
    ///
    /// ```ignore
    /// let mut splits = Splits::default();
    /// SplitsEdit::Explicit(vec!["m".into()]).apply(&mut splits);
    /// assert_eq!(splits.regions, 2);
    /// ```
    pub fn apply(self, s: &mut Splits) {
        match self {
            SplitsEdit::Algorithm(a) => s.algorithm = a,
            SplitsEdit::Regions(n) => s.regions = n,
            SplitsEdit::First(v) => s.first = v,
            SplitsEdit::Last(v) => s.last = v,
            SplitsEdit::Start(v) => s.start = v,
            SplitsEdit::End(v) => s.end = v,
            SplitsEdit::Explicit(keys) => {
                s.algorithm = SplitAlgorithm::Explicit;
                s.regions = u32::try_from(keys.len() + 1)
                    .unwrap_or(MAX_REGIONS)
                    .clamp(1, MAX_REGIONS);
                s.keys = keys;
            }
            SplitsEdit::Auto { regions } => {
                if s.algorithm == SplitAlgorithm::Explicit {
                    s.regions = regions.clamp(1, MAX_REGIONS);
                }
                s.algorithm = SplitAlgorithm::Auto;
            }
        }
    }
}

impl Action {
    /// Does the action edit the design? An edit makes a new revision, and with it the effects
    /// of an edit (URL, autosave, analysis); anything else changes only what the page shows.
    /// Every action is named here, with no catch-all, so that a new one must say which it is.
    pub fn is_edit(&self) -> bool {
        match self {
            Action::SetTemplate(_)
            | Action::SetName(_)
            | Action::SetField { .. }
            | Action::RenameField { .. }
            | Action::RemoveField(_)
            | Action::EditSample(_)
            | Action::SetSplits(_)
            | Action::EditSplits(_)
            | Action::SetQueries(_)
            | Action::SetTable(_)
            | Action::SetData(_)
            | Action::SetSizing(_)
            | Action::LoadDesign(_)
            // A new revision of the same design: the effects of an edit run, analysis included.
            | Action::AnalyseNow => true,
            Action::AnalysisStarted { .. }
            | Action::AnalysisProgress { .. }
            | Action::AnalysisDone { .. }
            | Action::AnalysisFailed { .. }
            | Action::AnalysisCrashed { .. }
            | Action::AnalysisCancelled { .. }
            | Action::ShowBanner(_)
            | Action::DismissBanner
            | Action::Focus(_)
            | Action::SetTheme(_)
            // The same design in another language: its report and errors keep their messages
            // as ids and arguments and render in it as they are shown, with no new analysis.
            | Action::SetLang(_)
            | Action::QuickErrors(_) => false,
        }
    }
}

impl AppState {
    /// Whether the report shown is an interim one whose job ended (it failed, crashed or was
    /// stopped) before sending the rest: its lints and top values are not coming.
    ///
    /// ```ignore
    /// let checking = state.report_interim && !state.report_unfinished();
    /// ```
    pub fn report_unfinished(&self) -> bool {
        self.report_interim
            && self
                .report_job
                .is_some_and(|id| !self.jobs.contains_key(&id))
    }

    /// Is job `id` the one the worker is running?
    fn running(&self, id: u64) -> bool {
        matches!(self.analysis, Analysis::Running { id: current, .. } if current == id)
    }
}

impl Reducible for AppState {
    type Action = Action;

    fn reduce(self: Rc<Self>, action: Action) -> Rc<Self> {
        let mut s = (*self).clone();
        let mut edited = action.is_edit();
        match action {
            Action::SetTemplate(t) => s.design.template = t,
            Action::SetName(n) => s.design.name = n,
            Action::SetField { name, expr } => {
                s.design.fields.insert(name, expr);
            }
            Action::RenameField { from, to } => {
                // A refused rename (a name taken, or one a template cannot read) changes
                // nothing; the fields editor says why before it asks.
                let rebound: Vec<String> = s
                    .design
                    .queries
                    .iter()
                    .filter(|q| q.bind.contains_key(&from))
                    .map(|q| format!("`{}`", q.name))
                    .collect();
                if s.design.rename_field(&from, &to).is_ok() && !rebound.is_empty() {
                    // The queries' bindings follow the renamed field: said, not done silently.
                    s.banner = Some(Banner::info(
                        Message::new(text::QUERIES_REBOUND)
                            .arg("from", from.as_str())
                            .arg("to", to.as_str())
                            .arg("n", rebound.len())
                            .arg("queries", rebound.join(", "))
                            .render(s.lang),
                    ));
                }
            }
            Action::RemoveField(name) => {
                s.design.fields.shift_remove(&name);
            }
            Action::EditSample(edit) => {
                let before = s.design.sample;
                edit.apply(&mut s.design.sample);
                edited = s.design.sample != before;
            }
            Action::SetSplits(splits) => s.design.splits = splits,
            Action::EditSplits(edit) => {
                let before = s.design.splits.clone();
                edit.apply(&mut s.design.splits);
                edited = s.design.splits != before;
            }
            Action::SetQueries(q) => s.design.queries = q,
            Action::SetTable(t) => s.design.table = t,
            Action::SetData(d) => s.design.data = d,
            Action::SetSizing(sizing) => s.design.sizing = sizing,
            Action::LoadDesign(d) => match check_design_size(&d) {
                // A whole design past a size limit (compare mode's B kept, an import) is
                // refused before anything is done with it: the user's design stays, and why.
                Err(e) => {
                    s.banner = Some(Banner::error(
                        Message::new(text::DESIGN_TOO_LARGE)
                            .arg("error", e.to_string())
                            .render(current_lang()),
                    ));
                    edited = false;
                }
                Ok(()) => {
                    s.design = *d;
                    s.focus = None;
                    // Another design: the last design's answer means nothing for it.
                    s.quick_errors = Rc::default();
                }
            },
            Action::AnalyseNow => {}
            Action::AnalysisStarted {
                id,
                revision,
                total,
            } => {
                s.jobs.insert(id, revision);
                s.jobs_started += 1;
                s.analysis = Analysis::Running { id, done: 0, total }
            }
            Action::AnalysisProgress { id, done, total } => {
                if s.running(id) {
                    s.analysis = Analysis::Running { id, done, total };
                }
            }
            Action::AnalysisDone {
                id,
                report,
                ms,
                interim,
            } => {
                if s.running(id) && !interim {
                    s.analysis = Analysis::Idle;
                }
                let revision = if interim {
                    s.jobs.get(&id).copied()
                } else {
                    s.jobs.remove(&id)
                };
                s.report = Some((revision.unwrap_or(0), report));
                s.report_interim = interim;
                s.report_job = Some(id);
                s.analysis_ms = Some(ms);
            }
            Action::AnalysisFailed { id, message, error } => {
                if s.running(id) {
                    s.analysis = Analysis::Failed(message);
                }
                let revision = s.jobs.remove(&id);
                if let Some((revision, e)) = revision.zip(error) {
                    s.analysis_error = Some((revision, Rc::new(e)));
                }
            }
            Action::AnalysisCrashed { id, message } => {
                s.jobs.remove(&id);
                if s.running(id) {
                    s.banner = Some(Banner::error(crash_message(&message)));
                    s.analysis = Analysis::Crashed(message);
                }
            }
            Action::AnalysisCancelled { id } => {
                s.jobs.remove(&id);
                if s.running(id) {
                    s.analysis = Analysis::Cancelled;
                }
            }
            Action::ShowBanner(b) => s.banner = Some(b),
            Action::DismissBanner => s.banner = None,
            Action::Focus(span) => s.focus = span,
            Action::SetTheme(t) => s.theme = t,
            Action::QuickErrors(errors) => s.quick_errors = errors,
            // The thread's language (what `Display` renders messages in) is set by whoever
            // switches, before dispatching: a reducer has no side effects.
            Action::SetLang(lang) => s.lang = lang,
        }
        if edited {
            s.revision += 1;
            s.held = None;
            s.derived = derive(&s.design);
        }
        Rc::new(s)
    }
}
