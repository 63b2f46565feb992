package dev.wirespeed.arch;

import dev.wirespeed.testing.TestApp;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Whether a card fits a slot, a module or DAC a cage, a cable a distance, is the fit module's
 * answer ({@code dev.wirespeed.fit}); the web package only words it. This guard reads the web
 * sources for the comparisons such an answer is made of.
 */
class WebFitGuardTest {

    private static final Path WEB = TestApp.baseDir().resolve("src/main/java/dev/wirespeed/web");

    /** Each pattern is one kind of fit comparison; "(?<!-)" keeps lambda arrows from counting as ">". */
    private static final List<Pattern> COMPARISONS = List.of(
            // lanes, generation, slot length or top speed compared with < > <= >=
            Pattern.compile("\\.(lanes|gen|mechanicalSize|mechanical|maxGbps)\\(\\)\\s*[<>]=?[^<>]"),
            Pattern.compile("(?<![-<>])[<>]=?\\s*[\\w.]+\\.(lanes|gen|mechanicalSize|mechanical|maxGbps)\\(\\)"),
            // the negotiated minimum of card and slot
            Pattern.compile("Math\\.(min|max)\\([^;]*\\.(lanes|gen)\\(\\)"),
            // cage equality (an RJ45 jack, the same cage at both ends)
            Pattern.compile("\\.cage\\(\\)\\s*[!=]="),
            Pattern.compile("[!=]=\\s*[\\w.]+\\.cage\\(\\)"),
            // open-ended slots and bracket height taken into a decision
            Pattern.compile("openEnded\\(\\)\\)?\\s*(\\|\\||&&)|(\\|\\||&&)[^;]*openEnded\\(\\)"),
            Pattern.compile("\"(low-profile|full-height)\"\\.equals"),
            // slot types and host interface kinds matched against each other
            Pattern.compile(
                    "\"(pcie|ocp2|ocp3|m2|mini-pcie)\"\\.equals\\([\\w.]+\\.type\\(\\)\\)|\\.type\\(\\)\\.(equals|startsWith)\\(\""),
            Pattern.compile("\"(pcie|ocp2|ocp3|usb|thunderbolt|onboard)\"\\.equals\\((kind|[\\w.()]+\\.kind\\(\\))\\)"),
            // a cable's length against the distance
            Pattern.compile("lengthM\\b(\\(\\))?\\s*(\\+[^;<>]*)?[<>]=?\\s*\\(?\\s*dist"),
            Pattern.compile("dist\\w*\\s*[<>]=?[^;]*lengthM"),
            // speeds in common, and the old shared helper
            Pattern.compile(
                    "commonSpeeds|Speeds\\.common|Compatibility\\.|cardFitsSlotMechanically|cableEndFits|Plugs\\.pluggable"));

    static List<String> comparisons(String source) {
        List<String> out = new ArrayList<>();
        List<String> lines = source.lines().toList();
        for (int i = 0; i < lines.size(); i++) {
            String line = lines.get(i);
            if (line.trim().startsWith("*") || line.trim().startsWith("//")) {
                continue;
            }
            for (Pattern p : COMPARISONS) {
                if (p.matcher(line).find()) {
                    out.add((i + 1) + ": " + line.trim());
                    break;
                }
            }
        }
        return out;
    }

    @Test
    void theWebPackageMakesNoFitComparisonOfItsOwn() throws IOException {
        List<String> found = new ArrayList<>();
        try (Stream<Path> s = Files.walk(WEB)) {
            for (Path f : s.filter(p -> p.toString().endsWith(".java")).toList()) {
                comparisons(Files.readString(f)).forEach(c -> found.add(WEB.relativize(f) + ":" + c));
            }
        }
        assertThat(found).isEmpty();
    }

    /** Lines the editor view and the part page held before the fit module: the guard must see each. */
    @Test
    void theGuardRecognisesTheComparisonsTheWebUsedToMake() {
        List<String> before = List.of(
                "        if (lanes > s.lanes()) {",
                "        if (hi != null && hi.gen() != null && hi.gen() > s.gen()) {",
                "                        int lanes = Math.min(cardLanes, s.lanes());",
                "                        int gen = Math.min(cardGen, s.gen());",
                "        if (!Compatibility.cardFitsSlotMechanically(lanes, s)) {",
                "        boolean rjA = ma != null ? \"rj45\".equals(ma.connector()) : pa != null && pa.cage() == Cage.RJ45;",
                "                pa != null && pa.cage() != Cage.RJ45, pb != null && pb.cage() != Cage.RJ45);",
                "        return lengthM + 1e-9 < dist ? m(\"fit.length.short\", x) : m(\"fit.length.ok\", x);",
                "                    fit.add(new Option(t.id(), label, true, run < t.maxGbps() || run < p.maxGbps() ? m(\"fit.module.runsAt\", r) : null));",
                "                List<Double> common = Compatibility.commonSpeeds(t.speedsGbps(), p.speedsGbps());",
                "        if (\"ocp2\".equals(s.type())) {",
                "                return \"usb\".equals(kind) ? fits(\"\") : reason(kind);",
                "        if (part instanceof Nic n && n.hostInterface() != null && \"pcie\".equals(n.hostInterface().kind())) {");
        for (String line : before) {
            assertThat(comparisons(line)).as(line).hasSize(1);
        }
    }

    /** Formatting that reads the same fields without deciding a fit stays allowed. */
    @Test
    void theGuardLetsFormattingThrough() {
        List<String> formatting = List.of(
                "        String size = \"x\" + s.mechanicalSize() + (Boolean.TRUE.equals(s.openEnded()) ? \" \" + cx.m(\"slot.open\") : \"\");",
                "            return c.cableType() + \" · \" + number(c.lengthM(), c.lengthM() < 1 ? 1 : 0) + \" m\"",
                "        List<Option> opts = fits.stream().map(o -> o.lanes()).toList();",
                "                yield label + \"PCIe\" + (h.gen() == null ? \"\" : \" \" + h.gen() + \".0\") + (h.lanes() == null ? \"\" : \" x\" + h.lanes());");
        for (String line : formatting) {
            assertThat(comparisons(line)).as(line).isEmpty();
        }
    }
}
