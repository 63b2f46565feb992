package dev.wirespeed.cli;

import dev.wirespeed.app.CatalogService;
import dev.wirespeed.app.RecommendService;
import dev.wirespeed.app.Wirespeed;
import dev.wirespeed.plan.InvalidPlanValue;
import dev.wirespeed.plan.Targets;
import dev.wirespeed.recommend.Answer;
import dev.wirespeed.recommend.Build;
import dev.wirespeed.recommend.Energy;
import dev.wirespeed.recommend.FlowOutcome;
import dev.wirespeed.recommend.Proposal;
import dev.wirespeed.recommend.Unreachable;
import dev.wirespeed.store.Database;

import java.io.PrintStream;
import java.math.BigDecimal;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * {@code recommend PLAN_ID --target FLOW=9 [--target FLOW=5 ...] [--budget 40000JPY] [--condition
 * new|used|any] [--limit 5] [--data-dir DIR]}: the same answer as POST /api/plans/{id}/recommend,
 * printed as a table: one row per build (total, per targeted flow the prediction and its range), then its
 * changes; the free changes; and, when a target cannot be reached, why.
 */
final class RecommendCommand {

    static final String USAGE =
            "usage: recommend PLAN_ID --target FLOW=GBPS [--target ...] [--budget 40000JPY] [--condition new|used|any] [--limit 5] [--data-dir DIR]";

    private static final Pattern TARGET = Pattern.compile("([A-Za-z0-9_.-]{1,64})=([0-9]+(?:\\.[0-9]+)?)");
    private static final Pattern BUDGET = Pattern.compile("([0-9]+(?:\\.[0-9]+)?)\\s*([A-Za-z]{3})");

    private RecommendCommand() {}

    static int run(String[] argv, PrintStream out, PrintStream err) {
        Args a = Args.parse(
                argv,
                StoreOptions.with(Set.of("--target", "--budget", "--condition", "--limit", "--data-dir", "--catalog")),
                Set.of());
        if (a.positional().size() != 1 || a.values("--target").isEmpty()) {
            throw new CliException(2, USAGE);
        }
        List<Targets.FlowTarget> targets = new ArrayList<>();
        Targets.Budget budget = null;
        Targets.Condition condition = null;
        try {
            for (String t : a.values("--target")) {
                Matcher m = TARGET.matcher(t);
                if (!m.matches()) {
                    throw new CliException(
                            2, "--target is FLOW=GBPS (e.g. win-to-server=9), got '" + t + "'\n" + USAGE);
                }
                targets.add(new Targets.FlowTarget(m.group(1), Double.parseDouble(m.group(2))));
            }
            if (a.get("--budget") != null) {
                Matcher m = BUDGET.matcher(a.get("--budget").trim());
                if (!m.matches()) {
                    throw new CliException(
                            2,
                            "--budget is an amount and its currency (e.g. 40000JPY), got '" + a.get("--budget") + "'");
                }
                budget = new Targets.Budget(
                        new BigDecimal(m.group(1)), m.group(2).toUpperCase(Locale.ROOT));
            }
            if (a.get("--condition") != null) {
                condition = Targets.Condition.parse(a.get("--condition"));
            }
        } catch (InvalidPlanValue e) {
            throw new CliException(2, e.getMessage() + "\n" + USAGE);
        }
        int limit = a.intValue("--limit", 5, 1, 50);
        Path dataDir = Path.of(a.get("--data-dir", "data"));
        if (!StoreOptions.named(a) && !Files.isRegularFile(dataDir.resolve(Database.FILE_NAME))) {
            throw new CliException(
                    2,
                    "no Wirespeed database in " + dataDir.toAbsolutePath().normalize()
                            + " (start the service once to create it, or pass --data-dir DIR)");
        }
        Path catalogDir = a.get("--catalog") == null ? null : Path.of(a.get("--catalog"));
        Wirespeed app;
        try {
            app = Wirespeed.open(StoreOptions.location(a, dataDir), catalogDir);
        } catch (CatalogService.InvalidCatalogException e) {
            throw new CliException(1, e.getMessage());
        }
        try (app) {
            RecommendService.Recommended r = app.recommend()
                    .recommend(
                            a.positional().get(0),
                            new RecommendService.Request(targets, budget, condition, limit, null, null));
            print(r.answer(), targets, out);
            return 0;
        }
    }

