//! A region's JSON: what was not asked for (top values, bytes) is left out, so reports without
//! them read as before; a positional form reads fields by their place and gets every one.

use super::RegionReport;
use serde::Serialize;

impl Serialize for RegionReport {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        use serde::ser::SerializeStruct;
        // JSON leaves out what was not asked for, so reports without decoded values read as
        // before; a positional form reads fields by their place and gets every one.
        let full = !s.is_human_readable();
        let top = full || !self.top.is_empty();
        let unmatched = full || self.unmatched.is_some();
        let bytes = full || self.bytes.is_some();
        let fields = 8 + usize::from(top) + usize::from(unmatched) + 2 * usize::from(bytes);
        let mut st = s.serialize_struct("RegionReport", fields)?;
        st.serialize_field("start", &self.start)?;
        st.serialize_field("end", &self.end)?;
        st.serialize_field("count", &self.count)?;
        st.serialize_field("share", &self.share)?;
        st.serialize_field("expected_share", &self.expected_share)?;
        st.serialize_field("dead", &self.dead)?;
        st.serialize_field("skew", &self.skew)?;
        st.serialize_field("note", &self.note)?;
        if top {
            st.serialize_field("top", &self.top)?;
        }
        if unmatched {
            st.serialize_field("unmatched", &self.unmatched)?;
        }
        if bytes {
            st.serialize_field("bytes", &self.bytes)?;
            st.serialize_field("bytes_share", &self.bytes_share)?;
        }
        st.end()
    }
}
