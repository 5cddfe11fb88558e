pub fn sample(
    _d: &std::path::Path,
    _c: Option<u64>,
    _f: crate::cli::SampleFormat,
) -> Result<(), crate::fail::Fail> {
    Err(crate::fail::Fail::msg("not yet"))
}
