package dev.wirespeed.trace;

import java.lang.management.ManagementFactory;
import java.time.Duration;
import java.time.Instant;
import java.util.Locale;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * Where a start spends its time, printed to standard error when the JVM runs with
 * {@code -Dwirespeed.startTrace=true}: one line per phase with the wall time since the process
 * started, the process's CPU time and the classes loaded so far. Without the property a mark costs
 * one boolean test, so the marks can stay in the start path (Java 17 has no {@code -Xlog:startuptime}).
 */
public final class StartTrace {

    private static final boolean ON = Boolean.getBoolean("wirespeed.startTrace");

    private static final AtomicBoolean FIRST = new AtomicBoolean();

    private StartTrace() {}

    /** As {@link #mark}, only the first time it is called (the first answer of a server). */
    public static void first(String phase) {
        if (ON && FIRST.compareAndSet(false, true)) {
            mark(phase);
        }
    }

    /** Prints a line for the phase that ends now, when tracing is on. */
    public static void mark(String phase) {
        if (!ON) {
            return;
        }
        ProcessHandle.Info info = ProcessHandle.current().info();
        long wallMs = info.startInstant()
                .map(s -> Duration.between(s, Instant.now()).toMillis())
                .orElse(-1L);
        long cpuMs = info.totalCpuDuration().map(Duration::toMillis).orElse(-1L);
        long classes = ManagementFactory.getClassLoadingMXBean().getTotalLoadedClassCount();
        System.err.printf(
                Locale.ROOT, "start-trace %-28s wall %6d ms  cpu %6d ms  classes %5d%n", phase, wallMs, cpuMs, classes);
    }
}
