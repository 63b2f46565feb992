package dev.wirespeed.picture;

import dev.wirespeed.json.Json;
import dev.wirespeed.picture.Layout.Badge;
import dev.wirespeed.picture.Layout.Block;
import dev.wirespeed.picture.Layout.Card;
import dev.wirespeed.picture.Layout.Label;
import dev.wirespeed.picture.Layout.Line;
import dev.wirespeed.plan.Os;
import dev.wirespeed.plan.Plan;
import dev.wirespeed.solver.Evaluation;
import dev.wirespeed.solver.PlanEvaluator;
import dev.wirespeed.solver.model.Calibration;
import dev.wirespeed.solver.resolve.PlanResolver;
import dev.wirespeed.testing.Catalogs;
import dev.wirespeed.testing.PlanFixture;
import dev.wirespeed.testing.TestApp;
import dev.wirespeed.web.TopologyView;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;
import java.util.stream.Collectors;
import java.util.stream.Stream;

import static dev.wirespeed.testing.PlanFixture.nic;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * Geometric invariants of the picture, over the five shipped example plans and a crowded synthetic
 * plan, each drawn plain and with every flow selected (a selected flow adds a caption and bold labels).
 */
class TopologyLayoutTest {

    private static final List<String> SEEDS = List.of("seed-000", "seed-001", "seed-002", "seed-003", "seed-004");

    /** A picture and what it was drawn from, named for the failure message. */
    record Picture(String name, TopologyView view) {
        Layout layout() {
            return view.layout();
        }

        @Override
        public String toString() {
            return name;
        }
    }

    static Stream<Arguments> pictures() {
        List<Picture> out = new ArrayList<>();
        for (String seed : SEEDS) {
            out.addAll(drawings(seed, seedPlan(seed)));
        }
        out.addAll(drawings("many switches", manySwitches()));
        return out.stream().map(Arguments::of);
    }

    private static List<Picture> drawings(String name, Plan plan) {
        Evaluation evaluation = PlanEvaluator.evaluate(plan, Catalogs.repo(), Calibration.PRIORS);
        List<Picture> out = new ArrayList<>();
        List<String> flows = new ArrayList<>();
        flows.add(null);
        plan.flows().forEach(f -> flows.add(f.id()));
        for (String flow : flows) {
            TopologyView view = TopologyView.of(
                    plan,
                    PlanResolver.resolve(plan, Catalogs.repo()),
                    Catalogs.repo(),
                    evaluation,
                    flow,
                    Locale.ENGLISH);
            out.add(new Picture(name + (flow == null ? "" : " with " + flow + " selected"), view));
        }
        return out;
    }

