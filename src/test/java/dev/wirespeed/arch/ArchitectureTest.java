package dev.wirespeed.arch;

import dev.wirespeed.testing.TestApp;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Deque;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/** Repository-wide checks of the house rules in shared/design/architecture.md. */
class ArchitectureTest {

    private static final Path MAIN = TestApp.baseDir().resolve("src/main/java/dev/wirespeed");
    private static final List<String> FRAMEWORKS = List.of("com.fasterxml", "io.javalin", "org.jooq", "org.thymeleaf");

    @Test
    void domainPackagesImportNoFramework() throws IOException {
        List<String> violations = new ArrayList<>();
        for (String pkg : List.of(
                "text",
                "units",
                "catalog",
                "plan",
                "fit",
                "solver",
                "measure",
                "shop",
                "calibration",
                "picture",
                "account",
                "evidence",
                "priors",
                "recommend")) {
            Path dir = MAIN.resolve(pkg);
            if (!Files.isDirectory(dir)) {
                continue;
            }
            try (Stream<Path> s = Files.walk(dir)) {
                for (Path f : s.filter(p -> p.toString().endsWith(".java")).toList()) {
                    if (f.toString().contains("/catalog/load/")) {
                        continue; // the loader reads YAML and JSON Schema: it is the adapter, not the domain
                    }
                    for (String line : Files.readAllLines(f)) {
                        if (line.startsWith("import ")
                                && FRAMEWORKS.stream()
                                        .anyMatch(fw -> line.contains(" " + fw) || line.contains("static " + fw))) {
                            violations.add(MAIN.relativize(f) + ": " + line);
                        }
                    }
                }
            }
        }
        assertThat(violations).isEmpty();
    }

    @Test
    void theFitModuleReadsOnlyCatalogPlanAndUnits() throws IOException {
        List<String> violations = new ArrayList<>();
        try (Stream<Path> s = Files.walk(MAIN.resolve("fit"))) {
            for (Path f : s.filter(p -> p.toString().endsWith(".java")).toList()) {
                for (String line : Files.readAllLines(f)) {
                    if (line.startsWith("import ")
                            && !line.matches(
                                    "import (static )?(java\\.|dev\\.wirespeed\\.(catalog|plan|units|text|fit)\\.).*")) {
                        violations.add(MAIN.relativize(f) + ": " + line);
                    }
                }
            }
        }
        assertThat(violations).isEmpty();
    }

    @Test
    void onlyTheStorePackageTouchesJooq() throws IOException {
        List<String> violations = new ArrayList<>();
        try (Stream<Path> s = Files.walk(MAIN)) {
            for (Path f : s.filter(p -> p.toString().endsWith(".java")).toList()) {
                if (f.startsWith(MAIN.resolve("store"))) {
                    continue;
                }
                for (String line : Files.readAllLines(f)) {
                    if (line.startsWith("import") && line.contains("org.jooq")) {
                        violations.add(MAIN.relativize(f) + ": " + line);
                    }
                }
            }
        }
        assertThat(violations).isEmpty();
    }

    /**
     * Queries are built with jOOQ (and rendered by it when run as plain JDBC): a string literal in the
     * main sources that reads as an SQL statement is one written by hand. jOOQ's plain-SQL API for a
     * statement it has no builder for (SQLite's VACUUM) is not a query and is not matched.
     */
    @Test
    void noSqlQueryIsWrittenByHand_outsideJooq() throws IOException {
        Pattern statement =
                Pattern.compile("\"[^\"]*\\b(SELECT\\s.*\\sFROM|INSERT\\s+INTO|UPDATE\\s+\\w+\\s+SET|DELETE\\s+FROM"
                        + "|CREATE\\s+(TABLE|INDEX)|DROP\\s+(TABLE|INDEX)|ALTER\\s+TABLE|PRAGMA\\s)");
        List<String> violations = new ArrayList<>();
        try (Stream<Path> s = Files.walk(MAIN)) {
            for (Path f : s.filter(p -> p.toString().endsWith(".java")).toList()) {
                List<String> lines = Files.readAllLines(f);
                for (int i = 0; i < lines.size(); i++) {
                    String line = lines.get(i).strip();
                    if (!line.startsWith("*")
                            && !line.startsWith("//")
                            && statement.matcher(line).find()) {
                        violations.add(MAIN.relativize(f) + ":" + (i + 1) + ": " + line);
                    }
                }
            }
        }
        assertThat(violations).isEmpty();
    }

