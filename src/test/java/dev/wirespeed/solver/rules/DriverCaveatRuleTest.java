package dev.wirespeed.solver.rules;

import dev.wirespeed.plan.Os;
import dev.wirespeed.testing.RuleVerifier;
import dev.wirespeed.testing.YamlParts;
import org.junit.jupiter.api.Test;

import static dev.wirespeed.testing.Plans.aCardNegotiatedAs;
import static dev.wirespeed.testing.Plans.aHost;
import static dev.wirespeed.testing.Plans.aPlan;
import static dev.wirespeed.testing.Plans.aSeed000Plan;

class DriverCaveatRuleTest {

    private final RuleVerifier verifier = RuleVerifier.forRule(new DriverCaveatRule());

    @Test
    void windowsHostWithTheConnectX4_getsTheSeed000DriverCaveat() {
        verifier.given(aSeed000Plan())
                .raises("os-driver-caveat")
                .withMessageContaining("windows")
                .on("win/cx4");
    }

    @Test
    void theConnectX4OnLinux_hasNoCaveat() {
        // The ConnectX-4 Lx's only caveat is for Windows.
        verifier.given(aPlan().with(aHost("ubuntu")
                        .runningLinux()
                        .withNic("cx4", "mellanox-mcx4121a-acat")
                        .negotiated(aCardNegotiatedAs(3, 4))))
                .raisesNothing();
    }

    @Test
    void aBoardCaveat_isReportedOnTheHost() {
        // Seed 002: Samba on the N100DC-ITX stalled at about 2.1 Gbit/s (one N100 core at 99 %).
        verifier.given(aPlan().with(aHost("nas").runningLinux().withBoard("asrock-n100dc-itx")))
                .raises("os-driver-caveat")
                .once()
                .asWarning()
                .withMessageContaining("ASRock N100DC-ITX on linux", "2.1 Gbit/s")
                .on("nas");
    }

    @Test
    void aCaveatForAnyOs_carriesTheCatalogsOwnSeverity() {
        // The I225-V v1 stepping erratum applies whatever the OS, and the catalog rates it an error.
        verifier.given(aPlan().with(aHost("pc").runningWindows().withNic("lan", "intel-i225-v")))
                .raises("os-driver-caveat")
                .once()
                .asError()
                .withMessageContaining("Intel I225-V on windows", "I225-V v1")
                .on("pc/lan");
    }

    private final RuleVerifier withAFreeBsdCaveat = RuleVerifier.forRule(new DriverCaveatRule())
            .withCustomParts(YamlParts.part("id: test-bsd-card\nkind: nic\nvendor: Test\nmodel: BSD card\nchip: c\n"
                    + "ports: [{count: 1, cage: rj45, speedsGbps: [2.5, 1]}]\nhostInterface: {kind: pcie, gen: 2, lanes: 1}\n"
                    + "caveats:\n"
                    + "  - {os: freebsd, severity: warning, note: the in-box driver drops the link under load, source: test}\n"
                    + "  - {os: opnsense, severity: info, note: needs the os-realtek-re plugin, source: test}\n"
                    + "sources: [{title: test}]\n"));

    @Test
    void aFreeBsdCaveat_holdsOnOpnsense_whichRunsTheFreeBsdKernel() {
        verifier(withAFreeBsdCaveat, Os.OPNSENSE)
                .raises("os-driver-caveat")
                .times(2)
                .withMessageContaining("on opnsense");
    }

    @Test
    void anOpnsenseCaveat_doesNotHoldOnPlainFreeBsd() {
        verifier(withAFreeBsdCaveat, Os.FREEBSD)
                .raises("os-driver-caveat")
                .once()
                .withMessageContaining("drops the link under load");
    }

    private static RuleVerifier.Outcome verifier(RuleVerifier v, Os os) {
        return v.given(aPlan().with(aHost("fw").running(os).withNic("lan", "test-bsd-card")));
    }
}
