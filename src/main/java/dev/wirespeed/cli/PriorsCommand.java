package dev.wirespeed.cli;

import dev.wirespeed.catalog.Catalog;
import dev.wirespeed.catalog.Evidence;
import dev.wirespeed.catalog.load.CatalogLoader;
import dev.wirespeed.catalog.load.CatalogLocation;
import dev.wirespeed.catalog.load.Problem;
import dev.wirespeed.priors.Thresholds;
import dev.wirespeed.priors.Validation;
import dev.wirespeed.priors.ValidationText;
import dev.wirespeed.text.Count;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;

/**
 * {@code priors fit [--evidence DIR] [--out FILE]} fits the priors to the evidence corpus and prints
 * each factor with the cases that determine it ({@code --out} also writes the file the build ships);
 * {@code validate [--evidence DIR] [--calibrated]} judges the model by leave-one-out and exits 1
 * when the summary falls below the thresholds kept in the repository.
 */
final class PriorsCommand {

    private PriorsCommand() {}

    static int fit(String[] argv, PrintStream out, PrintStream err) {
        Args a = Args.parse(argv, Set.of("--evidence", "--catalog", "--out"), Set.of());
        if (a.positional().size() != 1 || !a.positional().get(0).equals("fit")) {
            throw new CliException(2, "usage: priors fit [--evidence DIR] [--out FILE]");
        }
        Validation.Report r = run(a, false, err);
        out.print(ValidationText.factors(r));
        String file = a.get("--out");
        if (file != null) {
            try {
                Files.writeString(Path.of(file), ValidationText.shipped(r), StandardCharsets.UTF_8);
            } catch (IOException e) {
                throw new CliException(2, "cannot write " + file + ": " + e.getMessage());
            }
            out.println("wrote " + file);
        }
        return 0;
    }

    static int validate(String[] argv, PrintStream out, PrintStream err) {
        Args a = Args.parse(argv, Set.of("--evidence", "--catalog"), Set.of("--calibrated"));
        if (!a.positional().isEmpty()) {
            throw new CliException(2, "usage: validate [--evidence DIR] [--calibrated]");
        }
        boolean calibrated = a.get("--calibrated") != null;
        Validation.Report r = run(a, calibrated, err);
        out.print(ValidationText.table(r, calibrated));
        out.println(r.summary().line());
        List<String> failed = Thresholds.shipped().failures(r.summary(), calibrated);
        for (String f : failed) {
            out.println("below threshold: " + f);
        }
        return failed.isEmpty() ? 0 : 1;
    }

    private static Validation.Report run(Args a, boolean calibrated, PrintStream err) {
        Path root = CatalogLocation.resolve(a.get("--catalog") == null ? null : Path.of(a.get("--catalog")));
        CatalogLoader loader = CatalogLoader.forRoot(root);
        CatalogLoader.Result r = loader.load(root);
        if (!r.ok()) {
            throw new CliException(
                    1,
                    "the catalog has " + Count.of(r.problems().size(), "problem", "problems")
                            + "; run 'catalog check' to list them");
        }
        List<Evidence> corpus = r.evidence();
        String dir = a.get("--evidence");
        if (dir != null) {
            Path d = Path.of(dir);
            if (!Files.isDirectory(d)) {
                throw new CliException(1, "evidence folder not found: " + dir);
            }
            CatalogLoader.EvidenceFolder f = loader.evidenceIn(d, r.parts());
            if (!f.problems().isEmpty()) {
                for (Problem p : f.problems()) {
                    err.println(p);
                }
                throw new CliException(
                        1, dir + " has " + f.problems().size() + " broken evidence file(s), listed above");
            }
            corpus = f.evidence();
        }
        try {
            return Validation.run(corpus, Catalog.of(r.parts()), calibrated);
        } catch (IllegalArgumentException e) {
            throw new CliException(1, e.getMessage());
        }
    }
}
