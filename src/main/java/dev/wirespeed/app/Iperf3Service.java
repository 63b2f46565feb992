package dev.wirespeed.app;

import dev.wirespeed.iperf3.Iperf3Client;
import dev.wirespeed.iperf3.Iperf3ClientOptions;
import dev.wirespeed.iperf3.Iperf3Exception;
import dev.wirespeed.iperf3.Iperf3FlowResult;
import dev.wirespeed.iperf3.Iperf3Interval;
import dev.wirespeed.iperf3.Iperf3Progress;
import dev.wirespeed.iperf3.Iperf3Result;
import dev.wirespeed.iperf3.Iperf3Server;
import dev.wirespeed.iperf3.Iperf3ServerConfig;
import dev.wirespeed.measure.parse.CpuUse;
import dev.wirespeed.measure.parse.Interval;
import dev.wirespeed.measure.parse.ThroughputRun;
import dev.wirespeed.measure.parse.Totals;
import dev.wirespeed.measure.parse.Udp;
import dev.wirespeed.plan.Plan;
import dev.wirespeed.store.SettingRepository;
import dev.wirespeed.text.Phrase;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.io.IOException;
import java.net.InetAddress;
import java.net.NetworkInterface;
import java.net.UnknownHostException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * The embedded iperf3 engine inside the service: a server that is off unless the person turns it
 * on (bound to the address they chose, with limits), and a client for stock iperf3 servers. Every
 * completed test becomes a stored measurement; a server test is attached to the plan flow whose
 * hosts match the peer's IP address.
 */
public final class Iperf3Service implements AutoCloseable {

    private static final Logger LOG = LoggerFactory.getLogger(Iperf3Service.class);
    private static final String TARGETS_SETTING = "measure.allow";

    /** The server settings a person chooses (stored under "iperf3.*"). */
    public record Settings(
            boolean enabled,
            String bind,
            int port,
            int maxDurationSeconds,
            int maxStreams,
            long maxUdpMbps,
            List<String> allowedCidrs) {
        public static Settings defaults() {
            return new Settings(false, "127.0.0.1", 5201, 60, 16, 1000, List.of());
        }
    }

    /** What a status page shows: running or not, where, the test in progress and the last results. */
    public record Status(
            Settings settings,
            boolean running,
            Integer boundPort,
            Iperf3Progress current,
            List<LastTest> recent,
            String error) {}

    /** A test that ended: when, what, where it was stored. */
    public record LastTest(String summary, List<String> measurementIds, String planId, String flowId) {}

    private final MeasurementService measurements;
    private final PlanService plans;
    private final SettingRepository settings;
    private Iperf3Server server;
    private String error;
    private final List<LastTest> recent = Collections.synchronizedList(new ArrayList<>());

    public Iperf3Service(MeasurementService measurements, PlanService plans, SettingRepository settings) {
        this.measurements = measurements;
        this.plans = plans;
        this.settings = settings;
    }

    public Settings settings() {
        Map<String, String> s = settings.byPrefix("iperf3.");
        Settings d = Settings.defaults();
        return new Settings(
                Boolean.parseBoolean(s.getOrDefault("iperf3.enabled", "false")),
                s.getOrDefault("iperf3.bind", d.bind()),
                Integer.parseInt(s.getOrDefault("iperf3.port", String.valueOf(d.port()))),
                Integer.parseInt(s.getOrDefault("iperf3.maxDuration", String.valueOf(d.maxDurationSeconds()))),
                Integer.parseInt(s.getOrDefault("iperf3.maxStreams", String.valueOf(d.maxStreams()))),
                Long.parseLong(s.getOrDefault("iperf3.maxUdpMbps", String.valueOf(d.maxUdpMbps()))),
                s.getOrDefault("iperf3.allow", "").isBlank()
                        ? List.of()
                        : List.of(s.get("iperf3.allow").split("\\s*,\\s*")));
    }

