//! Hooks the components share.

mod use_box_width;

pub use use_box_width::use_box_width;
