//! The exports panel's texts: every export made by the same core function as `rowkey export`,
//! from the same split keys (`analyze::split_keys` of the compiled design, in the design's own
//! order), so the text is byte for byte what the CLI prints. Only `quantile` keys need the whole
//! sorted sample; those come from the latest analysis, which cut them from exactly that sample.

use rowkey_core::analyze::split_keys;
use rowkey_core::design::{Design, SplitAlgorithm, Splits};
use rowkey_core::exchange::{export_csv, export_design, ExportKind, EXPORT_KINDS};
use rowkey_core::hbase::to_bytes_binary;
use rowkey_core::i18n::catalogue::worker as W;
use rowkey_core::i18n::{Arg, Message};
use rowkey_core::sample::Compiled;
use rowkey_protocol::ExportAnswer;

/// The most sample keys the CSV export holds in the page (the CLI has no such limit).
const CSV_MAX: u64 = 100_000;

/// The most bytes of CSV the page makes on Copy or Download: long keys (a 3,000-segment
/// template, `pad(32000)`) would otherwise make gigabytes in the worker.
const CSV_MAX_BYTES: u64 = 32 << 20;

/// Sample keys in the CSV preview: the full CSV is made only on Copy or Download, so that
/// editing the design with the CSV tab open stays quick.
pub(super) const CSV_PREVIEW: u64 = 200;

/// The design's split keys as `rowkey export` computes them, with a note when they come from
/// the analysis (`quantile`: its quantile split keys, when its splits were quantile).
fn keys_for(
    compiled: &Compiled,
    quantile: Option<&[String]>,
) -> Result<(Vec<Vec<u8>>, Option<String>), String> {
    if compiled.design().splits.algorithm == SplitAlgorithm::Quantile {
        return match quantile {
            Some(keys) => Ok((
                keys.iter().map(|k| to_bytes_binary(k)).collect(),
                Some(Message::new(W::QUANTILE_FROM_ANALYSIS).to_string()),
            )),
            None => Err(Message::new(W::QUANTILE_PENDING).to_string()),
        };
    }
    let splits = &compiled.design().splits;
    if splits.bytes_estimate() > Splits::QUICK_SPLIT_BYTES {
        let chars = [&splits.first, &splits.last, &splits.start, &splits.end]
            .into_iter()
            .filter_map(|b| b.as_ref().map(String::len))
            .max()
            .unwrap_or(0);
        return Err(Message::new(W::SPLITS_TOO_LARGE)
            .arg("regions", Arg::Int(splits.regions.into()))
            .arg("chars", Arg::Int(chars as i128))
            .arg("mb", Arg::Int((splits.bytes_estimate() >> 20).into()))
            .arg("max", Arg::Int((Splits::QUICK_SPLIT_BYTES >> 20).into()))
            .to_string());
    }
    split_keys(compiled, None)
        .map(|s| (s.keys, None))
        .map_err(|e| e.to_string())
}

fn output(
    text: String,
    file: String,
    mime: &str,
    note: Option<String>,
    csv_count: Option<u64>,
) -> ExportAnswer {
    ExportAnswer {
        text,
        file,
        mime: mime.to_owned(),
        note,
        csv_count,
    }
}

/// The export `kind_id` (an [`EXPORT_KINDS`] id) of the design: `{text, file, mime, note,
/// csv_count}` (for the CSV, `text` is a preview and Copy / Download make `csv_count` keys), or
/// why it cannot be made.
pub(super) fn make(
    kind_id: &str,
    design: &Design,
    compiled: Option<&Compiled>,
    quantile: Option<&[String]>,
) -> Result<ExportAnswer, String> {
    let kind = EXPORT_KINDS
        .iter()
        .find(|i| i.id == kind_id)
        .map(|i| i.kind)
        .ok_or_else(|| {
            Message::new(W::NO_EXPORT)
                .arg("kind", format!("{kind_id:?}"))
                .to_string()
        })?;
    let (file, mime) = (kind.file_name(design), kind.info().mime);
    if kind == ExportKind::Design {
        return Ok(output(export_design(design), file, mime, None, None));
    }
    // The exports that create the table cannot be made with a name HBase would refuse; the
    // others (split keys, CSV) do not read it and are made as usual.
    if kind.creates_table() {
        let problems: Vec<String> = design
            .table
            .validate()
            .iter()
            .map(ToString::to_string)
            .collect();
        if !problems.is_empty() {
            return Err(Message::new(W::TABLE_INVALID)
                .arg("export", kind.info().label)
                .arg("problems", problems.join("; "))
                .to_string());
        }
    }
    let compiled = compiled.ok_or_else(|| Message::new(W::DOES_NOT_COMPILE).to_string())?;
    if kind == ExportKind::Csv {
        let total = design.sample.count;
        let mut n = total.min(CSV_MAX);
        // The sample is a stream from row 0, so the preview is the full CSV's first lines.
        let text = export_csv(compiled, n.min(CSV_PREVIEW)).map_err(|e| e.to_string())?;
        // Rows of the preview tell what a row costs; keep the whole export within the budget.
        let row_bytes = (text.len() as u64 / n.clamp(1, CSV_PREVIEW)).max(1);
        let by_bytes = (CSV_MAX_BYTES / row_bytes).max(1);
        let capped = by_bytes < n;
        n = n.min(by_bytes);
        let int = |v: u64| Arg::Int(v.into());
        let mut note = Message::new(W::CSV_FIRST).arg("n", int(n)).to_string();
        if capped {
            let m = Message::new(W::CSV_CAPPED_BYTES)
                .arg("total", int(total))
                .arg("max", int(CSV_MAX_BYTES >> 20));
            note.push_str(&m.to_string());
        } else if n < total {
            let m = Message::new(W::CSV_CAPPED_COUNT)
                .arg("total", int(total))
                .arg("max", int(CSV_MAX));
            note.push_str(&m.to_string());
        }
        if n > CSV_PREVIEW {
            note.push_str(
                &Message::new(W::CSV_PREVIEW)
                    .arg("n", int(CSV_PREVIEW))
                    .to_string(),
            );
        }
        return Ok(output(text, file, mime, Some(note), Some(n)));
    }
    let (keys, note) = keys_for(compiled, quantile)?;
    // A target that cannot express the design says why, in the box, instead of a blank.
    let text = kind
        .with_keys(design, &keys)
        .ok_or_else(|| {
            Message::new(W::NOT_FROM_SPLIT_KEYS)
                .arg("export", kind.info().label)
                .to_string()
        })?
        .map_err(|refused| refused.reason.to_string())?;
    Ok(output(text, file, mime, note, None))
}