    private static Plan seedPlan(String seed) {
        try {
            String json = Files.readString(TestApp.baseDir().resolve("src/main/resources/examples/" + seed + ".json"));
            return Json.mapper().readValue(json, Plan.class);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * Six CRS305s chained port 5 to port 1 of the next, two hosts with long names on ports 2 and 3 of
     * each, one host with a Japanese name and two cards on the first and last switch, and a host-to-host
     * link beside them.
     */
    static Plan manySwitches() {
        PlanFixture f = PlanFixture.empty().name("many switches");
        int switches = 6;
        for (int s = 1; s <= switches; s++) {
            f.switchUnit("sw" + s, "mikrotik-crs305-1g-4s-in");
            if (s > 1) {
                f.link(link(
                        "up" + s,
                        new Plan.End("sw" + (s - 1), null, 5),
                        new Plan.End("sw" + s, null, 1),
                        "10gtek-cab-10gsfp-p1m"));
            }
            for (int p = 2; p <= 3; p++) {
                String host = "workstation-in-room-" + s + "-desk-" + p;
                f.host(host, "linux", nic("cx4", "mellanox-mcx4121a-acat", 3, 4, 1500));
                f.link(link(
                        "l-" + host,
                        new Plan.End(host, "cx4", 1),
                        new Plan.End("sw" + s, null, p),
                        "10gtek-cab-10gsfp-p2m"));
            }
        }
        f.host(new Plan.Host(
                "nas",
                "書斎のファイルサーバー（バックアップ用）",
                null,
                Os.LINUX,
                null,
                "192.168.100.200",
                null,
                null,
                null,
                List.of(),
                null,
                List.of(nic("a", "mellanox-mcx4121a-acat", 3, 4, 9000), nic("b", "mellanox-mcx4121a-acat", 3, 8, 1500)),
                null,
                false));
        f.link(link("nas-a", new Plan.End("nas", "a", 1), new Plan.End("sw1", null, 4), "10gtek-cab-10gsfp-p1m"));
        f.link(link(
                "nas-b", new Plan.End("nas", "b", 1), new Plan.End("sw" + switches, null, 4), "10gtek-cab-10gsfp-p1m"));
        f.link(link(
                "direct",
                new Plan.End("nas", "a", 2),
                new Plan.End("workstation-in-room-1-desk-2", "cx4", 2),
                "10gtek-cab-10gsfp-p1m"));
        f.flow("across", "workstation-in-room-1-desk-2", "workstation-in-room-6-desk-3", "iperf3", 1, "sender");
        f.flow("backup", "workstation-in-room-3-desk-2", "nas", "iperf3", 1, "sender");
        return f.build();
    }

    private static Plan.Link link(String id, Plan.End a, Plan.End b, String cable) {
        return new Plan.Link(id, a, b, cable, null, null, 1.0, null, null, false, false);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("pictures")
    void noTwoBoxesOverlap_andEveryCardSitsInsideItsHost(Picture picture) {
        List<Block> boxes = picture.layout().boxes();
        for (int i = 0; i < boxes.size(); i++) {
            for (int j = i + 1; j < boxes.size(); j++) {
                assertThat(boxes.get(i).rect().overlaps(boxes.get(j).rect()))
                        .as(
                                "%s: %s and %s overlap",
                                picture, boxes.get(i).id(), boxes.get(j).id())
                        .isFalse();
            }
        }
        Map<String, Block> byId = boxes.stream().collect(Collectors.toMap(Block::id, Function.identity()));
        List<Card> cards = picture.layout().cards();
        for (Card c : cards) {
            assertThat(byId.get(c.host()).rect().contains(c.rect()))
                    .as("%s: card %s inside its host", picture, c.id())
                    .isTrue();
            for (Card other : cards) {
                assertThat(c != other && c.rect().overlaps(other.rect()))
                        .as("%s: cards %s and %s", picture, c.id(), other.id())
                        .isFalse();
            }
        }
        assertThat(boxes)
                .as("%s: every box on the canvas", picture)
                .allMatch(b -> picture.layout().canvas().contains(b.rect()));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("pictures")
    void everyLabelIsClearOfEveryLineItDoesNotBelongTo(Picture picture) {
        for (Label label : picture.layout().labels()) {
            assertThat(picture.layout().canvas().contains(label.rect()))
                    .as("%s: label of %s on the canvas", picture, label.lineId())
                    .isTrue();
            for (Line line : picture.layout().lines()) {
                if (!line.id().equals(label.lineId())) {
                    assertThat(passesThrough(line, label.rect()))
                            .as(
                                    "%s: line %s (%s) through the label of %s at %s",
                                    picture, line.id(), line, label.lineId(), label.rect())
                            .isFalse();
                }
            }
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("pictures")
    void noLabelCoversAnotherLabelOrABox(Picture picture) {
        List<Label> labels = picture.layout().labels();
        for (Label label : labels) {
            for (Label other : labels) {
                assertThat(label != other && label.rect().overlaps(other.rect()))
                        .as("%s: labels of %s and %s overlap", picture, label.lineId(), other.lineId())
                        .isFalse();
            }
            for (Block box : picture.layout().boxes()) {
                assertThat(label.rect().overlaps(box.rect()))
                        .as("%s: label of %s on %s", picture, label.lineId(), box.id())
                        .isFalse();
            }
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("pictures")
    void everyBadgeLiesInsideTheCanvas_andACardsBadgeInsideItsHost(Picture picture) {
        Layout layout = picture.layout();
        Map<String, Card> cards = layout.cards().stream().collect(Collectors.toMap(Card::id, Function.identity()));
        Map<String, Block> boxes = layout.boxes().stream().collect(Collectors.toMap(Block::id, Function.identity()));
        for (Badge b : layout.badges()) {
            assertThat(layout.canvas().contains(b.bounds()))
                    .as("%s: badge of %s at %s", picture, b.elementId(), b.centre())
                    .isTrue();
            Card card = cards.get(b.elementId());
            if (card != null) {
                assertThat(boxes.get(card.host()).rect().contains(b.bounds()))
                        .as("%s: badge of card %s inside %s", picture, card.id(), card.host())
                        .isTrue();
            }
        }
        assertThat(layout.badges())
                .as("%s: one badge per marker", picture)
                .hasSize(picture.view().markers().size());
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("pictures")
    void namesFitTheirBox(Picture picture) {
        for (TopologyView.Box box : picture.view().boxes()) {
            // text starts 10 in; 13 px bold names at 0.6 em x 1.08 a character (1 em for kana and kanji), 11 px sub
            // lines at 0.6 em
            double name = em(box.name()) * 13 * 1.08;
            double sub = em(box.sub()) * 11;
            assertThat(10 + Math.max(name, sub) + 10)
                    .as("%s: %s's texts in a box %d wide", picture, box.id(), box.w())
                    .isLessThanOrEqualTo(box.w());
        }
    }

    // ---- scenes built by hand ----

    private static Scene.HostNode host(String id, String name) {
        return new Scene.HostNode(id, name, "linux", List.of(new Scene.CardNode(id + "/nic", "X520-DA2", 2)));
    }

    private static Scene.Wire toSwitch(String host, int port) {
        return new Scene.Wire(
                "l-" + host, new Scene.End(host, host + "/nic", 1), new Scene.End("sw", null, port), "10G");
    }

    private static Block box(Layout layout, String id) {
        return layout.boxes().stream()
                .filter(b -> b.id().equals(id))
                .findFirst()
                .orElseThrow();
    }

    @Test
    void hostsAreOrderedByTheSwitchPortTheyUse_theFirstHalfAboveTheSwitches() {
        Scene scene = new Scene(
                List.of(host("c", "c"), host("a", "a"), host("b", "b"), host("loose", "loose")),
                List.of(new Scene.SwitchNode("sw", "CRS305", "", 5)),
                List.of(toSwitch("c", 3), toSwitch("a", 1), toSwitch("b", 2)),
                Set.of(),
                null);
        Layout layout = TopologyLayout.of(scene);
        int switchY = box(layout, "sw").rect().y();
        // ports 1 and 2 above, port 3 and the unlinked host below, each row left to right
        assertThat(box(layout, "a").rect().y()).isLessThan(switchY);
        assertThat(box(layout, "b").rect().y()).isLessThan(switchY);
        assertThat(box(layout, "a").rect().x())
                .isLessThan(box(layout, "b").rect().x());
        assertThat(box(layout, "c").rect().y()).isGreaterThan(switchY);
        assertThat(box(layout, "c").rect().x())
                .isLessThan(box(layout, "loose").rect().x());
    }

    @Test
    void aLongHostName_widensItsBox() {
        String name = "x".repeat(30);
        Layout layout = TopologyLayout.of(new Scene(List.of(host("h", name)), List.of(), List.of(), Set.of(), null));
        // 10 + 30 x 0.6 x 13 x 1.08 (= 252.72, rounded up to 253) + 10; the narrowest host is 200
        assertThat(box(layout, "h").rect().w()).isEqualTo(273);
    }

    @Test
    void aLinkBetweenTwoHostsOfTheTopRow_bowsDownwardsBetweenTheirCards() {
        Scene.Wire direct = new Scene.Wire(
                "direct", new Scene.End("a", "a/nic", 1), new Scene.End("b", "b/nic", 1), "10G · DAC 1 m");
        Layout layout = TopologyLayout.of(new Scene(
                List.of(host("a", "a"), host("b", "b"), host("c", "c")), List.of(), List.of(direct), Set.of(), null));
        Line line = layout.lines().get(0);
        assertThat(line.bow()).isEqualTo(60);
        // both ends on the bottom edge of a top-row card: 32 (margin 24 + 8) + 48 (header 44 + 4) + 26 (card)
        assertThat(line.a().y()).isEqualTo(106);
        assertThat(line.b().y()).isEqualTo(106);
        // the curve's middle lies at 106 + 3/4 of the bow = 151; the label goes 12 below it, clear of the curve
        assertThat(layout.labels().get(0).at().y()).isEqualTo(163);
    }

    @Test
    void aLinkWhoseHostEndNamesNoCard_isNotDrawn() {
        Scene.Wire unknown = new Scene.Wire("l", new Scene.End("a", null, 1), new Scene.End("sw", null, 1), "10G");
        Layout layout = TopologyLayout.of(new Scene(
                List.of(host("a", "a")),
                List.of(new Scene.SwitchNode("sw", "sw", "", 5)),
                List.of(unknown),
                Set.of("l"),
                null));
        assertThat(layout.lines()).isEmpty();
        assertThat(layout.labels()).isEmpty();
        assertThat(layout.badges()).isEmpty();
        assertThat(layout.ports().get(0).used()).as("the port is still taken").isTrue();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("pictures")
    void noLineRunsThroughItsOwnLabel(Picture picture) {
        Map<String, Line> lines =
                picture.layout().lines().stream().collect(Collectors.toMap(Line::id, Function.identity()));
        for (Label label : picture.layout().labels()) {
            assertThat(passesThrough(lines.get(label.lineId()), label.rect()))
                    .as("%s: the line of %s through its own label at %s", picture, label.lineId(), label.rect())
                    .isFalse();
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("pictures")
    void everyBadgeLiesInsideTheBoxOfWhatItIsAbout_orOnItsLine(Picture picture) {
        Layout layout = picture.layout();
        Map<String, Rect> rooms = new HashMap<>();
        layout.boxes().forEach(b -> rooms.put(b.id(), b.rect()));
        layout.cards().forEach(c -> rooms.put(c.id(), c.rect()));
        Map<String, Line> lines = layout.lines().stream().collect(Collectors.toMap(Line::id, Function.identity()));
        for (Badge b : layout.badges()) {
            if (lines.containsKey(b.elementId())) {
                // a link's badge sits on its line: its centre is one of the line's points
                Rect centre = new Rect(b.centre().x() - 2, b.centre().y() - 2, 4, 4);
                assertThat(passesThrough(lines.get(b.elementId()), centre))
                        .as("%s: badge of %s on its line", picture, b.elementId())
                        .isTrue();
                for (Label l : layout.labels()) {
                    assertThat(l.rect().overlaps(b.bounds()))
                            .as("%s: badge of %s on the label of %s", picture, b.elementId(), l.lineId())
                            .isFalse();
                }
                for (Block box : layout.boxes()) {
                    assertThat(box.rect().overlaps(b.bounds()))
                            .as("%s: badge of %s on %s", picture, b.elementId(), box.id())
                            .isFalse();
                }
                continue;
            }
            assertThat(rooms.get(b.elementId()))
                    .as("%s: the box of %s", picture, b.elementId())
                    .isNotNull();
            assertThat(rooms.get(b.elementId()).contains(b.bounds()))
                    .as("%s: badge of %s at %s inside %s", picture, b.elementId(), b.bounds(), rooms.get(b.elementId()))
                    .isTrue();
            // a host's or switch's badge keeps off its cards and ports, a link's off every line
            for (Card c : layout.cards()) {
                if (!c.id().equals(b.elementId())) {
                    assertThat(c.rect().overlaps(b.bounds()))
                            .as("%s: badge of %s on card %s", picture, b.elementId(), c.id())
                            .isFalse();
                }
            }
            for (Layout.PortSquare p : layout.ports()) {
                assertThat(p.rect().overlaps(b.bounds()))
                        .as("%s: badge of %s on port %d of %s", picture, b.elementId(), p.number(), p.switchId())
                        .isFalse();
            }
            for (Line line : layout.lines()) {
                if (line.id().equals(b.elementId())) {
                    continue;
                }
                assertThat(passesThrough(line, b.bounds()))
                        .as("%s: line %s through the badge of %s", picture, line.id(), b.elementId())
                        .isFalse();
            }
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("pictures")
    void cardLabelsFitTheirCards_andNoNameIsCutShort(Picture picture) {
        for (TopologyView.CardBox card : picture.view().cards()) {
            // text starts 6 in at 11 px, 0.6 em a Latin character; 6 more to the right edge
            assertThat(6 + em(card.label()) * 11 + 6)
                    .as("%s: %s's label in a card %d wide", picture, card.id(), card.w())
                    .isLessThanOrEqualTo(card.w());
            assertThat(card.label()).doesNotEndWith("…");
        }
        for (TopologyView.Box box : picture.view().boxes()) {
            assertThat(box.name() + box.sub()).as("%s: %s", picture, box.id()).doesNotContain("…");
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("pictures")
    void theCaptionAndTheLegendLieBelowThePicture_onTheCanvas(Picture picture) {
        Layout layout = picture.layout();
        int lowest =
                layout.boxes().stream().mapToInt(b -> b.rect().bottom()).max().orElse(0);
        int lowestLabel =
                layout.labels().stream().mapToInt(l -> l.rect().bottom()).max().orElse(0);
        if (picture.view().caption() != null) {
            assertThat(layout.captionY())
                    .as("%s: caption baseline", picture)
                    .isGreaterThan(Math.max(lowest, lowestLabel));
            assertThat(layout.captionY()).isLessThanOrEqualTo(layout.height());
        }
        for (Layout.Key key : layout.keys()) {
            assertThat(layout.canvas().contains(key.rect()))
                    .as("%s: legend entry %s at %s", picture, key.id(), key.rect())
                    .isTrue();
            assertThat(key.rect().y()).isGreaterThan(Math.max(lowest, Math.max(lowestLabel, layout.captionY())));
            for (Layout.Key other : layout.keys()) {
                assertThat(key != other && key.rect().overlaps(other.rect()))
                        .as("%s: legend entries %s and %s", picture, key.id(), other.id())
                        .isFalse();
            }
        }
        // one entry per speed drawn, so every picture with a link has a legend
        assertThat(layout.keys().isEmpty()).isEqualTo(layout.lines().isEmpty());
    }

    @Test
    void aHostsBadge_widensItsBoxByTheBadgesRoom_andSitsBesideItsName() {
        String name = "x".repeat(30);
        Layout layout = TopologyLayout.of(new Scene(List.of(host("h", name)), List.of(), List.of(), Set.of("h"), null));
        Rect box = box(layout, "h").rect();
        // 273 for the texts (see aLongHostName_widensItsBox) + 26 for the badge: its diameter 20 and a gap of 6
        assertThat(box.w()).isEqualTo(299);
        Badge badge = layout.badges().get(0);
        // 5 in from the right edge; its centre 2 below the name's baseline (32 + 18)
        assertThat(badge.centre()).isEqualTo(new Point(box.right() - 15, 52));
    }

    /** Widths in em: 0.6 a Latin character, 1 a kana, kanji or full-width character. */
    private static double em(String s) {
        return s.codePoints()
                .mapToDouble(cp -> cp >= 0x3000 && cp <= 0x9FFF || cp >= 0xFF01 && cp <= 0xFF60 ? 1.0 : 0.6)
                .sum();
    }

    /** Whether any of 2000 points along the line (as SVG draws it: M a C a+bow b+bow b) lies inside the rectangle. */
    private static boolean passesThrough(Line line, Rect r) {
        for (int i = 0; i <= 2000; i++) {
            double t = i / 2000.0;
            double u = 1 - t;
            double x;
            double y;
            if (line.bow() == 0) {
                x = line.a().x() + (line.b().x() - line.a().x()) * t;
                y = line.a().y() + (line.b().y() - line.a().y()) * t;
            } else {
                x = u * u * u * line.a().x()
                        + 3 * u * u * t * line.a().x()
                        + 3 * u * t * t * line.b().x()
                        + t * t * t * line.b().x();
                y = u * u * u * line.a().y()
                        + 3 * u * u * t * (line.a().y() + line.bow())
                        + 3 * u * t * t * (line.b().y() + line.bow())
                        + t * t * t * line.b().y();
            }
            if (x > r.x() && x < r.right() && y > r.y() && y < r.bottom()) {
                return true;
            }
        }
        return false;
    }
}
