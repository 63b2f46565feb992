package dev.wirespeed.solver.model;

import dev.wirespeed.plan.Os;
import dev.wirespeed.plan.Tool;
import dev.wirespeed.plan.ToolVersion;
import dev.wirespeed.plan.Virtualization;
import dev.wirespeed.solver.model.Bus.UsbGeneration;
import dev.wirespeed.text.Phrase;
import dev.wirespeed.units.NumberText;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.Function;

/**
 * Predicts the goodput of one path as the lowest of its stage ceilings (see
 * docs/throughput-model.md). Every ceiling carries its arithmetic in {@code why}. Pure and
 * deterministic: no clock, no I/O.
 */
public final class ThroughputModel {

    /** Ethernet bytes per frame beyond the IP packet: preamble+SFD 8, header 14, FCS 4, inter-frame gap 12. */
    public static final int ETHERNET_OVERHEAD = 38;
    /** Bytes of one PCIe TLP beyond its payload: framing, sequence number, 4-DW header, LCRC. */
    public static final int TLP_OVERHEAD = 24;
    /** One descriptor write-back TLP per frame: 16 bytes of descriptor plus TLP overhead. */
    public static final int DESCRIPTOR_BYTES = 16 + TLP_OVERHEAD;
    /** Per-frame header USB NICs put in front of each Ethernet frame (aqc111, r8152: 8 bytes). */
    public static final int USB_FRAME_HEADER = 8;

    private ThroughputModel() {}

    /** OSes whose TCP stack offers timestamps in its SYN by default (Windows accepts but does not offer). */
    public static boolean offersTimestamps(Os os) {
        return os.offersTimestamps();
    }

    /** TCP payload per full frame: MTU minus IPv4 (20) and TCP (20) headers, minus 12 with timestamps. */
    public static int mss(int mtu, boolean timestamps) {
        return mtu - 40 - (timestamps ? 12 : 0);
    }

    /** Per-lane signalling rate in GT/s and the line-code efficiency of a PCIe generation. */
    public static double pcieGts(int gen) {
        return switch (gen) {
            case 1 -> 2.5;
            case 2 -> 5;
            case 3 -> 8;
            case 4 -> 16;
            case 5 -> 32;
            case 6 -> 64;
            default -> throw new IllegalArgumentException("PCIe generation must be 1-6, got " + gen);
        };
    }

    public static double pcieEncoding(int gen) {
        return gen <= 2 ? 8.0 / 10 : gen <= 5 ? 128.0 / 130 : 242.0 / 256;
    }

    /** PCIe data rate after line coding, Gbit/s: what Linux prints as "available PCIe bandwidth". */
    public static double pcieDataGbps(int gen, int lanes) {
        return pcieGts(gen) * lanes * pcieEncoding(gen);
    }

    /** USB data rate after line coding, Gbit/s. */
    public static double usbDataGbps(UsbGeneration gen) {
        return switch (gen) {
            case USB_2_0 -> 0.48;
            case GEN1 -> 5 * 8.0 / 10;
            case GEN2 -> 10 * 128.0 / 132;
            case GEN2X2 -> 20 * 128.0 / 132;
            case USB4 -> 40 * 128.0 / 132;
        };
    }

    /** SuperSpeed bulk packet efficiency: 1024 data bytes in 1056 on the link (header 20, CRC 4, framing 8). */
    public static double usbPacketEfficiency(UsbGeneration gen) {
        return gen == UsbGeneration.USB_2_0 ? 1.0 : 1024.0 / 1056;
    }

    public static double thunderboltPcieGbps(int version) {
        return switch (version) {
            case 3 -> 22;
            case 4 -> 32;
            case 5 -> 64;
            default -> throw new IllegalArgumentException("Thunderbolt version must be 3, 4 or 5, got " + version);
        };
    }

