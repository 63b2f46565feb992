package dev.wirespeed.solver.rules;

import dev.wirespeed.testing.Plans;
import dev.wirespeed.testing.RuleVerifier;
import dev.wirespeed.testing.YamlParts;
import org.junit.jupiter.api.Test;

import static dev.wirespeed.testing.Plans.aFiberLink;
import static dev.wirespeed.testing.Plans.aHost;
import static dev.wirespeed.testing.Plans.aPlan;
import static dev.wirespeed.testing.Plans.nicPort;

/** An APC (angled) cord does not mate with a UPC module port; a UPC cord does. */
class ConnectorPolishRuleTest {

    private final RuleVerifier verifier = RuleVerifier.forRule(new ConnectorPolishRule())
            .withCustomParts(
                    YamlParts.anLrModuleWithUpcPort(),
                    YamlParts.anOs2Cord("test-os2-apc", "apc"),
                    YamlParts.anOs2Cord("test-os2-upc", "upc"));

    private static Plans.PlanBuilder lrModulesOver(String cord) {
        return aPlan().with(aHost("a").withNic("x520", "nb-int-x520da1-s"))
                .with(aHost("b").withNic("x520", "nb-int-x520da1-s"))
                .with(aFiberLink(cord)
                        .named("l")
                        .withModules("test-lr-upc")
                        .between(nicPort("a", "x520", 1), nicPort("b", "x520", 1)));
    }

    @Test
    void anApcCordOnUpcModules_isRefused() {
        verifier.given(lrModulesOver("test-os2-apc"))
                .raises("connector-polish")
                .once()
                .asError()
                .withMessageContaining("is APC-polished", "has a UPC port")
                .on("l");
    }

    @Test
    void aUpcCordOnUpcModules_mates() {
        verifier.given(lrModulesOver("test-os2-upc")).raisesNothing();
    }
}
