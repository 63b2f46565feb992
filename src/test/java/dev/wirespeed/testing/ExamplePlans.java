package dev.wirespeed.testing;

import dev.wirespeed.plan.Virtualization;

import static dev.wirespeed.testing.Plans.aCardNegotiatedAs;
import static dev.wirespeed.testing.Plans.aDacLink;
import static dev.wirespeed.testing.Plans.aFiberLink;
import static dev.wirespeed.testing.Plans.aFlow;
import static dev.wirespeed.testing.Plans.aHost;
import static dev.wirespeed.testing.Plans.aPlan;
import static dev.wirespeed.testing.Plans.aSwitch;
import static dev.wirespeed.testing.Plans.nicPort;
import static dev.wirespeed.testing.Plans.switchPort;

/** Plans from the seeds that more than one test class uses; seed 000 itself is {@link Plans#aSeed000Plan()}. */
public final class ExamplePlans {

    private ExamplePlans() {}

    /** Seed 000 with l1 (win's ConnectX-4 Lx to CRS305 port 1, 0.8 m) as fiber: this cord, module A at win, module B at the switch. */
    public static Plans.PlanBuilder seed000WithFiberOnL1(String cord, String moduleA, String moduleB) {
        return Plans.aSeed000Plan()
                .replacing(aFiberLink(cord)
                        .named("l1")
                        .withModules(moduleA, moduleB)
                        .between(nicPort("win", "cx4", 1), switchPort("crs305", 1))
                        .acrossMetres(0.8));
    }

    /** Seed 000 with l1 as a 1 m OM3 cord and this module at both ends. */
    public static Plans.PlanBuilder seed000WithModulesOnL1(String module) {
        return seed000WithFiberOnL1("generic-om3-lc-lc-patch-cord-1m", module, module);
    }

    /**
     * Seed 001: an X520 clone (PCIe 2.0 x8) in the B550's chipset slot PCIEX16_2, which the BIOS had set to
     * x1, wired by DAC (1 m across 0.5 m) to a server with the same card, one flow win to srv. The post's
     * client ran iperf3 in WSL2 ("クライアント側 (WSL2)").
     */
    public static Plans.PlanBuilder seed001X520InTheB550ChipsetSlotAtX1() {
        return aPlan().with(aHost("win")
                        .runningTheTestIn(Virtualization.WSL2)
                        .withBoard("asus-prime-b550-plus")
                        .withCpu("amd-ryzen-5-3600")
                        .withNic("x520", "nb-int-x520da1-s")
                        .inSlot("PCIEX16_2")
                        .negotiated(aCardNegotiatedAs(2, 1, "x1 (BIOS)")))
                .with(aHost("srv").withNic("x520", "nb-int-x520da1-s").negotiated(aCardNegotiatedAs(2, 8)))
                .with(aDacLink(1.0)
                        .named("l")
                        .between(nicPort("win", "x520", 1), nicPort("srv", "x520", 1))
                        .acrossMetres(0.5))
                .with(aFlow("win", "srv").named("f"));
    }

    /**
     * Seed 003: a Mac with an X520 clone and a Debian host with a ConnectX-3, generic 10GBASE-SR modules on
     * this cord across 2 m (link "fiber"), MTU 9000 on both.
     */
    public static Plans.PlanBuilder seed003WithCord(String cord) {
        return aPlan().with(aHost("mac")
                        .runningMacos()
                        .withNic("x520", "nb-int-x520da1-s")
                        .negotiated(aCardNegotiatedAs(2, 8))
                        .withMtu(9000))
                .with(aHost("debian")
                        .runningLinux()
                        .withNic("cx3", "mellanox-mcx311a-xcat")
                        .negotiated(aCardNegotiatedAs(3, 4))
                        .withMtu(9000))
                .with(aFiberLink(cord)
                        .named("fiber")
                        .withModules("generic-10gbase-sr-sfp-plus")
                        .between(nicPort("mac", "x520", 1), nicPort("debian", "cx3", 1))
                        .acrossMetres(2.0))
                .with(aFlow("mac", "debian").named("f"));
    }

    /** Two hosts with ConnectX-4 Lx cards at MTU 9000 on a CRS305 set to 1500 (DACs l1, l2), one flow a to b. */
    public static Plans.PlanBuilder jumboHostsBehindA1500Switch() {
        return aPlan().with(aHost("a")
                        .withNic("cx4", "mellanox-mcx4121a-acat")
                        .negotiated(aCardNegotiatedAs(3, 4))
                        .withMtu(9000))
                .with(aHost("b")
                        .withNic("cx4", "mellanox-mcx4121a-acat")
                        .negotiated(aCardNegotiatedAs(3, 4))
                        .withMtu(9000))
                .with(aSwitch("sw", "mikrotik-crs305-1g-4s-in").withMtu(1500))
                .with(aDacLink(1.0).named("l1").between(nicPort("a", "cx4", 1), switchPort("sw", 1)))
                .with(aDacLink(1.0).named("l2").between(nicPort("b", "cx4", 1), switchPort("sw", 2)))
                .with(aFlow("a", "b").named("f"));
    }
}
