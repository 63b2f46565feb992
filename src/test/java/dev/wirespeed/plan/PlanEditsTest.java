package dev.wirespeed.plan;

import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.NoSuchElementException;
import java.util.Set;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** Plan edits as pure functions: each test starts from a two-host, one-switch plan and changes one thing. */
class PlanEditsTest {

    private static Plan.Host host(String id, String name) {
        return new Plan.Host(
                id,
                name,
                null,
                Os.LINUX,
                null,
                null,
                null,
                null,
                null,
                List.of(),
                null,
                List.of(new Plan.NicPlacement(
                        "nic", "mellanox-mcx4121a-acat", null, null, null, null, null, 1500, false)),
                null,
                false);
    }

    /** a and b, each with one NIC, on switch sw ports 1 and 2, one flow a -> b. */
    private static Plan plan() {
        return new Plan(
                1,
                "p1",
                "test",
                null,
                null,
                List.of(host("a", "A"), host("b", "B")),
                List.of(new Plan.SwitchUnit("sw", null, "mikrotik-crs305-1g-4s-in", null, false)),
                List.of(
                        new Plan.Link(
                                "l1",
                                new Plan.End("a", "nic", 1),
                                new Plan.End("sw", null, 1),
                                null,
                                null,
                                null,
                                null,
                                null,
                                null,
                                false,
                                false),
                        new Plan.Link(
                                "l2",
                                new Plan.End("b", "nic", 1),
                                new Plan.End("sw", null, 2),
                                null,
                                null,
                                null,
                                null,
                                null,
                                null,
                                false,
                                false)),
                List.of(new Plan.Flow("a-to-b", "a", "b", null, null, null, null, false)),
                List.of());
    }

    @Test
    void addHost_makesAnIdFromTheName_uniqueAmongDevices() {
        PlanEdits.Change c = PlanEdits.addHost(
                plan(),
                new Plan.Host(null, "SW", null, null, null, null, null, null, null, null, null, null, null, false));
        assertThat(c.elementId()).isEqualTo("sw-2"); // "sw" is the switch's id already
        assertThat(c.path()).isEqualTo("$.hosts[2]");
        assertThat(c.plan().hosts()).hasSize(3);
    }

    @Test
    void newId_fallsBackForNamesWithoutAsciiLetters() {
        assertThat(PlanEdits.newId("メインPC", "host", Set.of())).isEqualTo("pc");
        assertThat(PlanEdits.newId("サーバー", "host", Set.of("host"))).isEqualTo("host-2");
        assertThat(PlanEdits.newId("  Windows PC (main) ", "host", Set.of())).isEqualTo("windows-pc-main");
    }

    @Test
    void updateHost_keepsIdAndNics() {
        Plan.Host v = new Plan.Host(
                null,
                "A2",
                HostRole.NAS,
                Os.WINDOWS,
                "11",
                "10.0.0.2",
                "asrock-n100dc-itx",
                null,
                1950,
                List.of(),
                null,
                List.of(),
                null,
                true);
        PlanEdits.Change c = PlanEdits.updateHost(plan(), "a", v);
        Plan.Host h = c.plan().hosts().get(0);
        assertThat(h.id()).isEqualTo("a");
        assertThat(h.name()).isEqualTo("A2");
        assertThat(h.nics()).hasSize(1);
        assertThat(c.path()).isEqualTo("$.hosts[0]");
    }

    @Test
    void updateHost_takesTheNewRoleAndWhereTheTestRuns() {
        Plan.Host v = new Plan.Host(
                null,
                "A",
                HostRole.SBC,
                Os.LINUX,
                null,
                null,
                null,
                null,
                null,
                List.of(),
                null,
                List.of(),
                null,
                false,
                Virtualization.VM_USB_PASSTHROUGH);
        Plan.Host h = PlanEdits.updateHost(plan(), "a", v).plan().hosts().get(0);
        assertThat(h.role()).isEqualTo(HostRole.SBC);
        assertThat(h.virtualization()).isEqualTo(Virtualization.VM_USB_PASSTHROUGH);
    }

