package dev.wirespeed.iperf3;

/**
 * Constants of the iperf3 control protocol as stock iperf3 3.x puts them on the wire. See
 * shared/design/iperf3-protocol.md, sections 2 and 8.2.
 */
final class Protocol {

    private Protocol() {}

    static final int COOKIE_SIZE = 37;

    // One-byte state codes (signed on the wire).
    static final int TEST_START = 1;
    static final int TEST_RUNNING = 2;
    static final int TEST_END = 4;
    static final int PARAM_EXCHANGE = 9;
    static final int CREATE_STREAMS = 10;
    static final int SERVER_TERMINATE = 11;
    static final int CLIENT_TERMINATE = 12;
    static final int EXCHANGE_RESULTS = 13;
    static final int DISPLAY_RESULTS = 14;
    static final int IPERF_DONE = 16;
    static final int ACCESS_DENIED = -1;
    static final int SERVER_ERROR = -2;

    // iperf3 error numbers (i_errno) sent after SERVER_ERROR; a stock client prints its own text for them.
    static final int IEDURATION = 5;
    static final int IENUMSTREAMS = 6;
    static final int IEBLOCKSIZE = 7;
    static final int IEBUFSIZE = 8;
    static final int IEOMIT = 12;
    static final int IEBURST = 15;
    static final int IENOSCTP = 18;
    static final int IEUDPBLOCKSIZE = 20;
    static final int IEBADTOS = 21;
    static final int IEREVERSEBIDIR = 25;
    static final int IETOTALRATE = 27;
    static final int IEMAXSERVERTESTDURATIONEXCEEDED = 37;
    static final int IELISTEN = 102;
    static final int IEACCEPT = 104;
    static final int IECTRLCLOSE = 109;
    static final int IERECVPARAMS = 114;
    static final int IERECVRESULTS = 117;
    static final int IEACCESSDENIED = 121;
    static final int IEAUTHTEST = 142;
    static final int IESERVERTESTDURATIONEXPIRED = 160;

    /**
     * UDP stream hello a 3.12+ client sends ("9876"). 3.12+ clients accept "6789" or the legacy
     * B1 68 DE 3A as reply; the server answers with the hello's bytes reversed, which every version
     * and byte order accepts.
     */
    static final int UDP_CONNECT_MSG = 0x39383736;

    static final int DEFAULT_TCP_BLOCK = 128 * 1024;
    static final int DEFAULT_UDP_BLOCK = 1460;
    static final int MAX_TCP_BLOCK = 1024 * 1024;
    static final int MIN_UDP_BLOCK = 16;
    static final int MAX_UDP_BLOCK = 65_507;
    static final long MAX_WINDOW = 512L * 1024 * 1024;
    static final int MAX_BURST = 1000;
    static final int MAX_STREAMS = 128;
    static final long DEFAULT_UDP_RATE = 1_048_576;

    /** What a client prints for a server error number; wording of our own, meaning as in iperf3. */
    static String errorText(int code) {
        return switch (code) {
            case IEDURATION -> "invalid test duration";
            case IENUMSTREAMS -> "invalid number of parallel streams";
            case IEBLOCKSIZE -> "block size too large";
            case IEBUFSIZE -> "socket buffer size too large";
            case IEOMIT -> "bogus value for omit";
            case IEBURST -> "invalid burst count";
            case IENOSCTP -> "no SCTP support available";
            case IEUDPBLOCKSIZE -> "UDP block size invalid";
            case IEBADTOS -> "bad TOS value";
            case IEREVERSEBIDIR -> "cannot be both reverse and bidirectional";
            case IETOTALRATE -> "total required bandwidth is larger than server limit";
            case IEMAXSERVERTESTDURATIONEXCEEDED -> "client's requested duration exceeds the server's maximum permitted limit";
            case IELISTEN -> "unable to start listener for connections";
            case IEACCEPT -> "unable to accept connection from client";
            case IECTRLCLOSE -> "control socket has closed unexpectedly";
            case IERECVPARAMS -> "unable to receive parameters from client";
            case IERECVRESULTS -> "unable to receive results";
            case IEACCESSDENIED -> "the server is busy running a test. try again later";
            case IEAUTHTEST -> "test authorization failed";
            case IESERVERTESTDURATIONEXPIRED -> "server test duration expired";
            default -> "iperf3 error " + code;
        };
    }
}
