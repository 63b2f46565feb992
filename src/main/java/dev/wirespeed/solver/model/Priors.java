package dev.wirespeed.solver.model;

import dev.wirespeed.text.Phrase;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The model's factors before any measurement of one's own. Each factor is declared here with its
 * bounds, its unit, its scale and its starting value (physics only, or the stated default); its
 * prior is the value {@code priors fit} fitted from the public evidence corpus (shipped in
 * {@code fitted-priors.tsv} beside this class, with the cases that determine it). A factor no case
 * determines keeps its starting value, and its provenance says so. The physics (encoding, framing,
 * TLP and USB packet overhead) sits in the ceilings; the factors carry only what the physics leaves
 * out.
 */
public final class Priors {

    /**
     * How a factor enters a ceiling: MULTIPLY scales it (fitted in log space), EXPONENT is the power
     * of a frame-size ratio (fitted as it is).
     */
    public enum Scale {
        MULTIPLY,
        EXPONENT
    }

    /**
     * One factor: key, prior (fitted, else start), bounds, unit, scale, the starting value and why
     * it was chosen, and the evidence cases that determine the fitted value (empty: not fitted).
     */
    public record Factor(
            String key,
            double prior,
            double min,
            double max,
            String unit,
            Scale scale,
            double start,
            String startWhy,
            List<String> cases) {
        public Factor {
            if (!(min <= max) || start < min || start > max) {
                throw new IllegalArgumentException(key + ": start " + start + " outside [" + min + ", " + max + "]");
            }
            if (prior < min || prior > max) {
                throw new IllegalArgumentException(key + ": prior " + prior + " outside [" + min + ", " + max + "]");
            }
            cases = List.copyOf(cases);
        }

        public double clamp(double v) {
            return Math.max(min, Math.min(max, v));
        }

        public boolean fitted() {
            return !cases.isEmpty();
        }

        /** Where the prior comes from, as the calibration page and {@code priors fit} print it. */
        public String provenance() {
            return provenanceText().english();
        }

        public Phrase provenanceText() {
            Phrase why = Phrase.authored("prior." + textKey(key) + ".why", startWhy);
            if (!fitted()) {
                return Phrase.of("prior.not-fitted", start, why);
            }
            return Phrase.of(
                    cases.size() == 1 ? "prior.fitted.one" : "prior.fitted",
                    cases.size(),
                    String.join(", ", cases.subList(0, Math.min(6, cases.size()))) + (cases.size() > 6 ? ", …" : ""),
                    start,
                    why);
        }

        /** What the factor multiplies (or raises), in the page's language. */
        public Phrase unitText() {
            return Phrase.authored("prior." + textKey(key) + ".unit", unit);
        }

        /** Factors of one family share their texts: every PCIe generation, the USB 3.2 modes. */
        private static String textKey(String key) {
            return key.replaceFirst("^pcie\\.gen\\d$", "pcie").replaceFirst("^usb\\.3\\.2gen.*$", "usb.3.2");
        }

        /** The same factor with another prior (a fit trying a value; validation refitting without a case). */
        public Factor withPrior(double value, List<String> determining) {
            return new Factor(key, clamp(value), min, max, unit, scale, start, startWhy, determining);
        }
    }

    /**
     * The lowest a file-copy protocol's share of the Ethernet goodput may be fitted to: its headers
     * are a fraction of a percent of the payload (see each factor), so a fit that wants less is
     * reading another stage's limit (a disk, a CPU) into the protocol.
     */
    static final double PROTOCOL_MIN = 0.9;

    private static final Map<String, Factor> DECLARED = new LinkedHashMap<>();
    private static final Map<String, Factor> FACTORS = new LinkedHashMap<>();

    private static void add(String key, double start, double min, double max, String unit, String why) {
        add(key, start, min, max, unit, Scale.MULTIPLY, why);
    }

    private static void add(String key, double start, double min, double max, String unit, Scale scale, String why) {
        DECLARED.put(key, new Factor(key, start, min, max, unit, scale, start, why, List.of()));
    }

