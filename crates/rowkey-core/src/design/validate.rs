//! Semantic checks of a design that need no template engine: limits, names, generators, queries
//! and the table.

use super::{unsupported_version, Design, DesignError, Table, VERSION};
use crate::gen::{CsvData, GeneratorSpec};
use crate::i18n::catalogue::design as D;
use crate::i18n::{Arg, Message};
pub use crate::limits::MAX_REGIONS;
use crate::limits::{sample_count_ok, MAX_SAMPLE_COUNT};
use crate::ErrorKind;
use std::collections::HashMap;

/// Why `name` is not a valid HBase table name, if it is not (`TableName`'s rules, ASCII only).
fn table_name_problem(name: &str) -> Option<Message> {
    let (namespace, qualifier) = match name.split_once(':') {
        Some((ns, q)) => (Some(ns), q),
        None => (None, name),
    };
    if let Some(ns) = namespace {
        if ns.is_empty() || !ns.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'_') {
            return Some(crate::msg!(D::INVALID_NAMESPACE, namespace = ns));
        }
    }
    if qualifier.is_empty() {
        return Some(crate::msg!(D::TABLE_NEEDS_NAME));
    }
    if let Some(c) = qualifier
        .chars()
        .find(|&c| !(c.is_ascii_alphanumeric() || matches!(c, '_' | '.' | '-')))
    {
        return Some(crate::msg!(D::TABLE_NAME_CHAR, char = c));
    }
    if qualifier.starts_with(['.', '-']) {
        return Some(crate::msg!(D::TABLE_NAME_START));
    }
    None
}

/// Why `family` is not a valid column family name, if it is not (`ColumnFamilyDescriptorBuilder`).
fn family_problem(family: &str) -> Option<Message> {
    let entry = if family.is_empty() {
        D::FAMILY_NEEDS_NAME
    } else if family.starts_with('.') {
        D::FAMILY_NAME_START
    } else if family.contains(':') || family.chars().any(char::is_control) {
        D::FAMILY_NAME_CHAR
    } else if family == "recovered.edits" {
        D::FAMILY_RESERVED
    } else {
        return None;
    };
    Some(Message::new(entry))
}

impl Design {
    /// Check the design's semantics; an empty list means it is usable. Checks everything it can
    /// rather than stopping at the first problem, so the editor can mark them all at once.
    ///
    /// ```
    /// use rowkey_core::design::Design;
    /// let mut d = Design::new("{user_id}");
    /// d.fields.insert("user_id".into(), "int(10, 5)".into());
    /// d.sample.count = 0;
    /// let errors: Vec<String> = d.validate().iter().map(|e| e.to_string()).collect();
    /// assert_eq!(errors, [
    ///     "fields.user_id: `int` needs lo <= hi, got 10 and 5",
    ///     "sample.count: must be between 1 and 10000000, got 0",
    /// ]);
    /// ```
    pub fn validate(&self) -> Vec<DesignError> {
        // A design over a size cap is refused before anything is made per segment or family.
        if let Err(e) = crate::limits::check_design_size(&self.template, self.table.families.len())
        {
            return vec![e.into()];
        }
        let mut errors = Vec::new();
        if self.version != VERSION {
            errors.push(DesignError::new(
                ErrorKind::UnsupportedVersion,
                "version",
                unsupported_version(&self.version.to_string()),
            ));
        }
        if self.template.trim().is_empty() {
            errors.push(DesignError::new(
                ErrorKind::EmptyTemplate,
                "template",
                crate::msg!(D::EMPTY_TEMPLATE),
            ));
        }
        self.check_fields(&mut errors);
        if !sample_count_ok(self.sample.count) {
            errors.push(DesignError::new(
                ErrorKind::OutOfRange,
                "sample.count",
                crate::msg!(
                    D::SAMPLE_COUNT_RANGE,
                    max = Arg::Int(MAX_SAMPLE_COUNT.into()),
                    value = Arg::Int(self.sample.count.into())
                ),
            ));
        }
        if !(1..=MAX_REGIONS).contains(&self.splits.regions) {
            errors.push(DesignError::new(
                ErrorKind::OutOfRange,
                "splits.regions",
                crate::msg!(
                    D::REGIONS_RANGE,
                    max = Arg::Int(MAX_REGIONS.into()),
                    value = Arg::Int(self.splits.regions.into())
                ),
            ));
        }
        if self.splits.by == super::SplitBy::Bytes {
            if self.splits.algorithm != super::SplitAlgorithm::Quantile {
                errors.push(DesignError::new(
                    ErrorKind::InvalidSplits,
                    "splits.by",
                    crate::msg!(
                        D::SPLIT_BY_BYTES_QUANTILE,
                        algorithm = self.splits.algorithm.name()
                    ),
                ));
            } else if self.sizing.is_none() {
                errors.push(DesignError::new(
                    ErrorKind::Missing,
                    "splits.by",
                    crate::msg!(D::SPLIT_BY_BYTES_SIZING),
                ));
            }
        }
        self.check_queries(&mut errors);
        self.check_table(&mut errors);
        if let Some(sizing) = &self.sizing {
            errors.extend(sizing.problems());
        }
        errors
    }

