package dev.wirespeed.solver;

import dev.wirespeed.solver.model.Bus;
import dev.wirespeed.solver.model.Bus.UsbGeneration;
import dev.wirespeed.solver.model.Calibration;
import dev.wirespeed.solver.model.Endpoint;
import dev.wirespeed.solver.model.PathSpec;
import dev.wirespeed.solver.model.Prediction;
import dev.wirespeed.solver.model.ThroughputModel;
import dev.wirespeed.text.Phrase;
import dev.wirespeed.units.DataRate;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;

/**
 * Why a measured figure falls short of the prediction: the model is re-run with each plausible
 * change to the path (a narrower or older PCIe link, a lower line rate, a slower USB mode, one
 * stream limited by the CPU, no jumbo frames) and the changes whose prediction lands near the
 * measurement are listed, closest first, each with the check a person can run.
 */
public final class Diagnosis {

    private Diagnosis() {}

    /**
     * A stage whose ceiling would explain the measurement: what, its predicted figure, the check (as
     * phrases; {@link #explanation()} and {@link #check()} are the English).
     */
    public record Candidate(
            String stage, String side, Phrase explained, double gbps, double offPercent, Phrase checkText) {
        public String explanation() {
            return explained.english();
        }

        public String check() {
            return checkText.english();
        }
    }

    /** The verdict: shortfall (or not), noise allowed, and the candidates closest first. */
    public record Result(
            double measuredGbps,
            double predictedGbps,
            double noisePercent,
            boolean shortfall,
            boolean aboveCeiling,
            List<Candidate> candidates) {}

    /** Rank of checks that fit any shortfall (no figure to compare): after every numeric match. */
    static final double GENERIC = 100;

    /** Candidates within this distance of the measurement are listed. */
    static final double MATCH = 0.15;

    public static Result diagnose(PathSpec path, double measured, Double variation) {
        Prediction p = ThroughputModel.predict(path, Calibration.PRIORS);
        double noise = Math.max(0.03, variation == null ? 0.03 : 2 * variation);
        boolean shortfall = measured < p.gbps() * (1 - noise);
        double ceiling = path.lineRateGbps()
                * ThroughputModel.mss(path.pathMtu(), false)
                / (path.pathMtu() + ThroughputModel.ETHERNET_OVERHEAD);
        boolean above = measured > ceiling * 1.02;
        List<Candidate> out = new ArrayList<>();
        if (shortfall) {
            pcie(path, "sender", measured, out);
            pcie(path, "receiver", measured, out);
            for (double rate : List.of(1.0, 2.5, 5.0, 10.0, 25.0)) {
                if (rate < path.lineRateGbps()) {
                    PathSpec q = path.withLineRate(DataRate.ofGbps(rate));
                    add(
                            out,
                            "ethernet",
                            "path",
                            Phrase.of("diagnosis.line-rate", g(rate), g(path.lineRateGbps())),
                            ThroughputModel.predict(q, Calibration.PRIORS).gbps(),
                            measured,
                            Phrase.of("diagnosis.line-rate.check"));
                }
            }
            usb(path, "sender", measured, out);
            usb(path, "receiver", measured, out);
            if (path.pathMtu() > 1500) {
                PathSpec q = path.withPathMtu(1500);
                add(
                        out,
                        "ethernet",
                        "path",
                        Phrase.of("diagnosis.no-jumbo"),
                        ThroughputModel.predict(q, Calibration.PRIORS).gbps(),
                        measured,
                        Phrase.of("diagnosis.no-jumbo.check", path.pathMtu() - 28));
            }
            if (path.streams() == 1) {
                out.add(new Candidate(
                        "cpu",
                        "sender/receiver",
                        Phrase.of("diagnosis.one-stream"),
                        measured,
                        GENERIC,
                        Phrase.of("diagnosis.one-stream.check")));
            }
            out.add(new Candidate(
                    "ethernet",
                    "path",
                    Phrase.of("diagnosis.link-errors"),
                    measured,
                    GENERIC + 1,
                    Phrase.of("diagnosis.link-errors.check")));
        }
        out.sort(Comparator.comparingDouble(Candidate::offPercent));
        return new Result(measured, p.gbps(), noise * 100, shortfall, above, List.copyOf(out));
    }

    private static String f2(double v) {
        return String.format(Locale.ROOT, "%.2f", v);
    }

    private static String g(double v) {
        return v == Math.rint(v) ? String.valueOf((long) v) : String.valueOf(v);
    }

    private static void add(
            List<Candidate> out,
            String stage,
            String side,
            Phrase what,
            double predicted,
            double measured,
            Phrase check) {
        double off = Math.abs(predicted - measured) / measured;
        if (off <= MATCH) {
            out.add(new Candidate(
                    stage,
                    side,
                    Phrase.of("diagnosis.matches", f2(measured), what, f2(predicted)),
                    predicted,
                    off * 100,
                    check));
        }
    }

    private static void pcie(PathSpec path, String side, double measured, List<Candidate> out) {
        Endpoint e = side.equals("sender") ? path.sender() : path.receiver();
        if (!(e.bus() instanceof Bus.Pcie b)) {
            return;
        }
        // Width downgrades first (they are common: BIOS modes, lane sharing, a card in a narrower slot),
        // then a generation downgrade at the same width.
        for (int gen = b.gen(); gen >= 1; gen--) {
            for (int lanes : new int[] {1, 2, 4, 8, 16}) {
                if (lanes > b.lanes() || (gen == b.gen() && lanes == b.lanes())) {
                    continue;
                }
                PathSpec q = path.withEnd(side.equals("sender"), e.withBus(Bus.pcie(gen, lanes, null)));
                double v = ThroughputModel.predict(q, Calibration.PRIORS).gbps();
                double off = Math.abs(v - measured) / measured;
                if (off <= MATCH) {
                    // Same generation ranks before older ones at an equal distance: nudge by 0.1 point per generation
                    // step.
                    double rank = off * 100 + (b.gen() - gen) * 0.1;
                    out.add(new Candidate(
                            "pcie",
                            side,
                            Phrase.of(
                                    "diagnosis.pcie",
                                    f2(measured),
                                    gen,
                                    lanes,
                                    Phrase.of("model.side." + side),
                                    f2(v),
                                    b.describe()),
                            v,
                            rank,
                            Phrase.of("diagnosis.pcie.check", Phrase.of("model.side." + side))));
                }
            }
        }
    }

    private static void usb(PathSpec path, String side, double measured, List<Candidate> out) {
        Endpoint e = side.equals("sender") ? path.sender() : path.receiver();
        if (!(e.bus() instanceof Bus.Usb usb)) {
            return;
        }
        for (UsbGeneration gen : List.of(UsbGeneration.USB_2_0, UsbGeneration.GEN1)) {
            if (gen == usb.gen()) {
                continue;
            }
            PathSpec q = path.withEnd(side.equals("sender"), e.withBus(new Bus.Usb(gen)));
            add(
                    out,
                    "usb",
                    side,
                    Phrase.of("diagnosis.usb", gen, Phrase.of("model.side." + side)),
                    ThroughputModel.predict(q, Calibration.PRIORS).gbps(),
                    measured,
                    Phrase.of("diagnosis.usb.check"));
        }
    }
}