    public static Prediction predict(PathSpec p, Calibration calibration) {
        Map<String, Calibration.Value> used = new LinkedHashMap<>();
        List<Phrase> assumptions = new ArrayList<>();
        List<Ceiling> stages = ceilings(p, calibration, used, assumptions);
        List<Ceiling> priorStages = calibration == Calibration.PRIORS
                ? stages
                : ceilings(p, Calibration.PRIORS, new LinkedHashMap<>(), new ArrayList<>());
        Ceiling bottleneck = stages.get(0);
        double uncal = priorStages.get(0).gbps();
        List<Prediction.FactorUse> uses = new ArrayList<>();
        boolean applied = false;
        for (var e : used.entrySet()) {
            String key = baseKey(e.getKey());
            Priors.Factor f = Priors.get(key);
            Calibration.Value v = e.getValue();
            uses.add(new Prediction.FactorUse(key, f.prior(), v.value(), v.runs(), v.scope()));
            applied |= v.runs() > 0 && Math.abs(v.value() - f.prior()) > 1e-12;
        }
        RangeClass rangeClass = RangeClass.of(p, bottleneck);
        Prediction.Range range =
                unstatedVersion(p, calibration, bottleneck, Ranges.of(rangeClass, bottleneck, stages), Ranges::band);
        return new Prediction(
                bottleneck.gbps(),
                bottleneck,
                stages,
                List.copyOf(assumptions),
                new Prediction.CalibrationEffect(applied, uncal, bottleneck.gbps() - uncal, uses),
                range,
                Confidence.of(range),
                rangeClass);
    }

    /** The last iperf3 release that serves all of its {@code -P} streams from one thread. */
    static final ToolVersion LAST_SINGLE_THREADED_IPERF3 =
            ToolVersion.parse("3." + (ToolVersion.IPERF3_THREADED_MINOR - 1));

    /**
     * The range of an iperf3 run with several streams whose version is not given (or not known):
     * the point stays the newest build's, but the low end also reaches the range of the same run on
     * a build before 3.16, whose streams share one thread (a bidir run's two directions too); builds of
     * both kinds are in use, so an unstated version is a wide range, not the newest build's narrow one.
     */
    public static Prediction.Range unstatedVersion(
            PathSpec p,
            Calibration cal,
            Ceiling bottleneck,
            Prediction.Range range,
            Function<RangeClass, FittedPriors.Band> bands) {
        ToolVersion v = p.toolVersion();
        if (p.tool() != Tool.IPERF3 || (p.streams() < 2 && !p.bidir()) || (v != null && v.knownIperf3())) {
            return range;
        }
        PathSpec old = p.withToolVersion(LAST_SINGLE_THREADED_IPERF3);
        List<Ceiling> alt = ceilings(old, cal, new LinkedHashMap<>(), new ArrayList<>());
        Ceiling b = alt.get(0);
        if (b.gbps() >= bottleneck.gbps()) {
            return range;
        }
        Prediction.Range oldRange = Ranges.of(b, alt, bands.apply(RangeClass.of(old, b)));
        return new Prediction.Range(Math.min(range.low(), oldRange.low()), range.high(), range.level());
    }

    /** Uses are recorded per factor and scope ("cpu.tcp.receive@cpu:intel-n100"); the factor is before the '@'. */
    private static String baseKey(String usedKey) {
        int at = usedKey.indexOf('@');
        return at < 0 ? usedKey : usedKey.substring(0, at);
    }

    private static double factor(Calibration c, String key, Map<String, Calibration.Value> used) {
        Calibration.Value v = c.value(key);
        used.put(key, v);
        return v.value();
    }

    private static double factor(
            Calibration c, String key, Calibration.Scope scope, Map<String, Calibration.Value> used) {
        Calibration.Value v = c.value(key, scope);
        used.put(key + (Calibration.Scope.GLOBAL.equals(v.scope()) ? "" : "@" + v.scope()), v);
        return v.value();
    }

    private static String g(double v) {
        return NumberText.trim(v, 3);
    }

    private static String g2(double v) {
        return NumberText.fixed(v, 2);
    }

    static List<Ceiling> ceilings(
            PathSpec p, Calibration cal, Map<String, Calibration.Value> used, List<Phrase> assumptions) {
        List<Ceiling> out = new ArrayList<>(ceilingsInOrder(p, cal, used, assumptions));
        out.sort(Comparator.comparingDouble(Ceiling::gbps));
        return out;
    }

