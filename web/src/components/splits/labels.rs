//! The split algorithms' and import formats' menu labels and descriptions in the page's
//! language. The core has them in English for every front end (`SPLIT_ALGORITHMS`,
//! `ImportFormat::label`); the page's catalogue repeats those words, with their Chinese, and a
//! test keeps the two English texts the same.

use crate::i18n::texts::splits as text;
use crate::i18n::{Entry, Lang};
use rowkey_core::design::SplitAlgorithm;
use rowkey_core::exchange::ImportFormat;

/// The entries of an algorithm's menu label and of its one-line description.
fn algorithm_entries(algo: SplitAlgorithm) -> (&'static Entry, &'static Entry) {
    match algo {
        SplitAlgorithm::None => (text::ALGO_NONE, text::ABOUT_NONE),
        SplitAlgorithm::HexString => (text::ALGO_HEXSTRING, text::ABOUT_HEXSTRING),
        SplitAlgorithm::Decimal => (text::ALGO_DECIMAL, text::ABOUT_DECIMAL),
        SplitAlgorithm::Uniform => (text::ALGO_UNIFORM, text::ABOUT_UNIFORM),
        SplitAlgorithm::Range => (text::ALGO_RANGE, text::ABOUT_RANGE),
        SplitAlgorithm::Salt => (text::ALGO_SALT, text::ABOUT_SALT),
        SplitAlgorithm::Quantile => (text::ALGO_QUANTILE, text::ABOUT_QUANTILE),
        SplitAlgorithm::Explicit => (text::ALGO_EXPLICIT, text::ABOUT_EXPLICIT),
        SplitAlgorithm::Auto => (text::ALGO_AUTO, text::ABOUT_AUTO),
    }
}

/// The algorithm in the menu (`hexstring (HexStringSplit)`).
pub(super) fn algorithm_label(algo: SplitAlgorithm, lang: Lang) -> &'static str {
    algorithm_entries(algo).0.template(lang)
}

/// What the algorithm does, in a line.
pub(super) fn algorithm_about(algo: SplitAlgorithm, lang: Lang) -> &'static str {
    algorithm_entries(algo).1.template(lang)
}

/// The import format in the menu; `SPLITS_FILE` is its own name in every language.
pub(super) fn format_label(format: ImportFormat, lang: Lang) -> &'static str {
    match format {
        ImportFormat::List => text::FORMAT_LIST.template(lang),
        ImportFormat::GetSplits => text::FORMAT_GET_SPLITS.template(lang),
        ImportFormat::ListRegions => text::FORMAT_LIST_REGIONS.template(lang),
        ImportFormat::RestJson => text::FORMAT_REST.template(lang),
        ImportFormat::SplitsFile => format.label(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use rowkey_core::design::SPLIT_ALGORITHMS;
    use wasm_bindgen_test::wasm_bindgen_test;

    /// The English menu is the core's, word for word (the CLI and the JS module show those).
    #[wasm_bindgen_test]
    fn english_is_the_cores_and_chinese_differs() {
        crate::test_support::zh_texts();
        for info in SPLIT_ALGORITHMS {
            assert_eq!(algorithm_label(info.algorithm, Lang::En), info.label);
            assert_eq!(algorithm_about(info.algorithm, Lang::En), info.description);
            assert_ne!(
                algorithm_about(info.algorithm, Lang::ZhCn),
                info.description
            );
        }
        for f in ImportFormat::ALL {
            assert_eq!(format_label(f, Lang::En), f.label());
        }
        assert_eq!(
            format_label(ImportFormat::GetSplits, Lang::ZhCn),
            "get_splits 输出"
        );
    }
}