    fn check_fields(&self, errors: &mut Vec<DesignError>) {
        let data = match self.data.as_deref().map(CsvData::parse) {
            Some(Ok(d)) => Some(d),
            Some(Err(e)) => {
                errors.push(DesignError::wrap("data", e));
                None
            }
            None => None,
        };
        for (name, expr) in &self.fields {
            let path = format!("fields.{name}");
            if let Some(problem) = crate::template::field_name_problem(name) {
                errors.push(DesignError::new(
                    problem.kind(),
                    &path,
                    problem.message(name),
                ));
            }
            // `check`, not `parse`: the page validates on every keystroke with a core that
            // leaves a `timestamp` start text unread (see `GeneratorSpec::check`).
            match GeneratorSpec::check(expr) {
                Err(e) => errors.push(DesignError::wrap(&path, e)),
                Ok(spec) => {
                    // A bad data paste is already reported; do not pile on every csv() field.
                    let data_failed = self.data.is_some() && data.is_none();
                    if let (Some(column), false) = (spec.csv_column(), data_failed) {
                        if let Err(msg) = crate::gen::csv_column(column, data.as_ref()) {
                            errors.push(
                                DesignError::new(ErrorKind::CsvUnavailable, &path, msg)
                                    .with_span(crate::Span::new(0, expr.len())),
                            );
                        }
                    }
                }
            }
        }
    }

    fn check_queries(&self, errors: &mut Vec<DesignError>) {
        let mut seen: HashMap<&str, usize> = HashMap::new();
        let field_names: Vec<&str> = self.fields.keys().map(String::as_str).collect();
        for (i, q) in self.queries.iter().enumerate() {
            let name = q.name.trim();
            if name.is_empty() {
                errors.push(DesignError::new(
                    ErrorKind::Missing,
                    format!("queries[{i}].name"),
                    crate::msg!(D::QUERY_NEEDS_NAME),
                ));
            } else if let Some(first) = seen.insert(name, i) {
                seen.insert(name, first);
                errors.push(DesignError::new(
                    ErrorKind::Duplicate,
                    format!("queries[{i}].name"),
                    crate::msg!(
                        D::DUPLICATE_QUERY,
                        name = name,
                        first = Arg::Int(first as i128)
                    ),
                ));
            }
            for field in q.bind.keys() {
                if !self.fields.contains_key(field) {
                    let message = match crate::suggest::closest(field, field_names.iter().copied())
                    {
                        Some(s) => {
                            crate::msg!(D::NO_SUCH_FIELD_SUGGEST, field = field, suggestion = s)
                        }
                        None => crate::msg!(D::NO_SUCH_FIELD, field = field),
                    };
                    errors.push(DesignError::new(
                        ErrorKind::UnknownField,
                        format!("queries[{i}].bind.{field}"),
                        message,
                    ));
                }
            }
        }
    }

    fn check_table(&self, errors: &mut Vec<DesignError>) {
        errors.extend(self.table.validate());
    }
}

