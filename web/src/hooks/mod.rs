//! Hooks.
