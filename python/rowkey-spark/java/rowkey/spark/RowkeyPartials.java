package rowkey.spark;

import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Iterator;
import java.util.List;
import net.razorvine.pickle.Unpickler;
import org.apache.spark.HashPartitioner;
import org.apache.spark.SparkFiles;
import org.apache.spark.api.java.JavaPairRDD;
import org.apache.spark.api.java.JavaRDD;
import org.apache.spark.api.java.function.FlatMapFunction;
import org.apache.spark.api.java.function.Function2;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.catalyst.InternalRow;
import org.apache.spark.sql.catalyst.expressions.UnsafeRow;
import org.apache.spark.sql.types.StringType;
import org.apache.spark.unsafe.Platform;
import org.apache.spark.unsafe.types.UTF8String;
import scala.Tuple2;

/**
 * Each partition's keys counted into one partial inside the executor's JVM, by the Rust core
 * (the native library {@code librowkey_jni}, crates/rowkey-jni), so the keys never cross into
 * a Python worker: only the partials (hundreds of KB each, whatever the key count) do.
 *
 * <p>From PySpark ({@code rowkey_spark} calls these through the session's gateway):
 *
 * <pre>{@code
 * JavaRDD<byte[]> partials = RowkeyPartials.ofColumn(df, "rowkey", designJson, libraryPath);
 * JavaRDD<byte[]> partials = RowkeyPartials.ofPickledFrames(rdd._jrdd(), designJson, libraryPath);
 * byte[] merged = RowkeyPartials.merged(partials, 2, libraryPath);   // the tree of merges
 * long n = RowkeyPartials.mergedToFile(partials, 2, libraryPath, path); // the same, in a file
 * }</pre>
 */
public final class RowkeyPartials {
  private RowkeyPartials() {}

  /** Keys handed to Rust per call, and the bytes a batch starts with. */
  static final int BATCH_KEYS = 65536;

  static final int BATCH_BYTES = 1 << 20;

  static native long start(String design, int part);

  static native void add(long handle, byte[] data, int[] ends, int count);

  static native long addPickled(long handle, byte[] frame);

  static native byte[] finish(long handle);

  static native void discard(long handle);

  static native String refusal(boolean isNull, long index, String type);

  static native byte[] mergeAll(byte[] data, int[] ends, int count);

  /**
   * The most partials collected to the driver and merged there in one native call without
   * levels in the executors (about 630 KB each at most: some 20 MB).
   */
  static final int DIRECT_PARTIALS = 32;

  /** The most partial bytes handed to one native merge (the rest merge into its sum). */
  static final long MERGE_BYTES = 256L << 20;

  private static boolean loaded;

  /**
   * Whether each stage's time is printed to standard error ({@code ROWKEY_SPARK_TIMING} set in
   * the JVM's environment, to anything but empty or {@code 0}): to tell the count from the job
   * around it.
   */
  static final boolean TIMING = timing(System.getenv("ROWKEY_SPARK_TIMING"));

  private static boolean timing(String value) {
    return value != null && !value.isEmpty() && !value.equals("0");
  }

  /** Print one stage's time since {@code start} (nanoseconds), when timing. */
  static void timed(String what, long start) {
    if (TIMING) {
      System.err.printf("rowkey timing: %-44s %9.3f ms%n", what, (System.nanoTime() - start) / 1e6);
    }
  }

  /**
   * Load the native library once per class loader: from {@code path} when the file is there
   * (the package's own copy, on a machine where the driver's path is valid), else the copy
   * Spark shipped with {@code SparkContext.addFile}, else {@code java.library.path}.
   */
  static synchronized void load(String path) {
    if (loaded) {
      return;
    }
    String name = new File(path).getName();
    if (new File(path).isFile()) {
      System.load(path);
    } else {
      String shipped = null;
      try {
        shipped = SparkFiles.get(name);
      } catch (RuntimeException e) {
        // No SparkEnv (not in a Spark task): only java.library.path is left.
      }
      if (shipped != null && new File(shipped).isFile()) {
        System.load(new File(shipped).getAbsolutePath());
      } else {
        System.loadLibrary("rowkey_jni");
      }
    }
    loaded = true;
  }

