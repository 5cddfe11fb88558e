//! The first rows of a design's sample as the page's sample table and segment chips show them:
//! each key with where each plan part ends in it and the field values that made it. A worker
//! makes them ([`Preview::of`]) and the page only draws them, so the page's own wasm carries
//! neither the generators nor the encoders.

use crate::plan::PlanPart;
use crate::sample::Compiled;
use crate::value::Value;
use serde::{Deserialize, Serialize};

/// One sample row.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct PreviewRow {
    /// The key's bytes.
    pub key: Vec<u8>,
    /// Where each plan part ends in the key.
    pub ends: Vec<usize>,
    /// The template fields' values, displayed, in the plan's field order.
    pub values: Vec<String>,
}

/// The first rows of a design's sample.
///
/// ```
/// use rowkey_core::{design::Design, preview::Preview, sample::Compiled};
/// let mut d = Design::new("{id}_x");
/// d.fields.insert("id".into(), "seq(1, 1)".into());
/// let p = Preview::of(&Compiled::new(&d).unwrap(), 2);
/// assert_eq!(p.rows[1].key, b"2_x");
/// assert_eq!((p.rows[1].ends.clone(), p.part_segment), (vec![1, 3], vec![Some(0), None]));
/// ```
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Preview {
    /// The rows, in sample order.
    pub rows: Vec<PreviewRow>,
    /// Per plan part: `Some(segment index)`, or `None` for literal text.
    pub part_segment: Vec<Option<usize>>,
    /// The template's fields.
    pub fields: Vec<String>,
    /// Why the sample stopped before `n` rows, if it did (in the current language).
    pub error: Option<String>,
}

impl Preview {
    /// The first `n` rows of the design's sample, exactly as the sampler makes them (its own
    /// salt stream, its key-length rule), with where each part ends.
    pub fn of(compiled: &Compiled, n: usize) -> Preview {
        let plan = compiled.plan();
        let mut seg = 0;
        let part_segment = plan
            .parts()
            .iter()
            .map(|p| match p {
                PlanPart::Literal(_) => None,
                PlanPart::Segment(_) => {
                    seg += 1;
                    Some(seg - 1)
                }
            })
            .collect();
        let mut sampler = compiled.sampler().with_count(n as u64);
        let mut rows = Vec::with_capacity(n.min(1024));
        let mut error = None;
        loop {
            let (mut key, mut ends) = (Vec::new(), Vec::new());
            match sampler.next_parts_into(&mut key, &mut ends) {
                None => break,
                Some(Ok(())) => rows.push(PreviewRow {
                    key,
                    ends,
                    values: sampler.values().iter().map(Value::display).collect(),
                }),
                Some(Err(e)) => {
                    error = Some(e.message.to_string());
                    break;
                }
            }
        }
        Preview {
            rows,
            part_segment,
            fields: plan.fields().to_vec(),
            error,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::design::Design;

    #[test]
    fn rows_match_the_sampler_byte_for_byte() {
        let mut d = Design::new("{salt(4)}_{id | i32}{phoenix_salt(8)}|{name}");
        d.fields.insert("id".into(), "int(-5, 5)".into());
        d.fields.insert("name".into(), "text(1, 3)".into());
        let c = Compiled::new(&d).unwrap();
        let p = Preview::of(&c, 20);
        let expected: Vec<Vec<u8>> = c.sampler().take(20).map(|k| k.unwrap()).collect();
        let got: Vec<Vec<u8>> = p.rows.iter().map(|r| r.key.clone()).collect();
        assert_eq!(got, expected);
        assert_eq!(
            p.part_segment,
            [Some(0), None, Some(1), Some(2), None, Some(3)]
        );
        assert!(p.rows.iter().all(|r| r.ends.last() == Some(&r.key.len())));
        assert_eq!(p.fields, ["id", "name"]);
        assert!(p.rows.iter().all(|r| r.values.len() == 2));
    }
}