    /**
     * Every ceiling of a path in the order the model builds them (the same stages in the same order
     * whatever the factor values: a fit varies the values and follows each ceiling). {@code used}
     * receives each factor the path reads.
     */
    public static List<Ceiling> ceilingsInOrder(
            PathSpec p, Calibration cal, Map<String, Calibration.Value> used, List<Phrase> assumptions) {
        List<Ceiling> out = new ArrayList<>();
        Endpoint init = p.initiatorEndpoint();
        boolean ts = offersTimestamps(init.os());
        int mtu = p.pathMtu();
        int mss = mss(mtu, ts);
        // a virtual link (VM to host, loopback) has no wire: no Ethernet, switch or protocol-on-the-wire ceiling
        boolean wire = !p.virtualLink();
        double ethernet = wire ? p.lineRateGbps() * mss / (mtu + ETHERNET_OVERHEAD) : Double.NaN;
        if (wire) {
            wireCeilings(out, p, mtu, mss, ts, init, ethernet);
        }
        attachment(out, Side.SENDER, p.sender(), mtu, mss, cal, used);
        attachment(out, Side.RECEIVER, p.receiver(), mtu, mss, cal, used);
        cpu(out, p, Side.SENDER, p.sender(), mss, cal, used, assumptions);
        cpu(out, p, Side.RECEIVER, p.receiver(), mss, cal, used, assumptions);
        if (!wire) {
            virtualLink(out, p, cal, used);
        }

        if (p.isFileCopy()) {
            if (wire) {
                protocol(out, p, ethernet, cal, used);
            }
            if (p.sender().storageRead() != null) {
                double r = p.sender().storageRead().gbps();
                out.add(new Ceiling(
                        Stage.STORAGE_READ,
                        Side.SENDER,
                        r,
                        Phrase.of(
                                "model.storage-read",
                                p.sender().storageLabel(),
                                g(p.sender().storageRead().megabytesPerSecond()),
                                g2(r)),
                        null));
            } else {
                assumptions.add(Phrase.of("model.assume.no-sender-storage"));
            }
            if (p.receiver().storageWrite() != null) {
                double w = p.receiver().storageWrite().gbps();
                out.add(new Ceiling(
                        Stage.STORAGE_WRITE,
                        Side.RECEIVER,
                        w,
                        Phrase.of(
                                "model.storage-write",
                                p.receiver().storageLabel(),
                                g(p.receiver().storageWrite().megabytesPerSecond()),
                                g2(w)),
                        null));
            } else {
                assumptions.add(Phrase.of("model.assume.no-receiver-storage"));
            }
        }
        return out;
    }

    /**
     * A virtual link (guest to host, guest to guest, loopback): no wire, no NIC; each stream costs
     * the copies through the virtual NIC and the host kernel (vhost), one core per stream, so the
     * ceiling is a per-stream rate ({@code virt.link}, fitted from the virtual-link evidence) times
     * the streams the cores allow. iperf3 before 3.16 runs all of its streams in one thread: one.
     */
    private static void virtualLink(
            List<Ceiling> out, PathSpec p, Calibration cal, Map<String, Calibration.Value> used) {
        Integer sc = p.sender().cpuCores();
        Integer rc = p.receiver().cpuCores();
        Integer cores = sc == null ? rc : rc == null ? sc : Integer.valueOf(Math.min(sc, rc));
        int streams = p.streams();
        ToolVersion version = p.toolVersion();
        boolean oneThread = p.tool() == Tool.IPERF3
                && version != null
                && version.knownIperf3()
                && version.iperf3SingleThreaded()
                && streams > 1;
        int units = oneThread ? 1 : Math.max(1, Math.min(streams, cores == null ? streams : cores));
        double k = factor(cal, "virt.link", Calibration.Scope.ALL_PATHS, used);
        double v = k * units;
        Phrase unitWhy = oneThread
                ? Phrase.of("model.virtual-link.one-thread", version, streams)
                : Phrase.of(units == 1 ? "model.units.one-stream" : "model.units.streams", units);
        out.add(new Ceiling(
                Stage.VIRTUALIZATION,
                Side.PATH,
                v,
                Phrase.of("model.virtual-link", g(k), unitWhy, g2(v)),
                "virt.link"));
    }

    /** The wire: Ethernet framing at the line rate, and each switch limit met on the way. */
    private static void wireCeilings(
            List<Ceiling> out, PathSpec p, int mtu, int mss, boolean ts, Endpoint init, double ethernet) {
        Phrase tsWhy = ts ? Phrase.of("model.timestamps-on", init.os()) : Phrase.of("model.timestamps-off");
        out.add(new Ceiling(
                Stage.ETHERNET,
                Side.PATH,
                ethernet,
                Phrase.of(
                        "model.ethernet", g(p.lineRateGbps()), mss, mtu + ETHERNET_OVERHEAD, mtu, tsWhy, g2(ethernet)),
                null));
        for (PathSpec.SwitchLimit s : p.switchLimits()) {
            double share = s.rate().gbps() * mss / (mtu + ETHERNET_OVERHEAD);
            out.add(new Ceiling(
                    Stage.SWITCH,
                    Side.PATH,
                    share,
                    Phrase.of("model.switch", s.reason(), mss, mtu + ETHERNET_OVERHEAD, g2(share)),
                    null));
        }
    }