#[cfg(test)]
mod tests {
    use super::*;
    use rowkey_core::exchange::export_shell;

    fn text(v: Result<ExportAnswer, String>) -> String {
        v.ok().map(|v| v.text).unwrap_or_default()
    }

    #[test]
    fn csv_preview_is_the_start_of_the_full_csv() {
        let d = Design::from_json(include_str!("../../../../presets/ecommerce-orders.json"))
            .unwrap_or_default();
        let c = Compiled::new(&d).ok();
        let c = c.as_ref();
        let preview = text(make("csv", &d, c, None));
        let full = c.and_then(|c| export_csv(c, 1000).ok()).unwrap_or_default();
        assert_eq!(preview.lines().count(), CSV_PREVIEW as usize + 1);
        assert!(full.starts_with(&preview));
    }

    #[test]
    fn notes_and_refusals_follow_the_language() {
        use rowkey_core::i18n::{with_lang, Lang};
        let d = Design::from_json(include_str!("../../../../presets/ecommerce-orders.json"))
            .unwrap_or_default();
        let c = Compiled::new(&d).ok();
        let note = |lang| {
            with_lang(lang, || make("csv", &d, c.as_ref(), None))
                .ok()
                .and_then(|v| v.note)
                .unwrap_or_default()
        };
        let (en, zh) = (note(Lang::En), note(Lang::ZhCn));
        assert!(en.starts_with("Copy and Download give the first "), "{en}");
        assert!(zh.starts_with("复制和下载给出前 "), "{zh}");
        let digits = |t: &str| -> Vec<String> {
            t.split(|c: char| !c.is_ascii_digit())
                .filter(|w| !w.is_empty())
                .map(str::to_owned)
                .collect()
        };
        assert_eq!(digits(&en), digits(&zh));
        let refused = with_lang(Lang::ZhCn, || make("shell", &d, None, None)).unwrap_err();
        assert_eq!(refused, "设计文档无法编译：请先修正编辑器中的错误再导出。");
    }

    #[test]
    fn same_as_the_cli_functions() {
        let d = Design::from_json(include_str!("../../../../presets/hbase-book-hex.json"))
            .unwrap_or_default();
        let c = Compiled::new(&d).ok();
        let out = text(make("shell", &d, c.as_ref(), None));
        let keys = c
            .as_ref()
            .map(|c| split_keys(c, None).map(|s| s.keys).unwrap_or_default())
            .unwrap_or_default();
        assert!(!out.is_empty());
        assert_eq!(out, export_shell(&d, &keys));
    }

    #[test]
    fn quantile_keys_come_from_the_analysis() {
        let mut d = Design::from_json(include_str!("../../../../presets/hbase-book-hex.json"))
            .unwrap_or_default();
        d.splits.algorithm = SplitAlgorithm::Quantile;
        let c = Compiled::new(&d).ok();
        assert!(make("splits-file", &d, c.as_ref(), None).is_err());
        let keys = vec!["a".to_owned(), "b\\x00".to_owned()];
        let out = make("splits-file", &d, c.as_ref(), Some(&keys));
        let bytes = vec![b"a".to_vec(), b"b\0".to_vec()];
        let expected = ExportKind::SplitsFile.with_keys(&d, &bytes);
        assert!(out.as_ref().is_ok_and(|v| v.note.is_some()));
        assert_eq!(Some(text(out)), expected.and_then(Result::ok));
    }
}
