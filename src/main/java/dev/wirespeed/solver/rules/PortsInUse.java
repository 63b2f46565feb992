package dev.wirespeed.solver.rules;

import dev.wirespeed.catalog.Combo;
import dev.wirespeed.catalog.PortGroup;
import dev.wirespeed.plan.Plan;
import dev.wirespeed.solver.resolve.ResolvedPlan;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** The ports a plan's links use on each switch and NIC, by the vendor's port names where it gives them. */
final class PortsInUse {

    /** A switch or a host's NIC: its display name, port groups and combo pairs. */
    record Device(String key, String name, List<PortGroup> ports, List<Combo> combos) {}

    /** One used port: its 1-based number, its name (or null) and the link on it. */
    record Used(int port, String name, ResolvedPlan.ResolvedLink link) {}

    private PortsInUse() {}

    static Map<Device, List<Used>> of(ResolvedPlan plan) {
        Map<String, Device> devices = new LinkedHashMap<>();
        Map<Device, List<Used>> out = new LinkedHashMap<>();
        for (ResolvedPlan.ResolvedLink l : plan.links()) {
            for (Plan.End e : new Plan.End[] {l.link().a(), l.link().b()}) {
                if (e == null) {
                    continue;
                }
                Device d = device(plan, e, devices);
                if (d == null) {
                    continue;
                }
                out.computeIfAbsent(d, k -> new ArrayList<>())
                        .add(new Used(e.port(), PortGroup.nameAt(d.ports(), e.port() - 1), l));
            }
        }
        return out;
    }

    private static Device device(ResolvedPlan plan, Plan.End e, Map<String, Device> devices) {
        String key = e.device() + "/" + (e.nic() == null ? "" : e.nic());
        Device known = devices.get(key);
        if (known != null) {
            return known;
        }
        Device d = null;
        ResolvedPlan.ResolvedSwitch s = plan.switches().get(e.device());
        if (s != null && e.nic() == null) {
            d = new Device(
                    key,
                    s.part().displayName() + " (" + s.unit().id() + ")",
                    s.part().ports(),
                    s.part().combos());
        }
        ResolvedPlan.ResolvedHost h = plan.hosts().get(e.device());
        if (h != null && e.nic() != null) {
            ResolvedPlan.ResolvedNic n = h.nics().get(e.nic());
            if (n != null) {
                d = new Device(
                        key,
                        (h.host().name() == null ? h.host().id() : h.host().name()) + ", " + n.label(),
                        n.ports(),
                        n.part() == null ? List.of() : n.part().combos());
            }
        }
        if (d != null) {
            devices.put(key, d);
        }
        return d;
    }
}
