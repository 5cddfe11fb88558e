//! Seeded sample generators.
