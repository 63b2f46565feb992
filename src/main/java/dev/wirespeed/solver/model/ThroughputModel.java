package dev.wirespeed.solver.model;

import dev.wirespeed.plan.Os;
import dev.wirespeed.plan.Tool;
import dev.wirespeed.plan.ToolVersion;
import dev.wirespeed.plan.Virtualization;
import dev.wirespeed.solver.model.Bus.UsbGeneration;
import dev.wirespeed.units.NumberText;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

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
        List<String> assumptions = new ArrayList<>();
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
        Prediction.Range range = Ranges.of(bottleneck, stages);
        return new Prediction(
                bottleneck.gbps(),
                bottleneck,
                stages,
                List.copyOf(assumptions),
                new Prediction.CalibrationEffect(applied, uncal, bottleneck.gbps() - uncal, uses),
                range,
                Confidence.of(range));
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
            PathSpec p, Calibration cal, Map<String, Calibration.Value> used, List<String> assumptions) {
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
            PathSpec p, Calibration cal, Map<String, Calibration.Value> used, List<String> assumptions) {
        List<Ceiling> out = new ArrayList<>();
        Endpoint init = p.initiatorEndpoint();
        boolean ts = offersTimestamps(init.os());
        int mtu = p.pathMtu();
        int mss = mss(mtu, ts);
        double ethernet = p.lineRateGbps() * mss / (mtu + ETHERNET_OVERHEAD);
        String tsWhy = ts
                ? "TCP timestamps on: the initiator (" + init.os() + ") offers them, 12 B per segment"
                : "no TCP timestamps: the initiator (windows) does not offer them";
        out.add(new Ceiling(
                Stage.ETHERNET,
                Side.PATH,
                ethernet,
                g(p.lineRateGbps()) + " Gbit/s × " + mss + " B TCP payload / "
                        + (mtu + ETHERNET_OVERHEAD) + " B on the wire (MTU " + mtu
                        + " + 38 B preamble, header, FCS, gap; " + tsWhy
                        + ") = " + g2(ethernet) + " Gbit/s",
                null));

        for (PathSpec.SwitchLimit s : p.switchLimits()) {
            double share = s.rate().gbps() * mss / (mtu + ETHERNET_OVERHEAD);
            out.add(new Ceiling(
                    Stage.SWITCH,
                    Side.PATH,
                    share,
                    s.why() + " × " + mss + "/" + (mtu + ETHERNET_OVERHEAD) + " = " + g2(share) + " Gbit/s",
                    null));
        }
        attachment(out, Side.SENDER, p.sender(), mtu, mss, cal, used);
        attachment(out, Side.RECEIVER, p.receiver(), mtu, mss, cal, used);
        cpu(out, p, Side.SENDER, p.sender(), mss, cal, used, assumptions);
        cpu(out, p, Side.RECEIVER, p.receiver(), mss, cal, used, assumptions);

        if (p.isFileCopy()) {
            String key = "protocol." + p.tool();
            double f = factor(cal, key, Calibration.Scope.ALL_PATHS, used);
            double proto = ethernet * f;
            out.add(new Ceiling(
                    Stage.PROTOCOL,
                    Side.PATH,
                    proto,
                    p.tool().toString().toUpperCase(Locale.ROOT) + " overhead: " + g2(ethernet)
                            + " Gbit/s ethernet goodput × " + g(f) + " (" + key + ") = " + g2(proto) + " Gbit/s",
                    key));
            if (p.sender().storageRead() != null) {
                double r = p.sender().storageRead().gbps();
                out.add(new Ceiling(
                        Stage.STORAGE_READ,
                        Side.SENDER,
                        r,
                        p.sender().storageLabel() + " sequential read "
                                + g(p.sender().storageRead().megabytesPerSecond()) + " MB/s × 8 = " + g2(r) + " Gbit/s",
                        null));
            } else {
                assumptions.add("sender storage not given: storage-read not modelled");
            }
            if (p.receiver().storageWrite() != null) {
                double w = p.receiver().storageWrite().gbps();
                out.add(new Ceiling(
                        Stage.STORAGE_WRITE,
                        Side.RECEIVER,
                        w,
                        p.receiver().storageLabel() + " sequential write "
                                + g(p.receiver().storageWrite().megabytesPerSecond()) + " MB/s × 8 = " + g2(w)
                                + " Gbit/s",
                        null));
            } else {
                assumptions.add("receiver storage not given: storage-write not modelled");
            }
        }
        return out;
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
                pcie.describe()
                        + ": " + g(pcieGts(gen)) + " GT/s × " + lanes + " × "
                        + (gen <= 2 ? "8b/10b" : gen <= 5 ? "128b/130b" : "242/256")
                        + " = " + g(data) + " Gbit/s; per frame " + frame + " B in " + tlps + " TLPs of ≤" + mps
                        + " B (+" + TLP_OVERHEAD
                        + " B each) + " + DESCRIPTOR_BYTES + " B descriptor = " + bytes + " B for " + mss
                        + " B payload → × " + mss + "/" + bytes
                        + (f == 1.0 ? "" : " × " + g(f) + " (" + key + ")") + " = " + g2(v) + " Gbit/s",
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
                    gen.label() + ": " + g(data) + " Gbit/s after line coding × "
                            + (pkt == 1.0 ? "1" : "1024/1056 bulk packets") + " × " + mss + " B payload / " + frame
                            + " B per frame (MTU + 14 B header + "
                            + USB_FRAME_HEADER + " B adapter header) × " + g(f) + " (" + key + ") = " + g2(v)
                            + " Gbit/s",
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
                    "Thunderbolt " + ver + " PCIe tunnel " + g(data) + " Gbit/s of PCIe data × " + mss + "/" + frame
                            + (f == 1.0 ? "" : " × " + g(f)) + " = " + g2(v) + " Gbit/s",
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

    private static void cpu(
            List<Ceiling> out,
            PathSpec p,
            Side side,
            Endpoint e,
            int mss,
            Calibration cal,
            Map<String, Calibration.Value> used,
            List<String> assumptions) {
        boolean server = !p.initiatorEndpoint().equals(e);
        Tool tool = p.tool();
        boolean fileTool = tool.copiesFiles();
        String role = fileTool ? (server ? "server" : "client") : side.toString();
        String name = e.cpuLabel() == null ? side + " CPU" : e.cpuLabel();
        int streams = p.streams();
        int units = Math.max(1, Math.min(streams, e.cpuCores() == null ? streams : e.cpuCores()));
        if (e.cpuCores() == null && streams > 1) {
            assumptions.add(side + " CPU cores not given: each of the " + streams + " streams is taken to get a core");
        }
        Endpoint.MeasuredCpu measured = e.cpuMeasured().get(tool + "/" + role);
        if (measured != null) {
            int n = fileTool && tool != Tool.SMB && tool != Tool.NFS ? 1 : units;
            double v = measured.gbps() * n;
            out.add(new Ceiling(
                    Stage.CPU,
                    side,
                    v,
                    name + ": one " + tool + " " + role + " connection was measured at " + g2(measured.gbps())
                            + " Gbit/s bound by one core (" + measured.source() + ")"
                            + (n > 1 ? " × " + n + " connections" : "") + " = " + g2(v) + " Gbit/s",
                    null));
            return;
        }
        Calibration.Scope scope = cpuScope(e);
        StringBuilder why = new StringBuilder();
        double score;
        if (e.cpuScore() != null) {
            score = e.cpuScore();
            why.append(name).append(" single-thread ").append(e.cpuScore()).append(" / 1000");
        } else {
            String roleName = roleOf(e);
            String key = "cpu.default." + roleName;
            score = factor(cal, key, scope, used);
            assumptions.add(side + " CPU not given: the default of "
                    + (e.role() == null ? "a host whose role is not given" : "a " + roleName) + ", " + g(score)
                    + " PassMark single-thread points (" + key + "), with a wide range");
            why.append(side)
                    .append(" CPU not given: ")
                    .append(e.role() == null ? "role-not-given" : roleName)
                    .append(" default ")
                    .append(g(score))
                    .append(" (")
                    .append(key)
                    .append(") / 1000");
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
        why.append(" × ").append(g(k)).append(" Gbit/s (").append(key).append(')');
        boolean usb = e.bus() instanceof Bus.Usb;
        String alphaKey = usb ? "cpu.frame.usb" : "cpu.frame.offload";
        double alpha = factor(cal, alphaKey, used);
        double frame = Math.pow((double) mss / REFERENCE_MSS, alpha);
        perStream *= frame;
        if (mss != REFERENCE_MSS) {
            why.append(" × (")
                    .append(mss)
                    .append('/')
                    .append(REFERENCE_MSS)
                    .append(")^")
                    .append(g(alpha))
                    .append(" (")
                    .append(alphaKey)
                    .append(usb ? ": USB NIC, no offloads" : ": offloads")
                    .append(')');
        }
        if (usb) {
            double u = factor(cal, "cpu.usb", scope, used);
            perStream *= u;
            why.append(" × ").append(g(u)).append(" (cpu.usb)");
        }
        if (e.os().family() != Os.LINUX) {
            String osKey = "cpu.os." + e.os().family();
            double o = factor(cal, osKey, used);
            perStream *= o;
            why.append(" × ").append(g(o)).append(" (").append(osKey).append(')');
        }
        String unitWhy = tool == Tool.SMB
                ? (units > 1
                        ? units + " multichannel connections"
                        : server ? "smbd serves one connection from one process" : "one client connection")
                : tool == Tool.NFS
                        ? (units > 1 ? "nconnect " + units : "one connection")
                        : units > 1 ? units + " streams" : "1 stream";
        double v = perStream * units;
        out.add(new Ceiling(
                Stage.CPU, side, v, why + " × " + units + " (" + unitWhy + ") = " + g2(v) + " Gbit/s", key));

        ToolVersion version = p.toolVersion();
        if (tool == Tool.IPERF3) {
            if (version == null) {
                if (side == Side.RECEIVER) {
                    assumptions.add("iperf3 version not given: treated as the newest (a thread per stream)");
                }
            } else if (!version.knownIperf3()) {
                if (side == Side.RECEIVER) {
                    assumptions.add("iperf3 version " + version + " unknown: treated as the newest");
                }
            } else if ((version.iperf3SingleThreaded() && streams > 1) || version.iperf3Legacy()) {
                double t = perStream;
                StringBuilder tw = new StringBuilder("iperf3 " + version + ": one stream's ceiling " + g2(perStream));
                if (version.iperf3SingleThreaded() && streams > 1) {
                    double one = factor(cal, "tool.iperf3-one-thread", scope, used);
                    t *= one;
                    tw.append(" × ")
                            .append(g(one))
                            .append(" (tool.iperf3-one-thread: before 3.16 all ")
                            .append(streams)
                            .append(" streams share one thread)");
                } else {
                    t *= units;
                    tw.append(" × ").append(units);
                }
                if (version.iperf3Legacy()) {
                    double l = factor(cal, "tool.iperf3-legacy", scope, used);
                    t *= l;
                    tw.append(" × ").append(g(l)).append(" (tool.iperf3-legacy: a 3.0/3.1 build)");
                }
                String toolKey =
                        version.iperf3SingleThreaded() && streams > 1 ? "tool.iperf3-one-thread" : "tool.iperf3-legacy";
                out.add(new Ceiling(Stage.TOOL, side, t, tw + " = " + g2(t) + " Gbit/s", toolKey));
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
                    "the " + side + " runs the test in " + e.virtualization() + ": CPU ceiling " + g2(v) + " × " + g(f)
                            + " (" + vKey + ") = " + g2(vv) + " Gbit/s",
                    vKey));
        }
    }
}