    /** Validates and stores settings; starts or stops the server to match. */
    public synchronized Status apply(Settings s) {
        List<AppError.Detail> d = new ArrayList<>();
        try {
            InetAddress.getByName(s.bind());
            if (s.bind().isBlank()) {
                d.add(AppError.Detail.of("bind", Phrase.of("iperf3.check.bind")));
            }
        } catch (UnknownHostException e) {
            d.add(AppError.Detail.of("bind", Phrase.of("iperf3.check.notHere", s.bind())));
        }
        if (s.port() < 1 || s.port() > 65535) {
            d.add(AppError.Detail.of("port", Phrase.of("iperf3.check.port")));
        }
        if (s.maxDurationSeconds() < 1 || s.maxDurationSeconds() > 3600) {
            d.add(AppError.Detail.of("maxDuration", Phrase.of("iperf3.check.maxDuration")));
        }
        if (s.maxStreams() < 1 || s.maxStreams() > 128) {
            d.add(AppError.Detail.of("maxStreams", Phrase.of("iperf3.check.maxStreams")));
        }
        if (s.maxUdpMbps() < 1 || s.maxUdpMbps() > 100_000) {
            d.add(AppError.Detail.of("maxUdpMbps", Phrase.of("iperf3.check.maxUdp")));
        }
        for (String c : s.allowedCidrs()) {
            if (!c.matches("[0-9a-fA-F:.]+(/\\d{1,3})?")) {
                d.add(AppError.Detail.of("allow", Phrase.of("iperf3.check.allow", c)));
            }
        }
        if (!d.isEmpty()) {
            throw AppError.of(
                    400, Phrase.of("iperf3.check.problems", d.size(), d.get(0).phrase()), d);
        }
        Map<String, String> m = new LinkedHashMap<>();
        m.put("iperf3.enabled", String.valueOf(s.enabled()));
        m.put("iperf3.bind", s.bind());
        m.put("iperf3.port", String.valueOf(s.port()));
        m.put("iperf3.maxDuration", String.valueOf(s.maxDurationSeconds()));
        m.put("iperf3.maxStreams", String.valueOf(s.maxStreams()));
        m.put("iperf3.maxUdpMbps", String.valueOf(s.maxUdpMbps()));
        m.put("iperf3.allow", String.join(",", s.allowedCidrs()));
        settings.putAll(m);
        stop();
        if (s.enabled()) {
            start(s);
        }
        return status();
    }

    /** Starts the server with these settings (command-line flags use this without storing them). */
    public synchronized void start(Settings s) {
        stop();
        try {
            Iperf3ServerConfig cfg = Iperf3ServerConfig.defaults(InetAddress.getByName(s.bind()), s.port())
                    .withMaxDurationSeconds(s.maxDurationSeconds())
                    .withMaxStreams(s.maxStreams())
                    .withMaxUdpBitsPerSecond(s.maxUdpMbps() * 1_000_000L)
                    .withAllowedCidrs(s.allowedCidrs());
            Iperf3Server srv = new Iperf3Server(cfg, this::recordServerTest);
            srv.start();
            server = srv;
            error = null;
        } catch (IOException | RuntimeException e) {
            // the system's own reason ("Address already in use") is quoted as it came
            Phrase why = Phrase.of(
                    "iperf3.start.failed", s.bind(), s.port(), Phrase.verbatim(String.valueOf(e.getMessage())));
            error = why.english();
            LOG.warn(error);
            throw AppError.badRequest("bind", why);
        }
    }

    public synchronized void stop() {
        if (server != null) {
            server.close();
            server = null;
        }
    }

    public synchronized Status status() {
        return new Status(
                settings(),
                server != null,
                server == null ? null : server.port(),
                server == null ? null : server.current().orElse(null),
                List.copyOf(recent),
                error);
    }

    /** Converts a finished test into one run per direction, in the parsers' shape. */
    static List<ThroughputRun> toRuns(Iperf3Result r) {
        List<ThroughputRun> out = new ArrayList<>();
        for (Iperf3FlowResult f : r.flows()) {
            List<Interval> iv = new ArrayList<>();
            for (Iperf3Interval i : r.intervals()) {
                if (i.flow() == f.flow() && !i.omitted()) {
                    iv.add(new Interval(i.startSeconds(), i.endSeconds(), i.bitsPerSecond() / 1e9, null, null));
                }
            }
            Long retr = f.retransmits().isPresent() ? f.retransmits().getAsLong() : null;
            Udp udp = r.protocol() == Iperf3Result.Protocol.UDP
                    ? new Udp(f.jitterMs(), f.lostPackets(), f.totalPackets(), f.lostPercent())
                    : null;
            String direction = r.direction() == Iperf3Result.Direction.BIDIR
                    ? "bidir"
                    : r.direction().id();
            String raw = "wirespeed " + r.role().id() + " test at " + r.startTime() + ", "
                    + f.flow().id() + "\n" + r.summary()
                    + (r.peerResultsJson().isEmpty() ? "" : "\npeer results: " + r.peerResultsJson());
            out.add(new ThroughputRun(
                    "iperf3-embedded",
                    "iperf3",
                    r.clientVersion().isEmpty() ? null : r.clientVersion(),
                    r.role().id(),
                    direction,
                    r.protocol().id(),
                    r.streams(),
                    f.receiverSeconds(),
                    f.receiverBitsPerSecond() / 1e9,
                    new Totals(f.senderBitsPerSecond() / 1e9, f.senderBytes(), retr),
                    new Totals(f.receiverBitsPerSecond() / 1e9, f.receiverBytes(), null),
                    iv,
                    udp,
                    new CpuUse(r.localCpuPercent(), r.peerCpuPercent()),
                    null,
                    null,
                    r.title().isEmpty() ? null : r.title(),
                    List.of(f.flow().id() + "; Wirespeed was the "
                            + (f.localSide() == Iperf3Result.Side.SENDER ? "sender" : "receiver")),
                    raw));
        }
        return out;
    }

