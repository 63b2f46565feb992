package dev.wirespeed.solver.model;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The model's efficiency factors before any measurement: each with its prior, the physical bounds
 * calibration may move it within, its unit and where the prior comes from. The physics (encoding,
 * framing, TLP and USB packet overhead) sits in the ceilings; these factors carry only what the
 * physics leaves out.
 */
public final class Priors {

    /** One factor: key, prior value, bounds, what it multiplies, and the prior's provenance. */
    public record Factor(String key, double prior, double min, double max, String unit, String provenance) {
        public Factor {
            if (prior < min || prior > max) {
                throw new IllegalArgumentException(key + ": prior " + prior + " outside [" + min + ", " + max + "]");
            }
        }

        public double clamp(double v) {
            return Math.max(min, Math.min(max, v));
        }
    }

    private static final Map<String, Factor> FACTORS = new LinkedHashMap<>();

    private static void add(String key, double prior, double min, double max, String unit, String provenance) {
        FACTORS.put(key, new Factor(key, prior, min, max, unit, provenance));
    }

    static {
        for (int gen = 1; gen <= 6; gen++) {
            add(
                    "pcie.gen" + gen,
                    1.0,
                    0.3,
                    1.0,
                    "x PCIe ceiling",
                    "TLP and descriptor framing are already in the ceiling; what remains (DLLP ACK/flow-control, "
                            + "read latency, driver) is learned from runs. Prior 1.0 = physics only.");
        }
        add(
                "usb.3.2gen1",
                0.93,
                0.3,
                1.0,
                "x USB bulk ceiling",
                "RTL8157 5GbE adapter measured 3.47 Gbit/s on USB 3.2 Gen1 (r8152 RTL8157 patch cover letter, "
                        + "2026-03); the model's Gen1 ceiling at MTU 1500 is 3.69, and 3.47 / 3.69 = 0.94, rounded down to 0.93.");
        add("usb.3.2gen2", 0.93, 0.3, 1.0, "x USB bulk ceiling", "no own Gen2 measurement: taken equal to Gen1.");
        add(
                "usb.3.2gen2x2",
                0.93,
                0.3,
                1.0,
                "x USB bulk ceiling",
                "RTL8159 10GbE adapter measured 8.96 Gbit/s on Gen2x2 (r8152 RTL8159 cover letter): the link, not USB, bound it; prior as Gen1.");
        add("usb.usb4", 1.0, 0.3, 1.0, "x tunnel ceiling", "USB4 tunnels PCIe like Thunderbolt; no own measurement.");
        add(
                "usb.2.0",
                0.85,
                0.3,
                1.0,
                "x USB bulk ceiling",
                "USB 2.0 bulk transfers reach about 85% of 480 Mbit/s; weak prior.");
        add(
                "thunderbolt.3",
                1.0,
                0.3,
                1.0,
                "x 22 Gbit/s PCIe tunnel",
                "Thunderbolt 3 carries about 22 Gbit/s of PCIe data (HighPoint, MacRumors measurements in hardware-facts §4d).");
        add(
                "thunderbolt.4",
                1.0,
                0.3,
                1.0,
                "x 32 Gbit/s PCIe tunnel",
                "Thunderbolt 4 requires 32 Gbit/s of PCIe (Intel TB4 spec minimum).");
        add(
                "thunderbolt.5",
                1.0,
                0.3,
                1.0,
                "x 64 Gbit/s PCIe tunnel",
                "Thunderbolt 5 tunnels PCIe 4.0 x4; weak prior.");
        add(
                "cpu.tcp",
                6.0,
                1.0,
                20.0,
                "Gbit/s per stream per 1000 PassMark single-thread points",
                "Seed 001: a Ryzen 5 3600 (PassMark ST 2568) sent one iperf3 stream at 9.32 Gbit/s without binding, so the "
                        + "coefficient is at least 9.32 / 2.568 = 3.63; 6.0 keeps CPUs of that class non-binding at 10G, as every seed shows. "
                        + "Weak: an upper bound has no public measurement here.");
        add(
                "cpu.tcp.macos-send",
                2.5,
                0.5,
                20.0,
                "Gbit/s per stream per 1000 PassMark single-thread points",
                "Seed 003: a macOS sender (hackintosh Precision T5810, third-party SmallTree 82599 driver) reached 5.11 Gbit/s in one "
                        + "stream and 9.9 with -P 4 at MTU 9000. The post does not name the CPU; T5810s carry Xeon E5-16xx v3 "
                        + "(PassMark ST 2024-2116), so 5.11 / 2.024 = 2.52. Fitted to that one run: a person's runs should replace it.");
        add(
                "cpu.tcp.usb",
                1.2,
                0.3,
                10.0,
                "Gbit/s per stream per 1000 PassMark points at MSS 1448, scaling with MSS",
                "Seed 004: a Core i5-7200U (PassMark ST 1767) with a USB 3 5GbE adapter sent one stream at 2.1-2.3 Gbit/s at "
                        + "MTU 1500 while USB allows 3.4: 2.2 / 1.767 = 1.25, per frame because USB NICs batch little. Fitted: weak.");
        add(
                "cpu.smb",
                3.0,
                0.3,
                10.0,
                "Gbit/s per connection per 1000 PassMark single-thread points",
                "Seed 002: a Ryzen 5 5600G (PassMark ST 3182) served one SMB connection at 7.99 Gbit/s, bound by the protocol, "
                        + "so smbd's coefficient is at least 7.99 / 3.182 = 2.51. The same post saw an Intel N100 bind at 2.19 Gbit/s "
                        + "with smbd at 99% of one core, but no sourced PassMark figure for the N100 exists in the catalog to fit it.");
        add(
                "cpu.nfs",
                4.0,
                0.3,
                20.0,
                "Gbit/s per 1000 PassMark points",
                "knfsd runs in kernel threads; no own measurement: weak prior.");
        add(
                "cpu.sftp",
                0.8,
                0.1,
                10.0,
                "Gbit/s per stream per 1000 PassMark points",
                "OpenSSH encrypts in one thread per connection; no own measurement: weak prior.");
        add(
                "cpu.rsync",
                1.0,
                0.1,
                10.0,
                "Gbit/s per stream per 1000 PassMark points",
                "rsync over ssh: as sftp plus checksums; weak prior.");
        add(
                "protocol.smb",
                0.85,
                0.3,
                1.0,
                "x ethernet goodput",
                "Seed 002: SMB put to a Ryzen 5 5600G reached 7.99 of 9.41 Gbit/s = 0.85.");
        add(
                "protocol.nfs",
                0.90,
                0.3,
                1.0,
                "x ethernet goodput",
                "RPC and NFS headers; no own measurement: weak prior.");
        add("protocol.sftp", 0.95, 0.3, 1.0, "x ethernet goodput", "SSH packet framing and MAC; weak prior.");
        add("protocol.http", 0.99, 0.3, 1.0, "x ethernet goodput", "HTTP headers are negligible for large files.");
        add("protocol.rsync", 0.95, 0.3, 1.0, "x ethernet goodput", "rsync framing over ssh; weak prior.");
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

    public static List<Factor> all() {
        return List.copyOf(FACTORS.values());
    }
}
