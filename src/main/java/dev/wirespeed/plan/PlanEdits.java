package dev.wirespeed.plan;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.NoSuchElementException;
import java.util.Set;
import java.util.function.Predicate;

/**
 * The edits a person makes to a plan, as pure functions: each returns a new plan and names the
 * element it changed (its JSON path in the plan document and its id), so that a caller can point
 * validation problems at the right form and scroll to the right place. Removing a device also
 * removes the links and flows that would dangle. An element that does not exist is a
 * {@link NoSuchElementException}.
 */
public final class PlanEdits {

    private PlanEdits() {}

    /** The edited plan, the JSON path of the changed element ("$" for the plan itself) and its id. */
    public record Change(Plan plan, String path, String elementId) {}

    public static Change settings(Plan p, String name, String description, String currency) {
        return new Change(
                new Plan(
                        p.schemaVersion(),
                        p.id(),
                        name,
                        description,
                        currency,
                        p.hosts(),
                        p.switches(),
                        p.links(),
                        p.flows(),
                        p.prices(),
                        p.targets()),
                "$",
                null);
    }

    // ---- hosts ----

    /** Adds a host; a blank id is made from the name, unique among hosts and switches. */
    public static Change addHost(Plan p, Plan.Host h) {
        String id = blank(h.id()) ? newId(h.name(), "host", deviceIds(p)) : h.id();
        Plan.Host added = new Plan.Host(
                id,
                h.name(),
                h.role(),
                h.os(),
                h.osVersion(),
                h.ip(),
                h.board(),
                h.cpu(),
                h.cpuScore(),
                h.storage(),
                h.storageRates(),
                h.nics(),
                h.pcieMaxPayload(),
                h.owned(),
                h.virtualization());
        List<Plan.Host> hosts = new ArrayList<>(p.hosts());
        hosts.add(added);
        return new Change(
                with(p, hosts, p.switches(), p.links(), p.flows()), "$.hosts[" + (hosts.size() - 1) + "]", id);
    }

    /** Replaces a host's own fields; its id and NICs stay (NICs are edited one by one). */
    public static Change updateHost(Plan p, String hostId, Plan.Host v) {
        int i = hostIndex(p, hostId);
        Plan.Host old = p.hosts().get(i);
        Plan.Host h = new Plan.Host(
                old.id(),
                v.name(),
                v.role(),
                v.os(),
                v.osVersion(),
                v.ip(),
                v.board(),
                v.cpu(),
                v.cpuScore(),
                v.storage(),
                v.storageRates() != null ? v.storageRates() : old.storageRates(),
                old.nics(),
                v.pcieMaxPayload() != null ? v.pcieMaxPayload() : old.pcieMaxPayload(),
                v.owned(),
                v.virtualization());
        return new Change(
                with(p, replace(p.hosts(), i, h), p.switches(), p.links(), p.flows()), "$.hosts[" + i + "]", old.id());
    }

    /** Removes a host with the links that end at it and the flows from or to it. */
    public static Change removeHost(Plan p, String hostId) {
        int i = hostIndex(p, hostId);
        List<Plan.Host> hosts = new ArrayList<>(p.hosts());
        hosts.remove(i);
        List<Plan.Link> links = without(p.links(), l -> at(l.a(), hostId) || at(l.b(), hostId));
        List<Plan.Flow> flows = without(p.flows(), f -> hostId.equals(f.from()) || hostId.equals(f.to()));
        return new Change(with(p, hosts, p.switches(), links, flows), "$.hosts", hostId);
    }

    // ---- NICs ----

    /** Places a NIC in a host; a blank id is made from {@code idHint} (e.g. the card's model). */
    public static Change addNic(Plan p, String hostId, Plan.NicPlacement n, String idHint) {
        int i = hostIndex(p, hostId);
        Plan.Host h = p.hosts().get(i);
        Set<String> taken = new HashSet<>();
        h.nics().forEach(x -> taken.add(x.id()));
        String id = blank(n.id()) ? newId(idHint, "nic", taken) : n.id();
        List<Plan.NicPlacement> nics = new ArrayList<>(h.nics());
        nics.add(nic(n, id));
        return new Change(
                with(p, replace(p.hosts(), i, h.withNics(nics)), p.switches(), p.links(), p.flows()),
                "$.hosts[" + i + "].nics[" + (nics.size() - 1) + "]",
                hostId + "/" + id);
    }

