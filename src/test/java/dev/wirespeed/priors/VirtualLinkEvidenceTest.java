package dev.wirespeed.priors;

import dev.wirespeed.catalog.Evidence;
import dev.wirespeed.solver.model.Calibration;
import dev.wirespeed.solver.model.Prediction;
import dev.wirespeed.solver.model.Priors;
import dev.wirespeed.solver.model.Stage;
import dev.wirespeed.solver.model.ThroughputModel;
import dev.wirespeed.testing.Catalogs;
import org.junit.jupiter.api.Test;

import java.math.BigDecimal;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

/**
 * Runs with no wire between their ends (a guest and its host, two guests, loopback) are read as a
 * virtual link and judged; a tunnel between two physical machines whose link the source does not
 * give is not.
 */
class VirtualLinkEvidenceTest {

    private static final EvidencePaths PATHS = new EvidencePaths(Catalogs.repo());

    private static Evidence.Endpoint end(String role, String virtualization) {
        return new Evidence.Endpoint(
                role, "linux", null, virtualization, null, null, null, null, null, null, null, null, null);
    }

    private static Evidence run(String id, Evidence.Endpoint sender, Evidence.Endpoint receiver, String media) {
        return new Evidence(
                id,
                new Evidence.Citation("https://example.org/" + id, "a post", "2026-01-01", "github-issue", null),
                "it reached 9.2 Gbits/sec",
                List.of(new Evidence.Figure(BigDecimal.valueOf(9.2), "Gbits/sec", "receiver")),
                BigDecimal.valueOf(9.2),
                null,
                List.of("virtualization"),
                sender,
                receiver,
                new Evidence.Link(null, null, media, null),
                new Evidence.Test("iperf3", null, "-c guest", 1, false, false, null, BigDecimal.TEN, null, null),
                new Evidence.Limit("not-stated", null, null),
                null);
    }

    @Test
    void twoGuestsOnOneHost_areAVirtualLink_boundByThePerStreamRateOfTheVirtualNic() {
        EvidenceCase c = PATHS.read(run("two-vms", end("server", "vm"), end("server", "vm"), "virtual"));

        assertThat(c.modelled()).isTrue();
        assertThat(c.path().virtualLink()).isTrue();
        assertThat(c.assumptions()).anyMatch(a -> a.startsWith("no wire: a virtual link"));
        Prediction p = ThroughputModel.predict(c.path(), Calibration.PRIORS);
        // no Ethernet ceiling; one stream through the virtual NIC: virt.link Gbit/s per stream x 1
        assertThat(p.stages()).noneMatch(s -> s.stage() == Stage.ETHERNET);
        assertThat(p.bottleneck().stage()).isEqualTo(Stage.VIRTUALIZATION);
        assertThat(p.gbps()).isCloseTo(Priors.get("virt.link").prior(), within(1e-9));
    }

    @Test
    void aGuestTalkingToItsHost_isAVirtualLinkEvenWhenTheSourceNamesNoMedium() {
        EvidenceCase c = PATHS.read(run("guest-to-host", end("server", "vm"), end("vm-host", null), null));

        assertThat(c.modelled()).isTrue();
        assertThat(c.path().virtualLink()).isTrue();
    }

    @Test
    void aTunnelBetweenTwoPhysicalRouters_withNoLinkSpeed_isStillNotJudged() {
        EvidenceCase c = PATHS.read(run("wireguard", end("router", null), end("router", null), "virtual"));

        assertThat(c.modelled()).isFalse();
        assertThat(c.excluded()).startsWith("no line rate");
    }
}
