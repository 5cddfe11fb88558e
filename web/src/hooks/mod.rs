//! Hooks the components share.

mod box_width;

pub use box_width::use_box_width;