    /** A file-copy protocol's share of the Ethernet goodput (its headers and round trips). */
    private static void protocol(
            List<Ceiling> out, PathSpec p, double ethernet, Calibration cal, Map<String, Calibration.Value> used) {
        String key = "protocol." + p.tool();
        double f = factor(cal, key, Calibration.Scope.ALL_PATHS, used);
        double proto = ethernet * f;
        out.add(new Ceiling(
                Stage.PROTOCOL,
                Side.PATH,
                proto,
                Phrase.of(
                        "model.protocol",
                        p.tool().toString().toUpperCase(Locale.ROOT),
                        g2(ethernet),
                        g(f),
                        key,
                        g2(proto)),
                key));
    }

    /** The PCIe ceiling of one link: line coding, then TLP and descriptor overhead per frame. */
    private static void pcie(
            List<Ceiling> out,
            Side side,
            Endpoint e,
            Bus.Pcie pcie,
            int mtu,
            int mss,
            Calibration cal,
            Map<String, Calibration.Value> used) {
        int gen = pcie.gen();
        int lanes = pcie.lanes();
        double data = pcieDataGbps(gen, lanes);
        int frame = mtu + 14;
        int mps = e.pcieMaxPayload();
        int tlps = (frame + mps - 1) / mps;
        int bytes = frame + tlps * TLP_OVERHEAD + DESCRIPTOR_BYTES;
        String key = "pcie.gen" + gen;
        double f = factor(cal, key, nicScope(e), used);
        double v = data * mss / bytes * f;
        out.add(new Ceiling(
                Stage.PCIE,
                side,
                v,
                Phrase.of(
                        "model.pcie",
                        pcie.describe(),
                        g(pcieGts(gen)),
                        lanes,
                        gen <= 2 ? "8b/10b" : gen <= 5 ? "128b/130b" : "242/256",
                        g(data),
                        frame,
                        tlps,
                        mps,
                        TLP_OVERHEAD,
                        DESCRIPTOR_BYTES,
                        bytes,
                        mss,
                        f == 1.0 ? "" : " × " + g(f) + " (" + key + ")",
                        g2(v)),
                key));
    }

    private static void attachment(
            List<Ceiling> out,
            Side side,
            Endpoint e,
            int mtu,
            int mss,
            Calibration cal,
            Map<String, Calibration.Value> used) {
        Bus b = e.bus();
        if (b instanceof Bus.Thunderbolt tb && tb.tunnel() != null) {
            pcie(out, side, e, tb.tunnel(), mtu, mss, cal, used);
        }
        if (b instanceof Bus.Pcie pcie) {
            pcie(out, side, e, pcie, mtu, mss, cal, used);
        } else if (b instanceof Bus.Usb usb) {
            UsbGeneration gen = usb.gen();
            double data = usbDataGbps(gen);
            double pkt = usbPacketEfficiency(gen);
            int frame = mtu + 14 + USB_FRAME_HEADER;
            String key = "usb." + gen;
            double f = factor(cal, key, nicScope(e), used);
            double v = data * pkt * mss / frame * f;
            out.add(new Ceiling(
                    Stage.USB,
                    side,
                    v,
                    Phrase.of(
                            "model.usb",
                            gen.label(),
                            g(data),
                            pkt == 1.0 ? "1" : Phrase.of("model.usb.bulk-packets"),
                            mss,
                            frame,
                            USB_FRAME_HEADER,
                            g(f),
                            key,
                            g2(v)),
                    key));
        } else if (b instanceof Bus.Thunderbolt tb) {
            int ver = tb.version();
            double data = thunderboltPcieGbps(ver);
            String key = "thunderbolt." + ver;
            double f = factor(cal, key, nicScope(e), used);
            int frame = mtu + 14;
            double v = data * mss / frame * f;
            out.add(new Ceiling(
                    Stage.THUNDERBOLT,
                    side,
                    v,
                    Phrase.of("model.thunderbolt", ver, g(data), mss, frame, f == 1.0 ? "" : " × " + g(f), g2(v)),
                    key));
        }
        // onboard controllers (and no bus): the chipset link is checked by the chipset-uplink rule, not modelled per
        // path
    }

