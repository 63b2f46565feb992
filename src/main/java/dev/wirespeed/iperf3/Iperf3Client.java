package dev.wirespeed.iperf3;

import com.fasterxml.jackson.core.JsonProcessingException;

import java.io.EOFException;
import java.io.IOException;
import java.net.ConnectException;
import java.net.DatagramPacket;
import java.net.Inet4Address;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.NoRouteToHostException;
import java.net.PortUnreachableException;
import java.net.Socket;
import java.net.SocketException;
import java.net.SocketTimeoutException;
import java.net.StandardSocketOptions;
import java.nio.ByteBuffer;
import java.nio.channels.DatagramChannel;
import java.nio.channels.SocketChannel;
import java.time.Duration;
import java.util.Objects;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;

/**
 * Runs one iperf3 test against a stock {@code iperf3 -s} (or the embedded server). The client owns the
 * test clock, as in iperf3: it sends TEST_END after duration + omit. Every wait on the server is bounded
 * by the read timeout, so a dead or stuck server fails with an {@link Iperf3Exception} naming the reason.
 * Instances are stateless and may run tests from several threads (against different servers).
 */
public final class Iperf3Client {

    /** What we send as {@code client_version}; servers only display it. */
    public static final String VERSION = "wirespeed";

    static final int MAX_SERVER_RESULTS_BYTES = 1024 * 1024;
    private static final long HELLO_RESEND_NANOS = TimeUnit.SECONDS.toNanos(1);
    private static final AtomicLong TEST_NUMBER = new AtomicLong();

    private final int connectTimeoutMillis;
    private final int readTimeoutMillis;

    /** Connect timeout 5 s, read timeout 10 s. */
    public Iperf3Client() {
        this(Duration.ofSeconds(5), Duration.ofSeconds(10));
    }

    public Iperf3Client(Duration connectTimeout, Duration readTimeout) {
        this.connectTimeoutMillis = positiveMillis(connectTimeout, "connectTimeout");
        this.readTimeoutMillis = positiveMillis(readTimeout, "readTimeout");
    }

    private static int positiveMillis(Duration d, String name) {
        Objects.requireNonNull(d, name);
        if (d.isNegative() || d.isZero() || d.toMillis() > Integer.MAX_VALUE) {
            throw new IllegalArgumentException(name + " must be positive, got " + d);
        }
        return (int) d.toMillis();
    }

    /**
     * Runs the test and returns both sides' figures.
     *
     * @throws Iperf3Exception busy server, server error (with iperf3's error number), timeout, refused
     *                         connection, lost connection or protocol violation
     * @throws IOException     other network failures, e.g. an unknown host name
     */
    public Iperf3Result run(Iperf3ClientOptions o) throws IOException {
        InetAddress address = InetAddress.getByName(o.host());
        InetSocketAddress server = new InetSocketAddress(address, o.port());
        TestParams p = params(o, address);
        TestRun run = new TestRun(p, Iperf3Result.Role.CLIENT, "iperf3-client-" + TEST_NUMBER.incrementAndGet());
        Socket socket = new Socket();
        try {
            connect(socket, server);
            ControlChannel c = new ControlChannel(socket);
            byte[] cookie = Cookie.random();
            c.write(cookie);
            PeerResults results = converse(c, o, p, run, server, cookie);
            return ResultAssembler.assemble(run, results, address.getHostAddress(), o.port(), VERSION);
        } finally {
            run.closeAll(2_000);
            Iperf3Server.closeQuietly(socket);
        }
    }

    private static TestParams params(Iperf3ClientOptions o, InetAddress address) {
        // UDP datagrams that fit a 1500-byte MTU: 1460 + 8 + 20 (IPv4), 1440 + 8 + 40 (IPv6)
        int len = o.udp()
                ? (address instanceof Inet4Address ? Protocol.DEFAULT_UDP_BLOCK : 1440)
                : Protocol.DEFAULT_TCP_BLOCK;
        long bandwidth = o.udp() ? (o.udpBitsPerSecond() > 0 ? o.udpBitsPerSecond() : Protocol.DEFAULT_UDP_RATE) : 0;
        return new TestParams(
                o.udp(),
                false,
                o.omitSeconds(),
                o.durationSeconds(),
                0,
                0,
                o.streams(),
                o.reverse(),
                o.bidir(),
                0,
                len,
                bandwidth,
                0,
                0,
                false,
                o.title(),
                "",
                false,
                false,
                false,
                VERSION);
    }

