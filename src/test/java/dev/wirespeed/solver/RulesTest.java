package dev.wirespeed.solver;

import dev.wirespeed.plan.Issue;
import dev.wirespeed.plan.Plan;
import dev.wirespeed.solver.model.Calibration;
import dev.wirespeed.testing.Catalogs;
import dev.wirespeed.testing.PlanFixture;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** Each rule on the smallest plan that triggers it; the valid seed 000 plan triggers none of the errors. */
class RulesTest {

    private static List<Issue> issues(Plan p) {
        return PlanEvaluator.evaluate(p, Catalogs.repo(), Calibration.PRIORS).issues();
    }

    private static List<Issue> of(Plan p, String rule) {
        return issues(p).stream().filter(i -> i.rule().equals(rule)).toList();
    }

    @Test
    void seed000Plan_hasNoErrors_andPredictsBothDirections() {
        Evaluation e = PlanEvaluator.evaluate(PlanFixture.seed000().build(), Catalogs.repo(), Calibration.PRIORS);
        assertThat(e.issues()).noneMatch(i -> i.severity().equals("error"));
        // 10 x 1460/1538 = 9.4928 (Windows initiates), 10 x 1448/1538 = 9.4148 (Ubuntu initiates)
        assertThat(e.flows().get(0).prediction().gbps()).isCloseTo(9.4928, org.assertj.core.data.Offset.offset(1e-4));
        assertThat(e.flows().get(1).prediction().gbps()).isCloseTo(9.4148, org.assertj.core.data.Offset.offset(1e-4));
    }

    @Test
    void dac0_3mAcross1m_isTooShort() {
        Plan p = PlanFixture.seed000().replaceLink(new Plan.Link("l1", new Plan.End("win", "cx4", 1), new Plan.End("crs305", null, 1),
                "10gtek-cab-10gsfp-p0-3m", null, null, 1.0, null, null, false, false)).build();
        assertThat(of(p, "dac-length")).singleElement().satisfies(i -> {
            assertThat(i.severity()).isEqualTo("error");
            assertThat(i.message()).contains("0.3 m").contains("1.0 m apart");
        });
    }

    /** A 25G-only SFP28 SR module, as a person would add it as a custom part (no catalog module is 25G-only). */
    private static final dev.wirespeed.catalog.Transceiver SR25 = new dev.wirespeed.catalog.Transceiver("test-25gbase-sr-only", "transceiver", "Test",
            "25G SR only", List.of(), null, null, List.of(), List.of(new dev.wirespeed.catalog.Source("test part", null, null, null)), null,
            dev.wirespeed.catalog.Cage.SFP28, null, "25GBASE-SR", List.of(25.0), "mmf", 850, "lc-duplex", List.of(), null, null);

    @Test
    void sfp28_25gOnlyModule_inCrs305_linksNever() {
        dev.wirespeed.catalog.Catalog cat = new dev.wirespeed.catalog.Catalog(Catalogs.repo().all(), List.of(SR25));
        Plan p = PlanFixture.seed000().replaceLink(new Plan.Link("l1", new Plan.End("win", "cx4", 1), new Plan.End("crs305", null, 1),
                "generic-om3-lc-lc-patch-cord-1m", "test-25gbase-sr-only", "test-25gbase-sr-only", 0.8, null, null, false, false)).build();
        List<Issue> issues = PlanEvaluator.evaluate(p, cat, Calibration.PRIORS).issues();
        // The module runs 25G only; the CRS305 SFP+ cage 10G/2.5G/1G: nothing in common.
        assertThat(issues).filteredOn(i -> i.rule().equals("sfp28-module-in-sfp-plus-port")).anySatisfy(i -> {
            assertThat(i.severity()).isEqualTo("error");
            assertThat(i.message()).contains("runs 25G").contains("10G/2.5G/1G");
        });
        assertThat(issues).filteredOn(i -> i.rule().equals("link-speed")).anySatisfy(i -> assertThat(i.severity()).isEqualTo("error"));
    }

    @Test
    void dualRateSfp28Module_inCrs305_warnsItRuns10gOnly() {
        // 10gtek-azs85-192-m1: 25GBASE-SR SFP28 with 25/10G per its source; in an SFP+ cage it can only run 10G.
        Plan p = PlanFixture.seed000().replaceLink(new Plan.Link("l1", new Plan.End("win", "cx4", 1), new Plan.End("crs305", null, 1),
                "generic-om3-lc-lc-patch-cord-1m", "10gtek-azs85-192-m1", "10gtek-azs85-192-m1", 0.8, null, null, false, false)).build();
        assertThat(of(p, "sfp28-module-in-sfp-plus-port")).singleElement().satisfies(i -> {
            assertThat(i.severity()).isEqualTo("warning");
            assertThat(i.message()).contains("SFP28").contains("only run 10G");
        });
    }

