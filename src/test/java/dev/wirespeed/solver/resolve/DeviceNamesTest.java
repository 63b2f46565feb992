package dev.wirespeed.solver.resolve;

import dev.wirespeed.json.Json;
import dev.wirespeed.plan.Plan;
import dev.wirespeed.plan.PlanEdits;
import dev.wirespeed.testing.Catalogs;
import dev.wirespeed.testing.TestApp;
import org.junit.jupiter.api.Test;

import java.nio.file.Files;
import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The resolved plan names devices and links from names it looks up once, and calls each exactly as
 * the plan does: every device and link of every shipped example, a switch whose part is unknown (not
 * resolved, still named) and an end whose device the plan does not hold (named by its id).
 */
class DeviceNamesTest {

    private static Plan example(String seed) throws Exception {
        return Json.mapper()
                .readValue(
                        Files.readString(TestApp.baseDir().resolve("src/main/resources/examples/" + seed + ".json")),
                        Plan.class);
    }

    private static void namesAsThePlanDoes(Plan p, List<String> alsoIds) {
        ResolvedPlan r = PlanResolver.resolve(p, Catalogs.repo());
        List<String> ids = new ArrayList<>(alsoIds);
        p.hosts().forEach(h -> ids.add(h.id()));
        p.switches().forEach(s -> ids.add(s.id()));
        for (String id : ids) {
            assertThat(r.deviceName(id)).as(id).isEqualTo(p.deviceName(id));
        }
        for (ResolvedPlan.ResolvedLink l : r.links()) {
            assertThat(r.linkName(l)).as(l.link().id()).isEqualTo(p.linkName(l.link()));
        }
    }

    @Test
    void everyDeviceAndLinkOfEveryExample_isNamedAsThePlanNamesIt() throws Exception {
        for (String seed : List.of("seed-000", "seed-001", "seed-002", "seed-003", "seed-004")) {
            Plan p = example(seed);
            assertThat(p.links()).as(seed).isNotEmpty();
            namesAsThePlanDoes(p, List.of("no-such-device"));
        }
    }

    @Test
    void aSwitchWithAnUnknownPart_andADeviceThePlanDoesNotHold_areNamedAsThePlanNamesThem() throws Exception {
        Plan p = example("seed-000");
        Plan.SwitchUnit first = p.switches().get(0);
        Plan changed = PlanEdits.updateSwitch(
                        p,
                        first.id(),
                        new Plan.SwitchUnit(first.id(), first.name(), "no-such-switch", first.mtu(), first.owned()))
                .plan();
        assertThat(PlanResolver.resolve(changed, Catalogs.repo()).switches()).doesNotContainKey(first.id());
        namesAsThePlanDoes(changed, List.of("", "ghost"));
    }
}
