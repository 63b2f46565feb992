package dev.wirespeed.app;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.wirespeed.catalog.Catalog;
import dev.wirespeed.plan.Initiator;
import dev.wirespeed.plan.Os;
import dev.wirespeed.plan.Plan;
import dev.wirespeed.plan.Tool;
import dev.wirespeed.testing.Catalogs;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** A predict request: read strictly into records, then mapped into the two-host plan the evaluator works on. */
class PredictRequestTest {

    private static final Catalog CATALOG = Catalogs.repo();
    private static final String GENERIC_10G_SFP = "{\"speedGbps\": 10, \"port\": \"sfp+\"}";

    private static JsonNode json(String text) throws Exception {
        return new ObjectMapper().readTree(text);
    }

    private static PredictRequest read(String text) throws Exception {
        return PredictRequestReader.read(json(text), CATALOG);
    }

    @Test
    void aMinimalRequest_getsTheDocumentedDefaults() throws Exception {
        PredictRequest r = read(
                "{\"sender\": {\"nic\": " + GENERIC_10G_SFP + "}, \"receiver\": {\"nic\": " + GENERIC_10G_SFP + "}}");
        assertThat(r.sender())
                .isEqualTo(new PredictRequest.Host(
                        "sender",
                        Os.LINUX,
                        1500,
                        new PredictRequest.NicChoice(null, 10.0, "sfp+", null),
                        null,
                        null,
                        null));
        assertThat(r.link()).isEqualTo(new PredictRequest.Link(null, null, null));
        assertThat(r.test()).isEqualTo(new PredictRequest.Test(Tool.IPERF3, 1, Initiator.SENDER));
    }

    @Test
    void aRequestThroughACatalogSwitch_becomesTwoLinksOnTheFirstTwoMatchingPorts() throws Exception {
        // The CRS305 has four SFP+ cages (ports 1-4) and one RJ45 (port 5): both SFP+ NICs land on 1 and 2.
        Plan p = read("{\"sender\": {\"nic\": " + GENERIC_10G_SFP + ", \"os\": \"windows\"}, \"receiver\": {\"nic\": "
                        + GENERIC_10G_SFP + "},"
                        + " \"link\": {\"switch\": \"mikrotik-crs305-1g-4s-in\", \"media\": \"dac\"}, \"test\": {\"streams\": 4}}")
                .toPlan(CATALOG);
        assertThat(p.switches()).extracting(Plan.SwitchUnit::part).containsExactly("mikrotik-crs305-1g-4s-in");
        assertThat(p.links())
                .extracting(l -> l.a().device() + ":" + l.a().port() + " - " + l.b().device() + ":" + l.b().port())
                .containsExactly("sender:1 - switch:1", "switch:2 - receiver:1");
        assertThat(p.links()).allMatch(l -> "dac".equals(l.media()));
        assertThat(p.host("sender").orElseThrow().os()).hasToString("windows");
        assertThat(p.flows()).singleElement().satisfies(f -> {
            assertThat(f.from() + ">" + f.to()).isEqualTo("sender>receiver");
            assertThat(f.streams()).isEqualTo(4);
        });
    }

    @Test
    void aGivenPcieBus_becomesTheNicsNegotiatedLink() throws Exception {
        Plan p = read("{\"sender\": {\"nic\": " + GENERIC_10G_SFP
                        + ", \"bus\": {\"kind\": \"pcie\", \"gen\": 2, \"lanes\": 1}}," + " \"receiver\": {\"nic\": "
                        + GENERIC_10G_SFP + "}}")
                .toPlan(CATALOG);
        assertThat(p.host("sender").orElseThrow().nics().get(0).negotiated())
                .isEqualTo(new Plan.Negotiated(2, 1, "as given"));
    }

    @Test
    void everyProblemIsNamedByItsJsonPath_inDocumentOrder() {
        // The sender's NIC id is checked where it stands, before the sender's bus.
        assertThatThrownBy(() -> read(
                        "{\"sender\": {\"nic\": \"no-such-nic\", \"bus\": {\"kind\": \"pcie\", \"gen\": 7, \"lanes\": 3}},"
                                + " \"receiver\": {\"nic\": " + GENERIC_10G_SFP + ", \"colour\": 1}}"))
                .isInstanceOfSatisfying(AppError.class, e -> {
                    assertThat(e.status()).isEqualTo(400);
                    assertThat(e.details())
                            .extracting(AppError.Detail::path)
                            .containsExactly(
                                    "$.sender.nic", "$.sender.bus.gen", "$.sender.bus.lanes", "$.receiver.colour");
                    assertThat(e.details())
                            .extracting(AppError.Detail::message)
                            .containsExactly(
                                    "no part with id 'no-such-nic' in the catalog",
                                    "7 is outside 1..5",
                                    "3 is not a PCIe width: 1, 2, 4, 8 or 16",
                                    "unknown field; allowed: bus, cpu, mtu, name, nic, os, role, storage, virtualization");
                    assertThat(e.getMessage())
                            .isEqualTo(
                                    "the request: 4 problems, first at $.sender.nic: no part with id 'no-such-nic' in the catalog");
                });
    }

    @Test
    void aPartOfTheWrongKind_isNamedWithWhatItIs() {
        assertThatThrownBy(() -> read("{\"sender\": {\"nic\": \"mikrotik-crs305-1g-4s-in\"}, \"receiver\": {\"nic\": "
                        + GENERIC_10G_SFP + "}}"))
                .isInstanceOfSatisfying(AppError.class, e -> assertThat(e.details())
                        .singleElement()
                        .isEqualTo(new AppError.Detail(
                                "$.sender.nic", "'mikrotik-crs305-1g-4s-in' is a switch, expected a nic")));
    }

    @Test
    void aLinkThroughAPartThatIsNoSwitch_orThroughNoPartAtAll_isNamedForWhichItIs() {
        String ends =
                "\"sender\": {\"nic\": " + GENERIC_10G_SFP + "}, \"receiver\": {\"nic\": " + GENERIC_10G_SFP + "}";
        assertThatThrownBy(() -> read("{" + ends + ", \"link\": {\"switch\": \"intel-x520-da2\"}}"))
                .isInstanceOfSatisfying(AppError.class, e -> assertThat(e.details())
                        .singleElement()
                        .isEqualTo(new AppError.Detail("$.link.switch", "'intel-x520-da2' is not a switch")));
        assertThatThrownBy(() -> read("{" + ends + ", \"link\": {\"switch\": \"no-such-switch\"}}"))
                .isInstanceOfSatisfying(AppError.class, e -> assertThat(e.details())
                        .singleElement()
                        .isEqualTo(new AppError.Detail(
                                "$.link.switch", "no switch with id 'no-such-switch' in the catalog")));
    }
}