    @Test
    void scScCord_inLcDuplexSrModules_isTheWrongConnector_seed003() {
        Plan p = PlanFixture.empty()
                .host("mac", "macos", PlanFixture.nic("x520", "nb-int-x520da1-s", 2, 8, 9000))
                .host("debian", "linux", PlanFixture.nic("cx3", "mellanox-mcx311a-xcat", 3, 4, 9000))
                .link(new Plan.Link("fiber", new Plan.End("mac", "x520", 1), new Plan.End("debian", "cx3", 1), "generic-om3-sc-sc-patch-cord-3m",
                        "generic-10gbase-sr-sfp-plus", "generic-10gbase-sr-sfp-plus", 2.0, null, null, false, false))
                .flow("f", "mac", "debian", "iperf3", 1, "sender").build();
        assertThat(of(p, "fiber-connector")).singleElement().satisfies(i -> assertThat(i.message()).contains("LC-DUPLEX").contains("SC-SC"));
        assertThat(of(p, "vendor-locked-optics")).isNotEmpty();
    }

    @Test
    void lrModuleAgainstSrModule_wavelengthAndModeMismatch() {
        Plan p = PlanFixture.seed000().replaceLink(new Plan.Link("l1", new Plan.End("win", "cx4", 1), new Plan.End("crs305", null, 1),
                "generic-om3-lc-lc-patch-cord-1m", "generic-10gbase-sr-sfp-plus", "generic-10gbase-lr-sfp-plus", 0.8, null, null, false, false)).build();
        assertThat(of(p, "wavelength")).singleElement().satisfies(i -> assertThat(i.message()).contains("850 nm").contains("1310 nm"));
        assertThat(of(p, "fiber-mode")).isNotEmpty();
    }

    @Test
    void threeTenGBaseTModules_inACrs305_exceedItsLimitOfTwo() {
        PlanFixture f = PlanFixture.seed000();
        f.replaceLink(new Plan.Link("l1", new Plan.End("win", "cx4", 1), new Plan.End("crs305", null, 1), "daiso-lan-cat6-1m", "mikrotik-s-rj10", "mikrotik-s-rj10", 0.8, null, null, false, false));
        f.replaceLink(new Plan.Link("l2", new Plan.End("ubuntu", "cx4", 1), new Plan.End("crs305", null, 2), "daiso-lan-cat6-1m", "mikrotik-s-rj10", "mikrotik-s-rj10", 0.8, null, null, false, false));
        f.host("nas", "linux", PlanFixture.nic("cx4", "mellanox-mcx4121a-acat", 3, 4, 1500));
        f.link(new Plan.Link("l3", new Plan.End("nas", "cx4", 1), new Plan.End("crs305", null, 3), "daiso-lan-cat6-1m", "mikrotik-s-rj10", "mikrotik-s-rj10", 0.8, null, null, false, false));
        // The CRS305 ends of l1, l2 and l3 hold three S+RJ10 10GBASE-T modules: the limit is 2.
        assertThat(of(f.build(), "module-count-limit")).singleElement().satisfies(i -> assertThat(i.message()).contains("holds 3").contains("at most 2"));
    }

    @Test
    void sfp28PortWithSfpPlusDac_runs10g_andSaysSo() {
        // ConnectX-4 Lx SFP28 (25/10/1G) to a CRS305 SFP+ port over a 10G DAC: the link runs 10G.
        List<Issue> speed = of(PlanFixture.seed000().build(), "link-speed");
        assertThat(speed).anySatisfy(i -> assertThat(i.message()).contains("runs at 10G").contains("25G"));
    }

    @Test
    void x520InAB550ChipsetSlot_thatCanBeX1_warnsWithTheBandwidth() {
        Plan.Host win = new Plan.Host("win", "win", null, "linux", null, null, "asus-prime-b550-plus", "amd-ryzen-5-3600", null, List.of(), null,
                List.of(new Plan.NicPlacement("x520", "nb-int-x520da1-s", null, "PCIEX16_2", null, null, new Plan.Negotiated(2, 1, "x1 (BIOS)"), 1500, false)),
                null, false);
        Plan p = PlanFixture.empty().host(win).host("srv", "linux", PlanFixture.nic("x520", "nb-int-x520da1-s", 2, 8, 1500))
                .link(new Plan.Link("l", new Plan.End("win", "x520", 1), new Plan.End("srv", "x520", 1), "10gtek-cab-10gsfp-p1m", null, null, 0.5, null, null, false, false))
                .flow("f", "win", "srv", "iperf3", 1, "sender").build();
        // PCIe 2.0 x1 = 5 GT/s x 1 x 8/10 = 4.00 Gbit/s < one 10G port.
        assertThat(of(p, "pcie-link")).singleElement().satisfies(i -> assertThat(i.message()).contains("PCIe 2.0 x1").contains("4.00 Gbit/s").contains("10G"));
        assertThat(of(p, "bios-slot-mode")).singleElement().satisfies(i -> assertThat(i.message()).contains("PCIEX16_2"));
    }