    /**
     * The scope a ceiling's factor applies to on this path: the CPU (or role) of its side for CPU,
     * tool and virtualization factors, the NIC and its bus for bus factors, none for the rest.
     */
    public static Calibration.Scope scopeOf(PathSpec p, Ceiling c) {
        if (c.factor() == null) {
            return Calibration.Scope.NONE;
        }
        if (c.side() == Side.PATH) {
            return Calibration.Scope.ALL_PATHS;
        }
        Endpoint e = c.side() == Side.SENDER ? p.sender() : p.receiver();
        return switch (c.stage()) {
            case CPU, TOOL, VIRTUALIZATION -> cpuScope(e);
            case PCIE, USB, THUNDERBOLT -> nicScope(e);
            default -> Calibration.Scope.NONE;
        };
    }

    /** The NIC a bus factor is applied to, and its bus as the class. */
    static Calibration.Scope nicScope(Endpoint e) {
        String group = e.bus() == null ? null : "bus:" + busKey(e.bus());
        return new Calibration.Scope(e.nicPart() == null ? null : "nic:" + e.nicPart(), group);
    }

    /** The CPU a CPU factor is applied to, and its class (atom, core, or the role of a host without one). */
    static Calibration.Scope cpuScope(Endpoint e) {
        String part = e.cpuPart() != null ? "cpu:" + e.cpuPart() : null;
        String group = e.cpuScore() != null
                ? "cpu-class:" + (e.cpuClass() == null ? "core" : e.cpuClass())
                : "role:" + roleOf(e);
        return new Calibration.Scope(part, group);
    }

    private static String busKey(Bus b) {
        if (b instanceof Bus.Pcie pcie) {
            return "pcie.gen" + pcie.gen();
        } else if (b instanceof Bus.Usb usb) {
            return "usb." + usb.gen();
        } else if (b instanceof Bus.Thunderbolt tb) {
            return "thunderbolt." + tb.version();
        }
        return "onboard";
    }

    private static String roleOf(Endpoint e) {
        return e.role() == null ? "unstated" : e.role().toString();
    }

    /** MSS of a standard 1500-byte frame with timestamps: the frame size the CPU coefficients are stated at. */
    static final int REFERENCE_MSS = 1448;

    /**
     * Whether the two directions of a bidir run share one core's budget at this end: iperf3 before 3.16
     * serves every stream of both directions from one thread, and an end with fewer cores than the
     * streams of both directions must put a stream of each on one core. Otherwise (a thread per
     * stream: iperf3 3.16 and later, iperf2; a core for each) the other direction's stream runs on
     * another core and this direction keeps its own ceiling.
     */
    public static boolean bidirSharesACore(PathSpec p, Endpoint e) {
        ToolVersion v = p.toolVersion();
        boolean oneThread = p.tool() == Tool.IPERF3 && v != null && v.knownIperf3() && v.iperf3SingleThreaded();
        return oneThread || (e.cpuCores() != null && e.cpuCores() < 2 * p.streams());
    }

    private static String otherTcpKey(Side side) {
        return side == Side.SENDER ? "cpu.tcp.receive" : "cpu.tcp.send";
    }