impl Table {
    /// The table's problems (its name, its column families), each with its design path
    /// (`table.name`, `table.families[1]`); empty when HBase would accept the table. Only the
    /// exports that create the table read it, so a page can check it on its own and keep
    /// analysing the design while the table is being fixed.
    ///
    /// ```
    /// use rowkey_core::design::Table;
    /// let t = Table { name: "my'table".into(), families: vec!["d".into()] };
    /// let errors = t.validate();
    /// assert_eq!(errors[0].path, "table.name");
    /// assert!(errors[0].message.to_string().starts_with("`'` is not allowed"));
    /// ```
    pub fn validate(&self) -> Vec<DesignError> {
        let mut errors = Vec::new();
        if let Some(msg) = table_name_problem(&self.name) {
            errors.push(DesignError::new(ErrorKind::InvalidName, "table.name", msg));
        }
        if self.families.is_empty() {
            errors.push(DesignError::new(
                ErrorKind::Missing,
                "table.families",
                crate::msg!(D::TABLE_NEEDS_FAMILY),
            ));
        }
        if self.families.len() > crate::limits::MAX_FAMILIES {
            // One error for the list, not one per family past the cap.
            errors.extend(
                crate::limits::check_design_size("", self.families.len())
                    .err()
                    .map(DesignError::from),
            );
            return errors;
        }
        let mut seen = std::collections::HashSet::new();
        for (i, f) in self.families.iter().enumerate() {
            let path = format!("table.families[{i}]");
            if let Some(msg) = family_problem(&f.name) {
                errors.push(DesignError::new(ErrorKind::InvalidName, path, msg));
            } else if !seen.insert(f.name.as_str()) {
                errors.push(DesignError::new(
                    ErrorKind::Duplicate,
                    path,
                    crate::msg!(D::FAMILY_TWICE, family = f.to_string()),
                ));
            }
        }
        errors
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn table_names() {
        assert_eq!(table_name_problem("orders"), None);
        assert_eq!(table_name_problem("ns_1:orders.v2-x"), None);
        assert!(table_name_problem("").is_some());
        assert!(table_name_problem(":t").is_some());
        assert!(table_name_problem("a:b:c").is_some());
        assert!(table_name_problem("-t").is_some());
        assert!(table_name_problem("my table")
            .unwrap()
            .to_string()
            .contains("` `"));
    }

    /// Each problem found in a design, picked out by its kind and path.
    fn kinds(d: &Design) -> Vec<(ErrorKind, String)> {
        d.validate().into_iter().map(|e| (e.kind, e.path)).collect()
    }

    #[test]
    fn errors_say_their_kind() {
        let mut d = Design::new("  ");
        d.version = 2;
        d.sample.count = 0;
        d.splits.regions = 0;
        d.fields.insert("1x".into(), "seq".into());
        d.fields.insert("rest".into(), "seq".into());
        d.fields.insert("a".into(), "sequ(1)".into());
        d.fields.insert("b".into(), "csv(\"b\")".into());
        d.queries = serde_json::from_str(
            r#"[{"name": ""}, {"name": "q"}, {"name": "q", "bind": {"zz": "1"}}]"#,
        )
        .unwrap();
        d.table.name = "my table".into();
        d.table.families = vec!["d".into(), "d".into(), ".x".into()];
        let want = [
            (ErrorKind::UnsupportedVersion, "version"),
            (ErrorKind::EmptyTemplate, "template"),
            (ErrorKind::InvalidName, "fields.1x"),
            (ErrorKind::ReservedName, "fields.rest"),
            (ErrorKind::UnknownGenerator, "fields.a"),
            (ErrorKind::CsvUnavailable, "fields.b"),
            (ErrorKind::OutOfRange, "sample.count"),
            (ErrorKind::OutOfRange, "splits.regions"),
            (ErrorKind::Missing, "queries[0].name"),
            (ErrorKind::Duplicate, "queries[2].name"),
            (ErrorKind::UnknownField, "queries[2].bind.zz"),
            (ErrorKind::InvalidName, "table.name"),
            (ErrorKind::Duplicate, "table.families[1]"),
            (ErrorKind::InvalidName, "table.families[2]"),
        ];
        assert_eq!(
            kinds(&d),
            want.map(|(k, p)| (k, p.to_owned())).to_vec(),
            "{:#?}",
            d.validate()
        );
        let mut d = Design::new("{x}");
        d.data = Some("a,a\n1,2\n".into());
        d.table.families.clear();
        assert_eq!(
            kinds(&d),
            [
                (ErrorKind::Duplicate, "data".to_owned()),
                (ErrorKind::Missing, "table.families".to_owned())
            ]
        );
    }

    #[test]
    fn a_table_is_checked_on_its_own_as_in_the_design() {
        let table = |name: &str, families: &[&str]| Table {
            name: name.into(),
            families: families.iter().map(|f| (*f).into()).collect(),
        };
        assert!(table("orders_v2", &["d"]).validate().is_empty());
        for (t, path) in [
            (table("my'table", &["d"]), "table.name"),
            (table("订单", &["d"]), "table.name"),
            (table("", &["d"]), "table.name"),
            (table("t", &[]), "table.families"),
            (table("t", &["d", "d"]), "table.families[1]"),
        ] {
            let errors = t.validate();
            assert_eq!(errors.len(), 1, "{t:?}: {errors:?}");
            assert_eq!(errors[0].path, path);
            // The design reports exactly the same problem.
            let mut d = Design::new("{id}");
            d.fields.insert("id".into(), "seq(1, 1)".into());
            d.table = t.clone();
            assert_eq!(d.validate(), errors);
        }
        assert!(table("订单", &["d"]).validate()[0]
            .message
            .to_string()
            .contains("`订`"));
    }

    #[test]
    fn families() {
        assert_eq!(family_problem("d"), None);
        assert!(family_problem("").is_some());
        assert!(family_problem(".d").is_some());
        assert!(family_problem("a:b").is_some());
    }

    #[test]
    fn families_past_the_cap_are_one_error_naming_the_limit() {
        let mut d = Design::new("{id}");
        d.table.families = (0..300_000).map(|i| format!("f{i}").into()).collect();
        let errors = d.validate();
        assert_eq!(errors.len(), 1);
        assert_eq!(errors[0].path, "table.families");
        assert!(errors[0]
            .message
            .to_string()
            .contains("100 column families"));
        d.table.families.truncate(crate::limits::MAX_FAMILIES);
        assert!(d.validate().is_empty());
        // Duplicates are still found (by a set, not by comparing every pair).
        d.table.families[99] = "f3".into();
        assert_eq!(d.validate()[0].path, "table.families[99]");
    }

    #[test]
    fn a_template_past_the_segment_cap_is_refused_before_it_is_parsed() {
        let d = Design::new("{id}".repeat(crate::limits::MAX_TEMPLATE_SEGMENTS + 1));
        let errors = d.validate();
        assert_eq!((errors.len(), errors[0].path.as_str()), (1, "template"));
        assert!(errors[0].span.is_some());
    }
}
