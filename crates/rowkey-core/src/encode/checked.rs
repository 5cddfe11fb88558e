//! One key encoded by hand, with every check the front ends make: each value names a field the
//! template reads, and the key is one HBase stores (not empty, not too long). `rowkey encode`
//! and the JS module's `encode` both go through here, so they refuse the same records with the
//! same words.

use super::{Record, SaltSource};
use crate::i18n::catalogue::encode as E;
use crate::i18n::Message;
use crate::limits::check_key_length;
use crate::plan::Plan;
use crate::SpannedError;
use std::fmt;

/// Why a key given by hand could not be made.
#[derive(Clone, Debug, PartialEq)]
pub enum EncodeError {
    /// A value was given for a field the template does not read.
    UnknownField {
        /// The name given.
        name: String,
        /// The fields the template reads, in order of first use.
        fields: Vec<String>,
    },
    /// Evaluating the template failed (a field without a value, a transform refusing its
    /// value); the span points into the template.
    Template(SpannedError),
    /// The key came out empty, which HBase refuses.
    EmptyKey,
    /// The key is longer than HBase allows; the message names its length and the limit.
    KeyTooLong(Message),
}

impl fmt::Display for EncodeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            EncodeError::UnknownField { name, fields } if fields.is_empty() => {
                write!(f, "{}", crate::msg!(E::UNKNOWN_FIELD_NONE, name = name))
            }
            EncodeError::UnknownField { name, fields } => write!(
                f,
                "{}",
                crate::msg!(E::UNKNOWN_FIELD, name = name, fields = fields.join(", "))
            ),
            EncodeError::Template(e) => write!(f, "{}", e.message),
            EncodeError::EmptyKey => write!(f, "{}", crate::msg!(E::EMPTY_KEY)),
            EncodeError::KeyTooLong(message) => write!(f, "{message}"),
        }
    }
}

impl std::error::Error for EncodeError {}

impl Plan {
    /// Whether a value for field `name` is one this template reads: front ends that take
    /// values one at a time check each as it comes, so the first bad one is the one reported.
    ///
    /// # Errors
    ///
    /// [`EncodeError::UnknownField`] when the template has no field `name`.
    ///
    /// ```
    /// use rowkey_core::plan::Plan;
    /// let plan = Plan::compile("{a}_{b}").unwrap();
    /// assert!(plan.check_field("b").is_ok());
    /// assert_eq!(
    ///     plan.check_field("c").unwrap_err().to_string(),
    ///     "the template has no field `c` (it uses a, b)"
    /// );
    /// ```
    pub fn check_field(&self, name: &str) -> Result<(), EncodeError> {
        if self.fields().iter().any(|f| f == name) {
            Ok(())
        } else {
            Err(EncodeError::UnknownField {
                name: name.to_owned(),
                fields: self.fields().to_vec(),
            })
        }
    }

    /// Encode one record given by hand, checked as `rowkey encode` and the JS module check it:
    /// every value names a field the template reads ([`Plan::check_field`]), every field the
    /// template reads has a value, and the key is a row key HBase stores (not empty, at most
    /// [`crate::limits::MAX_KEY_LENGTH`] bytes).
    ///
    /// # Errors
    ///
    /// [`EncodeError::UnknownField`] for a record field the template does not have,
    /// [`EncodeError::Template`] when encoding fails, [`EncodeError::EmptyKey`] for an empty key,
    /// [`EncodeError::KeyTooLong`] for a key longer than HBase allows.
    ///
    /// ```
    /// use rowkey_core::{encode::{EncodeError, Record}, gen::salt_rng, plan::Plan};
    /// let plan = Plan::compile("{id | md5 | hex | left(4)}_{id}").unwrap();
    /// let key = plan.encode_checked(&Record::from_text([("id", "user123")]), &mut salt_rng(0));
    /// assert_eq!(key.unwrap(), b"6ad1_user123");
    ///
    /// let typo = Record::from_text([("idd", "user123")]);
    /// assert!(matches!(plan.encode_checked(&typo, &mut salt_rng(0)), Err(EncodeError::UnknownField { .. })));
    /// assert!(matches!(plan.encode_checked(&Record::new(), &mut salt_rng(0)), Err(EncodeError::Template(_))));
    /// let empty = Plan::compile("{id}").unwrap();
    /// let blank = Record::from_text([("id", "")]);
    /// assert_eq!(empty.encode_checked(&blank, &mut salt_rng(0)), Err(EncodeError::EmptyKey));
    /// ```
    pub fn encode_checked(
        &self,
        record: &Record,
        salt: &mut dyn SaltSource,
    ) -> Result<Vec<u8>, EncodeError> {
        for (name, _) in record.iter() {
            self.check_field(name)?;
        }
        let key = self
            .encode_with(record, salt)
            .map_err(EncodeError::Template)?;
        if key.is_empty() {
            return Err(EncodeError::EmptyKey);
        }
        check_key_length(key.len()).map_err(EncodeError::KeyTooLong)?;
        Ok(key)
    }
}
