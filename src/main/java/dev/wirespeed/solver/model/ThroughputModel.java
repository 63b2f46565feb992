package dev.wirespeed.solver.model;

import dev.wirespeed.plan.Os;
import dev.wirespeed.plan.Tool;
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
            Priors.Factor f = Priors.get(e.getKey());
            uses.add(new Prediction.FactorUse(
                    e.getKey(), f.prior(), e.getValue().value(), e.getValue().runs()));
            applied |= e.getValue().runs() > 0 && Math.abs(e.getValue().value() - f.prior()) > 1e-12;
        }
        return new Prediction(
                bottleneck.gbps(),
                bottleneck,
                stages,
                List.copyOf(assumptions),
                new Prediction.CalibrationEffect(applied, uncal, bottleneck.gbps() - uncal, uses));
    }

    private static double factor(Calibration c, String key, Map<String, Calibration.Value> used) {
        Calibration.Value v = c.value(key);
        used.put(key, v);
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
            double f = factor(cal, key, used);
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
        out.sort(Comparator.comparingDouble(Ceiling::gbps));
        return out;
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
        if (b instanceof Bus.Pcie pcie) {
            int gen = pcie.gen();
            int lanes = pcie.lanes();
            double data = pcieDataGbps(gen, lanes);
            int frame = mtu + 14;
            int mps = e.pcieMaxPayload();
            int tlps = (frame + mps - 1) / mps;
            int bytes = frame + tlps * TLP_OVERHEAD + DESCRIPTOR_BYTES;
            String key = "pcie.gen" + gen;
            double f = factor(cal, key, used);
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
        } else if (b instanceof Bus.Usb usb) {
            UsbGeneration gen = usb.gen();
            double data = usbDataGbps(gen);
            double pkt = usbPacketEfficiency(gen);
            int frame = mtu + 14 + USB_FRAME_HEADER;
            String key = "usb." + gen;
            double f = factor(cal, key, used);
            double v = data * pkt * mss / frame * f;
            out.add(new Ceiling(
                    Stage.USB,
                    side,
                    v,
                    "USB " + gen + ": " + g(data) + " Gbit/s after line coding × "
                            + (pkt == 1.0 ? "1" : "1024/1056 bulk packets") + " × " + mss + " B payload / " + frame
                            + " B per frame (MTU + 14 B header + "
                            + USB_FRAME_HEADER + " B adapter header) × " + g(f) + " (" + key + ") = " + g2(v)
                            + " Gbit/s",
                    key));
        } else if (b instanceof Bus.Thunderbolt tb) {
            int ver = tb.version();
            double data = thunderboltPcieGbps(ver);
            String key = "thunderbolt." + ver;
            double f = factor(cal, key, used);
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
        boolean fileTool = p.tool().copiesFiles();
        String role = fileTool ? (server ? "server" : "client") : side.toString();
        Endpoint.MeasuredCpu measured = e.cpuMeasured().get(p.tool() + "/" + role);
        if (measured != null) {
            int units = fileTool
                    ? 1
                    : Math.max(1, Math.min(p.streams(), e.cpuCores() == null ? p.streams() : e.cpuCores()));
            double v = measured.gbps() * units;
            out.add(new Ceiling(
                    Stage.CPU,
                    side,
                    v,
                    (e.cpuLabel() == null ? "CPU" : e.cpuLabel()) + ": one " + p.tool() + " " + role
                            + " connection was measured at " + g2(measured.gbps()) + " Gbit/s bound by one core ("
                            + measured.source() + ")"
                            + (units > 1 ? " × " + units + " streams" : "") + " = " + g2(v) + " Gbit/s",
                    null));
            return;
        }
        if (e.cpuScore() == null) {
            assumptions.add(side + " CPU has no single-thread score: cpu stage not modelled on the " + side);
            return;
        }
        boolean isServer = !p.initiatorEndpoint().equals(e) || p.sender() == p.receiver();
        Tool tool = p.tool();
        String key;
        double perUnit;
        String unitWhy = "";
        int parallel = p.streams();
        switch (tool) {
            case SMB -> {
                key = "cpu.smb";
                perUnit = factor(cal, key, used);
                parallel = 1;
                unitWhy = isServer
                        ? "smbd serves one client connection from one process (one core)"
                        : "smbclient is one process";
            }
            case NFS -> {
                key = isServer ? "cpu.nfs" : "cpu.tcp";
                perUnit = factor(cal, key, used);
            }
            case SFTP, RSYNC -> {
                key = "cpu." + tool;
                perUnit = factor(cal, key, used);
                parallel = 1;
                unitWhy = "one encrypting process per connection";
            }
            default -> {
                if (e.bus() instanceof Bus.Usb) {
                    key = "cpu.tcp.usb";
                    perUnit = factor(cal, key, used) * mss / 1448.0;
                    unitWhy = "USB NIC: per-frame cost, scaled by MSS " + mss + "/1448";
                } else if (e.os() == Os.MACOS && side == Side.SENDER) {
                    key = "cpu.tcp.macos-send";
                    perUnit = factor(cal, key, used);
                } else {
                    key = "cpu.tcp";
                    perUnit = factor(cal, key, used);
                }
            }
        }
        int cores = e.cpuCores() == null ? parallel : e.cpuCores();
        int units = Math.max(1, Math.min(parallel, cores));
        double v = perUnit * e.cpuScore() / 1000.0 * units;
        out.add(new Ceiling(
                Stage.CPU,
                side,
                v,
                (e.cpuLabel() == null ? "CPU" : e.cpuLabel()) + " single-thread " + e.cpuScore()
                        + " / 1000 × " + g(perUnit) + " Gbit/s (" + key + (unitWhy.isEmpty() ? "" : "; " + unitWhy)
                        + ")"
                        + (units > 1 ? " × " + units + " streams" : " × 1 stream") + " = " + g2(v) + " Gbit/s",
                key));
    }
}
