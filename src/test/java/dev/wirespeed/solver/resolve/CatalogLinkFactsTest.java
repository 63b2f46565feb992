package dev.wirespeed.solver.resolve;

import dev.wirespeed.catalog.Catalog;
import dev.wirespeed.catalog.Part;
import dev.wirespeed.solver.model.Bus;
import dev.wirespeed.testing.YamlParts;
import org.junit.jupiter.api.Test;

import java.util.List;

import static dev.wirespeed.testing.Plans.aHost;
import static dev.wirespeed.testing.Plans.aPlan;
import static org.assertj.core.api.Assertions.assertThat;

/** Catalog facts that decide the link a card trains: the CPU fitted, the controller chip, the Thunderbolt tunnel. */
class CatalogLinkFactsTest {

    private static final String SRC = "sources: [{title: test}]\n";

    /** An AM4-style board: its x16 slot runs Gen 4 with a CPU, Gen 3 with an APU (as B550 manuals say). */
    private static final Part BOARD = YamlParts.part("id: test-b550\nkind: board\nvendor: T\nmodel: B550\n"
            + "boardType: motherboard\nslots:\n"
            + "  - {id: PCIE1, type: pcie, lanes: 16, gen: 4, attachedTo: cpu,"
            + " genByCpu: [{apu: true, gen: 3, source: test manual}]}\n" + SRC);

    private static Part cpu(String id, boolean apu) {
        return YamlParts.part("id: " + id + "\nkind: cpu\nvendor: T\nmodel: " + id + "\ncores: 6\nthreads: 12\napu: "
                + apu + "\n" + SRC);
    }

    private static Part card(String id, String host) {
        return YamlParts.part("id: " + id + "\nkind: nic\nvendor: T\nmodel: " + id + "\nchip: c\n"
                + "ports: [{count: 2, cage: sfp28, speedsGbps: [25, 10]}]\nhostInterface: " + host + "\n" + SRC);
    }

    private static Bus negotiated(String cpu, String card, List<Part> parts) {
        var plan = aPlan().with(aHost("pc")
                        .withBoard("test-b550")
                        .withCpu(cpu)
                        .withNic("n", card)
                        .inSlot("PCIE1"))
                .build();
        return PlanResolver.resolve(plan, Catalog.of(parts))
                .hosts()
                .get("pc")
                .nics()
                .get("n")
                .negotiated();
    }

    @Test
    void aGen4CardInTheX16Slot_runsGen4WithACpu_andGen3WithAnApu() {
        Part gen4 = card("test-gen4-x4", "{kind: pcie, gen: 4, lanes: 4}");
        List<Part> parts = List.of(BOARD, cpu("test-cpu", false), cpu("test-apu", true), gen4);
        // min(card Gen 4, slot Gen 4) = 4 with the CPU; the APU rule lowers the slot to Gen 3.
        assertThat(negotiated("test-cpu", "test-gen4-x4", parts)).isEqualTo(new Bus.Pcie(4, 4, null));
        assertThat(negotiated("test-apu", "test-gen4-x4", parts)).isEqualTo(new Bus.Pcie(3, 4, null));
    }

    @Test
    void anX8EdgeOnAnX4Controller_trainsX4() {
        Part card = card(
                "test-x8-edge", "{kind: pcie, gen: 3, lanes: 8, controllerLink: {gen: 3, lanes: 4, source: test}}");
        List<Part> parts = List.of(BOARD, cpu("test-cpu", false), card);
        // edge x8 in an x16 slot would be x8; the chip trains at most x4.
        assertThat(negotiated("test-cpu", "test-x8-edge", parts)).isEqualTo(new Bus.Pcie(3, 4, null));
    }

    @Test
    void aThunderboltAdapterCarriesItsTunnelledLink() {
        Part tb = YamlParts.part("id: test-tb\nkind: nic\nvendor: T\nmodel: TB\nchip: c\n"
                + "ports: [{count: 1, cage: rj45, speedsGbps: [10, 5, 2.5, 1]}]\n"
                + "hostInterface: {kind: thunderbolt, thunderboltVersion: 3,"
                + " tunnel: {controller: Intel JHL6340, gen: 3, lanes: 2, source: test}}\n" + SRC);
        var plan = aPlan().with(aHost("mac").withNic("n", "test-tb")).build();
        Bus own = PlanResolver.resolve(plan, Catalog.of(List.of(tb)))
                .hosts()
                .get("mac")
                .nics()
                .get("n")
                .own();
        assertThat(own).isEqualTo(new Bus.Thunderbolt(3, new Bus.Pcie(3, 2, "tunnelled to the NIC chip")));
    }
}
