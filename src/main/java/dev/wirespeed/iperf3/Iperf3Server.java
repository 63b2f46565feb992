package dev.wirespeed.iperf3;

import java.io.IOException;
import java.net.Inet4Address;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ProtocolFamily;
import java.net.StandardProtocolFamily;
import java.net.StandardSocketOptions;
import java.nio.ByteBuffer;
import java.nio.channels.SelectionKey;
import java.nio.channels.Selector;
import java.nio.channels.ServerSocketChannel;
import java.nio.channels.SocketChannel;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Consumer;

/**
 * An iperf3-protocol server that stock iperf3 clients (3.7 and later) can test against. One test at a
 * time, like stock iperf3; a client arriving during a test is told the server is busy.
 *
 * <p>One acceptor thread reads the 37-byte cookie of every new connection without blocking, so a
 * client that connects and stays silent occupies nothing but a pending slot until the read timeout;
 * when the slots run out, the oldest silent connection is closed to make room for the new one.
 * The first connection to deliver a cookie while the server is idle becomes the control connection of
 * a test; during stream setup, connections carrying that test's cookie become its data streams, in
 * accept order; everyone else gets ACCESS_DENIED. A test that overruns its duration, or a client that
 * stalls in any phase, is ended with a SERVER_ERROR a stock client understands.
 *
 * <p>Completed tests are handed to {@code onComplete} on the test's control thread.
 */
public final class Iperf3Server implements AutoCloseable {

    private static final System.Logger LOG = System.getLogger(Iperf3Server.class.getName());
    /** Connections still sending their cookie, in total and from one address. */
    private static final int MAX_PENDING = 64;

    private static final int MAX_PENDING_PER_ADDRESS = 8;
    private static final long REJECT_DRAIN_NANOS = TimeUnit.SECONDS.toNanos(1);

    private final Iperf3ServerConfig config;
    private final Consumer<Iperf3Result> onComplete;
    private final List<Cidr> allowed;
    private final AtomicReference<ServerSession> session = new AtomicReference<>();
    /** Sessions whose thread has not ended yet: the current one and any still delivering its result. */
    private final Set<ServerSession> live = ConcurrentHashMap.newKeySet();

    private final AtomicLong testNumber = new AtomicLong();
    private final Map<SocketChannel, Pending> pending = new HashMap<>();
    private ServerSocketChannel listener;
    private Selector selector;
    private Thread acceptor;
    private volatile boolean closed;
    private volatile int boundPort = -1;
    private long acceptSequence;

    public Iperf3Server(Iperf3ServerConfig config, Consumer<Iperf3Result> onComplete) {
        this.config = Objects.requireNonNull(config, "config");
        this.onComplete = Objects.requireNonNull(onComplete, "onComplete");
        this.allowed = config.allowedCidrs().stream().map(Cidr::parse).toList();
    }

    /** Binds the configured address and starts accepting clients. */
    public synchronized void start() throws IOException {
        if (closed || listener != null) {
            throw new IllegalStateException(closed ? "server closed" : "server already started");
        }
        ServerSocketChannel ssc = ServerSocketChannel.open(family(config.bind()));
        try {
            ssc.setOption(StandardSocketOptions.SO_REUSEADDR, true);
            ssc.bind(new InetSocketAddress(config.bind(), config.port()), 64);
            ssc.configureBlocking(false);
            selector = Selector.open();
            ssc.register(selector, SelectionKey.OP_ACCEPT);
        } catch (IOException | RuntimeException e) {
            ssc.close();
            if (selector != null) {
                selector.close();
            }
            throw e;
        }
        listener = ssc;
        boundPort = ((InetSocketAddress) ssc.getLocalAddress()).getPort();
        acceptor = new Thread(this::acceptLoop, "iperf3-acceptor-" + boundPort);
        acceptor.setDaemon(true);
        acceptor.start();
        LOG.log(
                System.Logger.Level.INFO,
                "iperf3 server listening on {0} port {1}",
                config.bind().getHostAddress(),
                String.valueOf(boundPort));
    }

    /** The bound port (useful with port 0); -1 before {@link #start()}. */
    public int port() {
        return boundPort;
    }

    /** The test running now, once its parameters are known. */
    public Optional<Iperf3Progress> current() {
        ServerSession s = session.get();
        return s == null ? Optional.empty() : s.progress();
    }

    /** Stops accepting, ends a running test (the client is told the server terminated) and joins all threads. */
    @Override
    public void close() {
        Thread a;
        synchronized (this) {
            if (closed) {
                return;
            }
            closed = true;
            a = acceptor;
            if (selector != null) {
                selector.wakeup();
            }
        }
        join(a);
        for (ServerSession s : List.copyOf(live)) {
            s.terminate();
            s.join(TimeUnit.SECONDS.toMillis(5));
        }
    }

