//! The type-checked, compiled template.
