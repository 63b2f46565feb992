package dev.wirespeed.solver.model;

import java.util.List;

/**
 * One end of a path as the model sees it: OS, what the NIC can do (port speeds), how it attaches
 * (bus as negotiated), CPU single-thread score and class, storage rates (MB/s), MTU and PCIe max
 * payload size.
 */
public record Endpoint(String name, String os, String nicLabel, List<Double> nicSpeedsGbps, Bus bus,
                       Integer cpuScore, String cpuClass, String cpuLabel, Integer cpuCores,
                       Double storageReadMBps, Double storageWriteMBps, String storageLabel, int mtu, int pcieMaxPayload,
                       java.util.Map<String, MeasuredCpu> cpuMeasured) {

    /** A per-core ceiling a source measured for this CPU: key "tool/role" (e.g. "smb/server"). */
    public record MeasuredCpu(double gbps, String source) {
    }

    public Endpoint(String name, String os, String nicLabel, List<Double> nicSpeedsGbps, Bus bus, Integer cpuScore, String cpuClass,
                    String cpuLabel, Integer cpuCores, Double storageReadMBps, Double storageWriteMBps, String storageLabel, int mtu,
                    int pcieMaxPayload) {
        this(name, os, nicLabel, nicSpeedsGbps, bus, cpuScore, cpuClass, cpuLabel, cpuCores, storageReadMBps, storageWriteMBps,
                storageLabel, mtu, pcieMaxPayload, java.util.Map.of());
    }

    public Endpoint {
        nicSpeedsGbps = nicSpeedsGbps == null ? List.of() : List.copyOf(nicSpeedsGbps);
        cpuMeasured = cpuMeasured == null ? java.util.Map.of() : java.util.Map.copyOf(cpuMeasured);
        if (os == null) {
            os = "linux";
        }
        if (mtu == 0) {
            mtu = 1500;
        }
        if (pcieMaxPayload == 0) {
            pcieMaxPayload = 128;
        }
    }

    public double maxNicGbps() {
        return nicSpeedsGbps.stream().mapToDouble(Double::doubleValue).max().orElse(0);
    }
}
