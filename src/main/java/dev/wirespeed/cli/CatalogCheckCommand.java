package dev.wirespeed.cli;

import dev.wirespeed.catalog.Catalog;
import dev.wirespeed.catalog.Coverage;
import dev.wirespeed.catalog.load.CatalogLoader;
import dev.wirespeed.catalog.load.CatalogLocation;
import dev.wirespeed.catalog.load.Problem;
import dev.wirespeed.priors.EvidenceChecks;

import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/** {@code catalog check [DIR]}: validates a catalog folder and prints every problem. Exit 1 on any. */
final class CatalogCheckCommand {

    private CatalogCheckCommand() {}

    static int run(String[] args, PrintStream out, PrintStream err) {
        Path dir = args.length > 0 ? Path.of(args[0]) : CatalogLocation.resolve(null);
        if (!Files.isDirectory(dir)) {
            throw new CliException(2, "catalog folder not found: " + dir);
        }
        if (!Files.isDirectory(dir.resolve("schema"))) {
            throw new CliException(2, "no schema/ folder in " + dir + ": is this a Wirespeed catalog folder?");
        }
        CatalogLoader.Result r = CatalogLoader.forRoot(dir).load(dir);
        Map<String, Integer> byKind = new TreeMap<>();
        r.parts().forEach(p -> byKind.merge(p.kind(), 1, Integer::sum));
        List<Problem> problems = new ArrayList<>(r.problems());
        problems.addAll(EvidenceChecks.aboveCeiling(r.evidence(), Catalog.of(r.parts())));
        for (Problem p : problems) {
            err.println(p);
        }
        long sources =
                r.evidence().stream().map(e -> e.source().url()).distinct().count();
        out.printf(
                "%d files, %d parts valid %s, %d evidence runs from %d sources, %d problem%s%n",
                r.files(),
                r.parts().size(),
                byKind,
                r.evidence().size(),
                sources,
                problems.size(),
                problems.size() == 1 ? "" : "s");
        if (!r.parts().isEmpty()) {
            out.println();
            out.print(Coverage.of(Catalog.of(r.parts())).markdown());
        }
        return problems.isEmpty() ? 0 : 1;
    }
}
