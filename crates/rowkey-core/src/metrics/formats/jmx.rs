//! A region server's JMX JSON: the bean `Hadoop:service=HBase,name=RegionServer,sub=Regions`,
//! whose attributes are `Namespace_<ns>_table_<table>_region_<encoded>_metric_<name>`
//! (`MetricsRegionSourceImpl`). The encoded name is all it says of a region; its start key
//! comes from a region list ([`crate::metrics::combine`]).

use crate::i18n::catalogue::metrics as msg;
use crate::i18n::{Arg, Message};
use crate::metrics::units::MAX_BYTES;
use crate::metrics::{MetricsError, MetricsFile, MetricsFormat, ObservedRegion, MAX_REGIONS};
use serde_json::Value;
use std::collections::{BTreeMap, BTreeSet};

const REGIONS_BEAN: &str = "Hadoop:service=HBase,name=RegionServer,sub=Regions";

pub(super) fn parse(text: &str) -> Result<MetricsFile, MetricsError> {
    let root: Value = serde_json::from_str(text).map_err(|e| {
        let detail = e.to_string();
        // The parser's own words end with its position, which the message gives itself.
        let detail = detail
            .rsplit_once(" at line ")
            .map_or(detail.as_str(), |(d, _)| d)
            .to_owned();
        let entry = if e.is_eof() {
            msg::JSON_TRUNCATED
        } else {
            msg::JSON_INVALID
        };
        MetricsError::at_line(
            e.line().max(1),
            Message::new(entry)
                .arg("column", Arg::Int(e.column() as i128))
                .arg("detail", detail),
        )
    })?;
    let beans = root
        .get("beans")
        .and_then(Value::as_array)
        .ok_or_else(|| MetricsError::new(crate::msg!(msg::NO_BEANS)))?;
    let bean = beans
        .iter()
        .find(|b| b.get("name").and_then(Value::as_str) == Some(REGIONS_BEAN))
        .and_then(Value::as_object)
        .ok_or_else(|| {
            let seen: Vec<&str> = beans
                .iter()
                .filter_map(|b| b.get("name").and_then(Value::as_str))
                .take(5)
                .collect();
            let seen = if seen.is_empty() {
                "–".to_owned()
            } else {
                seen.join(", ")
            };
            MetricsError::new(crate::msg!(msg::NO_REGIONS_BEAN, seen = seen))
        })?;
    let mut regions: BTreeMap<String, ObservedRegion> = BTreeMap::new();
    // Secondary replicas serve the primary's keys under their own encoded names.
    let mut replicas: BTreeSet<String> = BTreeSet::new();
    for (field, value) in bean {
        let Some((table, encoded, metric)) = split_name(field) else {
            continue;
        };
        if metric == "replicaid" {
            if value.as_u64().is_some_and(|id| id > 0) {
                replicas.insert(encoded.to_owned());
            }
            continue;
        }
        let slot: fn(&mut ObservedRegion) -> &mut Option<u64> = match metric {
            "storeFileSize" => |r| &mut r.store_file_bytes,
            "memStoreSize" => |r| &mut r.memstore_bytes,
            "readRequestCount" => |r| &mut r.read_requests,
            "writeRequestCount" => |r| &mut r.write_requests,
            _ => continue,
        };
        let n = number(value, metric.ends_with("Size"))
            .map_err(|m| MetricsError::at_field(field.as_str(), m))?;
        if !regions.contains_key(encoded) && regions.len() >= MAX_REGIONS {
            return Err(MetricsError::at_field(
                field.as_str(),
                crate::msg!(
                    msg::TOO_MANY_REGIONS,
                    limit = Arg::Count(MAX_REGIONS as u64)
                ),
            ));
        }
        let r = regions
            .entry(encoded.to_owned())
            .or_insert_with(|| ObservedRegion {
                table: Some(table),
                encoded: Some(encoded.to_owned()),
                ..ObservedRegion::default()
            });
        *slot(r) = Some(n);
    }
    regions.retain(|e, _| !replicas.contains(e));
    let notes = if replicas.is_empty() {
        Vec::new()
    } else {
        vec![crate::msg!(
            msg::REPLICAS,
            count = Arg::Count(replicas.len() as u64)
        )]
    };
    Ok(MetricsFile {
        format: MetricsFormat::Jmx,
        regions: regions.into_values().collect(),
        notes,
    })
}

/// `(table, encoded, metric)` of a per-region attribute; `None` for every other attribute
/// (tags, the per-store counters `…_region_<enc>_store_<cf>_metric_…`).
fn split_name(field: &str) -> Option<(String, &str, &str)> {
    let rest = field.strip_prefix("Namespace_")?;
    let (region, metric) = rest.rsplit_once("_metric_")?;
    let (ns, rest) = region.split_once("_table_")?;
    // The encoded name is hex (or the old form's digits): it holds no `_`, so the last
    // `_region_` is the one before it, whatever the table's name.
    let (table, encoded) = rest.rsplit_once("_region_")?;
    if encoded.is_empty() || !encoded.bytes().all(|b| b.is_ascii_alphanumeric()) {
        return None;
    }
    let table = if ns == "default" {
        table.to_owned()
    } else {
        format!("{ns}:{table}")
    };
    Some((table, encoded, metric))
}

fn number(v: &Value, size: bool) -> Result<u64, Message> {
    let shown = || v.to_string();
    let n = match v {
        Value::Number(n) => n.as_u64().or_else(|| {
            n.as_f64()
                .filter(|f| f.fract() == 0.0 && *f >= 0.0)
                .map(|f| f as u64)
        }),
        _ => None,
    };
    let limit = if size { MAX_BYTES } else { i64::MAX as u64 };
    match n {
        None => Err(crate::msg!(msg::NOT_A_COUNT, value = shown())),
        Some(n) if n > limit => Err(crate::msg!(
            msg::ABSURD,
            value = shown(),
            limit = limit.to_string()
        )),
        Some(n) => Ok(n),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_split_whatever_the_table_holds() {
        let (t, e, m) =
            split_name("Namespace_default_table_my_region_t_region_0a1b2c_metric_storeFileSize")
                .unwrap();
        assert_eq!(
            (t.as_str(), e, m),
            ("my_region_t", "0a1b2c", "storeFileSize")
        );
        let (t, ..) =
            split_name("Namespace_ns1_table_t_region_ff_metric_readRequestCount").unwrap();
        assert_eq!(t, "ns1:t");
        assert!(split_name(
            "Namespace_default_table_t_region_ff_store_cf_metric_mixedRowReadsCount"
        )
        .is_none());
        assert!(split_name("tag.Hostname").is_none());
    }
}
