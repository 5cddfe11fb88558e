//! RowKey Playground's key counting for the JVM: the native half of
//! `rowkey.spark.RowkeyPartials` (python/rowkey-spark/java), which a Spark executor loads with
//! `System.load` to count each partition's keys into a partial where the keys already are —
//! the JVM — instead of handing every key to a Python worker. Keys cross in large batches
//! (their bytes one after another, and where each ends), or as the pickled frames PySpark
//! keeps an RDD's keys in; the partial that comes back is the same versioned bytes
//! `rowkey analyze --keys … --partial --partial-format binary` writes, counted by the same
//! code as the Python module's (`rowkey_partition`), so every partial merges with every other.
//!
//! The Java class's natives, all static:
//!
//! | native | what it does |
//! |---|---|
//! | `long start(String design, int part)` | open a partition (`part` < 0: none) |
//! | `void add(long h, byte[] data, int[] ends, int count)` | count `count` keys |
//! | `long addPickled(long h, byte[] frame)` | count a pickled frame's keys; -1: not read |
//! | `byte[] finish(long h)` | the partial; the partition is closed |
//! | `void discard(long h)` | close a partition without its partial |
//! | `byte[] mergeAll(byte[] data, int[] ends, int count)` | the partial of `count` partials, one after another (a merge step) |
//! | `String refusal(boolean isNull, long index, String type)` | the message for a non-key |
//!
//! A refused key, a bad design or a bad handle throws `IllegalArgumentException` with the
//! message the Python path gives, in the environment's language.
//!
//! ```
//! let design = r#"{"template": "{id}", "fields": {"id": "seq()"}}"#;
//! let h = rowkey_jni::HANDLES.open(rowkey_partition::Partition::for_design(design, Some(0)).unwrap());
//! let counted = rowkey_jni::HANDLES.with(h, |p| {
//!     rowkey_jni::batch_keys(b"k1k22", &[2, 5], 2, |k| p.push_key(k))
//! });
//! assert!(matches!(counted, Some(Ok(()))));
//! assert_eq!(rowkey_jni::HANDLES.close(h).unwrap().keys(), 2);
//! ```

mod batch;
mod handles;

pub use batch::{batch_keys, BatchError};
pub use handles::Handles;

use jni::errors::ThrowRuntimeExAndDefault;
use jni::objects::{JByteArray, JClass, JIntArray, JString};
use jni::strings::JNIString;
use jni::sys::{jboolean, jint, jlong};
use jni::{jni_mangle, jni_str, Env, EnvUnowned};
use rowkey_core::i18n::{Arg, Message};
use rowkey_partition::{in_lang, pickled_keys, texts, Frame, Partition};
use std::sync::LazyLock;

/// The partitions open in this JVM.
pub static HANDLES: LazyLock<Handles> = LazyLock::new(Handles::default);

type JniResult<T> = jni::errors::Result<T>;

/// Throw `IllegalArgumentException(message)` and return `fallback` (what Java never reads, as
/// the exception is pending).
fn refuse<T>(env: &mut Env<'_>, message: String, fallback: T) -> JniResult<T> {
    let thrown = env.throw_new(
        jni_str!("java/lang/IllegalArgumentException"),
        JNIString::from(message),
    );
    match thrown {
        Ok(()) | Err(jni::errors::Error::JavaException) => Ok(fallback),
        Err(e) => Err(e),
    }
}

fn no_partition() -> String {
    in_lang(|| Message::new(texts::JVM_NO_PARTITION).to_string())
}

/// Open a partition of `design` (JSON text or a design file's path).
#[jni_mangle("rowkey.spark.RowkeyPartials")]
pub fn start<'l>(
    mut env: EnvUnowned<'l>,
    _class: JClass<'l>,
    design: JString<'l>,
    part: jint,
) -> jlong {
    env.with_env(|env| -> JniResult<jlong> {
        let design = design.try_to_string(env)?;
        let part = u32::try_from(part).ok();
        match in_lang(|| Partition::for_design(&design, part)) {
            Ok(p) => Ok(HANDLES.open(p)),
            Err(message) => refuse(env, message, 0),
        }
    })
    .resolve::<ThrowRuntimeExAndDefault>()
}

/// Count the first `count` keys of a batch (see [`batch_keys`]).
#[jni_mangle("rowkey.spark.RowkeyPartials")]
pub fn add<'l>(
    mut env: EnvUnowned<'l>,
    _class: JClass<'l>,
    handle: jlong,
    data: JByteArray<'l>,
    ends: JIntArray<'l>,
    count: jint,
) {
    env.with_env(|env| -> JniResult<()> {
        let bytes = env.convert_byte_array(&data)?;
        let count = usize::try_from(count).unwrap_or(0);
        let mut at = vec![0i32; count.min(ends.len(env)?)];
        ends.get_region(env, 0, &mut at)?;
        let counted = HANDLES.with(handle, |p| {
            let start = p.keys();
            batch_keys(&bytes, &at, count, |k| p.push_key(k)).map_err(|e| (start, e))
        });
        let message = match counted {
            None => no_partition(),
            Some(Ok(())) => return Ok(()),
            Some(Err((_, BatchError::Key(e)))) => in_lang(|| e.to_string()),
            Some(Err((_, BatchError::Malformed(i)))) => in_lang(|| {
                Message::new(texts::JVM_BATCH_BAD)
                    .arg("index", Arg::Int(i as i128))
                    .to_string()
            }),
        };
        refuse(env, message, ())
    })
    .resolve::<ThrowRuntimeExAndDefault>()
}