    /**
     * A bidir run's per-stream CPU ceiling at one end, its arithmetic put in {@code why}: when the
     * directions share a core, this end's stream pays its own cost per bit and that of the other
     * direction's stream (this end's opposite role), 1/(1/own + 1/other); else its own.
     */
    private static double bidir(
            PathSpec p,
            Side side,
            Endpoint e,
            double score,
            double rest,
            double own,
            List<Object> why,
            Calibration cal,
            Calibration.Scope scope,
            Map<String, Calibration.Value> used) {
        ToolVersion v = p.toolVersion();
        int both = 2 * p.streams();
        String tool = p.tool() == Tool.IPERF3
                ? "iperf3 " + (v == null ? "(the newest)" : v)
                : p.tool().toString();
        if (!bidirSharesACore(p, e)) {
            why.add(Phrase.of(
                    "model.cpu.bidir.own-core",
                    e.cpuCores() == null
                            ? Phrase.of("model.cpu.bidir.threads-cores-unknown", tool, both)
                            : Phrase.of("model.cpu.bidir.threads", tool, e.cpuCores(), both)));
            return own;
        }
        boolean oneThread = p.tool() == Tool.IPERF3 && v != null && v.knownIperf3() && v.iperf3SingleThreaded();
        String otherKey = otherTcpKey(side);
        double k2 = factor(cal, otherKey, scope, used);
        double other = score / 1000.0 * k2 * rest;
        double combined = 1 / (1 / own + 1 / other);
        Phrase reason = oneThread
                ? Phrase.of("model.cpu.bidir.one-thread", tool)
                : Phrase.of("model.cpu.bidir.few-cores", both, e.cpuCores());
        Phrase all = Phrase.of(
                side == Side.SENDER ? "model.cpu.bidir.sender" : "model.cpu.bidir.receiver",
                Phrase.concat(why.toArray()),
                g2(own),
                g2(other),
                g(k2),
                otherKey,
                reason,
                g2(combined));
        why.clear();
        why.add(all);
        return combined;
    }