    private void connect(Socket socket, InetSocketAddress server) throws IOException {
        try {
            socket.connect(server, connectTimeoutMillis);
        } catch (ConnectException e) {
            throw new Iperf3Exception(
                    Iperf3Exception.Reason.REFUSED,
                    "connection to " + describe(server) + " refused: " + "no iperf3 server listening",
                    e);
        } catch (SocketTimeoutException e) {
            throw new Iperf3Exception(
                    Iperf3Exception.Reason.TIMEOUT,
                    "no answer from " + describe(server) + " within " + connectTimeoutMillis + " ms",
                    e);
        } catch (NoRouteToHostException e) {
            throw new Iperf3Exception(Iperf3Exception.Reason.REFUSED, "no route to " + describe(server), e);
        }
    }

    private static String describe(InetSocketAddress a) {
        String h = a.getAddress().getHostAddress();
        return (h.contains(":") ? "[" + h + "]" : h) + ":" + a.getPort();
    }

    /** The control conversation; returns the server's results. */
    private PeerResults converse(
            ControlChannel c, Iperf3ClientOptions o, TestParams p, TestRun run, InetSocketAddress server, byte[] cookie)
            throws IOException {
        String waitingFor = "the parameter request";
        PeerResults results = null;
        try {
            while (true) {
                c.deadlineIn(readTimeoutMillis);
                int state = c.readState();
                switch (state) {
                    case Protocol.PARAM_EXCHANGE -> {
                        c.writeJson(p.toJson());
                        waitingFor = "the stream request";
                    }
                    case Protocol.CREATE_STREAMS -> {
                        createStreams(p, run, server, cookie);
                        waitingFor = "the test start";
                    }
                    case Protocol.TEST_START -> waitingFor = "the test start";
                    case Protocol.TEST_RUNNING -> {
                        run.begin();
                        run.startThreads();
                        runTest(c, o, run);
                        waitingFor = "the results request";
                    }
                    case Protocol.EXCHANGE_RESULTS -> {
                        c.writeJson(run.resultsBlob());
                        waitingFor = "the server's results";
                        c.deadlineIn(readTimeoutMillis);
                        try {
                            results = PeerResults.parse(c.readBlob(MAX_SERVER_RESULTS_BYTES));
                        } catch (Framing.BadLengthException | JsonProcessingException e) {
                            throw new Iperf3Exception(
                                    Iperf3Exception.Reason.PROTOCOL,
                                    "unreadable results from server: " + e.getMessage(),
                                    e);
                        }
                        waitingFor = "the display request";
                    }
                    case Protocol.DISPLAY_RESULTS -> {
                        if (results == null) {
                            throw new Iperf3Exception(
                                    Iperf3Exception.Reason.PROTOCOL, "server asked to display results it never sent");
                        }
                        c.writeStates(Protocol.IPERF_DONE);
                        c.finish(1_000);
                        return results;
                    }
                    default -> throw serverState(c, state, waitingFor);
                }
            }
        } catch (SocketTimeoutException e) {
            throw new Iperf3Exception(
                    Iperf3Exception.Reason.TIMEOUT,
                    "server " + describe(server) + " sent nothing for " + readTimeoutMillis + " ms while we waited for "
                            + waitingFor,
                    e);
        } catch (EOFException e) {
            throw new Iperf3Exception(
                    Iperf3Exception.Reason.CONNECTION_LOST,
                    "server " + describe(server) + " closed the control connection while we waited for " + waitingFor,
                    e);
        } catch (SocketException e) {
            throw new Iperf3Exception(
                    Iperf3Exception.Reason.CONNECTION_LOST,
                    "connection to " + describe(server) + " failed while we waited for " + waitingFor + ": "
                            + e.getMessage(),
                    e);
        }
    }

    /** A state byte that is not part of the normal flow: busy, error, termination or garbage. */
    private static Iperf3Exception serverState(ControlChannel c, int state, String waitingFor) throws IOException {
        return switch (state) {
            case Protocol.ACCESS_DENIED -> new Iperf3Exception(
                    Iperf3Exception.Reason.BUSY, "the server is busy running a test. try again later");
            case Protocol.SERVER_ERROR -> {
                int code = c.readInt();
                int errno = c.readInt();
                yield new Iperf3Exception(
                        Iperf3Exception.Reason.SERVER_ERROR,
                        "server error " + code + ": " + Protocol.errorText(code)
                                + (errno != 0 ? " (errno " + errno + ")" : ""),
                        code,
                        null);
            }
            case Protocol.SERVER_TERMINATE -> new Iperf3Exception(
                    Iperf3Exception.Reason.SERVER_TERMINATED, "the server has terminated");
            default -> new Iperf3Exception(
                    Iperf3Exception.Reason.PROTOCOL,
                    "unexpected state " + state + " from server while waiting for " + waitingFor);
        };
    }