/// Count the keys of one frame PySpark's batched pickle serializer wrote; returns the keys
/// counted so far in the partition, or -1 (nothing counted) when the frame holds anything the
/// reader does not read, for the caller to read with a full unpickler.
#[jni_mangle("rowkey.spark.RowkeyPartials")]
pub fn add_pickled<'l>(
    mut env: EnvUnowned<'l>,
    _class: JClass<'l>,
    handle: jlong,
    frame: JByteArray<'l>,
) -> jlong {
    env.with_env(|env| -> JniResult<jlong> {
        let bytes = env.convert_byte_array(&frame)?;
        let Frame::Keys(keys) = pickled_keys(&bytes) else {
            return Ok(-1);
        };
        let counted = HANDLES.with(handle, |p| p.push_keys(keys).map(|()| p.keys()));
        match counted {
            None => refuse(env, no_partition(), -1),
            Some(Ok(n)) => Ok(i64::try_from(n).unwrap_or(i64::MAX)),
            Some(Err(e)) => refuse(env, in_lang(|| e.to_string()), -1),
        }
    })
    .resolve::<ThrowRuntimeExAndDefault>()
}

/// The partial of every key counted (binary form); the partition is closed.
#[jni_mangle("rowkey.spark.RowkeyPartials")]
pub fn finish<'l>(mut env: EnvUnowned<'l>, _class: JClass<'l>, handle: jlong) -> JByteArray<'l> {
    env.with_env(|env| -> JniResult<JByteArray<'l>> {
        let Some(mut part) = HANDLES.close(handle) else {
            return refuse(env, no_partition(), JByteArray::default());
        };
        match in_lang(|| part.finish_bytes()) {
            Ok(bytes) => env.byte_array_from_slice(&bytes),
            Err(message) => refuse(env, message, JByteArray::default()),
        }
    })
    .resolve::<ThrowRuntimeExAndDefault>()
}

/// Close a partition without taking its partial (a task that failed).
#[jni_mangle("rowkey.spark.RowkeyPartials")]
pub fn discard<'l>(mut env: EnvUnowned<'l>, _class: JClass<'l>, handle: jlong) {
    env.with_env(|_env| -> JniResult<()> {
        HANDLES.close(handle);
        Ok(())
    })
    .resolve::<ThrowRuntimeExAndDefault>()
}

/// The message for the value at `index` of a partition that is not a key: null, or of the Java
/// type `type`.
#[jni_mangle("rowkey.spark.RowkeyPartials")]
pub fn refusal<'l>(
    mut env: EnvUnowned<'l>,
    _class: JClass<'l>,
    is_null: jboolean,
    index: jlong,
    kind: JString<'l>,
) -> JString<'l> {
    env.with_env(|env| -> JniResult<JString<'l>> {
        let kind = kind.try_to_string(env).unwrap_or_default();
        let message = in_lang(|| {
            let entry = if is_null {
                texts::NULL_KEY
            } else {
                texts::NOT_A_KEY
            };
            Message::new(entry)
                .arg("index", Arg::Int(i128::from(index)))
                .arg("type", kind)
                .to_string()
        });
        JString::from_str(env, message)
    })
    .resolve::<ThrowRuntimeExAndDefault>()
}

/// The partial of the first `count` partials of a batch (their bytes one after another, and
/// where each ends, as [`batch_keys`] reads keys), each read once and the sum written once: one
/// step of the merge that stays in the JVM. An empty array when `count` is 0.
#[jni_mangle("rowkey.spark.RowkeyPartials")]
pub fn merge_all<'l>(
    mut env: EnvUnowned<'l>,
    _class: JClass<'l>,
    data: JByteArray<'l>,
    ends: JIntArray<'l>,
    count: jint,
) -> JByteArray<'l> {
    env.with_env(|env| -> JniResult<JByteArray<'l>> {
        let bytes = env.convert_byte_array(&data)?;
        let count = usize::try_from(count).unwrap_or(0);
        let mut at = vec![0i32; count.min(ends.len(env)?)];
        ends.get_region(env, 0, &mut at)?;
        // The ends are checked first; the partials are then the checked pieces, in order.
        let mut lens = Vec::with_capacity(count);
        let split = batch_keys(&bytes, &at, count, |p| {
            lens.push(p.len());
            Ok::<(), std::convert::Infallible>(())
        });
        let merged = match split {
            Ok(()) => {
                let mut start = 0;
                let parts = lens.iter().map(|&n| {
                    let part = bytes.get(start..start + n).unwrap_or_default();
                    start += n;
                    part
                });
                in_lang(|| rowkey_partition::merge_all(parts))
            }
            Err(BatchError::Key(never)) => match never {},
            Err(BatchError::Malformed(i)) => Err(in_lang(|| {
                Message::new(texts::JVM_PARTIALS_BAD)
                    .arg("index", Arg::Int(i as i128))
                    .to_string()
            })),
        };
        match merged {
            Ok(bytes) => env.byte_array_from_slice(&bytes.unwrap_or_default()),
            Err(message) => refuse(env, message, JByteArray::default()),
        }
    })
    .resolve::<ThrowRuntimeExAndDefault>()
}