    /** A plan flow that matches a server test: the peer's IP names the client's host. */
    Optional<String[]> match(Iperf3Result r, Iperf3Result.Flow direction) {
        Set<String> local = localAddresses();
        for (PlanService.Stored s : plans.list()) {
            Plan p = s.plan();
            Optional<Plan.Host> peer = p.hosts().stream()
                    .filter(h -> r.peerAddress().equals(h.ip()))
                    .findFirst();
            if (peer.isEmpty()) {
                continue;
            }
            String peerId = peer.get().id();
            List<Plan.Flow> candidates = p.flows().stream()
                    .filter(f -> direction == Iperf3Result.Flow.CLIENT_TO_SERVER
                            ? f.from().equals(peerId)
                            : f.to().equals(peerId))
                    .toList();
            List<Plan.Flow> toUs = candidates.stream()
                    .filter(f -> {
                        String other = direction == Iperf3Result.Flow.CLIENT_TO_SERVER ? f.to() : f.from();
                        return p.host(other)
                                .map(h -> h.ip() != null && local.contains(h.ip()))
                                .orElse(false);
                    })
                    .toList();
            List<Plan.Flow> pick = toUs.size() == 1 ? toUs : candidates.size() == 1 ? candidates : List.of();
            if (pick.size() == 1) {
                return Optional.of(new String[] {p.id(), pick.get(0).id()});
            }
        }
        return Optional.empty();
    }

    static Set<String> localAddresses() {
        Set<String> out = new HashSet<>();
        try {
            for (NetworkInterface ni : Collections.list(NetworkInterface.getNetworkInterfaces())) {
                Collections.list(ni.getInetAddresses())
                        .forEach(a -> out.add(a.getHostAddress().replaceAll("%.*$", "")));
            }
        } catch (IOException e) {
            LOG.debug("cannot list local addresses: {}", e.getMessage());
        }
        return out;
    }

    void recordServerTest(Iperf3Result r) {
        try {
            List<String> ids = new ArrayList<>();
            String planId = null;
            String flowId = null;
            for (ThroughputRun run : toRuns(r)) {
                Iperf3Result.Flow dir = run.notes().get(0).startsWith("client-to-server")
                        ? Iperf3Result.Flow.CLIENT_TO_SERVER
                        : Iperf3Result.Flow.SERVER_TO_CLIENT;
                Optional<String[]> m = match(r, dir);
                planId = m.map(x -> x[0]).orElse(null);
                flowId = m.map(x -> x[1]).orElse(null);
                measurements
                        .storeMeasured(List.of(run), planId, flowId, "iperf3-server", r.peerAddress())
                        .forEach(i -> ids.add(i.id()));
            }
            remember(new LastTest(r.summary(), ids, planId, flowId));
            LOG.info("iperf3 test stored: {}", r.summary());
        } catch (RuntimeException e) {
            LOG.warn("could not store an iperf3 test from {}: {}", r.peerAddress(), e.getMessage());
        }
    }

    private void remember(LastTest t) {
        recent.add(0, t);
        while (recent.size() > 10) {
            recent.remove(recent.size() - 1);
        }
    }

