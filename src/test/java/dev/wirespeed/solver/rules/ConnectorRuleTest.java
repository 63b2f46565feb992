package dev.wirespeed.solver.rules;

import dev.wirespeed.testing.RuleVerifier;
import org.junit.jupiter.api.Test;

import static dev.wirespeed.testing.ExamplePlans.seed003WithCord;

class ConnectorRuleTest {

    private final RuleVerifier verifier = RuleVerifier.forRule(new ConnectorRule());

    @Test
    void scScCord_inLcDuplexSrModules_isTheWrongConnector_seed003() {
        verifier.given(seed003WithCord("generic-om3-sc-sc-patch-cord-3m"))
                .raises("fiber-connector")
                .once()
                .asError()
                .withMessageContaining("LC-DUPLEX", "SC-SC")
                .withFixContaining("LC-LC")
                .on("fiber");
    }

    @Test
    void lcCord_inLcDuplexSrModules_fits() {
        verifier.given(seed003WithCord("generic-om3-lc-lc-patch-cord-3m")).raisesNothing();
    }
}
