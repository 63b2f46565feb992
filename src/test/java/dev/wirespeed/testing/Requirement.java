package dev.wirespeed.testing;

import org.junit.jupiter.api.Assumptions;
import org.opentest4j.AssertionFailedError;

import java.io.PrintStream;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Something a test needs from outside it (a program, a server, a file the build writes): when it is
 * missing, the test is skipped with a message, or, when the environment variable {@code CI} is set,
 * fails, since there the build must have provided it.
 */
public final class Requirement {

    /** The skip lines printed in this JVM: each is printed once, not by every test it skips. */
    private static final Set<String> TOLD = ConcurrentHashMap.newKeySet();

    private Requirement() {}

    /**
     * Returns when {@code present}. Otherwise fails the test under CI, or prints one line to stderr
     * (JUnit reports an aborted class as 0 tests and Surefire prints no reason) and aborts it.
     *
     * @param missing what is missing and how to get it, e.g. "iperf3 binary not found on PATH (apt-get
     *     install iperf3)"
     */
    public static void require(boolean present, String missing) {
        require(present, missing, System.getenv("CI") != null, System.err);
    }

    /** {@link #require(boolean, String)} with the environment's answer and stderr given. */
    static void require(boolean present, String missing, boolean ci, PrintStream err) {
        if (present) {
            return;
        }
        if (ci) {
            throw new AssertionFailedError(missing + " [CI is set, so this is a failure]");
        }
        String skipped = "SKIPPED: " + missing + " (set CI to make this a failure)";
        if (TOLD.add(skipped)) {
            err.println(skipped);
        }
        Assumptions.abort(skipped);
    }
}
