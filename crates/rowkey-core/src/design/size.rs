//! The size check every design passes before anything proportional to it is done: the caps of
//! [`crate::limits`] on the template, the fields, the table's families, the queries and the
//! pasted data, each found by counting, never by parsing.

use super::{Design, DesignError};
use crate::i18n::catalogue::design as D;
use crate::limits::{check_count, MAX_DATA_BYTES, MAX_FIELDS, MAX_QUERIES, MAX_QUERY_BINDINGS};
#[cfg(test)]
use crate::limits::{MAX_FAMILIES, MAX_TEMPLATE_BYTES, MAX_TEMPLATE_SEGMENTS};
use crate::ErrorKind;

/// Whether `design` is within the size caps of [`crate::limits`], else the first cap it passes,
/// at its path with the limit named. Linear in the template's bytes and the number of queries,
/// and nothing else: a front end runs it on a design just read (a link, a file, an autosave,
/// an edit) before it compiles, validates or shows it.
///
/// # Errors
///
/// A [`DesignError`] of kind `OutOfRange`, at its path, for the first cap passed: the template's
/// bytes or segments, column families, fields, queries, query bindings or data bytes.
///
/// ```
/// use rowkey_core::design::{check_design_size, Design};
/// use rowkey_core::limits::MAX_TEMPLATE_SEGMENTS;
/// assert!(check_design_size(&Design::new("{id}_{ts | rev}")).is_ok());
/// let huge = Design::new("{id}".repeat(MAX_TEMPLATE_SEGMENTS + 1));
/// let e = check_design_size(&huge).unwrap_err();
/// assert_eq!(e.path, "template");
/// assert!(e.to_string().contains("over the limit of 10,000 segments"));
/// ```
pub fn check_design_size(design: &Design) -> Result<(), DesignError> {
    let at = |path: &str| {
        let path = path.to_owned();
        move |message| DesignError::new(ErrorKind::OutOfRange, path, message)
    };
    crate::limits::check_design_size(&design.template, design.table.families.len())?;
    check_count(D::TOO_MANY_FIELDS, design.fields.len(), MAX_FIELDS).map_err(at("fields"))?;
    let queries = design.queries.len();
    check_count(D::TOO_MANY_QUERIES, queries, MAX_QUERIES).map_err(at("queries"))?;
    let bindings = design.queries.iter().map(|q| q.bind.len()).sum();
    check_count(D::TOO_MANY_BINDINGS, bindings, MAX_QUERY_BINDINGS).map_err(at("queries"))?;
    let data = design.data.as_ref().map_or(0, String::len);
    check_count(D::DATA_TOO_LARGE, data, MAX_DATA_BYTES).map_err(at("data"))?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::design::{Family, Query};

    fn path_of(d: &Design) -> String {
        check_design_size(d).unwrap_err().path
    }

    #[test]
    fn each_cap_is_named_at_its_part_and_holds_at_its_limit() {
        let ok = Design::new("{id}".repeat(MAX_TEMPLATE_SEGMENTS));
        assert!(check_design_size(&ok).is_ok());
        assert_eq!(
            path_of(&Design::new("x".repeat(MAX_TEMPLATE_BYTES + 1))),
            "template"
        );

        let mut d = Design::new("{id}");
        d.table.families = (0..=MAX_FAMILIES)
            .map(|i| Family::from(format!("f{i}").as_str()))
            .collect();
        assert_eq!(path_of(&d), "table.families");
        d.table.families.truncate(MAX_FAMILIES);
        assert!(check_design_size(&d).is_ok());

        let mut d = Design::new("{id}");
        d.fields = (0..=MAX_FIELDS)
            .map(|i| (format!("f{i}"), "seq()".into()))
            .collect();
        assert_eq!(path_of(&d), "fields");

        let mut d = Design::new("{id}");
        let query = |i: usize| Query {
            name: format!("q{i}"),
            bind: [("id".to_string(), "1".to_string())].into_iter().collect(),
        };
        d.queries = (0..=MAX_QUERIES).map(query).collect();
        assert_eq!(path_of(&d), "queries");
        d.queries = vec![Query {
            name: "q".into(),
            bind: (0..=MAX_QUERY_BINDINGS)
                .map(|i| (format!("f{i}"), "1".into()))
                .collect(),
        }];
        assert_eq!(path_of(&d), "queries");

        let mut d = Design::new("{id}");
        d.data = Some("a\n".repeat(MAX_DATA_BYTES / 2 + 1));
        let e = check_design_size(&d).unwrap_err();
        assert_eq!(e.path, "data");
        assert!(
            e.to_string().contains("over the limit of 1,048,576 bytes"),
            "{e}"
        );
    }
}
