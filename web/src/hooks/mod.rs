//! Hooks the components share.

mod use_box_width;
mod use_draft;
mod use_link;
mod use_modal;
mod use_quick;
mod use_typed_commit;

pub use use_box_width::use_box_width;
pub use use_draft::{use_draft, Draft};
pub use use_link::use_link;
pub use use_modal::use_modal;
pub use use_quick::use_quick;
pub use use_typed_commit::{use_typed_commit, PAUSE_MS};
