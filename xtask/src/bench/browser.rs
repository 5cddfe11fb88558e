//! The browser benchmark: `e2e/bench.spec.ts` in headless Chromium (Playwright project `bench`)
//! against the release build in `dist/`. The spec writes its figures to `e2e/bench-figures.txt`,
//! one `name: value` a line; the table picks them by name.

use crate::{cmd, root, run_cmd};

/// The figures the spec wrote, in its order, and what went wrong, if anything (a failed test
/// still leaves the others' figures).
#[derive(Debug, Default)]
pub struct Figures {
    pub list: Vec<(String, String)>,
    pub error: Option<String>,
}

impl Figures {
    /// The value of the first figure whose name contains `part` (case-insensitive).
    pub fn find(&self, part: &str) -> Option<&str> {
        let part = part.to_lowercase();
        self.list
            .iter()
            .find(|(name, _)| name.to_lowercase().contains(&part))
            .map(|(_, v)| v.as_str())
    }
}

/// Run the spec (the caller has built `dist/` and the release CLI).
pub fn run_spec() -> Figures {
    let file = root().join("e2e").join("bench-figures.txt");
    // A stale file from an earlier run must not pass for this run's figures.
    let _ = std::fs::remove_file(&file);
    let mut spec = cmd(
        "npx",
        &[
            "playwright",
            "test",
            "--config",
            "e2e/playwright.config.ts",
            "--project",
            "bench",
        ],
    );
    // CI mode never reuses a server already on the port: it could be serving another tree's
    // build, whose figures would pass for this one's.
    spec.env("CI", "true");
    let result = run_cmd(spec);
    let list = std::fs::read_to_string(&file)
        .map(|t| parse(&t))
        .unwrap_or_default();
    Figures {
        list,
        error: result.err(),
    }
}

/// `name: value` lines; the name ends at the first `: `.
fn parse(text: &str) -> Vec<(String, String)> {
    text.lines()
        .filter_map(|l| l.split_once(": "))
        .map(|(k, v)| (k.trim().to_owned(), v.trim().to_owned()))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn finds_figures_by_part_of_their_name() {
        let f = Figures {
            list: parse("1M keys in the worker, median of 3: 742 ms\nFirst chart: 1.3 s: late\n"),
            error: None,
        };
        assert_eq!(f.find("1m keys"), Some("742 ms"));
        assert_eq!(f.find("first chart"), Some("1.3 s: late"));
        assert_eq!(f.find("10M"), None);
    }
}