    @Test
    void everyRenderedTemplateExists() throws IOException {
        List<String> missing = new ArrayList<>();
        Path templates = TestApp.baseDir().resolve("web/templates");
        Pattern render = Pattern.compile("render\\(\"([a-z0-9/-]+)\"");
        try (Stream<Path> s = Files.walk(MAIN)) {
            for (Path f : s.filter(p -> p.toString().endsWith(".java")).toList()) {
                var m = render.matcher(Files.readString(f));
                while (m.find()) {
                    if (!Files.exists(templates.resolve(m.group(1) + ".html"))) {
                        missing.add(MAIN.relativize(f) + " renders " + m.group(1));
                    }
                }
            }
        }
        assertThat(missing).isEmpty();
    }

    @Test
    void ciRunsTheReadmeTestCommand() throws IOException {
        String ci = Files.readString(TestApp.baseDir().resolve(".ci/run"));
        String readme = Files.readString(TestApp.baseDir().resolve("README.md"));
        // The last command runs the README's test command as it is: no -q, so test counts are printed.
        assertThat(ci.lines().filter(l -> l.trim().startsWith("mvn")).toList()).containsExactly("mvn -B verify");
        assertThat(readme).contains("mvn -B verify").contains("java -jar target/wirespeed.jar");
    }

    // ---- the package graph of src/main, computed from import lines and inline qualified names ----

    private static final Pattern PACKAGE = Pattern.compile("^package (dev\\.wirespeed[a-z0-9_.]*);", Pattern.MULTILINE);
    /** A reference to a class of this project: the package part ends before the first capitalised segment. */
    private static final Pattern REFERENCE = Pattern.compile("\\bdev\\.wirespeed((?:\\.[a-z0-9_]+)*)\\.[A-Z]");

    /**
     * Dependencies between packages, with the evidence: package -> package it uses -> "File.java: line"
     * for each line that uses it (imports and qualified names in code alike). Subpackages are nodes of
     * their own: {@code solver.rules} is not {@code solver}.
     */
    static Map<String, Map<String, List<String>>> packageGraph() throws IOException {
        Map<String, Map<String, List<String>>> graph = new TreeMap<>();
        try (Stream<Path> s = Files.walk(MAIN)) {
            for (Path f : s.filter(p -> p.toString().endsWith(".java")).sorted().toList()) {
                String text = Files.readString(f);
                Matcher pm = PACKAGE.matcher(text);
                if (pm.find()) {
                    String from = shortName(pm.group(1));
                    graph.put(
                            from,
                            merge(
                                    graph.get(from),
                                    uses(from, text, MAIN.relativize(f).toString())));
                }
            }
        }
        return graph;
    }

    /** The packages one source file of package {@code from} uses, each with the lines that use it. */
    static Map<String, List<String>> uses(String from, String text, String file) {
        Map<String, List<String>> edges = new TreeMap<>();
        for (String line : text.lines().toList()) {
            String code = line.trim();
            if (code.startsWith("package ") || code.startsWith("*") || code.startsWith("/*") || code.startsWith("//")) {
                continue;
            }
            Matcher m = REFERENCE.matcher(code);
            while (m.find()) {
                String to = shortName("dev.wirespeed" + m.group(1));
                if (!to.equals(from)) {
                    edges.computeIfAbsent(to, k -> new ArrayList<>()).add(file + ": " + code);
                }
            }
        }
        return edges;
    }

    private static Map<String, List<String>> merge(Map<String, List<String>> a, Map<String, List<String>> b) {
        Map<String, List<String>> out = new TreeMap<>();
        for (Map<String, List<String>> m : Arrays.asList(a, b)) {
            if (m != null) {
                m.forEach(
                        (k, v) -> out.computeIfAbsent(k, x -> new ArrayList<>()).addAll(v));
            }
        }
        return out;
    }

    private static String shortName(String pkg) {
        return pkg.equals("dev.wirespeed") ? "(root)" : pkg.substring("dev.wirespeed.".length());
    }

    @Test
    void noCycleBetweenPackages() throws IOException {
        Map<String, Map<String, List<String>>> graph = packageGraph();
        Map<String, Set<String>> edges = new TreeMap<>();
        graph.forEach((from, tos) -> {
            edges.put(from, new TreeSet<>(tos.keySet()));
        });
        List<String> cycles = new ArrayList<>();
        for (List<String> component : stronglyConnected(edges)) {
            if (component.size() > 1) {
                StringBuilder sb = new StringBuilder("cycle between " + component + ":");
                for (String from : component) {
                    for (String to : edges.get(from)) {
                        if (component.contains(to)) {
                            sb.append("\n    ")
                                    .append(from)
                                    .append(" -> ")
                                    .append(to)
                                    .append(" by ");
                            sb.append(String.join(" | ", graph.get(from).get(to)));
                        }
                    }
                }
                cycles.add(sb.toString());
            }
        }
        assertThat(cycles)
                .as("package cycles in src/main (each edge with the lines that make it)")
                .isEmpty();
    }

