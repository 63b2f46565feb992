package dev.wirespeed.solver.model;

import dev.wirespeed.plan.HostRole;
import dev.wirespeed.plan.Os;
import dev.wirespeed.plan.Virtualization;
import dev.wirespeed.units.DataRate;

import java.util.List;
import java.util.Map;

/**
 * One end of a path as the model sees it: OS, what the NIC can do (port speeds), how it attaches
 * (bus as negotiated), CPU single-thread score and class, storage rates (MB/s), MTU and PCIe max
 * payload size; the host's role (whose default CPU score stands in for a CPU not given), where the
 * test runs (bare metal, a VM, WSL2), and the catalog ids of its CPU and NIC, which scope calibration.
 */
public record Endpoint(
        String name,
        Os os,
        String nicLabel,
        List<Double> nicSpeedsGbps,
        Bus bus,
        Integer cpuScore,
        String cpuClass,
        String cpuLabel,
        Integer cpuCores,
        DataRate storageRead,
        DataRate storageWrite,
        String storageLabel,
        int mtu,
        int pcieMaxPayload,
        Map<String, MeasuredCpu> cpuMeasured,
        HostRole role,
        Virtualization virtualization,
        String cpuPart,
        String nicPart) {

    /** A per-core ceiling a source measured for this CPU: key "tool/role" (e.g. "smb/server"). */
    public record MeasuredCpu(double gbps, String source) {}

    public Endpoint(
            String name,
            Os os,
            String nicLabel,
            List<Double> nicSpeedsGbps,
            Bus bus,
            Integer cpuScore,
            String cpuClass,
            String cpuLabel,
            Integer cpuCores,
            DataRate storageRead,
            DataRate storageWrite,
            String storageLabel,
            int mtu,
            int pcieMaxPayload) {
        this(
                name,
                os,
                nicLabel,
                nicSpeedsGbps,
                bus,
                cpuScore,
                cpuClass,
                cpuLabel,
                cpuCores,
                storageRead,
                storageWrite,
                storageLabel,
                mtu,
                pcieMaxPayload,
                Map.of(),
                null,
                Virtualization.NONE,
                null,
                null);
    }

    public Endpoint {
        nicSpeedsGbps = nicSpeedsGbps == null ? List.of() : List.copyOf(nicSpeedsGbps);
        cpuMeasured = cpuMeasured == null ? Map.of() : Map.copyOf(cpuMeasured);
        if (os == null) {
            os = Os.LINUX;
        }
        if (mtu == 0) {
            mtu = 1500;
        }
        if (pcieMaxPayload == 0) {
            pcieMaxPayload = 128;
        }
        if (virtualization == null) {
            virtualization = Virtualization.NONE;
        }
    }

    public double maxNicGbps() {
        return nicSpeedsGbps.stream().mapToDouble(Double::doubleValue).max().orElse(0);
    }

    /** The same end attached by another bus (diagnosis asks "what if this card ran at PCIe 2.0 x1"). */
    public Endpoint withBus(Bus other) {
        return copy(other, cpuMeasured, role, virtualization, cpuPart, nicPart);
    }

    /** The same end with a measured per-core ceiling table for its CPU. */
    public Endpoint withCpuMeasured(Map<String, MeasuredCpu> measured) {
        return copy(bus, measured, role, virtualization, cpuPart, nicPart);
    }

    /** The same end on a host of this role (null: not stated). */
    public Endpoint withRole(HostRole r) {
        return copy(bus, cpuMeasured, r, virtualization, cpuPart, nicPart);
    }

    /** The same end running its test in a VM, WSL2 or on the machine itself. */
    public Endpoint withVirtualization(Virtualization v) {
        return copy(bus, cpuMeasured, role, v, cpuPart, nicPart);
    }

    /** The same end with the catalog ids of its CPU and NIC (null where the part is not in the catalog). */
    public Endpoint withParts(String cpu, String nic) {
        return copy(bus, cpuMeasured, role, virtualization, cpu, nic);
    }

    /** This end with the fields the withers change replaced; the others as they are. */
    private Endpoint copy(
            Bus b, Map<String, MeasuredCpu> measured, HostRole r, Virtualization v, String cpu, String nic) {
        return new Endpoint(
                name,
                os,
                nicLabel,
                nicSpeedsGbps,
                b,
                cpuScore,
                cpuClass,
                cpuLabel,
                cpuCores,
                storageRead,
                storageWrite,
                storageLabel,
                mtu,
                pcieMaxPayload,
                measured,
                r,
                v,
                cpu,
                nic);
    }
}
