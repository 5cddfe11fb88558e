//! The partitions a JVM holds open, by number: Java keeps a `long`, never a pointer, so a
//! stale or made-up handle is an error, not a read of freed memory.

use rowkey_partition::Partition;
use std::collections::HashMap;
use std::sync::{Mutex, MutexGuard, PoisonError};

/// Open partitions. The lock is held only to take a partition out or put it back, so the
/// executor's task threads count their keys at the same time.
#[derive(Debug, Default)]
pub struct Handles {
    open: Mutex<Table>,
}

#[derive(Debug, Default)]
struct Table {
    next: i64,
    parts: HashMap<i64, Partition>,
}

impl Handles {
    fn table(&self) -> MutexGuard<'_, Table> {
        // A panic while the lock was held left the table itself whole (each change is one
        // insert or remove), so it stays usable.
        self.open.lock().unwrap_or_else(PoisonError::into_inner)
    }

    /// Keep `part` open; its handle (never 0, which Java reads as "none").
    ///
    /// ```
    /// use rowkey_jni::Handles;
    /// let handles = Handles::default();
    /// let design = r#"{"template": "{id}", "fields": {"id": "seq()"}}"#;
    /// let h = handles.open(rowkey_partition::Partition::for_design(design, None).unwrap());
    /// assert_eq!(handles.with(h, |p| Ok::<_, ()>(p.keys())), Some(Ok(0)));
    /// assert!(handles.close(h).is_some() && handles.close(h).is_none());
    /// ```
    pub fn open(&self, part: Partition) -> i64 {
        let mut table = self.table();
        table.next = table.next.checked_add(1).unwrap_or(1);
        let handle = table.next;
        table.parts.insert(handle, part);
        handle
    }

    /// Run `f` on the partition `handle` names, out of the table while it runs; `None` when no
    /// partition is open under `handle`. A partition `f` refuses a key of is closed: its
    /// partial would miss keys.
    pub fn with<T, E>(
        &self,
        handle: i64,
        f: impl FnOnce(&mut Partition) -> Result<T, E>,
    ) -> Option<Result<T, E>> {
        let mut part = self.table().parts.remove(&handle)?;
        let out = f(&mut part);
        if out.is_ok() {
            self.table().parts.insert(handle, part);
        }
        Some(out)
    }

    /// Take the partition `handle` names out for good.
    pub fn close(&self, handle: i64) -> Option<Partition> {
        self.table().parts.remove(&handle)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn part() -> Partition {
        Partition::for_design(r#"{"template": "{id}", "fields": {"id": "seq()"}}"#, None).unwrap()
    }

    #[test]
    fn a_refused_batch_closes_its_partition_and_others_stay_open() {
        let handles = Handles::default();
        let (a, b) = (handles.open(part()), handles.open(part()));
        assert_ne!(a, b);
        assert_eq!(
            handles.with(a, |_| Err::<(), _>("refused")),
            Some(Err("refused"))
        );
        assert!(handles.with(a, |_| Ok::<_, ()>(())).is_none());
        assert_eq!(handles.with(b, |p| Ok::<_, ()>(p.keys())), Some(Ok(0)));
    }

    #[test]
    fn a_handle_never_opened_is_none() {
        let handles = Handles::default();
        assert!(handles.with(0, |_| Ok::<_, ()>(())).is_none());
        assert!(handles.close(42).is_none());
    }
}
