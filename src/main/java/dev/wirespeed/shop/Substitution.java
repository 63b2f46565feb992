package dev.wirespeed.shop;

import dev.wirespeed.plan.Plan;

import java.util.ArrayList;
import java.util.List;

/**
 * Copies of a plan with one part changed, for re-evaluation. Only uses that are bought change:
 * owned parts stay as they are. A NIC keeps its slot and any "negotiated as" reading, which can
 * only make the substitute's prediction more cautious, never better than it is.
 */
final class Substitution {

    private Substitution() {}

    /** Every to-buy use of part {@code from} replaced by {@code to}. */
    static Plan swap(Plan p, String from, String to) {
        List<Plan.Host> hosts = new ArrayList<>();
        for (Plan.Host h : p.hosts()) {
            List<Plan.NicPlacement> nics = h.nics().stream()
                    .map(n -> !n.owned() && from.equals(n.part())
                            ? new Plan.NicPlacement(
                                    n.id(),
                                    to,
                                    null,
                                    n.slot(),
                                    n.usbPort(),
                                    n.thunderboltVersion(),
                                    n.negotiated(),
                                    n.mtu(),
                                    false)
                            : n)
                    .toList();
            hosts.add(h.withNics(nics));
        }
        List<Plan.SwitchUnit> switches = p.switches().stream()
                .map(s -> !s.owned() && from.equals(s.part())
                        ? new Plan.SwitchUnit(s.id(), s.name(), to, s.mtu(), false)
                        : s)
                .toList();
        List<Plan.Link> links = p.links().stream()
                .map(l -> new Plan.Link(
                        l.id(),
                        l.a(),
                        l.b(),
                        !l.ownedCable() && from.equals(l.cable()) ? to : l.cable(),
                        !l.ownedModules() && from.equals(l.moduleA()) ? to : l.moduleA(),
                        !l.ownedModules() && from.equals(l.moduleB()) ? to : l.moduleB(),
                        l.distanceM(),
                        l.media(),
                        l.speedGbps(),
                        l.ownedCable(),
                        l.ownedModules()))
                .toList();
        return new Plan(
                p.schemaVersion(),
                p.id(),
                p.name(),
                p.description(),
                p.currency(),
                hosts,
                switches,
                links,
                p.flows(),
                p.prices());
    }

    /** Link {@code linkId} with a direct-attach cable and no modules. */
    static Plan dacOnLink(Plan p, String linkId, String dac) {
        List<Plan.Link> links = p.links().stream()
                .map(l -> l.id().equals(linkId)
                        ? new Plan.Link(
                                l.id(),
                                l.a(),
                                l.b(),
                                dac,
                                null,
                                null,
                                l.distanceM(),
                                "dac",
                                l.speedGbps(),
                                false,
                                false)
                        : l)
                .toList();
        return new Plan(
                p.schemaVersion(),
                p.id(),
                p.name(),
                p.description(),
                p.currency(),
                p.hosts(),
                p.switches(),
                links,
                p.flows(),
                p.prices());
    }
}