    private static void cpu(
            List<Ceiling> out,
            PathSpec p,
            Side side,
            Endpoint e,
            int mss,
            Calibration cal,
            Map<String, Calibration.Value> used,
            List<Phrase> assumptions) {
        boolean server = !p.initiatorEndpoint().equals(e);
        Tool tool = p.tool();
        boolean fileTool = tool.copiesFiles();
        if (p.virtualLink() && !fileTool) {
            // the virtual link's own rate is this TCP cost, paid through the hypervisor: one ceiling, not three
            return;
        }
        String role = fileTool ? (server ? "server" : "client") : side.toString();
        Phrase sideName = Phrase.of("model.side." + side);
        Object name = e.cpuLabel() == null ? Phrase.of("model.side-cpu", sideName) : e.cpuLabel();
        int streams = p.streams();
        int units = Math.max(1, Math.min(streams, e.cpuCores() == null ? streams : e.cpuCores()));
        if (e.cpuCores() == null && streams > 1) {
            assumptions.add(Phrase.of("model.assume.no-cores", sideName, streams));
        }
        Endpoint.MeasuredCpu measured = e.cpuMeasured().get(tool + "/" + role);
        if (measured != null) {
            int n = fileTool && tool != Tool.SMB && tool != Tool.NFS ? 1 : units;
            double v = measured.gbps() * n;
            out.add(new Ceiling(
                    Stage.CPU,
                    side,
                    v,
                    Phrase.of(
                            "model.cpu-measured",
                            name,
                            tool,
                            Phrase.of("model.role." + role),
                            g2(measured.gbps()),
                            measured.source(),
                            n > 1 ? Phrase.of("model.cpu-measured.connections", n) : "",
                            g2(v)),
                    null));
            return;
        }
        Calibration.Scope scope = cpuScope(e);
        List<Object> why = new ArrayList<>();
        double score;
        if (e.cpuScore() != null) {
            score = e.cpuScore();
            why.add(Phrase.of("model.cpu-score", name, e.cpuScore()));
        } else {
            String roleName = roleOf(e);
            String key = "cpu.default." + roleName;
            score = factor(cal, key, scope, used);
            assumptions.add(Phrase.of(
                    "model.assume.no-cpu",
                    sideName,
                    e.role() == null
                            ? Phrase.of("model.assume.no-cpu.no-role")
                            : Phrase.of("model.assume.no-cpu.a-role", roleName),
                    g(score),
                    key));
            why.add(Phrase.of(
                    "model.cpu-default", sideName, e.role() == null ? "role-not-given" : roleName, g(score), key));
        }
        String key =
                switch (tool) {
                    case SMB -> server ? "cpu.smb" : side == Side.SENDER ? "cpu.tcp.send" : "cpu.tcp.receive";
                    case NFS -> server ? "cpu.nfs" : side == Side.SENDER ? "cpu.tcp.send" : "cpu.tcp.receive";
                    case SFTP -> "cpu.sftp";
                    case RSYNC -> "cpu.rsync";
                    default -> side == Side.SENDER ? "cpu.tcp.send" : "cpu.tcp.receive";
                };
        double k = factor(cal, key, scope, used);
        double perStream = score / 1000.0 * k;
        why.add(" × " + g(k) + " Gbit/s (" + key + ")");
        boolean usb = e.bus() instanceof Bus.Usb;
        String alphaKey = usb ? "cpu.frame.usb" : "cpu.frame.offload";
        double alpha = factor(cal, alphaKey, used);
        double frame = Math.pow((double) mss / REFERENCE_MSS, alpha);
        perStream *= frame;
        // the factors after the coefficient: the same for this end's sending and receiving (a bidir run)
        double rest = frame;
        if (mss != REFERENCE_MSS) {
            why.add(Phrase.of(
                    usb ? "model.cpu-frame.usb" : "model.cpu-frame.offloads", mss, REFERENCE_MSS, g(alpha), alphaKey));
        }
        if (usb) {
            double u = factor(cal, "cpu.usb", scope, used);
            perStream *= u;
            rest *= u;
            why.add(" × " + g(u) + " (cpu.usb)");
        }
        if (e.os().family() != Os.LINUX) {
            String osKey = "cpu.os." + e.os().family();
            double o = factor(cal, osKey, used);
            perStream *= o;
            rest *= o;
            why.add(" × " + g(o) + " (" + osKey + ")");
        }
        if (p.bidir() && !fileTool) {
            perStream = bidir(p, side, e, score, rest, perStream, why, cal, scope, used);
        }
        Phrase unitWhy = tool == Tool.SMB
                ? (units > 1
                        ? Phrase.of("model.units.multichannel", units)
                        : Phrase.of(server ? "model.units.smbd" : "model.units.one-client"))
                : tool == Tool.NFS
                        ? (units > 1 ? Phrase.verbatim("nconnect " + units) : Phrase.of("model.units.one-connection"))
                        : units > 1 ? Phrase.of("model.units.streams", units) : Phrase.of("model.units.one-stream");
        double v = perStream * units;
        out.add(new Ceiling(
                Stage.CPU, side, v, Phrase.of("model.cpu", Phrase.concat(why.toArray()), units, unitWhy, g2(v)), key));

        ToolVersion version = p.toolVersion();
        if (tool == Tool.IPERF3) {
            if (version == null) {
                if (side == Side.RECEIVER) {
                    assumptions.add(Phrase.of("model.assume.no-iperf3-version"));
                }
            } else if (!version.knownIperf3()) {
                if (side == Side.RECEIVER) {
                    assumptions.add(Phrase.of("model.assume.unknown-iperf3-version", version));
                }
            } else if ((version.iperf3SingleThreaded() && streams > 1) || version.iperf3Legacy()) {
                double t = perStream;
                List<Object> tw = new ArrayList<>();
                tw.add(Phrase.of("model.iperf3", version, g2(perStream)));
                if (version.iperf3SingleThreaded() && streams > 1) {
                    double one = factor(cal, "tool.iperf3-one-thread", scope, used);
                    t *= one;
                    tw.add(Phrase.of("model.iperf3.one-thread", g(one), streams));
                } else {
                    t *= units;
                    tw.add(" × " + units);
                }
                // the Windows builds of 3.0/3.1 are other binaries (the iperf.fr downloads), with a factor of their own
                boolean windows = e.os().family() == Os.WINDOWS;
                String legacyKey = windows ? "tool.iperf3-legacy-windows" : "tool.iperf3-legacy";
                if (version.iperf3Legacy()) {
                    double l = factor(cal, legacyKey, scope, used);
                    t *= l;
                    tw.add(Phrase.of(windows ? "model.iperf3.legacy-windows" : "model.iperf3.legacy", g(l)));
                }
                String toolKey = version.iperf3SingleThreaded() && streams > 1 ? "tool.iperf3-one-thread" : legacyKey;
                tw.add(" = " + g2(t) + " Gbit/s");
                out.add(new Ceiling(Stage.TOOL, side, t, Phrase.concat(tw.toArray()), toolKey));
            }
        }
        if (e.virtualization() != Virtualization.NONE) {
            String vKey = "virt." + e.virtualization();
            double f = factor(cal, vKey, scope, used);
            double vv = v * f;
            out.add(new Ceiling(
                    Stage.VIRTUALIZATION,
                    side,
                    vv,
                    Phrase.of("model.virtualization", sideName, e.virtualization(), g2(v), g(f), vKey, g2(vv)),
                    vKey));
        }
    }
}
