// The Java peer of `cargo xtask bench`: the loop an HBase engineer writes to see how md5-prefixed
// keys spread over pre-split regions. One thread, the JDK's MessageDigest, a StringBuilder key,
// a binary search over HexStringSplit's split keys with HBase's byte order, counts per region.
//
//   java RowKeyLoop [keys [regions [runs]]]   the loop (default 10,000,000 keys, 1,024 regions,
//                                             1 run); prints one line per run, then the counts
//   java RowKeyLoop --splits REGIONS          only the split keys, one a line
//
// Output lines, for xtask to read:
//   run R: K keys in S s, cpu C s      (C: the loop thread's CPU time, steadier than the wall
//                                       time when other work shares the machine)
//   counts: C0 C1 ... C(regions-1)
//
// No dependency beyond the JDK, so that `javac` and `java` are all it needs.

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.Arrays;
import java.util.Locale;

public final class RowKeyLoop {
    private static final char[] HEX = "0123456789abcdef".toCharArray();

    private RowKeyLoop() {}

    public static void main(String[] args) throws NoSuchAlgorithmException {
        if (args.length == 2 && args[0].equals("--splits")) {
            StringBuilder out = new StringBuilder();
            for (byte[] s : hexStringSplit(Integer.parseInt(args[1]))) {
                out.append(new String(s, StandardCharsets.UTF_8)).append('\n');
            }
            System.out.print(out);
            return;
        }
        long keys = args.length > 0 ? Long.parseLong(args[0]) : 10_000_000L;
        int regions = args.length > 1 ? Integer.parseInt(args[1]) : 1024;
        int runs = args.length > 2 ? Integer.parseInt(args[2]) : 1;
        byte[][] splits = hexStringSplit(regions);
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        long[] counts = null;
        for (int run = 1; run <= runs; run++) {
            long cpuStart = threads.getCurrentThreadCpuTime();
            long start = System.nanoTime();
            counts = countPerRegion(keys, splits);
            double seconds = (System.nanoTime() - start) / 1e9;
            double cpu = (threads.getCurrentThreadCpuTime() - cpuStart) / 1e9;
            System.out.printf(Locale.ROOT, "run %d: %d keys in %.3f s, cpu %.3f s%n", run, keys, seconds, cpu);
        }
        StringBuilder line = new StringBuilder("counts:");
        for (long c : counts) {
            line.append(' ').append(c);
        }
        System.out.println(line);
    }

    /**
     * Key n is hex(md5("user" + n))[0..4] + "_" + "user" + n; returns how many keys land in each
     * region ["", s1), [s1, s2), ..., [s(N-1), "").
     */
    static long[] countPerRegion(long keys, byte[][] splits) throws NoSuchAlgorithmException {
        MessageDigest md5 = MessageDigest.getInstance("MD5");
        StringBuilder sb = new StringBuilder(32);
        long[] counts = new long[splits.length + 1];
        for (long n = 0; n < keys; n++) {
            sb.setLength(0);
            String id = sb.append("user").append(n).toString();
            byte[] digest = md5.digest(id.getBytes(StandardCharsets.UTF_8));
            sb.setLength(0);
            sb.append(HEX[(digest[0] >> 4) & 0xf]).append(HEX[digest[0] & 0xf])
                .append(HEX[(digest[1] >> 4) & 0xf]).append(HEX[digest[1] & 0xf])
                .append('_').append(id);
            byte[] key = sb.toString().getBytes(StandardCharsets.UTF_8);
            counts[region(splits, key)]++;
        }
        return counts;
    }

    /** The region holding key: the number of split keys at or below it. */
    static int region(byte[][] splits, byte[] key) {
        // Arrays.compareUnsigned is HBase's Bytes.compareTo: unsigned bytes, then length.
        int at = Arrays.binarySearch(splits, key, Arrays::compareUnsigned);
        return at >= 0 ? at + 1 : -at - 1;
    }

    /**
     * HBase's RegionSplitter.HexStringSplit.split(n) over its default range "00000000".."FFFFFFFF":
     * n - 1 evenly spaced numbers (the last region takes the slop), as lower-case hex left-padded
     * with '0' to the last row's length.
     */
    static byte[][] hexStringSplit(int n) {
        String firstRow = "00000000";
        String lastRow = "FFFFFFFF";
        BigInteger first = new BigInteger(firstRow, 16);
        BigInteger last = new BigInteger(lastRow, 16);
        BigInteger range = last.subtract(first).add(BigInteger.ONE);
        BigInteger size = range.divide(BigInteger.valueOf(n));
        byte[][] splits = new byte[n - 1][];
        for (int i = 1; i < n; i++) {
            String hex = first.add(size.multiply(BigInteger.valueOf(i))).toString(16);
            String padded = "0".repeat(Math.max(0, lastRow.length() - hex.length())) + hex;
            splits[i - 1] = padded.getBytes(StandardCharsets.UTF_8);
        }
        return splits;
    }
}
