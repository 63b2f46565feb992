package dev.wirespeed.measure.parse;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.function.LongSupplier;

/**
 * The work one parse may do: {@value #LIMIT_MILLIS} ms of this thread's CPU time. The parsers are
 * linear in their input, so the largest accepted input (8 MiB) is read in a fraction of that; the
 * budget is the backstop that stops an input nobody foresaw from holding a request thread. The
 * parsers call {@link #atLine} and {@link #atOffset} from their loops (cooperative, no extra thread);
 * the clock is read only every {@value #STEPS_PER_READ} calls because reading it costs more than a step.
 */
final class Budget {

    static final long LIMIT_MILLIS = 2000;
    private static final int STEPS_PER_READ = 256;
    private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();

    private final LongSupplier nanos;
    private final long limitMillis;
    private final long limitNanos;
    private final long start;
    private int steps;

    Budget(LongSupplier nanos, long limitMillis) {
        this.nanos = nanos;
        this.limitMillis = limitMillis;
        this.limitNanos = limitMillis * 1_000_000;
        this.start = nanos.getAsLong();
    }

    /** The standard budget; CPU time, so a loaded machine does not make a real output fail. */
    static Budget standard() {
        LongSupplier clock =
                THREADS.isCurrentThreadCpuTimeSupported() ? THREADS::getCurrentThreadCpuTime : System::nanoTime;
        return new Budget(clock, LIMIT_MILLIS);
    }

    /** A step of a line loop; the line number goes into the message when the budget is spent. */
    void atLine(int lineNumber) {
        if (spent()) {
            throw exceeded("line " + lineNumber);
        }
    }

    /** A step of the JSON reader at {@code index} (a char index; the message gives the UTF-8 byte offset). */
    void atOffset(String text, int index) {
        if (spent()) {
            throw exceeded("offset " + Input.utf8Offset(text, index));
        }
    }

    private boolean spent() {
        return ++steps % STEPS_PER_READ == 0 && nanos.getAsLong() - start > limitNanos;
    }

    private ParseException exceeded(String where) {
        return new ParseException("parsing stopped at " + where + ": it took longer than the parse time limit of "
                + (limitMillis % 1000 == 0 ? limitMillis / 1000 + " s" : limitMillis + " ms")
                + " for one input; a measurement output is read far faster, so this"
                + " input is not one (paste only the tool's output)");
    }
}