    /**
     * Replaces a placed NIC's fields, keeping its id. A placement that names neither a part nor a
     * generic NIC keeps the generic NIC it had (a form cannot describe one).
     */
    public static Change updateNic(Plan p, String hostId, String nicId, Plan.NicPlacement n) {
        int i = hostIndex(p, hostId);
        Plan.Host h = p.hosts().get(i);
        int k = nicIndex(h, nicId);
        if (n.part() == null && n.generic() == null) {
            n = new Plan.NicPlacement(
                    n.id(),
                    null,
                    h.nics().get(k).generic(),
                    n.slot(),
                    n.usbPort(),
                    n.thunderboltVersion(),
                    n.negotiated(),
                    n.mtu(),
                    n.owned());
        }
        return new Change(
                with(
                        p,
                        replace(p.hosts(), i, h.withNics(replace(h.nics(), k, nic(n, nicId)))),
                        p.switches(),
                        p.links(),
                        p.flows()),
                "$.hosts[" + i + "].nics[" + k + "]",
                hostId + "/" + nicId);
    }

    /** Removes a NIC and the links plugged into it. */
    public static Change removeNic(Plan p, String hostId, String nicId) {
        int i = hostIndex(p, hostId);
        Plan.Host h = p.hosts().get(i);
        int k = nicIndex(h, nicId);
        List<Plan.NicPlacement> nics = new ArrayList<>(h.nics());
        nics.remove(k);
        boolean only = h.nics().size() == 1;
        Predicate<Plan.End> gone = e -> at(e, hostId) && (nicId.equals(e.nic()) || (e.nic() == null && only));
        List<Plan.Link> links = without(p.links(), l -> gone.test(l.a()) || gone.test(l.b()));
        return new Change(
                with(p, replace(p.hosts(), i, h.withNics(nics)), p.switches(), links, p.flows()),
                "$.hosts[" + i + "].nics",
                hostId);
    }

    // ---- switches ----

    /** Adds a switch; a blank id is made from its name, else from {@code idHint} (e.g. the switch's model). */
    public static Change addSwitch(Plan p, Plan.SwitchUnit s, String idHint) {
        String id = blank(s.id()) ? newId(blank(s.name()) ? idHint : s.name(), "switch", deviceIds(p)) : s.id();
        List<Plan.SwitchUnit> switches = new ArrayList<>(p.switches());
        switches.add(new Plan.SwitchUnit(id, s.name(), s.part(), s.mtu(), s.owned()));
        return new Change(
                with(p, p.hosts(), switches, p.links(), p.flows()), "$.switches[" + (switches.size() - 1) + "]", id);
    }

    public static Change updateSwitch(Plan p, String switchId, Plan.SwitchUnit s) {
        int i = index(p.switches(), x -> x.id().equals(switchId), "switch", switchId);
        Plan.SwitchUnit u = new Plan.SwitchUnit(switchId, s.name(), s.part(), s.mtu(), s.owned());
        return new Change(
                with(p, p.hosts(), replace(p.switches(), i, u), p.links(), p.flows()),
                "$.switches[" + i + "]",
                switchId);
    }

    /** Removes a switch and the links to it. */
    public static Change removeSwitch(Plan p, String switchId) {
        int i = index(p.switches(), x -> x.id().equals(switchId), "switch", switchId);
        List<Plan.SwitchUnit> switches = new ArrayList<>(p.switches());
        switches.remove(i);
        List<Plan.Link> links = without(p.links(), l -> at(l.a(), switchId) || at(l.b(), switchId));
        return new Change(with(p, p.hosts(), switches, links, p.flows()), "$.switches", switchId);
    }

    // ---- links ----

    /** Adds a link; a blank id is made from the two devices. */
    public static Change addLink(Plan p, Plan.Link l) {
        Set<String> taken = new HashSet<>();
        p.links().forEach(x -> taken.add(x.id()));
        String id = blank(l.id()) ? newId("l-" + l.a().device() + "-" + l.b().device(), "link", taken) : l.id();
        List<Plan.Link> links = new ArrayList<>(p.links());
        links.add(link(l, id));
        return new Change(
                with(p, p.hosts(), p.switches(), links, p.flows()), "$.links[" + (links.size() - 1) + "]", id);
    }

    public static Change updateLink(Plan p, String linkId, Plan.Link l) {
        int i = index(p.links(), x -> x.id().equals(linkId), "link", linkId);
        return new Change(
                with(p, p.hosts(), p.switches(), replace(p.links(), i, link(l, linkId)), p.flows()),
                "$.links[" + i + "]",
                linkId);
    }

    public static Change removeLink(Plan p, String linkId) {
        index(p.links(), x -> x.id().equals(linkId), "link", linkId);
        return new Change(
                with(p, p.hosts(), p.switches(), without(p.links(), x -> x.id().equals(linkId)), p.flows()),
                "$.links",
                linkId);
    }

    // ---- flows ----

