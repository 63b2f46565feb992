package dev.wirespeed.app;

import dev.wirespeed.app.MeasurementService.Imported;
import dev.wirespeed.measure.parse.ParsedRun;
import dev.wirespeed.plan.Plan;
import dev.wirespeed.store.MeasurementRepository;
import dev.wirespeed.store.StoredMeasurement;
import dev.wirespeed.text.Phrase;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.security.SecureRandom;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;

/**
 * Parses texts and stores their runs once per content hash: the one import both the service and the
 * import command run. It needs only the measurement store and a way to find a plan by id, so the
 * import command can run it without the catalog or any other service.
 */
final class RunImporter {

    private final MeasurementRepository repo;
    private final PlanLookup plans;
    private final SecureRandom random = new SecureRandom();

    RunImporter(MeasurementRepository repo, PlanLookup plans) {
        this.repo = repo;
        this.plans = plans;
    }

    /**
     * Parses every text first and stores all their runs in one transaction: one unparseable file
     * stores nothing, and each text is parsed once.
     */
    List<Imported> importAll(
            List<String> texts, List<String> names, String planId, String flowId, String origin, String peer) {
        if (flowId != null && planId == null) {
            throw AppError.badRequest("flow", Phrase.of("measure.flowWithoutPlan"));
        }
        if (planId != null) {
            Plan p = plans.find(planId).orElseThrow(() -> AppError.notFound(Phrase.of("plan.check.noPlan", planId)));
            if (flowId != null && p.flows().stream().noneMatch(f -> f.id().equals(flowId))) {
                throw AppError.badRequest(
                        "flow",
                        Phrase.of(
                                "measure.noFlow.list",
                                planId,
                                flowId,
                                String.join(
                                        ", ",
                                        p.flows().stream().map(Plan.Flow::id).toList())));
            }
        }
        List<ParsedRun> runs = new ArrayList<>();
        for (int i = 0; i < texts.size(); i++) {
            try {
                runs.addAll(MeasurementService.parse(texts.get(i)).runs());
            } catch (AppError e) {
                String name = names != null ? names.get(i) : texts.size() > 1 ? "file " + (i + 1) : null;
                throw name == null
                        ? e
                        : AppError.badRequest(
                                name,
                                Phrase.of(
                                        "measure.unreadable.named",
                                        name,
                                        e.phrase() != null ? e.phrase() : Phrase.verbatim(e.getMessage())));
            }
        }
        return store(runs, planId, flowId, origin, peer);
    }

    /** Stores parsed runs in one transaction, each under a new id unless its content hash is stored already. */
    List<Imported> store(List<? extends ParsedRun> runs, String planId, String flowId, String origin, String peer) {
        List<StoredMeasurement.New> rows = new ArrayList<>(runs.size());
        for (ParsedRun r : runs) {
            rows.add(new StoredMeasurement.New(newId(), hash(r), origin, planId, flowId, peer, r));
        }
        List<MeasurementRepository.Inserted> ins = repo.insertAll(rows);
        List<Imported> out = new ArrayList<>(ins.size());
        for (int i = 0; i < ins.size(); i++) {
            out.add(new Imported(ins.get(i).id(), ins.get(i).created(), runs.get(i)));
        }
        return out;
    }

    static String hash(ParsedRun r) {
        try {
            MessageDigest d = MessageDigest.getInstance("SHA-256");
            d.update(r.format().getBytes(StandardCharsets.UTF_8));
            d.update((byte) 0);
            d.update(r.raw().getBytes(StandardCharsets.UTF_8));
            return HexFormat.of().formatHex(d.digest());
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }

    private String newId() {
        byte[] b = new byte[6];
        random.nextBytes(b);
        return "m" + HexFormat.of().formatHex(b);
    }
}