    @Test
    void addedHosts_andFlows_keepTheirVirtualizationAndToolVersion() {
        Plan.Host wsl = new Plan.Host(
                null,
                "W",
                HostRole.DESKTOP,
                null,
                null,
                null,
                null,
                null,
                null,
                null,
                null,
                null,
                null,
                false,
                Virtualization.WSL2);
        assertThat(PlanEdits.addHost(plan(), wsl).plan().hosts().get(2).virtualization())
                .isEqualTo(Virtualization.WSL2);
        Plan.Flow old =
                new Plan.Flow(null, "a", "b", Tool.IPERF3, 4, Initiator.SENDER, null, false, ToolVersion.parse("3.12"));
        assertThat(PlanEdits.addFlow(plan(), old).plan().flows().get(1).toolVersion())
                .isEqualTo(ToolVersion.parse("3.12"));
        assertThat(PlanEdits.updateFlow(plan(), "a-to-b", old)
                        .plan()
                        .flows()
                        .get(0)
                        .toolVersion()
                        .text())
                .isEqualTo("3.12");
    }

    @Test
    void removeHost_removesItsLinksAndFlows() {
        Plan p = PlanEdits.removeHost(plan(), "a").plan();
        assertThat(p.hosts()).extracting(Plan.Host::id).containsExactly("b");
        assertThat(p.links()).extracting(Plan.Link::id).containsExactly("l2");
        assertThat(p.flows()).isEmpty();
    }

    @Test
    void removeNic_removesTheLinksPluggedIntoIt() {
        Plan p = PlanEdits.removeNic(plan(), "b", "nic").plan();
        assertThat(p.hosts().get(1).nics()).isEmpty();
        assertThat(p.links()).extracting(Plan.Link::id).containsExactly("l1");
        assertThat(p.flows()).hasSize(1); // the flow stays and will be reported as having no route
    }

    @Test
    void addNic_idFromTheHint_unique() {
        PlanEdits.Change c = PlanEdits.addNic(
                plan(),
                "a",
                new Plan.NicPlacement(null, "intel-x520-da1", null, null, null, null, null, null, false),
                "nic");
        assertThat(c.elementId()).isEqualTo("a/nic-2");
        assertThat(c.path()).isEqualTo("$.hosts[0].nics[1]");
    }

    @Test
    void updateNic_withoutPart_keepsAGenericNic() {
        Plan.GenericNic g = new Plan.GenericNic(10, "rj45", null, null, null, null, null);
        Plan p = PlanEdits.updateNic(
                        plan(), "a", "nic", new Plan.NicPlacement(null, null, g, null, null, null, null, null, false))
                .plan();
        Plan q = PlanEdits.updateNic(
                        p,
                        "a",
                        "nic",
                        new Plan.NicPlacement(
                                null, null, null, null, null, null, new Plan.Negotiated(3, 4, null), 9000, false))
                .plan();
        assertThat(q.hosts().get(0).nics().get(0).generic()).isEqualTo(g);
        assertThat(q.hosts().get(0).nics().get(0).mtu()).isEqualTo(9000);
    }

    @Test
    void removeSwitch_removesItsLinks() {
        Plan p = PlanEdits.removeSwitch(plan(), "sw").plan();
        assertThat(p.switches()).isEmpty();
        assertThat(p.links()).isEmpty();
    }

    @Test
    void addLinkAndFlow_makeIdsFromTheirEnds() {
        Plan.Link l = new Plan.Link(
                null,
                new Plan.End("a", "nic", 2),
                new Plan.End("b", "nic", 2),
                null,
                null,
                null,
                3.0,
                null,
                null,
                false,
                false);
        assertThat(PlanEdits.addLink(plan(), l).elementId()).isEqualTo("l-a-b");
        Plan.Flow f = new Plan.Flow(null, "a", "b", Tool.IPERF3, 1, Initiator.SENDER, null, false);
        assertThat(PlanEdits.addFlow(plan(), f).elementId()).isEqualTo("a-to-b-2");
    }

    @Test
    void editsOfMissingElements_sayWhatIsMissing() {
        assertThatThrownBy(() -> PlanEdits.removeLink(plan(), "l9"))
                .isInstanceOf(NoSuchElementException.class)
                .hasMessageContaining("no link 'l9'");
        assertThatThrownBy(() -> PlanEdits.updateNic(plan(), "a", "x", null))
                .isInstanceOf(NoSuchElementException.class)
                .hasMessageContaining("'x'");
    }
}
