package dev.wirespeed.evidence;

import dev.wirespeed.catalog.Catalog;
import dev.wirespeed.catalog.Cpu;
import dev.wirespeed.catalog.Evidence;
import dev.wirespeed.catalog.Nic;
import dev.wirespeed.catalog.Part;
import dev.wirespeed.solver.model.PathSpec;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.regex.Pattern;

/**
 * The evidence corpus read once, ready to answer which published runs are nearest to a path: at
 * most {@link #MAX_RUNS}, none below {@link Similarity#MINIMUM}, the most alike first (ties by id, so
 * the answer is the same every time). Each run's NIC and CPU are matched to catalog parts when the
 * run names them by id, and by controller and model names (the catalog's chip, model and aliases)
 * when it names them in words. Building reads every run once; a query compares the path with each.
 */
public final class EvidenceIndex {

    public static final int MAX_RUNS = 3;

    /** A controller name as sources write it in lower case ("rtl8156bg"), printed as its maker does. */
    private static final Pattern LOWER_CODE = Pattern.compile("[a-z]{2,4}\\d{3,5}[a-z]{0,3}");

    private static final Pattern PARENTHETICAL = Pattern.compile("\\s*\\([^()]*\\)");

    public static final EvidenceIndex EMPTY = new EvidenceIndex(List.of(), Catalog.of(List.of()));

    /** Most distinct queries whose answers are kept; past it the kept answers are dropped and kept anew. */
    static final int MAX_KEPT = 1024;

    private final List<RunFacts> runs;
    private final Catalog catalog;

    /**
     * Answers by the facts the similarity reads (both ends' derived facts and the path's): the runs
     * and the catalog names come from this index alone, so equal facts give an equal answer, and a
     * new corpus or catalog is a new index with nothing kept. Host names and other details the
     * similarity never reads are not part of the key, so paths differing only there share one answer.
     */
    private final Map<Query, List<NearbyRun>> kept = new ConcurrentHashMap<>();

    private record Query(EndFacts sender, EndFacts receiver, Similarity.PathFacts path) {}

    private EvidenceIndex(List<RunFacts> runs, Catalog catalog) {
        this.runs = List.copyOf(runs);
        this.catalog = catalog;
    }

    /** The index of {@code corpus}, whose part ids and names are looked up in {@code catalog}. */
    public static EvidenceIndex of(List<Evidence> corpus, Catalog catalog) {
        List<RunFacts> facts = new ArrayList<>();
        Map<String, String> adapterBus = EndFacts.adapterBuses(catalog);
        for (Evidence e : corpus) {
            facts.add(RunFacts.of(e, catalog, adapterBus));
        }
        return new EvidenceIndex(facts, catalog);
    }

    public int size() {
        return runs.size();
    }

    /** The nearest runs to {@code path}, its parts looked up in the catalog the index was built with. */
    public List<NearbyRun> nearest(PathSpec path) {
        return nearest(path, catalog);
    }

    /** The same, the path's parts looked up in {@code current} (which may hold custom parts). */
    public List<NearbyRun> nearest(PathSpec path, Catalog current) {
        return nearest(path, current, true);
    }

    /**
     * The same; with {@code keep} false the answer is computed afresh and nothing is kept (what the
     * tests compare the kept answers with).
     */
    public List<NearbyRun> nearest(PathSpec path, Catalog current, boolean keep) {
        if (runs.isEmpty()) {
            return List.of();
        }
        Query q = new Query(
                EndFacts.of(path.sender(), current),
                EndFacts.of(path.receiver(), current),
                new Similarity.PathFacts(
                        RunFacts.tool(path.tool().toString()),
                        path.toolVersion(),
                        path.streams(),
                        path.lineRate() == null ? null : path.lineRateGbps(),
                        path.pathMtu()));
        if (!keep) {
            return compute(q);
        }
        List<NearbyRun> hit = kept.get(q);
        if (hit != null) {
            return hit;
        }
        List<NearbyRun> answer = compute(q);
        if (kept.size() >= MAX_KEPT) {
            kept.clear();
        }
        kept.put(q, answer);
        return answer;
    }

    private List<NearbyRun> compute(Query q) {
        List<Scored> scored = new ArrayList<>();
        for (RunFacts r : runs) {
            Similarity.Score s = Similarity.of(q.sender(), q.receiver(), q.path(), r);
            if (s.value() >= Similarity.MINIMUM) {
                scored.add(new Scored(r, s));
            }
        }
        scored.sort(Comparator.comparingDouble((Scored s) -> -s.score().value())
                .thenComparing(s -> s.run().run().id()));
        return scored.stream().limit(MAX_RUNS).map(this::nearby).toList();
    }

    private record Scored(RunFacts run, Similarity.Score score) {}

    private NearbyRun nearby(Scored s) {
        Evidence e = s.run().run();
        Evidence.Endpoint end = s.score().senderMatched() ? e.sender() : e.receiver();
        if (end == null) {
            end = e.receiver() != null ? e.receiver() : e.sender();
        }
        return new NearbyRun(
                e,
                s.score().value(),
                end == null ? null : nicName(end),
                end == null ? null : end.machine(),
                end == null ? null : cpuName(end),
                end == null ? null : end.role());
    }

    /**
     * The NIC as a sentence names it: the controller when stated, else the adapter, else the catalog
     * part; a source's parenthetical remarks ("(two, behind an ASMedia switch)") left to the source.
     */
    private String nicName(Evidence.Endpoint end) {
        if (end.nicChip() != null) {
            String chip = plain(end.nicChip());
            return LOWER_CODE.matcher(chip).matches() ? chip.toUpperCase(Locale.ROOT) : chip;
        }
        if (end.nicModel() != null) {
            return plain(end.nicModel());
        }
        return end.nic() == null
                ? null
                : catalog.find(end.nic(), Nic.class).map(Part::displayName).orElse(end.nic());
    }

    /** The text without its parenthetical remarks, or the text itself when it is nothing else. */
    static String plain(String text) {
        String out = PARENTHETICAL.matcher(text).replaceAll("").strip();
        return out.isEmpty() ? text.strip() : out;
    }

    private String cpuName(Evidence.Endpoint end) {
        if (end.cpuModel() != null) {
            return plain(end.cpuModel());
        }
        return end.cpu() == null
                ? null
                : catalog.find(end.cpu(), Cpu.class).map(Part::displayName).orElse(end.cpu());
    }
}