    static ProtocolFamily family(InetAddress a) {
        return a instanceof Inet4Address ? StandardProtocolFamily.INET : StandardProtocolFamily.INET6;
    }

    Iperf3ServerConfig config() {
        return config;
    }

    /** The test slot is free again (the session may still be delivering its result). */
    void sessionEnded(ServerSession s) {
        session.compareAndSet(s, null);
    }

    void threadEnded(ServerSession s) {
        live.remove(s);
    }

    void deliver(Iperf3Result r) {
        try {
            onComplete.accept(r);
        } catch (RuntimeException e) {
            LOG.log(System.Logger.Level.WARNING, "iperf3 result consumer failed", e);
        }
    }

    private static void join(Thread t) {
        if (t == null) {
            return;
        }
        try {
            t.join(TimeUnit.SECONDS.toMillis(5));
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    // ---- acceptor thread ----

    /** A connection that has not yet sent its cookie; or, when refused, one being drained before close. */
    private static final class Pending {
        final long sequence;
        final SocketChannel channel;
        final InetSocketAddress peer;
        final long deadlineNanos;
        final boolean refused;
        final ByteBuffer cookie = ByteBuffer.allocate(Protocol.COOKIE_SIZE);
        SelectionKey key;

        Pending(long sequence, SocketChannel channel, InetSocketAddress peer, long deadlineNanos, boolean refused) {
            this.sequence = sequence;
            this.channel = channel;
            this.peer = peer;
            this.deadlineNanos = deadlineNanos;
            this.refused = refused;
        }
    }

    private void acceptLoop() {
        try {
            while (!closed) {
                long now = System.nanoTime();
                long waitNanos = TimeUnit.MILLISECONDS.toNanos(250);
                for (Pending p : pending.values()) {
                    waitNanos = Math.min(waitNanos, p.deadlineNanos - now);
                }
                selector.select(Math.max(1, TimeUnit.NANOSECONDS.toMillis(waitNanos)));
                if (closed) {
                    break;
                }
                List<Pending> complete = new ArrayList<>();
                for (SelectionKey k : selector.selectedKeys()) {
                    if (!k.isValid()) {
                        continue;
                    }
                    if (k.isAcceptable()) {
                        acceptAll(complete);
                    } else if (k.isReadable()
                            && !complete.contains((Pending) k.attachment())
                            && readCookie((Pending) k.attachment())) {
                        complete.add((Pending) k.attachment());
                    }
                }
                selector.selectedKeys().clear();
                now = System.nanoTime();
                for (Pending p : List.copyOf(pending.values())) {
                    if (now - p.deadlineNanos > 0 && !complete.contains(p)) {
                        LOG.log(System.Logger.Level.DEBUG, "iperf3: {0} sent no cookie in time, closed", p.peer);
                        drop(p);
                    }
                }
                if (!complete.isEmpty()) {
                    // data streams are identified by accept order, so hand them over in that order
                    complete.sort(Comparator.comparingLong(p -> p.sequence));
                    for (Pending p : complete) {
                        p.key.cancel();
                    }
                    selector.selectNow(); // deregisters the cancelled keys so the channels can block
                    for (Pending p : complete) {
                        dispatch(p);
                    }
                }
                ServerSession s = session.get();
                if (s != null) {
                    s.watchdog(System.nanoTime());
                }
            }
        } catch (IOException | RuntimeException e) {
            if (!closed) {
                LOG.log(System.Logger.Level.ERROR, "iperf3 acceptor failed; server stops accepting", e);
            }
        } finally {
            for (Pending p : List.copyOf(pending.values())) {
                drop(p);
            }
            closeQuietly(listener);
            closeQuietly(selector);
        }
    }

    /**
     * Accepts every connection waiting; {@code complete} holds the connections of this round whose
     * cookie has arrived (they are handed over after the round), which never count against the slots.
     */
    private void acceptAll(List<Pending> complete) throws IOException {
        SocketChannel ch;
        while ((ch = listener.accept()) != null) {
            InetSocketAddress peer;
            try {
                peer = (InetSocketAddress) ch.getRemoteAddress();
                ch.configureBlocking(false);
            } catch (IOException e) {
                closeQuietly(ch);
                continue;
            }
            // When the slots are full, the oldest connection that has still sent no cookie makes room:
            // a real client sends its cookie at once, so sockets kept open and silent (from the same
            // address or from anywhere) can no longer lock everyone else out until they time out.
            // A client opening many streams at once (iperf3 -P 16) connects them faster than this loop
            // reads their cookies: read what has arrived before calling a connection silent.
            List<Pending> fromPeer = stillSilent(peer.getAddress(), complete);
            if (fromPeer.size() >= MAX_PENDING_PER_ADDRESS) {
                evictOldest(fromPeer);
            } else if (pending.size() - complete.size() >= MAX_PENDING) {
                List<Pending> silent = stillSilent(null, complete);
                if (silent.size() >= MAX_PENDING) {
                    evictOldest(silent);
                }
            }
            boolean ok = isAllowed(peer.getAddress());
            long now = System.nanoTime();
            Pending p = new Pending(
                    acceptSequence++,
                    ch,
                    peer,
                    now + (ok ? TimeUnit.MILLISECONDS.toNanos(config.readTimeoutMillis()) : REJECT_DRAIN_NANOS),
                    !ok);
            if (!ok) {
                LOG.log(System.Logger.Level.INFO, "iperf3: refused {0}: not in the allowed networks", peer);
                try {
                    ch.write(ByteBuffer.wrap(Framing.serverError(Protocol.IEAUTHTEST, 0)));
                    ch.shutdownOutput();
                } catch (IOException e) {
                    closeQuietly(ch);
                    continue;
                }
            }
            p.key = ch.register(selector, SelectionKey.OP_READ, p);
            pending.put(ch, p);
        }
    }

    /**
     * The pending connections (from {@code address}, or from anywhere when null) that have still sent
     * no whole cookie, after reading what each has sent so far; those whose cookie is now whole join
     * {@code complete}.
     */
    private List<Pending> stillSilent(InetAddress address, List<Pending> complete) {
        List<Pending> silent = new ArrayList<>();
        for (Pending p : List.copyOf(pending.values())) {
            if (complete.contains(p) || address != null && !p.peer.getAddress().equals(address)) {
                continue;
            }
            if (readCookie(p)) {
                complete.add(p);
            } else if (pending.containsKey(p.channel)) {
                silent.add(p);
            }
        }
        return silent;
    }

    private void evictOldest(List<Pending> candidates) {
        Pending oldest = candidates.stream()
                .min(Comparator.comparingLong(p -> p.sequence))
                .orElseThrow();
        LOG.log(System.Logger.Level.DEBUG, "iperf3: {0} sent no cookie yet; closed to make room", oldest.peer);
        drop(oldest);
    }

    /** @return true when the cookie is complete (and the connection still wanted) */
    private boolean readCookie(Pending p) {
        try {
            int n = p.channel.read(p.cookie);
            if (n < 0) {
                drop(p);
                return false;
            }
            if (p.cookie.hasRemaining()) {
                return false;
            }
            if (p.refused) {
                drop(p);
                return false;
            }
            return true;
        } catch (IOException e) {
            drop(p);
            return false;
        }
    }

    private void drop(Pending p) {
        pending.remove(p.channel);
        if (p.key != null) {
            p.key.cancel();
        }
        closeQuietly(p.channel);
    }

    private void dispatch(Pending p) {
        pending.remove(p.channel);
        SocketChannel ch = p.channel;
        byte[] cookie = p.cookie.array();
        try {
            ServerSession s = session.get();
            if (s == null && !closed) {
                ch.configureBlocking(true);
                s = new ServerSession(this, ch, p.peer, cookie, testNumber.incrementAndGet());
                session.set(s);
                live.add(s);
                LOG.log(System.Logger.Level.DEBUG, "iperf3: test {0} from {1}", s.number(), p.peer);
                s.start();
                return;
            }
            if (s.wantsStream(cookie)) {
                ch.configureBlocking(true);
                if (s.offerTcpStream(ch, cookie)) {
                    return;
                }
            }
            LOG.log(System.Logger.Level.DEBUG, "iperf3: busy, denied {0}", p.peer);
            ch.configureBlocking(true);
            ch.write(ByteBuffer.wrap(new byte[] {(byte) Protocol.ACCESS_DENIED}));
            ch.shutdownOutput();
            ch.close();
        } catch (IOException e) {
            closeQuietly(ch);
        }
    }

    private boolean isAllowed(InetAddress a) {
        if (allowed.isEmpty()) {
            return true;
        }
        for (Cidr c : allowed) {
            if (c.contains(a)) {
                return true;
            }
        }
        return false;
    }

    static void closeQuietly(AutoCloseable c) {
        if (c == null) {
            return;
        }
        try {
            c.close();
        } catch (Exception ignored) {
            // nothing left to do
        }
    }
}