  /** Whether this class and the native library load here (the driver asks before a job). */
  public static boolean available(String path) {
    try {
      load(path);
      return true;
    } catch (LinkageError e) {
      return false;
    }
  }

  /**
   * One partial per partition of {@code df}'s column {@code column} (binary or string; the
   * caller checks the type): the rows are read as Spark keeps them, with no object per key.
   */
  public static JavaRDD<byte[]> ofColumn(
      Dataset<Row> df, String column, String design, String library) {
    Dataset<Row> selected = df.select(column);
    boolean text = selected.schema().fields()[0].dataType() instanceof StringType;
    JavaRDD<InternalRow> rows = selected.queryExecution().toRdd().toJavaRDD();
    return rows.mapPartitionsWithIndex(new CountRows(design, library, text), false);
  }

  /**
   * One partial per partition of a PySpark RDD's JVM data: frames PySpark's batched pickle
   * serializer wrote (one pickled list of keys each).
   */
  public static JavaRDD<byte[]> ofPickledFrames(
      JavaRDD<byte[]> frames, String design, String library) {
    return frames.mapPartitionsWithIndex(new CountFrames(design, library), false);
  }

  /**
   * The partials merged into one: up to {@link #DIRECT_PARTIALS} collected and merged on the
   * driver (one job); more in the executors, in levels of about {@code n^(1/depth)}
   * partials each (the shape of Spark's {@code treeAggregate}), each group merged by one native
   * call that reads every partial once and writes the sum once, then the last few on the driver;
   * neither they nor the keys pass through a Python worker. {@code null} when there is no
   * partition.
   */
  public static byte[] merged(JavaRDD<byte[]> partials, int depth, String library) {
    int n = partials.getNumPartitions();
    if (n == 0) {
      return null;
    }
    int scale = Math.max((int) Math.ceil(Math.pow(n, 1.0 / Math.max(depth, 1))), 2);
    JavaRDD<byte[]> level = partials;
    // A few partials go straight to the driver: the count and the merge are one job, where a
    // level in the executors costs a shuffle and a stage more than merging them here does.
    while (n > DIRECT_PARTIALS && n > scale + (n + scale - 1) / scale) {
      n /= scale;
      level =
          JavaPairRDD.fromJavaRDD(level.mapPartitionsWithIndex(new Regroup(n), false))
              .partitionBy(new HashPartitioner(n))
              .values()
              .mapPartitions(new MergeGroup(library));
    }
    load(library);
    long at = System.nanoTime();
    List<byte[]> parts = level.collect();
    timed("job: count, finish and collect " + parts.size() + " partials", at);
    at = System.nanoTime();
    byte[] sum = mergedOf(parts.iterator());
    timed("driver: merge the partials", at);
    return sum;
  }

  /**
   * {@link #merged} written to the file {@code path} (the driver's Python reads it there):
   * py4j hands a {@code byte[]} to Python as base64 text read line by line, which for the
   * merged partial of a few MB took longer than counting millions of keys. The driver's JVM
   * and its Python run on one machine, so a file between them is a plain copy. Returns the
   * bytes written, or -1 when there is no partition (nothing is written).
   */
  public static long mergedToFile(JavaRDD<byte[]> partials, int depth, String library, String path)
      throws IOException {
    byte[] sum = merged(partials, depth, library);
    if (sum == null) {
      return -1;
    }
    long at = System.nanoTime();
    Files.write(Paths.get(path), sum);
    timed("driver: write the merged partial (" + sum.length + " bytes)", at);
    return sum.length;
  }

