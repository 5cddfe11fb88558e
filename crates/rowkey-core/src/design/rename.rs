//! Renaming a field: its generator, the template's reads of it and the queries that bind it
//! move together, so a design that compiled before still compiles after.

use super::Design;
use crate::i18n::catalogue::design as D;
use crate::template;
use std::fmt;

/// Why [`Design::rename_field`] left the design as it was.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RenameError {
    /// The design has no field by the old name.
    NoSuchField(String),
    /// The new name is not one a template can read as a field (see
    /// [`template::is_field_name`]).
    NotAFieldName(String),
    /// Another field already has the new name.
    Taken(String),
}

impl fmt::Display for RenameError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let message = match self {
            RenameError::NoSuchField(name) => {
                crate::msg!(D::RENAME_NO_SUCH_FIELD, name = name)
            }
            RenameError::NotAFieldName(name) => match template::field_name_problem(name) {
                Some(problem) => problem.message(name),
                None => crate::msg!(D::RENAME_NOT_A_FIELD_NAME, name = name),
            },
            RenameError::Taken(name) => crate::msg!(D::RENAME_TAKEN, name = name),
        };
        write!(f, "{message}")
    }
}

impl std::error::Error for RenameError {}

impl Design {
    /// Rename field `from` to `to` everywhere the design names it: the field keeps its place
    /// and generator, the template's reads of it follow (when the template parses; a template
    /// being edited is left as it is), and so do the queries that bind it, each binding keeping
    /// its place. Renaming a field to its own name changes nothing.
    ///
    /// # Errors
    ///
    /// [`RenameError::NoSuchField`] when there is no field `from`, [`RenameError::NotAFieldName`]
    /// when `to` is not a field name, [`RenameError::Taken`] when a field `to` exists.
    ///
    /// ```
    /// use rowkey_core::design::{Design, Query, RenameError};
    /// let mut d = Design::new("{uid | md5 | hex | left(4)}_{uid}_{ts}");
    /// d.fields.insert("uid".into(), "seq(1, 1)".into());
    /// d.fields.insert("ts".into(), "seq(0, 1)".into());
    /// let mut q = Query::default();
    /// q.bind.insert("uid".into(), "7".into());
    /// d.queries.push(q);
    ///
    /// d.rename_field("uid", "user_id").unwrap();
    /// assert_eq!(d.template, "{user_id | md5 | hex | left(4)}_{user_id}_{ts}");
    /// assert_eq!(d.fields.keys().collect::<Vec<_>>(), ["user_id", "ts"]);
    /// assert_eq!(d.queries[0].bind["user_id"], "7");
    ///
    /// assert_eq!(d.rename_field("ts", "user_id"), Err(RenameError::Taken("user_id".into())));
    /// assert!(matches!(d.rename_field("ts", "rest"), Err(RenameError::NotAFieldName(_))));
    /// assert!(matches!(d.rename_field("nope", "x"), Err(RenameError::NoSuchField(_))));
    /// ```
    pub fn rename_field(&mut self, from: &str, to: &str) -> Result<(), RenameError> {
        let Some(at) = self.fields.get_index_of(from) else {
            return Err(RenameError::NoSuchField(from.to_owned()));
        };
        if from == to {
            return Ok(());
        }
        if !template::is_field_name(to) {
            return Err(RenameError::NotAFieldName(to.to_owned()));
        }
        if self.fields.contains_key(to) {
            return Err(RenameError::Taken(to.to_owned()));
        }
        if let Some(t) = template::rename_field(&self.template, from, to) {
            self.template = t;
        }
        for q in &mut self.queries {
            if let Some(j) = q.bind.get_index_of(from) {
                let value = q.bind.shift_remove(from).unwrap_or_default();
                q.bind.shift_insert(j, to.to_owned(), value);
            }
        }
        let expr = self.fields.shift_remove(from).unwrap_or_default();
        self.fields.shift_insert(at, to.to_owned(), expr);
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::design::Query;

    fn design(template: &str) -> Design {
        let mut d = Design::new(template);
        for name in ["a", "b", "c"] {
            d.fields.insert(name.into(), "seq(1, 1)".into());
        }
        d
    }

    #[test]
    fn bindings_keep_their_place() {
        let mut d = design("{a}_{b}_{c}");
        let mut q = Query {
            name: "q".into(),
            ..Query::default()
        };
        for name in ["a", "b", "c"] {
            q.bind.insert(name.into(), name.to_uppercase());
        }
        d.queries.push(q);
        d.rename_field("b", "beta").unwrap();
        let bind: Vec<(&str, &str)> = d.queries[0]
            .bind
            .iter()
            .map(|(k, v)| (k.as_str(), v.as_str()))
            .collect();
        assert_eq!(bind, [("a", "A"), ("beta", "B"), ("c", "C")]);
        assert_eq!(d.template, "{a}_{beta}_{c}");
        assert!(d.validate().is_empty());
    }

    #[test]
    fn a_template_being_edited_is_left_alone() {
        let mut d = design("{a}_{b");
        d.rename_field("b", "beta").unwrap();
        assert_eq!(d.template, "{a}_{b");
        assert_eq!(d.fields.keys().collect::<Vec<_>>(), ["a", "beta", "c"]);
    }

    #[test]
    fn refusals_change_nothing() {
        let before = design("{a}_{b}_{c}");
        for (from, to) in [
            ("a", "9x"),
            ("a", ""),
            ("a", "rest"),
            ("a", "b"),
            ("z", "y"),
        ] {
            let mut d = before.clone();
            let err = d.rename_field(from, to).unwrap_err();
            assert_eq!(d, before, "{from} -> {to}: {err}");
        }
        let mut d = before.clone();
        assert_eq!(d.rename_field("a", "a"), Ok(()));
        assert_eq!(d, before);
    }

    #[test]
    fn refusals_say_why() {
        let mut d = design("{a}");
        let msg = |r: Result<(), RenameError>| r.unwrap_err().to_string();
        assert_eq!(
            msg(d.rename_field("a", "b")),
            "there is already a field `b`"
        );
        assert_eq!(msg(d.rename_field("q", "r")), "there is no field `q`");
        assert!(msg(d.rename_field("a", "1x")).contains("is not a field name"));
        assert!(msg(d.rename_field("a", "rest")).contains("reserved"));
    }
}