    @Test
    void theCompositionRootAndTheDomainDependOnNoAdapter() throws IOException {
        Map<String, Set<String>> forbidden = new TreeMap<>();
        forbidden.put("app", Set.of("web", "cli"));
        forbidden.put("store", Set.of("app", "web", "cli"));
        for (String domain : List.of(
                "text",
                "solver",
                "plan",
                "catalog",
                "units",
                "measure",
                "shop",
                "calibration",
                "account",
                "evidence",
                "priors",
                "recommend")) {
            forbidden.put(domain, Set.of("app", "web", "cli", "store"));
        }
        List<String> violations = new ArrayList<>();
        packageGraph()
                .forEach((from, tos) -> forbidden.forEach((rule, banned) -> {
                    if (!within(from, rule)) {
                        return;
                    }
                    tos.forEach((to, lines) -> {
                        if (banned.stream().anyMatch(b -> within(to, b))) {
                            lines.forEach(l -> violations.add(from + " must not use " + to + ": " + l));
                        }
                    });
                }));
        assertThat(violations).isEmpty();
    }

    @Test
    void theGraphSeesImportsStaticImportsAndInlineQualifiedNames_butNotCommentsOrItsOwnPackage() {
        // A check of the checker: if it missed a kind of reference, the two tests above would prove nothing.
        String source =
                """
                package dev.wirespeed.web;

                import dev.wirespeed.app.PlanService;
                import static dev.wirespeed.store.jooq.Tables.PLAN;
                import dev.wirespeed.web.api.EvaluationView;

                /** Uses {@link dev.wirespeed.cli.Main} in a comment only. */
                final class Example {
                    // dev.wirespeed.cli.Main again, still a comment
                    Object e = dev.wirespeed.solver.PlanEvaluator.evaluate(null, null, null);
                    Object self = dev.wirespeed.web.Requests.LANG_COOKIE;
                }
                """;
        Map<String, List<String>> uses = uses("web", source, "web/Example.java");
        assertThat(uses.keySet()).containsExactly("app", "solver", "store.jooq", "web.api");
        assertThat(uses.get("solver"))
                .containsExactly(
                        "web/Example.java: Object e = dev.wirespeed.solver.PlanEvaluator.evaluate(null, null, null);");
    }

    private static boolean within(String pkg, String root) {
        return pkg.equals(root) || pkg.startsWith(root + ".");
    }

    /** Tarjan's strongly connected components, each sorted; nodes without outgoing edges form their own. */
    private static List<List<String>> stronglyConnected(Map<String, Set<String>> edges) {
        Map<String, Integer> index = new HashMap<>();
        Map<String, Integer> low = new HashMap<>();
        Deque<String> stack = new ArrayDeque<>();
        Set<String> onStack = new TreeSet<>();
        List<List<String>> out = new ArrayList<>();
        int[] counter = {0};
        for (String v : edges.keySet()) {
            if (!index.containsKey(v)) {
                connect(v, edges, index, low, stack, onStack, out, counter);
            }
        }
        return out;
    }

    private static void connect(
            String v,
            Map<String, Set<String>> edges,
            Map<String, Integer> index,
            Map<String, Integer> low,
            Deque<String> stack,
            Set<String> onStack,
            List<List<String>> out,
            int[] counter) {
        index.put(v, counter[0]);
        low.put(v, counter[0]);
        counter[0]++;
        stack.push(v);
        onStack.add(v);
        for (String w : edges.getOrDefault(v, Set.of())) {
            if (!index.containsKey(w)) {
                connect(w, edges, index, low, stack, onStack, out, counter);
                low.put(v, Math.min(low.get(v), low.get(w)));
            } else if (onStack.contains(w)) {
                low.put(v, Math.min(low.get(v), index.get(w)));
            }
        }
        if (low.get(v).equals(index.get(v))) {
            List<String> component = new ArrayList<>();
            String w;
            do {
                w = stack.pop();
                onStack.remove(w);
                component.add(w);
            } while (!w.equals(v));
            component.sort(String::compareTo);
            out.add(component);
        }
    }
}