  /**
   * The partial of {@code parts}, merged in native calls of at most {@link #MERGE_BYTES} each
   * (the sum so far leads the next call); {@code null} when there is none.
   */
  static byte[] mergedOf(Iterator<byte[]> parts) {
    List<byte[]> batch = new ArrayList<>();
    long bytes = 0;
    while (parts.hasNext()) {
      byte[] part = parts.next();
      if (!batch.isEmpty() && bytes + part.length > MERGE_BYTES) {
        byte[] sum = mergeBatch(batch);
        batch.clear();
        batch.add(sum);
        bytes = sum.length;
      }
      batch.add(part);
      bytes += part.length;
    }
    if (batch.isEmpty()) {
      return null;
    }
    return batch.size() == 1 ? batch.get(0) : mergeBatch(batch);
  }

  private static byte[] mergeBatch(List<byte[]> batch) {
    int total = 0;
    for (byte[] part : batch) {
      total = Math.addExact(total, part.length);
    }
    byte[] data = new byte[total];
    int[] ends = new int[batch.size()];
    int used = 0;
    for (int i = 0; i < batch.size(); i++) {
      byte[] part = batch.get(i);
      System.arraycopy(part, 0, data, used, part.length);
      used += part.length;
      ends[i] = used;
    }
    return mergeAll(data, ends, batch.size());
  }

  /** Each partial of partition {@code i} keyed by its group, {@code i % groups}. */
  static final class Regroup
      implements Function2<Integer, Iterator<byte[]>, Iterator<Tuple2<Integer, byte[]>>> {
    private static final long serialVersionUID = 1L;
    private final int groups;

    Regroup(int groups) {
      this.groups = groups;
    }

    @Override
    public Iterator<Tuple2<Integer, byte[]>> call(Integer index, Iterator<byte[]> parts) {
      List<Tuple2<Integer, byte[]>> out = new ArrayList<>();
      while (parts.hasNext()) {
        out.add(new Tuple2<>(index % groups, parts.next()));
      }
      return out.iterator();
    }
  }

  /** A group's partials merged into one. */
  static final class MergeGroup implements FlatMapFunction<Iterator<byte[]>, byte[]> {
    private static final long serialVersionUID = 1L;
    private final String library;

    MergeGroup(String library) {
      this.library = library;
    }

    @Override
    public Iterator<byte[]> call(Iterator<byte[]> parts) {
      load(library);
      byte[] sum = mergedOf(parts);
      return sum == null
          ? Collections.<byte[]>emptyIterator()
          : Collections.singletonList(sum).iterator();
    }
  }

  /** Keys gathered into batches, each counted by one native call. */
  static final class Batch implements AutoCloseable {
    private final long handle;
    private byte[] data = new byte[BATCH_BYTES];
    private final int[] ends = new int[BATCH_KEYS];
    private int count;
    private int used;
    private long seen;
    private boolean finished;

    Batch(String design, String library, int part) {
      load(library);
      handle = start(design, part);
    }

    /** Room for {@code n} more bytes, flushing or growing (one key longer than a batch). */
    private void room(int n) {
      if (count == BATCH_KEYS || used + n > data.length) {
        flush();
      }
      if (n > data.length) {
        data = new byte[n];
      }
    }

    void key(byte[] key) {
      room(key.length);
      System.arraycopy(key, 0, data, used, key.length);
      ended(key.length);
    }

    void key(UTF8String key) {
      int n = key.numBytes();
      room(n);
      Platform.copyMemory(
          key.getBaseObject(), key.getBaseOffset(), data, Platform.BYTE_ARRAY_OFFSET + used, n);
      ended(n);
    }

    private void ended(int n) {
      used += n;
      ends[count++] = used;
      seen++;
    }

    /** The value at this place of the partition is not a key: the Python path's message. */
    IllegalArgumentException refused(Object value) {
      String type =
          value == null
              ? "None"
              : value instanceof Exception
                  ? "Python object the JVM cannot read (" + ((Exception) value).getMessage() + ")"
                  : pythonName(value);
      return new IllegalArgumentException(refusal(value == null, seen, type));
    }

    /** The Python type Pyrolite rebuilt {@code value} from, as the Python path names it. */
    private static String pythonName(Object value) {
      if (value instanceof Integer || value instanceof Long || value instanceof java.math.BigInteger) {
        return "int";
      }
      if (value instanceof Double) {
        return "float";
      }
      if (value instanceof Boolean) {
        return "bool";
      }
      if (value instanceof Object[]) {
        return "tuple";
      }
      if (value instanceof java.util.Map) {
        return "dict";
      }
      if (value instanceof List) {
        return "list";
      }
      return value.getClass().getName();
    }

