//! How the page is shown, apart from the design: its colour theme and an embedded view.

/// Light, dark, or whatever the system prefers.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Theme {
    /// Follow `prefers-color-scheme`.
    System,
    /// Always light.
    Light,
    /// Always dark.
    Dark,
}

impl Theme {
    /// The next theme in the toggle's cycle.
    pub fn next(self) -> Theme {
        match self {
            Theme::System => Theme::Light,
            Theme::Light => Theme::Dark,
            Theme::Dark => Theme::System,
        }
    }

    /// The stored / URL name.
    pub fn name(self) -> &'static str {
        match self {
            Theme::System => "system",
            Theme::Light => "light",
            Theme::Dark => "dark",
        }
    }

    /// From a stored / URL name.
    pub fn from_name(s: &str) -> Option<Theme> {
        match s {
            "system" => Some(Theme::System),
            "light" => Some(Theme::Light),
            "dark" => Some(Theme::Dark),
            _ => None,
        }
    }
}

/// What the compact embedded view shows (`?embed=1&view=...`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum EmbedView {
    /// Keys per region.
    Regions,
    /// The region × time heatmap.
    Heatmap,
    /// Sample keys.
    Keys,
}

impl EmbedView {
    /// From the `view` query parameter.
    pub fn from_name(s: &str) -> Option<EmbedView> {
        match s {
            "regions" => Some(EmbedView::Regions),
            "heatmap" => Some(EmbedView::Heatmap),
            "keys" => Some(EmbedView::Keys),
            _ => None,
        }
    }

    /// The `view` query parameter.
    pub fn name(self) -> &'static str {
        match self {
            EmbedView::Regions => "regions",
            EmbedView::Heatmap => "heatmap",
            EmbedView::Keys => "keys",
        }
    }
}
