package dev.wirespeed.solver.model;

import dev.wirespeed.plan.Virtualization;
import dev.wirespeed.units.Spelling;

/**
 * The class of a prediction's error in the evidence: the physics that bound the case and how much of
 * it the path states. A wire-bound path whose two NICs are known parts on a stated bus misses little
 * (its ceiling is framing arithmetic and nothing known sits close below it); the same wire with an
 * unnamed NIC at either end also collects the runs that a driver, a weak host or a fault held far
 * below the wire; a USB NIC adds the host controller and the adapter's firmware; a CPU-bound
 * prediction is sure only as far as its CPU is known (a score or a measured ceiling) and widest on a
 * role's default; a guest or a virtual link adds the hypervisor (unless a PCIe or USB link binds,
 * which is hardware whoever runs the test); a file copy adds protocol and disks.
 * Each class earns its own 80% band from the leave-one-out errors of its cases.
 */
public enum RangeClass {
    WIRE_KNOWN_NICS(StageClass.WIRE),
    WIRE(StageClass.WIRE),
    USB(StageClass.WIRE),
    BUS(StageClass.BUS),
    CPU_KNOWN(StageClass.CPU),
    CPU_DEFAULT(StageClass.CPU),
    VIRTUAL(StageClass.CPU),
    FILE(StageClass.FILE);

    /**
     * A class with fewer cases than this has no band of its own: the 10th and 90th percentile of
     * three numbers are nearly their extremes. Its predictions take the band of its broader class.
     */
    public static final int MIN_CASES = 4;

    private final StageClass stage;

    RangeClass(StageClass stage) {
        this.stage = stage;
    }

    /** The class of stage (wire, bus, CPU, file) this class refines: what the texts call the bound. */
    public StageClass stage() {
        return stage;
    }

    /**
     * The broader class whose band stands in when this one has too few cases: the wire with unnamed
     * NICs for the two refinements of the wire, a role's default for a known CPU; none for the rest.
     */
    public RangeClass broader() {
        return switch (this) {
            case WIRE_KNOWN_NICS, USB -> WIRE;
            case CPU_KNOWN -> CPU_DEFAULT;
            default -> null;
        };
    }

    /** The class of a path about which nothing beyond its binding stage is known (no NIC part, no CPU). */
    public static RangeClass unspecified(StageClass c) {
        return switch (c) {
            case WIRE -> WIRE;
            case BUS -> BUS;
            case CPU -> CPU_DEFAULT;
            case FILE -> FILE;
        };
    }

    public static RangeClass of(PathSpec p, Ceiling bottleneck) {
        if (p.isFileCopy()) {
            return FILE;
        }
        StageClass stage = StageClass.of(bottleneck.stage());
        // a PCIe or USB link binds in hardware whoever runs the test; a guest's wire or CPU ceiling is the hypervisor's
        if (stage != StageClass.BUS
                && (p.virtualLink()
                        || p.sender().virtualization() != Virtualization.NONE
                        || p.receiver().virtualization() != Virtualization.NONE)) {
            return VIRTUAL;
        }
        return switch (stage) {
            case WIRE -> usb(p.sender()) || usb(p.receiver())
                    ? USB
                    : known(p.sender()) && known(p.receiver()) ? WIRE_KNOWN_NICS : WIRE;
            case BUS -> BUS;
            case CPU -> {
                Endpoint e = bottleneck.side() == Side.RECEIVER
                        ? p.receiver()
                        : bottleneck.side() == Side.SENDER ? p.sender() : null;
                yield e != null && (e.cpuScore() != null || !e.cpuMeasured().isEmpty()) ? CPU_KNOWN : CPU_DEFAULT;
            }
            case FILE -> FILE;
        };
    }

    private static boolean usb(Endpoint e) {
        return e.bus() instanceof Bus.Usb;
    }

    /** A NIC the catalog knows (its ports' speeds) on a bus the path states. */
    private static boolean known(Endpoint e) {
        return !e.nicSpeedsGbps().isEmpty() && e.bus() != null;
    }

    public static RangeClass parse(String text) {
        return Spelling.parse(values(), text);
    }

    @Override
    public String toString() {
        return Spelling.kebab(this);
    }
}
