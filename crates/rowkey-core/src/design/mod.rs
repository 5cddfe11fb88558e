//! The versioned design document.