    /** Opens the data streams one after the other, as the server numbers them in arrival order. */
    private void createStreams(TestParams p, TestRun run, InetSocketAddress server, byte[] cookie) throws IOException {
        int sending = p.reverse() ? 0 : p.parallel(); // bidir: our P senders first, then P receivers
        for (int i = 0; i < p.connections(); i++) {
            int id = StreamIds.idOf(i);
            boolean sender = i < sending;
            if (p.udp()) {
                DatagramChannel dc = DatagramChannel.open(Iperf3Server.family(server.getAddress()));
                try {
                    dc.setOption(StandardSocketOptions.SO_RCVBUF, 4 * 1024 * 1024);
                    dc.connect(server);
                    udpHello(dc, server);
                } catch (IOException | RuntimeException e) {
                    dc.close();
                    throw e;
                }
                run.add(sender ? new UdpSendStream(id, run, dc::write, dc) : new UdpReceiveStream(id, run, dc));
            } else {
                SocketChannel ch = SocketChannel.open();
                try {
                    ch.socket().connect(server, connectTimeoutMillis);
                    ByteBuffer b = ByteBuffer.wrap(cookie);
                    while (b.hasRemaining()) {
                        ch.write(b);
                    }
                } catch (IOException | RuntimeException e) {
                    ch.close();
                    throw new Iperf3Exception(
                            Iperf3Exception.Reason.CONNECTION_LOST,
                            "data stream " + (i + 1) + " to " + describe(server) + " failed: " + e.getMessage(),
                            e);
                }
                run.add(new TcpDataStream(id, sender, run, ch));
            }
        }
    }

    /**
     * UDP stream setup: send the 4-byte hello until a 4-byte reply arrives. Longer datagrams are early test
     * data (reverse mode) and are skipped; any 4-byte reply counts, as older clients accepted.
     */
    private void udpHello(DatagramChannel dc, InetSocketAddress server) throws IOException {
        ByteBuffer hello = ByteBuffer.allocate(4).putInt(0, Protocol.UDP_CONNECT_MSG);
        long deadline = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(readTimeoutMillis);
        byte[] buf = new byte[65_536];
        while (true) {
            hello.clear();
            try {
                dc.write(hello);
            } catch (PortUnreachableException e) {
                // reported for an earlier datagram; try again below
            }
            long resendAt = Math.min(deadline, System.nanoTime() + HELLO_RESEND_NANOS);
            while (true) {
                long waitMillis = TimeUnit.NANOSECONDS.toMillis(resendAt - System.nanoTime());
                if (waitMillis <= 0) {
                    break;
                }
                dc.socket().setSoTimeout((int) waitMillis);
                DatagramPacket packet = new DatagramPacket(buf, buf.length);
                try {
                    dc.socket().receive(packet);
                } catch (SocketTimeoutException e) {
                    break;
                } catch (PortUnreachableException e) {
                    continue; // the server's UDP socket is not open yet
                }
                if (packet.getLength() == 4) {
                    dc.socket().setSoTimeout(0);
                    return;
                }
            }
            if (System.nanoTime() - deadline >= 0) {
                throw new Iperf3Exception(
                        Iperf3Exception.Reason.TIMEOUT,
                        "no UDP reply from " + describe(server) + " within " + readTimeoutMillis
                                + " ms (UDP blocked by a firewall?)");
            }
        }
    }

    /** Runs until duration + omit, watching the control connection for errors; then sends TEST_END. */
    private void runTest(ControlChannel c, Iperf3ClientOptions o, TestRun run) throws IOException {
        long end = run.startNanos() + TimeUnit.SECONDS.toNanos((long) o.durationSeconds() + o.omitSeconds());
        while (true) {
            long now = System.nanoTime();
            run.tick(now);
            if (now - end >= 0) {
                break;
            }
            c.deadlineAt(Math.max(Math.min(run.nextTickNanos(), end), now + TimeUnit.MILLISECONDS.toNanos(1)));
            int state;
            try {
                state = c.readState();
            } catch (SocketTimeoutException e) {
                continue;
            }
            throw serverState(c, state, "the end of the test");
        }
        run.stopSenders(500);
        long finished = System.nanoTime();
        run.stopCounting();
        run.finish(finished);
        c.writeStates(Protocol.TEST_END);
        IOException failure = run.streamFailure();
        if (failure != null) {
            throw new Iperf3Exception(
                    Iperf3Exception.Reason.CONNECTION_LOST,
                    "a data stream failed during the test: " + failure.getMessage(),
                    failure);
        }
    }
}
