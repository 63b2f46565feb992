package dev.wirespeed.iperf3;

import java.io.IOException;

/**
 * A test that did not complete, with the reason a caller can act on: a busy server should be retried
 * later, a server error carries iperf3's error number, a timeout names the phase that stalled.
 */
public final class Iperf3Exception extends IOException {

    private static final long serialVersionUID = 1L;

    /** Why a test failed. */
    public enum Reason {
        /** The server runs another test (ACCESS_DENIED). */
        BUSY,
        /** The server refused or aborted the test with an iperf3 error number. */
        SERVER_ERROR,
        /** The server was shut down during the test (SERVER_TERMINATE). */
        SERVER_TERMINATED,
        /** The peer did not answer within the timeout. */
        TIMEOUT,
        /** Nothing listens at the address. */
        REFUSED,
        /** The connection closed or broke before the test completed. */
        CONNECTION_LOST,
        /** The peer sent something the protocol does not allow. */
        PROTOCOL
    }

    private final Reason reason;
    private final int serverErrorCode;

    Iperf3Exception(Reason reason, String message) {
        this(reason, message, 0, null);
    }

    Iperf3Exception(Reason reason, String message, Throwable cause) {
        this(reason, message, 0, cause);
    }

    Iperf3Exception(Reason reason, String message, int serverErrorCode, Throwable cause) {
        super(message, cause);
        this.reason = reason;
        this.serverErrorCode = serverErrorCode;
    }

    public Reason reason() {
        return reason;
    }

    /** iperf3's error number (i_errno) for {@link Reason#SERVER_ERROR}, else 0. */
    public int serverErrorCode() {
        return serverErrorCode;
    }
}
