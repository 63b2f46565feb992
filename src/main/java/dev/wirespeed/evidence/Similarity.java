package dev.wirespeed.evidence;

import dev.wirespeed.plan.ToolVersion;

import java.util.Collections;
import java.util.Set;

/**
 * How alike a published run is to a path, in [0, 1]: a weighted share of the facts they have in
 * common, each fact scored in [0, 1], the weights stated here and nowhere else.
 *
 * <p>Per end (the weights sum to {@link #END_WEIGHT}): the NIC ({@value #NIC}: the same catalog part
 * 1, the same controller 0.9, the same controller family 0.75), the bus ({@value #BUS}: the same kind
 * 0.6, and the same generation too 1), the CPU ({@value #CPU}: the same part or model 1, the same
 * series 0.5), the role ({@value #ROLE}), the OS family ({@value #OS}) and where the test ran
 * ({@value #VIRTUALIZATION}). The two ends are paired both ways (a run's sender may be the path's
 * receiver), and in the better pairing the better-matching end weighs {@value #BETTER_END}, the
 * other the rest: a path is mostly asked about for one new part, the USB adapter on the NAS, not for
 * the desktop at the other end.
 *
 * <p>Per path (the weights sum to {@link #PATH_WEIGHT}): the tool ({@value #TOOL}: the same tool 1,
 * or 0.6 when both versions are stated and differ in major or minor), the line rate ({@value
 * #LINE_RATE}: the ratio of the smaller to the larger), jumbo frames or not ({@value #MTU}) and one
 * stream or several ({@value #STREAMS}).
 *
 * <p>A fact the source does not state scores 0: a run resembles a path only by what it says. With
 * these weights a run that shares neither a NIC controller nor a CPU with the path reaches at most
 * ({@value #BUS} + {@value #ROLE} + {@value #OS} + {@value #VIRTUALIZATION} + {@link #PATH_WEIGHT}) /
 * ({@link #END_WEIGHT} + {@link #PATH_WEIGHT}) = 9 / 20 = 0.45, below {@link #MINIMUM}; the same
 * controller on the same bus kind and kind of machine at one end passes it.
 */
final class Similarity {

    static final double NIC = 8;
    static final double BUS = 3;
    static final double CPU = 3;
    static final double ROLE = 1;
    static final double OS = 1;
    static final double VIRTUALIZATION = 0.5;
    static final double END_WEIGHT = NIC + BUS + CPU + ROLE + OS + VIRTUALIZATION;

    static final double TOOL = 1;
    static final double LINE_RATE = 1.5;
    static final double MTU = 0.5;
    static final double STREAMS = 0.5;
    static final double PATH_WEIGHT = TOOL + LINE_RATE + MTU + STREAMS;

    /** The better-matching end's share of the end score. */
    static final double BETTER_END = 0.85;

    /** Runs below this are not shown: they share little more than the tool and the kind of machine. */
    static final double MINIMUM = 0.5;

    /** Frames at or above this MTU count as jumbo. */
    static final int JUMBO_MTU = 4000;

    private Similarity() {}

    /** The facts of a path or a run that are not of one end. */
    record PathFacts(String tool, ToolVersion version, Integer streams, Double lineGbps, Integer mtu) {}

    /** The score and which of the run's ends matched the path's better end (true: the run's sender). */
    record Score(double value, boolean senderMatched) {}

    static Score of(EndFacts pathSender, EndFacts pathReceiver, PathFacts path, RunFacts run) {
        double ss = end(pathSender, run.sender());
        double rr = end(pathReceiver, run.receiver());
        double sr = end(pathSender, run.receiver());
        double rs = end(pathReceiver, run.sender());
        double straight = pair(ss, rr);
        double crossed = pair(sr, rs);
        boolean senderMatched = straight >= crossed ? ss > rr : rs >= sr;
        double ends = Math.max(straight, crossed);
        double value = (END_WEIGHT * ends + path(path, run.path())) / (END_WEIGHT + PATH_WEIGHT);
        return new Score(Math.max(0, Math.min(1, value)), senderMatched);
    }

    private static double pair(double a, double b) {
        return BETTER_END * Math.max(a, b) + (1 - BETTER_END) * Math.min(a, b);
    }

    /** One end against one end, in [0, 1]. */
    static double end(EndFacts p, EndFacts r) {
        double s = NIC * nic(p, r)
                + BUS * bus(p, r)
                + CPU * cpu(p, r)
                + ROLE * same(p.role(), r.role())
                + OS * same(p.osFamily(), r.osFamily())
                + VIRTUALIZATION * same(p.virtualization(), r.virtualization());
        return s / END_WEIGHT;
    }

    static double nic(EndFacts p, EndFacts r) {
        if (p.nicPart() != null && p.nicPart().equals(r.nicPart())) {
            return 1;
        }
        if (shares(p.chips(), r.chips())) {
            return 0.9;
        }
        return shares(p.chipFamilies(), r.chipFamilies()) ? 0.75 : 0;
    }

    static double bus(EndFacts p, EndFacts r) {
        if (p.busKind() == null || !p.busKind().equals(r.busKind())) {
            return 0;
        }
        if (p.busGeneration() == null && "onboard".equals(p.busKind())) {
            return 1;
        }
        return p.busGeneration() != null && p.busGeneration().equals(r.busGeneration()) ? 1 : 0.6;
    }

    static double cpu(EndFacts p, EndFacts r) {
        if (p.cpuPart() != null && p.cpuPart().equals(r.cpuPart())) {
            return 1;
        }
        if (shares(p.cpuCodes(), r.cpuCodes())) {
            return 1;
        }
        return shares(p.cpuSeries(), r.cpuSeries()) ? 0.5 : 0;
    }

    static double path(PathFacts p, PathFacts r) {
        double s = 0;
        if (p.tool() != null && p.tool().equals(r.tool())) {
            boolean differ = p.version() != null
                    && r.version() != null
                    && p.version().known()
                    && r.version().known()
                    && (p.version().major() != r.version().major()
                            || p.version().minor() != r.version().minor());
            s += TOOL * (differ ? 0.6 : 1);
        }
        if (p.lineGbps() != null && r.lineGbps() != null && p.lineGbps() > 0 && r.lineGbps() > 0) {
            s += LINE_RATE * Math.min(p.lineGbps(), r.lineGbps()) / Math.max(p.lineGbps(), r.lineGbps());
        }
        if (p.mtu() != null && r.mtu() != null && (p.mtu() >= JUMBO_MTU) == (r.mtu() >= JUMBO_MTU)) {
            s += MTU;
        }
        if (p.streams() != null && r.streams() != null && (p.streams() > 1) == (r.streams() > 1)) {
            s += STREAMS;
        }
        return s;
    }

    private static double same(String a, String b) {
        return a != null && a.equals(b) ? 1 : 0;
    }

    private static boolean shares(Set<String> a, Set<String> b) {
        return !a.isEmpty() && !b.isEmpty() && !Collections.disjoint(a, b);
    }
}