    /** Runs a test against a stock iperf3 server and stores it (attached when plan and flow are given). */
    public List<MeasurementService.Imported> measure(
            Iperf3ClientOptions o, String planId, String flowId, int maxDurationSeconds) {
        if (o.durationSeconds() > maxDurationSeconds) {
            throw AppError.badRequest("duration", Phrase.of("iperf3.check.duration", maxDurationSeconds));
        }
        if (planId != null) {
            Plan p = plans.get(planId).plan();
            if (flowId != null && p.flows().stream().noneMatch(f -> f.id().equals(flowId))) {
                throw AppError.badRequest("flow", Phrase.of("measure.noFlow", planId, flowId));
            }
        }
        Iperf3Result r;
        try {
            r = new Iperf3Client().run(o);
        } catch (Iperf3Exception e) {
            throw AppError.of(
                    502,
                    Phrase.of(
                            "iperf3.test.failedBecause",
                            o.host(),
                            o.port(),
                            e.reason(),
                            Phrase.verbatim(String.valueOf(e.getMessage()))),
                    List.of());
        } catch (IOException e) {
            throw AppError.of(
                    502,
                    Phrase.of(
                            "iperf3.test.failed", o.host(), o.port(), Phrase.verbatim(String.valueOf(e.getMessage()))),
                    List.of());
        }
        List<MeasurementService.Imported> stored =
                measurements.storeMeasured(toRuns(r), planId, flowId, "iperf3-client", o.host());
        remember(new LastTest(
                r.summary(),
                stored.stream().map(MeasurementService.Imported::id).toList(),
                planId,
                flowId));
        return stored;
    }

    /** Where the admin allows tests started over the web to connect, besides each plan's hosts. */
    public List<String> measureTargets() {
        String v = settings.get(TARGETS_SETTING).orElse("");
        return v.isBlank() ? List.of() : List.of(v.split("\\s*,\\s*"));
    }

    /** Stores the allow-list of {@link #measureTargets()}: host names, addresses and networks (400 naming a bad entry). */
    public synchronized List<String> setMeasureTargets(List<String> entries) {
        List<String> clean = new ArrayList<>();
        for (String e : entries) {
            if (e == null || e.isBlank()) {
                continue;
            }
            if (!MeasureTargets.isValidEntry(e)) {
                throw AppError.badRequest("targets", Phrase.of("iperf3.check.target", e.trim()));
            }
            clean.add(e.trim());
        }
        settings.put(TARGETS_SETTING, String.join(",", clean));
        return measureTargets();
    }

    /**
     * A test a web page or API client asked for: only against a host of {@code planId}'s plan or an
     * entry of {@link #measureTargets()} (403 otherwise), and whatever goes wrong on the network is
     * one and the same 502, so the answers cannot tell a closed port from a filtered one or from
     * another service (the service must not work as a port scanner).
     */
    public List<MeasurementService.Imported> measureOnRequest(
            Iperf3ClientOptions o, String planId, String flowId, int maxDurationSeconds) {
        if (o.durationSeconds() > maxDurationSeconds) {
            throw AppError.badRequest("duration", Phrase.of("iperf3.check.duration", maxDurationSeconds));
        }
        Plan plan = planId == null ? null : plans.get(planId).plan();
        String connectTo = MeasureTargets.of(plan, measureTargets())
                .connectTo(o.host())
                .orElseThrow(() -> AppError.of(
                        403,
                        Phrase.of("iperf3.run.notAllowed", o.host()),
                        List.of(AppError.Detail.of("host", Phrase.of("iperf3.run.notAllowed.host")))));
        try {
            return measure(o.withHost(connectTo), planId, flowId, maxDurationSeconds);
        } catch (AppError e) {
            if (e.status() != 502) {
                throw e;
            }
            throw AppError.of(502, Phrase.of("iperf3.run.failed", o.host(), o.port()), List.of());
        }
    }

    /** Client options from what a person asked for, refusing impossible combinations (400). */
    public static Iperf3ClientOptions options(
            String host,
            int port,
            boolean reverse,
            boolean bidir,
            int streams,
            int duration,
            boolean udp,
            long bitrate) {
        if (port < 1 || port > 65535) {
            throw AppError.badRequest("port", Phrase.of("iperf3.check.port"));
        }
        if (reverse && bidir) {
            throw AppError.badRequest("bidir", Phrase.of("iperf3.check.bidir"));
        }
        if (streams < 1 || streams > 128) {
            throw AppError.badRequest("streams", Phrase.of("iperf3.check.streams"));
        }
        if (duration < 1) {
            throw AppError.badRequest("duration", Phrase.of("iperf3.check.minDuration"));
        }
        if (udp && bitrate < 1) {
            throw AppError.badRequest("bitrate", Phrase.of("iperf3.check.bitrate"));
        }
        Iperf3ClientOptions o = Iperf3ClientOptions.tcp(host)
                .withPort(port)
                .withStreams(streams)
                .withDurationSeconds(duration)
                .withTitle("wirespeed");
        if (reverse) {
            o = o.withReverse();
        }
        if (bidir) {
            o = o.withBidir();
        }
        if (udp) {
            o = o.withUdp(bitrate);
        }
        return o;
    }

    @Override
    public void close() {
        stop();
    }
}
