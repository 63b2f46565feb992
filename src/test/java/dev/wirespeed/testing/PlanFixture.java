package dev.wirespeed.testing;

import dev.wirespeed.plan.Initiator;
import dev.wirespeed.plan.Os;
import dev.wirespeed.plan.Plan;
import dev.wirespeed.plan.Tool;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;

/**
 * A valid-by-default plan builder: seed 000's shape (two hosts with ConnectX-4 Lx cards on a CRS305
 * over 10Gtek DACs, a flow each way). Each test changes one thing.
 */
public final class PlanFixture {

    private final List<Plan.Host> hosts = new ArrayList<>();
    private final List<Plan.SwitchUnit> switches = new ArrayList<>();
    private final List<Plan.Link> links = new ArrayList<>();
    private final List<Plan.Flow> flows = new ArrayList<>();
    private final List<Plan.PlanPrice> prices = new ArrayList<>();
    private String name = "fixture";

    public static PlanFixture seed000() {
        PlanFixture f = new PlanFixture();
        f.host("win", "windows", nic("cx4", "mellanox-mcx4121a-acat", 3, 4, 1500));
        f.host("ubuntu", "linux", nic("cx4", "mellanox-mcx4121a-acat", 3, 4, 1500));
        f.switchUnit("crs305", "mikrotik-crs305-1g-4s-in");
        f.link(new Plan.Link(
                "l1",
                new Plan.End("win", "cx4", 1),
                new Plan.End("crs305", null, 1),
                "10gtek-cab-10gsfp-p1m",
                null,
                null,
                0.8,
                null,
                null,
                false,
                false));
        f.link(new Plan.Link(
                "l2",
                new Plan.End("ubuntu", "cx4", 1),
                new Plan.End("crs305", null, 2),
                "10gtek-cab-10gsfp-p2m",
                null,
                null,
                1.5,
                null,
                null,
                false,
                false));
        f.flow("win-to-ubuntu", "win", "ubuntu", "iperf3", 1, "sender");
        f.flow("ubuntu-to-win", "ubuntu", "win", "iperf3", 1, "sender");
        return f;
    }

    public static PlanFixture empty() {
        return new PlanFixture();
    }

    /** A NIC placement with a negotiated PCIe link (gen, lanes) and an MTU. */
    public static Plan.NicPlacement nic(String id, String part, int gen, int lanes, int mtu) {
        return new Plan.NicPlacement(
                id, part, null, null, null, null, new Plan.Negotiated(gen, lanes, "as negotiated"), mtu, false);
    }

    public PlanFixture name(String n) {
        this.name = n;
        return this;
    }

    public PlanFixture host(String id, String os, Plan.NicPlacement... nics) {
        hosts.add(new Plan.Host(
                id, id, null, Os.parse(os), null, null, null, null, null, List.of(), null, List.of(nics), null, false));
        return this;
    }

    public PlanFixture host(Plan.Host h) {
        hosts.add(h);
        return this;
    }

    public PlanFixture switchUnit(String id, String part) {
        switches.add(new Plan.SwitchUnit(id, id, part, null, false));
        return this;
    }

    public PlanFixture switches(Plan.SwitchUnit s) {
        switches.add(s);
        return this;
    }

    public PlanFixture link(Plan.Link l) {
        links.add(l);
        return this;
    }

    /** Replaces the link with the same id. */
    public PlanFixture replaceLink(Plan.Link l) {
        links.replaceAll(x -> x.id().equals(l.id()) ? l : x);
        return this;
    }

    public PlanFixture flow(String id, String from, String to, String tool, int streams, String initiator) {
        flows.add(new Plan.Flow(id, from, to, Tool.parse(tool), streams, Initiator.parse(initiator), null, false));
        return this;
    }

    public PlanFixture price(String part, long amount, String currency, int quantity) {
        prices.add(new Plan.PlanPrice(part, BigDecimal.valueOf(amount), currency, quantity, null));
        return this;
    }

    public Plan build() {
        return new Plan(Plan.SCHEMA_VERSION, null, name, null, "JPY", hosts, switches, links, flows, prices);
    }
}