    void flush() {
      if (count > 0) {
        add(handle, data, ends, count);
      }
      count = 0;
      used = 0;
    }

    /** Count a frame Rust reads; {@code false} when it holds anything else. */
    boolean frame(byte[] frame) {
      flush();
      long counted = addPickled(handle, frame);
      if (counted < 0) {
        return false;
      }
      seen = counted;
      return true;
    }

    byte[] partial() {
      flush();
      finished = true;
      return finish(handle);
    }

    @Override
    public void close() {
      if (!finished) {
        discard(handle);
      }
    }
  }

  static final class CountRows
      implements Function2<Integer, Iterator<InternalRow>, Iterator<byte[]>> {
    private static final long serialVersionUID = 1L;
    private final String design;
    private final String library;
    private final boolean text;

    CountRows(String design, String library, boolean text) {
      this.design = design;
      this.library = library;
      this.text = text;
    }

    @Override
    public Iterator<byte[]> call(Integer part, Iterator<InternalRow> rows) {
      try (Batch batch = new Batch(design, library, part)) {
        while (rows.hasNext()) {
          InternalRow row = rows.next();
          if (row.isNullAt(0)) {
            throw batch.refused(null);
          }
          if (text || row instanceof UnsafeRow) {
            // A string, or a binary value in an UnsafeRow (the same offset and length in the
            // row's bytes): read where it is, with no copy of its own.
            batch.key(row.getUTF8String(0));
          } else {
            batch.key(row.getBinary(0));
          }
        }
        return Collections.singletonList(batch.partial()).iterator();
      }
    }
  }

  static final class CountFrames implements Function2<Integer, Iterator<byte[]>, Iterator<byte[]>> {
    private static final long serialVersionUID = 1L;
    private final String design;
    private final String library;

    CountFrames(String design, String library) {
      this.design = design;
      this.library = library;
    }

    @Override
    public Iterator<byte[]> call(Integer part, Iterator<byte[]> frames) {
      long at = System.nanoTime();
      try (Batch batch = new Batch(design, library, part)) {
        timed("task " + part + ": open the partition", at);
        long reading = 0;
        long counting = 0;
        while (true) {
          long t0 = System.nanoTime();
          if (!frames.hasNext()) {
            reading += System.nanoTime() - t0;
            break;
          }
          byte[] frame = frames.next();
          long t1 = System.nanoTime();
          reading += t1 - t0;
          boolean read = batch.frame(frame);
          counting += System.nanoTime() - t1;
          if (!read) {
            for (Object value : unpickled(batch, frame)) {
              if (value instanceof byte[]) {
                batch.key((byte[]) value);
              } else if (value instanceof String) {
                batch.key(((String) value).getBytes(StandardCharsets.UTF_8));
              } else {
                throw batch.refused(value);
              }
            }
          }
        }
        timed("task " + part + ": Spark hands the frames over", System.nanoTime() - reading);
        timed("task " + part + ": count the frames (JNI)", System.nanoTime() - counting);
        at = System.nanoTime();
        byte[] partial = batch.partial();
        timed("task " + part + ": finish the partial (" + partial.length + " bytes)", at);
        return Collections.singletonList(partial).iterator();
      }
    }

    /** A frame the Rust reader does not read, read by Pyrolite (what PySpark's JVM uses). */
    private static List<Object> unpickled(Batch batch, byte[] frame) {
      Object value;
      try {
        value = new Unpickler().loads(frame);
      } catch (Exception e) {
        // A Python object the JVM cannot rebuild (a numpy.bytes_, an instance of a class).
        throw batch.refused(e);
      }
      if (value instanceof List) {
        return new ArrayList<>((List<?>) value);
      }
      List<Object> one = new ArrayList<>();
      one.add(value);
      return one;
    }
  }
}
