package dev.wirespeed.iperf3;

import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.lang.management.OperatingSystemMXBean;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * This process's CPU use over a test, in percent of one core (as iperf3 reports it). The user/system
 * split comes from /proc/self/stat where available; elsewhere all of it is reported as user time.
 */
final class CpuMeter {

    record Usage(double total, double user, double system) {
        static final Usage NONE = new Usage(0, 0, 0);
    }

    /** Looked up once: the first lookup loads the management classes, which takes tens of milliseconds. */
    private static final OperatingSystemMXBean OS = ManagementFactory.getOperatingSystemMXBean();

    private long wall0;
    private long cpu0;
    private long[] ticks0;

    void start() {
        wall0 = System.nanoTime();
        cpu0 = processCpuNanos();
        ticks0 = procTicks();
    }

    Usage stop() {
        long wall = System.nanoTime() - wall0;
        long cpu = processCpuNanos() - cpu0;
        if (wall <= 0 || cpu0 < 0 || cpu < 0) {
            return Usage.NONE;
        }
        double total = 100.0 * cpu / wall;
        long[] ticks1 = procTicks();
        if (ticks0 != null && ticks1 != null) {
            long user = ticks1[0] - ticks0[0];
            long system = ticks1[1] - ticks0[1];
            if (user + system > 0) {
                double systemShare = (double) system / (user + system);
                return new Usage(total, total * (1 - systemShare), total * systemShare);
            }
        }
        return new Usage(total, total, 0);
    }

    private static long processCpuNanos() {
        if (OS instanceof com.sun.management.OperatingSystemMXBean os) {
            return os.getProcessCpuTime();
        }
        return -1;
    }

    /** utime and stime in clock ticks, or null. */
    private static long[] procTicks() {
        try {
            String stat = Files.readString(Path.of("/proc/self/stat"));
            String[] f = stat.substring(stat.lastIndexOf(')') + 2).split(" ");
            return new long[] {Long.parseLong(f[11]), Long.parseLong(f[12])};
        } catch (IOException | RuntimeException e) {
            return null;
        }
    }
}