    static void print(Answer a, List<Targets.FlowTarget> targets, PrintStream out) {
        StringBuilder head = new StringBuilder(String.format(Locale.ROOT, "%-3s %14s", "#", "total"));
        for (Targets.FlowTarget t : targets) {
            head.append(String.format(Locale.ROOT, "  %-28s", t.flow() + " >= " + num(t.minGbps())));
        }
        head.append(String.format(Locale.ROOT, "  %8s  %s", "power", "energy a year"));
        out.println(head);
        int i = 1;
        for (Build b : a.builds()) {
            row(out, Integer.toString(i++) + (b.free() ? "*" : ""), b, targets);
        }
        if (a.builds().isEmpty()) {
            out.println("no build meets every target"
                    + (a.overBudget() == null ? "" : " within the budget; the cheapest that does, over it:"));
            if (a.overBudget() != null) {
                row(out, "-", a.overBudget(), targets);
            }
        }
        out.println("of at least " + a.combinations() + " builds, considered " + a.considered()
                + ", evaluated " + a.evaluated()
                + (a.exhaustive() ? "" : " (search stopped at its cap: not exhaustive)")
                + "; * = free changes only");
        if (!a.free().isEmpty()) {
            out.println();
            out.println("free changes:");
            for (Proposal p : a.free()) {
                if (!p.predicted()) {
                    out.println("  " + p.what());
                    continue;
                }
                out.println("  " + p.what() + " -> " + outcomes(p.flows(), targets)
                        + (p.meetsTargets() ? " (meets the targets)" : ""));
            }
        }
        for (Unreachable u : a.unreachable()) {
            out.println();
            out.println("unreachable: " + u.flow() + " >= " + num(u.minGbps()) + ": " + u.message());
        }
        if (!a.closest().isEmpty()) {
            out.println("closest builds:");
            int j = 1;
            for (Build b : a.closest()) {
                row(out, Integer.toString(j++), b, targets);
            }
        }
    }

    private static void row(PrintStream out, String n, Build b, List<Targets.FlowTarget> targets) {
        StringBuilder sb = new StringBuilder(
                String.format(Locale.ROOT, "%-3s %14s", n, b.total().format()));
        for (Targets.FlowTarget t : targets) {
            String cell = b.flows().stream()
                    .filter(f -> f.flow().equals(t.flow()))
                    .findFirst()
                    .map(RecommendCommand::cell)
                    .orElse("-");
            sb.append(String.format(Locale.ROOT, "  %-28s", cell));
        }
        sb.append(String.format(Locale.ROOT, "  %8s  %s", String.format(Locale.ROOT, "%.1f W", b.powerW()), energy(b)));
        out.println(sb);
        for (String c : b.changes()) {
            out.println("      " + c);
        }
    }

    /** "118.26 kWh, 3,666 JPY", or why there is no cost: no price per kWh, or no rate from its currency. */
    static String energy(Build b) {
        Energy e = b.energy();
        if (e == null || Energy.NO_KWH_PRICE.equals(e.missing())) {
            return "set a price per kWh";
        }
        String kwh = e.kwhPerYear().toPlainString() + " kWh";
        return e.perYear() == null
                ? kwh + ", no exchange rate from " + e.missing()
                : kwh + ", " + e.perYear().format();
    }

    private static String outcomes(List<FlowOutcome> flows, List<Targets.FlowTarget> targets) {
        List<String> parts = new ArrayList<>();
        for (Targets.FlowTarget t : targets) {
            flows.stream()
                    .filter(f -> f.flow().equals(t.flow()))
                    .findFirst()
                    .ifPresent(f -> parts.add(f.flow() + " " + cell(f)));
        }
        return String.join(", ", parts);
    }

    private static String cell(FlowOutcome f) {
        return String.format(Locale.ROOT, "%.3f (%.1f-%.1f) %s", f.gbps(), f.low(), f.high(), f.bottleneck());
    }

    private static String num(double v) {
        return v == Math.rint(v) ? Long.toString((long) v) : Double.toString(v);
    }
}