    /** Adds a flow; a blank id is made from its two hosts ("win-to-ubuntu"). */
    public static Change addFlow(Plan p, Plan.Flow f) {
        Set<String> taken = new HashSet<>();
        p.flows().forEach(x -> taken.add(x.id()));
        String id = blank(f.id()) ? newId(f.from() + "-to-" + f.to(), "flow", taken) : f.id();
        List<Plan.Flow> flows = new ArrayList<>(p.flows());
        flows.add(flow(f, id));
        return new Change(
                with(p, p.hosts(), p.switches(), p.links(), flows), "$.flows[" + (flows.size() - 1) + "]", id);
    }

    public static Change updateFlow(Plan p, String flowId, Plan.Flow f) {
        int i = index(p.flows(), x -> x.id().equals(flowId), "flow", flowId);
        return new Change(
                with(p, p.hosts(), p.switches(), p.links(), replace(p.flows(), i, flow(f, flowId))),
                "$.flows[" + i + "]",
                flowId);
    }

    public static Change removeFlow(Plan p, String flowId) {
        index(p.flows(), x -> x.id().equals(flowId), "flow", flowId);
        return new Change(
                with(p, p.hosts(), p.switches(), p.links(), without(p.flows(), x -> x.id().equals(flowId))),
                "$.flows",
                flowId);
    }

    // ---- ids ----

    /**
     * An id made from a name: lower case ASCII letters, digits and '-', at most 40 characters,
     * {@code fallback} when nothing is left (a name in Japanese), and "-2", "-3" ... until it is not in {@code taken}.
     */
    public static String newId(String name, String fallback, Set<String> taken) {
        String base = name == null
                ? ""
                : name.toLowerCase(Locale.ROOT).replaceAll("[^a-z0-9]+", "-").replaceAll("^-+|-+$", "");
        if (base.length() > 40) {
            base = base.substring(0, 40).replaceAll("-+$", "");
        }
        if (base.isEmpty()) {
            base = fallback;
        }
        String id = base;
        for (int n = 2; taken.contains(id); n++) {
            id = base + "-" + n;
        }
        return id;
    }

    private static Set<String> deviceIds(Plan p) {
        Set<String> ids = new HashSet<>();
        p.hosts().forEach(h -> ids.add(h.id()));
        p.switches().forEach(s -> ids.add(s.id()));
        return ids;
    }

    // ---- helpers ----

    private static boolean blank(String s) {
        return s == null || s.isBlank();
    }

    private static boolean at(Plan.End e, String device) {
        return e != null && device.equals(e.device());
    }

    private static Plan with(
            Plan p,
            List<Plan.Host> hosts,
            List<Plan.SwitchUnit> switches,
            List<Plan.Link> links,
            List<Plan.Flow> flows) {
        return new Plan(
                p.schemaVersion(),
                p.id(),
                p.name(),
                p.description(),
                p.currency(),
                hosts,
                switches,
                links,
                flows,
                p.prices(),
                p.targets());
    }

    private static Plan.NicPlacement nic(Plan.NicPlacement n, String id) {
        return new Plan.NicPlacement(
                id,
                n.part(),
                n.generic(),
                n.slot(),
                n.usbPort(),
                n.thunderboltVersion(),
                n.negotiated(),
                n.mtu(),
                n.owned());
    }

    private static Plan.Link link(Plan.Link l, String id) {
        return new Plan.Link(
                id,
                l.a(),
                l.b(),
                l.cable(),
                l.moduleA(),
                l.moduleB(),
                l.distanceM(),
                l.media(),
                l.speedGbps(),
                l.ownedCable(),
                l.ownedModules());
    }

    private static Plan.Flow flow(Plan.Flow f, String id) {
        return new Plan.Flow(
                id, f.from(), f.to(), f.tool(), f.streams(), f.initiator(), f.note(), f.concurrent(), f.toolVersion());
    }

    private static int hostIndex(Plan p, String hostId) {
        return index(p.hosts(), h -> h.id().equals(hostId), "host", hostId);
    }

    private static int nicIndex(Plan.Host h, String nicId) {
        return index(h.nics(), n -> n.id().equals(nicId), "NIC on host " + h.id(), nicId);
    }

    private static <T> int index(List<T> list, Predicate<T> match, String what, String id) {
        for (int i = 0; i < list.size(); i++) {
            if (match.test(list.get(i))) {
                return i;
            }
        }
        throw new NoSuchElementException("no " + what + " '" + id + "' in this plan");
    }

    private static <T> List<T> replace(List<T> list, int i, T value) {
        List<T> out = new ArrayList<>(list);
        out.set(i, value);
        return out;
    }

    private static <T> List<T> without(List<T> list, Predicate<T> drop) {
        return list.stream().filter(drop.negate()).toList();
    }
}