    static {
        for (int gen = 1; gen <= 6; gen++) {
            add(
                    "pcie.gen" + gen,
                    1.0,
                    0.3,
                    1.0,
                    "x PCIe ceiling",
                    "TLP and descriptor framing are already in the ceiling; 1.0 is physics only (DLLP ACK and "
                            + "flow-control traffic, read latency and the driver are what a fit takes off).");
        }
        for (String gen : List.of("3.2gen1", "3.2gen2", "3.2gen2x2")) {
            add(
                    "usb." + gen,
                    1.0,
                    0.3,
                    1.0,
                    "x USB bulk ceiling",
                    "line coding and bulk-packet framing are already in the ceiling; 1.0 is physics only.");
        }
        add("usb.usb4", 1.0, 0.3, 1.0, "x tunnel ceiling", "USB4 tunnels PCIe like Thunderbolt; physics only.");
        add(
                "usb.2.0",
                0.85,
                0.3,
                1.0,
                "x USB bulk ceiling",
                "USB 2.0 high-speed bulk transfers carry about 85% of 480 Mbit/s (microframe and token overhead).");
        add(
                "thunderbolt.3",
                1.0,
                0.3,
                1.0,
                "x 22 Gbit/s PCIe tunnel",
                "Thunderbolt 3 carries about 22 Gbit/s of PCIe data (HighPoint and MacRumors measurements).");
        add(
                "thunderbolt.4",
                1.0,
                0.3,
                1.0,
                "x 32 Gbit/s PCIe tunnel",
                "Thunderbolt 4 requires 32 Gbit/s of PCIe (Intel's Thunderbolt 4 minimum).");
        add("thunderbolt.5", 1.0, 0.3, 1.0, "x 64 Gbit/s PCIe tunnel", "Thunderbolt 5 tunnels PCIe 4.0 x4.");
        add(
                "cpu.tcp.receive",
                6.0,
                0.3,
                40.0,
                "Gbit/s per stream per 1000 PassMark single-thread points, at MSS 1448",
                "seed 001's Ryzen 5 3600 (PassMark 2568) received 9.32 Gbit/s in one stream without binding: at least "
                        + "9.32 / 2.568 = 3.6; 6 keeps that class of CPU non-binding at 10G.");
        add(
                "cpu.tcp.send",
                6.0,
                0.3,
                40.0,
                "Gbit/s per stream per 1000 PassMark single-thread points, at MSS 1448",
                "as the receive side: segmentation offload makes sending cheaper, so the fit may raise it.");
        add(
                "cpu.usb",
                1.0,
                0.05,
                1.0,
                "x CPU ceiling on a host whose NIC is on USB",
                "1.0 = no extra cost; USB NICs batch little and most offer no receive offload, so a fit lowers it.");
        add(
                "cpu.frame.offload",
                0.3,
                0.0,
                1.0,
                "exponent of MSS/1448 in the CPU ceiling, NICs with segmentation and receive offloads",
                Scale.EXPONENT,
                "0 = cost per byte only, 1 = cost per packet only; TSO/GRO turn most per-packet work into "
                        + "per-64-KiB work, so a small share remains.");
        add(
                "cpu.frame.usb",
                1.0,
                0.0,
                1.0,
                "exponent of MSS/1448 in the CPU ceiling, USB NICs",
                Scale.EXPONENT,
                "USB NICs largely lack offloads: cost per frame (the old model's assumption).");
        add("cpu.os.windows", 1.0, 0.1, 3.0, "x CPU ceiling on Windows", "1.0 = the stack costs as much as Linux's.");
        add("cpu.os.macos", 1.0, 0.1, 3.0, "x CPU ceiling on macOS", "1.0 = the stack costs as much as Linux's.");
        add("cpu.os.freebsd", 1.0, 0.1, 3.0, "x CPU ceiling on FreeBSD", "1.0 = the stack costs as much as Linux's.");
        add(
                "cpu.default.desktop",
                2500,
                300,
                5000,
                "PassMark single-thread points of a desktop whose CPU is not given",
                "a mid-range desktop CPU of 2018-2022 (catalog: Ryzen 5 3600 2568, Core i5-12400 3500).");
        add(
                "cpu.default.laptop",
                2000,
                300,
                5000,
                "PassMark single-thread points of a laptop whose CPU is not given",
                "a mid-range laptop CPU (catalog: Core i5-7200U 1767, i7-8750H 2200).");
        add(
                "cpu.default.server",
                2000,
                300,
                5000,
                "PassMark single-thread points of a server whose CPU is not given",
                "server cores run slower than desktop ones (Xeon E5 v3/v4 class about 2000).");
        add(
                "cpu.default.nas",
                1000,
                200,
                5000,
                "PassMark single-thread points of a NAS whose CPU is not given",
                "small NASes carry Atom-class or ARM CPUs (catalog: Celeron J4125 1200, N100 1950).");
        add(
                "cpu.default.mini-pc",
                1800,
                300,
                5000,
                "PassMark single-thread points of a mini PC whose CPU is not given",
                "mini PCs carry mobile CPUs (catalog: N100 1950, N5105 1250, i5-8500T 2200).");
        add(
                "cpu.default.sbc",
                500,
                50,
                5000,
                "PassMark single-thread points of a single-board computer whose CPU is not given",
                "Arm SoCs of Raspberry Pi 4/5 class score a few hundred points.");
        add(
                "cpu.default.router",
                300,
                20,
                5000,
                "PassMark single-thread points of a router whose CPU is not given",
                "consumer routers carry MIPS or Arm SoCs slower than a Raspberry Pi.");
        add(
                "cpu.default.unstated",
                1500,
                20,
                5000,
                "PassMark single-thread points of a host whose CPU and role are not given",
                "between a NAS and a desktop; the widest default, fitted from runs that state neither.");
        add(
                "cpu.smb",
                3.0,
                0.05,
                20.0,
                "Gbit/s per SMB connection per 1000 PassMark single-thread points",
                "seed 002: a Ryzen 5 5600G (3182) served one connection at 7.99 Gbit/s without binding: at least 2.5.");
        add(
                "cpu.nfs",
                4.0,
                0.05,
                20.0,
                "Gbit/s per NFS connection per 1000 PassMark single-thread points",
                "knfsd runs in kernel threads, cheaper than smbd's user-space process.");
        add(
                "cpu.sftp",
                0.8,
                0.01,
                10.0,
                "Gbit/s per SSH connection per 1000 PassMark single-thread points",
                "OpenSSH encrypts in one thread per connection.");
        add(
                "cpu.rsync",
                1.0,
                0.01,
                10.0,
                "Gbit/s per rsync connection per 1000 PassMark single-thread points",
                "rsync over ssh: as sftp plus checksums.");
        add(
                "virt.vm",
                1.0,
                0.01,
                1.0,
                "x CPU ceiling of a host testing from inside a VM (virtual NIC)",
                "1.0 = no cost; vhost, virtio queues and exits are what a fit takes off.");
        add(
                "virt.vm-usb-passthrough",
                1.0,
                0.01,
                1.0,
                "x CPU ceiling of a VM driving a USB NIC passed through to it",
                "1.0 = no cost; every USB transfer crosses the hypervisor.");
        add(
                "virt.wsl2",
                1.0,
                0.01,
                1.0,
                "x CPU ceiling of a host testing from WSL2",
                "1.0 = no cost; WSL2 reaches the NIC through Hyper-V's virtual switch.");
        add(
                "virt.link",
                10.0,
                0.1,
                100.0,
                "Gbit/s per stream through a virtual link on one host (guest to host, guest to guest, loopback)",
                "no wire binds: each stream's bytes are copied through the virtual NIC and the host kernel by one "
                        + "core; 10 is a stated default of the order virtio-net with vhost reaches, which the fit "
                        + "replaces.");
        add(
                "tool.iperf3-one-thread",
                1.0,
                0.3,
                3.0,
                "x one stream's CPU ceiling, for all -P streams of iperf3 before 3.16",
                "iperf3 before 3.16 serves every stream from one thread (ESnet's iperf-3.16 announcement, github.com/perfsonar/pscheduler/issues/1368): 1.0 = "
                        + "the streams together get what one stream gets.");
        add(
                "tool.iperf3-legacy",
                1.0,
                0.05,
                1.0,
                "x CPU ceiling for the iperf3 3.0 and 3.1 builds",
                "1.0 = as fast as current builds.");
        add(
                "tool.iperf3-legacy-windows",
                1.0,
                0.05,
                1.0,
                "x CPU ceiling for the Windows builds of iperf3 3.0 and 3.1",
                "1.0 = as fast as current builds. The Windows binaries of 3.0/3.1 (iperf.fr's downloads, 3.1.3 of "
                        + "June 2016 the last) are builds of their own, not the Linux code's speed: on one PC 3.1.3 "
                        + "gave 4.5 Gbit/s where newer builds give 9.40 (jeffgeerling.com, 2023-09).");
        // The protocol factors are bounded below by header arithmetic (TCP/IP framing is already in the
        // Ethernet ceiling): a fit may take off up to 10% for request round trips, never the 30% a run
        // bound by a disk or a CPU the path does not state would drag it to.
        add(
                "protocol.smb",
                1.0,
                PROTOCOL_MIN,
                1.0,
                "x ethernet goodput",
                "a 64-byte SMB2 header (MS-SMB2 2.2.1) and the 4-byte Direct TCP header (MS-SMB2 2.1) per READ or "
                        + "WRITE of up to MaxReadSize/MaxWriteSize (MS-SMB2 2.2.4, 1 MiB or more) are under 0.01% of the "
                        + "payload; the bound " + PROTOCOL_MIN
                        + " leaves room for round trips, not for another stage's "
                        + "limit.");
        add(
                "protocol.nfs",
                1.0,
                PROTOCOL_MIN,
                1.0,
                "x ethernet goodput",
                "the 4-byte RPC record mark (RFC 5531 section 11) and the RPC and NFS READ/WRITE headers (RFC 1813 "
                        + "3.3.6, 3.3.7), about 200 bytes, per rsize/wsize of 64 KiB to 1 MiB are under 0.3% of the "
                        + "payload; the bound " + PROTOCOL_MIN + " leaves room for round trips.");
        add(
                "protocol.sftp",
                1.0,
                PROTOCOL_MIN,
                1.0,
                "x ethernet goodput",
                "SSH binary packet framing (RFC 4253 section 6: length, padding and MAC, under 100 bytes) and the "
                        + "SFTP data header per 32 KiB packet are under 0.5% of the payload; the bound "
                        + PROTOCOL_MIN + " leaves room for the channel window's round trips.");
        add(
                "protocol.http",
                1.0,
                PROTOCOL_MIN,
                1.0,
                "x ethernet goodput",
                "HTTP sends its headers once per response (RFC 9112): negligible for large files; the bound "
                        + PROTOCOL_MIN + " leaves room for round trips.");
        add(
                "protocol.rsync",
                1.0,
                PROTOCOL_MIN,
                1.0,
                "x ethernet goodput",
                "rsync's multiplexed stream adds a 4-byte header per buffer of data, over SSH's framing (RFC 4253 "
                        + "section 6): under 1% of the payload; the bound " + PROTOCOL_MIN + " leaves room for round "
                        + "trips.");

        FACTORS.putAll(DECLARED);
        FittedPriors.SHIPPED.factors().forEach((key, fit) -> {
            Factor f = DECLARED.get(key);
            if (f != null) {
                FACTORS.put(key, f.withPrior(fit.value(), fit.cases()));
            }
        });
    }

    private Priors() {}

    public static Optional<Factor> find(String key) {
        return Optional.ofNullable(FACTORS.get(key));
    }

    public static Factor get(String key) {
        Factor f = FACTORS.get(key);
        if (f == null) {
            throw new IllegalArgumentException("no such calibration factor: " + key);
        }
        return f;
    }

    /** Every factor with its shipped prior. */
    public static List<Factor> all() {
        return List.copyOf(FACTORS.values());
    }

    /** Every factor at its starting value, as a fit begins. */
    public static List<Factor> declared() {
        return List.copyOf(DECLARED.values());
    }
}
