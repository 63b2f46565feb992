package dev.wirespeed.recommend;

import dev.wirespeed.catalog.Catalog;
import dev.wirespeed.plan.Plan;
import dev.wirespeed.plan.PlanEdits;
import dev.wirespeed.plan.Targets;
import dev.wirespeed.units.Money;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A build's total charges only the parts it buys: a card the plan already has, moved to a better slot
 * or to another host of the build, costs nothing, and its change says "move". Prices are the test's
 * own (SearchIsExactTest's plan prices), so the totals are arithmetic on them.
 */
class MovedCardsAreNotBoughtTest {

    private static Money yen(long amount) {
        return Money.ofMinor(amount, "JPY");
    }

    @Test
    void seed001sCardMovedToTheWideSlot_costsNothing_onlyTheNewCableIsCharged() {
        Catalog catalog = SearchIsExactTest.small();
        // seed 001 with its two DACs gone: the X520 clone sits in PCIEX16_2 at x1 (3.14 Gbit/s)
        Plan plan = SearchIsExactTest.priced(Seeds.seed("seed-001"));
        plan = PlanEdits.removeLink(plan, "l-win").plan();
        plan = PlanEdits.removeLink(plan, "l-server").plan();
        Targets targets = new Targets(List.of(new Targets.FlowTarget("win-to-server", 9)));

        Search search = SearchIsExactTest.search(catalog, plan, targets);
        search.run(1);

        Build first = search.accepted.get(0);
        // the card moved to PCIEX16_1 (0, the plan's own), the server's card kept (0), a direct link on the
        // cheapest DAC long enough for 1 m, the 3 m MikroTik S+DA0003 (1,800): 0 + 0 + 1,800 = 1,800. Charged
        // as a new card it was 6,930 (13,860 / 2) + 1,800 = 8,730, and a ConnectX-4 Lx instead, 3,359 + 1,800
        // = 5,159, looked cheaper.
        assertThat(first.total()).isEqualTo(yen(1_800));
        assertThat(first.changes()).anyMatch(c -> c.startsWith("move ") && c.contains("PCIEX16_1"));
        Plan.NicPlacement moved =
                first.plan().host("win").orElseThrow().nic("x520").orElseThrow();
        assertThat(moved.part()).isEqualTo("nb-int-x520da1-s");
        assertThat(moved.slot()).isEqualTo("PCIEX16_1");
    }

    @Test
    void aCardGivenUpByOneHost_andTakenByAnother_isNotBoughtAgain_andTheSearchStaysExact() {
        Catalog catalog = SearchIsExactTest.small();
        // seed 000 with the Ubuntu PC's card and the switch gone: only the Windows PC has a ConnectX-4 Lx
        Plan plan = Seeds.seed("seed-000");
        plan = PlanEdits.removeNic(plan, "ubuntu", "cx4").plan();
        plan = SearchIsExactTest.priced(PlanEdits.removeSwitch(plan, "crs305").plan());
        Targets targets = new Targets(
                List.of(new Targets.FlowTarget("win-to-ubuntu", 9)),
                null,
                Targets.Condition.ANY,
                new Targets.Constraints(null, null, 2.5, null, null, null, null, null));

        Search all = SearchIsExactTest.search(catalog, plan, targets);
        all.runBruteForce();
        Build swap = all.accepted.stream()
                // the hosts by their names in seed 000: "win" is the Windows PC, "ubuntu" the Ubuntu PC
                .filter(b ->
                        b.changes().contains("move Mellanox MCX4121A-ACAT from Windows PC to Ubuntu PC (a PCIe slot)"))
                .filter(b ->
                        b.changes().stream().anyMatch(c -> c.endsWith("in Windows PC with Mellanox MCX4111A-ACAT")))
                .filter(b -> b.changes().stream().anyMatch(c -> c.contains("S+DA0003")))
                .findFirst()
                .orElseThrow(() -> new AssertionError("no build moves the card among " + all.accepted.size()));
        // the Windows PC gets a single-port ConnectX-4 Lx (4,000), its dual-port one goes to the Ubuntu PC
        // (0), the S+DA0003 joins them (1,800): 4,000 + 0 + 1,800 = 5,800, not 4,000 + 3,359 + 1,800 = 9,159
        assertThat(swap.total()).isEqualTo(yen(5_800));

        Search bnb = SearchIsExactTest.search(catalog, plan, targets);
        bnb.run(5);
        // the card kept, a dual-port ConnectX-4 Lx bought for the Ubuntu PC, the S+DA0003:
        // 0 + 3,359 + 1,800 = 5,159, the cheapest; and the five cheapest agree with brute force
        assertThat(bnb.accepted.get(0).total()).isEqualTo(yen(5_159));
        assertThat(bnb.accepted.stream().map(Build::total).toList())
                .containsExactlyElementsOf(
                        all.accepted.subList(0, 5).stream().map(Build::total).toList());
    }
}