    @Test
    void x8CardInAClosedX4Slot_doesNotFit() {
        Plan.Host nas = new Plan.Host("nas", "nas", null, "linux", null, null, "asrock-n100dc-itx", null, null, List.of(), null,
                List.of(new Plan.NicPlacement("cx4", "mellanox-mcx4121a-acat", null, "pcie-slot", null, null, null, 1500, false)), null, false);
        Plan p = PlanFixture.empty().host(nas).build();
        List<Issue> fit = of(p, "card-slot-fit");
        // The N100DC-ITX slot is x4 mechanically; the ConnectX-4 Lx edge is x8. Open-ended slots would accept it.
        boolean openEnded = Boolean.TRUE.equals(Catalogs.repo().find("asrock-n100dc-itx", dev.wirespeed.catalog.Board.class).orElseThrow().slot("pcie-slot").openEnded());
        if (openEnded) {
            assertThat(fit).isEmpty();
        } else {
            assertThat(fit).singleElement().satisfies(i -> assertThat(i.message()).contains("x8").contains("x4"));
        }
    }

    @Test
    void portUsedTwice_isAnError() {
        Plan p = PlanFixture.seed000().replaceLink(new Plan.Link("l2", new Plan.End("ubuntu", "cx4", 1), new Plan.End("crs305", null, 1),
                "10gtek-cab-10gsfp-p2m", null, null, 1.5, null, null, false, false)).build();
        assertThat(of(p, "port-in-use")).singleElement().satisfies(i -> assertThat(i.message()).contains("l1").contains("l2"));
    }

    @Test
    void jumboHostBehindA1500Switch_isAnMtuMismatch() {
        PlanFixture f = PlanFixture.empty()
                .host("a", "linux", PlanFixture.nic("cx4", "mellanox-mcx4121a-acat", 3, 4, 9000))
                .host("b", "linux", PlanFixture.nic("cx4", "mellanox-mcx4121a-acat", 3, 4, 9000));
        f.switches(new Plan.SwitchUnit("sw", "sw", "mikrotik-crs305-1g-4s-in", 1500, false));
        f.link(new Plan.Link("l1", new Plan.End("a", "cx4", 1), new Plan.End("sw", null, 1), "10gtek-cab-10gsfp-p1m", null, null, null, null, null, false, false));
        f.link(new Plan.Link("l2", new Plan.End("b", "cx4", 1), new Plan.End("sw", null, 2), "10gtek-cab-10gsfp-p1m", null, null, null, null, null, false, false));
        f.flow("f", "a", "b", "iperf3", 1, "sender");
        Evaluation e = PlanEvaluator.evaluate(f.build(), Catalogs.repo(), Calibration.PRIORS);
        assertThat(e.issues()).filteredOn(i -> i.rule().equals("mtu-mismatch")).hasSize(2);
        // The path MTU is the switch's 1500: 10 x 1448 / 1538 = 9.4148.
        assertThat(e.flows().get(0).prediction().gbps()).isCloseTo(9.4148, org.assertj.core.data.Offset.offset(1e-4));
    }

    @Test
    void usb5gAdapterOnGen1_warnsAboutTheUsbCeiling() {
        Plan.Host h = new Plan.Host("ds", "ds", null, "linux", null, null, "shuttle-ds77u5", null, null, List.of(), null,
                List.of(new Plan.NicPlacement("qna", "qnap-qna-uc5g1t", null, "usb", "3.2gen1", null, null, 9000, false)), null, false);
        Plan p = PlanFixture.empty().host(h).build();
        // USB 3.2 Gen1: 5 x 8/10 = 4.00 Gbit/s of data < the 5G port.
        assertThat(of(p, "usb-generation")).singleElement().satisfies(i -> assertThat(i.message()).contains("4.00 Gbit/s").contains("5G"));
    }

    @Test
    void windowsHostWithTheConnectX4_getsTheSeed000DriverCaveat() {
        assertThat(of(PlanFixture.seed000().build(), "os-driver-caveat")).anySatisfy(i -> assertThat(i.message()).contains("windows"));
    }
}
