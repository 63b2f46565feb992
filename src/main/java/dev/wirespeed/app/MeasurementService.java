package dev.wirespeed.app;

import dev.wirespeed.measure.parse.ParseException;
import dev.wirespeed.measure.parse.ParseResult;
import dev.wirespeed.measure.parse.ParsedRun;
import dev.wirespeed.measure.parse.Parsers;
import dev.wirespeed.measure.parse.PcieLink;
import dev.wirespeed.measure.parse.PcieRun;
import dev.wirespeed.measure.parse.ThroughputRun;
import dev.wirespeed.plan.Plan;
import dev.wirespeed.store.MeasurementRepository;
import dev.wirespeed.store.StoredMeasurement;
import dev.wirespeed.text.Phrase;

import java.util.List;
import java.util.Locale;

/**
 * Measured runs: parse (auto-detected format), store once per content hash, optionally attached to
 * a plan's flow; list, detach, delete; apply an lspci/dmesg link to a plan's NIC after confirmation.
 */
public final class MeasurementService {

    /** Default upload limit: 5 MB. */
    public static final int DEFAULT_MAX_BYTES = 5 * 1024 * 1024;

    private final MeasurementRepository repo;
    private final PlanService plans;
    private final CalibrationService calibration;
    private final RunImporter importer;

    public MeasurementService(MeasurementRepository repo, PlanService plans, CalibrationService calibration) {
        this.repo = repo;
        this.plans = plans;
        this.calibration = calibration;
        this.importer = new RunImporter(repo, id -> plans.find(id));
    }

    /** A stored run with its parsed content and the version of the tool that printed it (null: not printed). */
    public record Stored(
            String id,
            String origin,
            String planId,
            String flowId,
            boolean detached,
            String createdAt,
            String peer,
            String toolVersion,
            ParsedRun run) {}

    /** One run of an import: its id, whether it was new (false: the same content was stored before). */
    public record Imported(String id, boolean created, ParsedRun run) {}

    /** Parses without storing (the parse command): 400-style error for unparseable input. */
    public static ParseResult parse(String text) {
        try {
            return Parsers.parse(text);
        } catch (ParseException e) {
            throw AppError.badRequest("$", Phrase.of("measure.unreadable", e.getMessage()));
        }
    }

    /** Parses and stores every run of {@code text}, attached to {@code planId}/{@code flowId} when given. */
    public List<Imported> importText(String text, String planId, String flowId, String origin, String peer) {
        return importAll(List.of(text), null, planId, flowId, origin, peer);
    }

    /**
     * Parses every text first and stores all their runs in one transaction: one unparseable file
     * stores nothing, and each text is parsed once.
     */
    public List<Imported> importAll(
            List<String> texts, List<String> names, String planId, String flowId, String origin, String peer) {
        List<Imported> out = importer.importAll(texts, names, planId, flowId, origin, peer);
        calibration.invalidate();
        return out;
    }

    /** Stores runs measured by Wirespeed itself (the embedded iperf3 server or client). */
    public List<Imported> storeMeasured(
            List<ThroughputRun> runs, String planId, String flowId, String origin, String peer) {
        List<Imported> out = importer.store(runs, planId, flowId, origin, peer);
        calibration.invalidate();
        return out;
    }

    static String hash(ParsedRun r) {
        return RunImporter.hash(r);
    }

    private static Stored stored(StoredMeasurement r) {
        return new Stored(
                r.id(),
                r.origin(),
                r.planId(),
                r.flowId(),
                r.detached(),
                r.createdAt(),
                r.peer(),
                r.toolVersion(),
                r.run());
    }

    public List<Stored> list(String planId, String flowId) {
        return repo.list(planId, flowId).stream()
                .map(MeasurementService::stored)
                .toList();
    }

    public Stored get(String id) {
        return stored(repo.get(id).orElseThrow(() -> AppError.notFound(Phrase.of("measure.none", id))));
    }

    public void delete(String id) {
        if (!repo.delete(id)) {
            throw AppError.notFound(Phrase.of("measure.none", id));
        }
        calibration.invalidate();
    }

    public void setDetached(String id, boolean detached) {
        if (!repo.setDetached(id, detached)) {
            throw AppError.notFound(Phrase.of("measure.none", id));
        }
        calibration.invalidate();
    }

    public void attach(String id, String planId, String flowId) {
        get(id);
        Plan p = plans.get(planId).plan();
        if (p.flows().stream().noneMatch(f -> f.id().equals(flowId))) {
            throw AppError.badRequest("flow", Phrase.of("measure.noFlow", planId, flowId));
        }
        repo.attach(id, planId, flowId);
        calibration.invalidate();
    }

    /**
     * Sets the negotiated PCIe link of a plan's NIC from an imported lspci/dmesg link, after the
     * person confirmed which device is which NIC. Checks the plan version like any edit.
     */
    public PlanService.Stored applyPcieLink(
            String measurementId, int linkIndex, String planId, String hostId, String nicId, long expectedVersion) {
        Stored s = get(measurementId);
        if (!(s.run() instanceof PcieRun pr)) {
            throw AppError.badRequest(
                    "measurement",
                    Phrase.of("measure.pcie.none", measurementId, s.run().format()));
        }
        if (linkIndex < 0 || linkIndex >= pr.pcie().size()) {
            throw AppError.badRequest(
                    "link",
                    Phrase.of("measure.pcie.index", measurementId, pr.pcie().size(), linkIndex));
        }
        PcieLink link = pr.pcie().get(linkIndex);
        if (link.gen() == null || link.lanes() == null) {
            throw AppError.badRequest("link", Phrase.of("measure.pcie.unknown"));
        }
        PlanService.Stored stored = plans.get(planId);
        Plan p = stored.plan();
        Plan.Host host =
                p.host(hostId).orElseThrow(() -> AppError.badRequest("host", Phrase.of("measure.pcie.noHost", hostId)));
        Plan.NicPlacement nic = host.nic(nicId)
                .orElseThrow(() -> AppError.badRequest("nic", Phrase.of("plan.check.noNic", hostId, nicId)));
        String label =
                String.format(Locale.ROOT, "%s: %s", s.run().format(), link.device() == null ? "link" : link.device());
        Plan.NicPlacement updated = nic.withNegotiated(new Plan.Negotiated(link.gen(), link.lanes(), label));
        List<Plan.NicPlacement> nics = host.nics().stream()
                .map(n -> n.id().equals(nicId) ? updated : n)
                .toList();
        Plan.Host h2 = host.withNics(nics);
        List<Plan.Host> hosts =
                p.hosts().stream().map(x -> x.id().equals(hostId) ? h2 : x).toList();
        Plan p2 = new Plan(
                p.schemaVersion(),
                p.id(),
                p.name(),
                p.description(),
                p.currency(),
                hosts,
                p.switches(),
                p.links(),
                p.flows(),
                p.prices(),
                p.targets());
        PlanService.Stored r = plans.update(planId, p2, expectedVersion);
        calibration.invalidate();
        return r;
    }
}
