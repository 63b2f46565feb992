package dev.wirespeed.solver.rules;

import dev.wirespeed.testing.Plans;
import dev.wirespeed.testing.RuleVerifier;
import dev.wirespeed.testing.YamlParts;
import org.junit.jupiter.api.Test;

import static dev.wirespeed.testing.Plans.aFiberLink;
import static dev.wirespeed.testing.Plans.aHost;
import static dev.wirespeed.testing.Plans.aPlan;
import static dev.wirespeed.testing.Plans.nicPort;

/** 10G BiDi over one fibre: a 1270/1330 nm module pairs only with a 1330/1270 nm one. */
class BidiPairRuleTest {

    private final RuleVerifier verifier = RuleVerifier.forRule(new BidiPairRule())
            .withCustomParts(
                    YamlParts.aBidiModule("test-bx-1270", 1270, 1330),
                    YamlParts.aBidiModule("test-bx-1330", 1330, 1270),
                    YamlParts.anLrModuleWithUpcPort(),
                    YamlParts.anOs2SimplexCord());

    private static Plans.PlanBuilder twoCardsWith(String atA, String atB) {
        return aPlan().with(aHost("a").withNic("x520", "nb-int-x520da1-s"))
                .with(aHost("b").withNic("x520", "nb-int-x520da1-s"))
                .with(aFiberLink("test-os2-simplex")
                        .named("l")
                        .withModules(atA, atB)
                        .between(nicPort("a", "x520", 1), nicPort("b", "x520", 1)));
    }

    @Test
    void oppositeBidiModules_pair() {
        verifier.given(twoCardsWith("test-bx-1270", "test-bx-1330")).raisesNothing();
    }

    @Test
    void twoBidiModulesOfTheSameKind_seeNoLight() {
        verifier.given(twoCardsWith("test-bx-1270", "test-bx-1270"))
                .raises("bidi-pair")
                .once()
                .asError()
                .withMessageContaining("module A sends 1270 nm and listens at 1330 nm", "module B sends 1270 nm")
                .on("l");
    }

    @Test
    void aBidiModuleFacingADuplexModule_isRefused() {
        verifier.given(twoCardsWith("test-bx-1270", "test-lr-upc"))
                .raises("bidi-pair")
                .once()
                .withMessageContaining("is a single-fibre BiDi module", "at the other end is not");
    }
}
