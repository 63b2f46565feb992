package dev.wirespeed.plan;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.function.Function;

/**
 * What changed from one plan document to the next, in the words a person uses: "host nas added",
 * "NIC on windows-pc replaced: X520-DA1 -> ConnectX-4 Lx", "MTU 1500 -> 9000 on ...". Elements are
 * matched by id; they are named by their names (parts by {@code partName}), the removed ones by the
 * names they had. A change of an element that no specific statement covers still says which element
 * changed, so two different documents never read as "no change".
 */
public final class PlanDiff {

    /** A value that is not set ("no cable", "no IP"), in any language. */
    public static final String UNSET = "—";

    /** What kind of change: each is one sentence with numbered arguments (web/i18n key {@code diff.<key>}). */
    public enum Kind {
        PLAN_RENAMED("plan.renamed"),
        PLAN_DESCRIPTION("plan.description"),
        PLAN_CURRENCY("plan.currency"),
        PLAN_PRICES("plan.prices"),
        PLAN_TARGETS("plan.targets"),
        HOST_ADDED("host.added"),
        HOST_REMOVED("host.removed"),
        HOST_RENAMED("host.renamed"),
        HOST_OS("host.os"),
        HOST_IP("host.ip"),
        HOST_BOARD("host.board"),
        HOST_CPU("host.cpu"),
        HOST_CHANGED("host.changed"),
        NIC_ADDED("nic.added"),
        NIC_REMOVED("nic.removed"),
        NIC_REPLACED("nic.replaced"),
        NIC_MTU("nic.mtu"),
        NIC_SLOT("nic.slot"),
        NIC_NEGOTIATED("nic.negotiated"),
        NIC_CHANGED("nic.changed"),
        SWITCH_ADDED("switch.added"),
        SWITCH_REMOVED("switch.removed"),
        SWITCH_RENAMED("switch.renamed"),
        SWITCH_REPLACED("switch.replaced"),
        SWITCH_MTU("switch.mtu"),
        SWITCH_CHANGED("switch.changed"),
        LINK_ADDED("link.added"),
        LINK_REMOVED("link.removed"),
        LINK_MOVED("link.moved"),
        LINK_CABLE_SET("link.cable.set"),
        LINK_CABLE_REPLACED("link.cable.replaced"),
        LINK_CABLE_REMOVED("link.cable.removed"),
        LINK_MODULES("link.modules"),
        LINK_DISTANCE("link.distance"),
        LINK_SPEED("link.speed"),
        LINK_CHANGED("link.changed"),
        FLOW_ADDED("flow.added"),
        FLOW_REMOVED("flow.removed"),
        FLOW_STREAMS("flow.streams"),
        FLOW_TOOL("flow.tool"),
        FLOW_CHANGED("flow.changed");

        private final String key;

        Kind(String key) {
            this.key = key;
        }

        /** The message key, "diff." and the kind's spelling. */
        public String key() {
            return "diff." + key;
        }
    }

    /** One change: its kind and the values its sentence names, in order. */
    public record Change(Kind kind, List<String> args) {
        public Change {
            Objects.requireNonNull(kind, "kind");
            args = List.copyOf(args);
        }
    }

    private final Plan before;
    private final Plan after;
    private final Function<String, String> partName;
    private final List<Change> out = new ArrayList<>();

    private PlanDiff(Plan before, Plan after, Function<String, String> partName) {
        this.before = before;
        this.after = after;
        this.partName = partName;
    }

    /**
     * The changes from {@code before} to {@code after}, plan settings first, then hosts, switches,
     * links and flows in document order. {@code partName} names a catalog id (the id itself when
     * the catalog does not know it).
     */
    public static List<Change> between(Plan before, Plan after, Function<String, String> partName) {
        PlanDiff d = new PlanDiff(before, after, partName);
        d.plan();
        d.hosts();
        d.switches();
        d.links();
        d.flows();
        return List.copyOf(d.out);
    }

    private void add(Kind kind, String... args) {
        out.add(new Change(kind, List.of(args)));
    }

    private void plan() {
        if (!Objects.equals(before.name(), after.name())) {
            add(Kind.PLAN_RENAMED, text(before.name()), text(after.name()));
        }
        if (!Objects.equals(before.description(), after.description())) {
            add(Kind.PLAN_DESCRIPTION);
        }
        if (!Objects.equals(before.currency(), after.currency())) {
            add(Kind.PLAN_CURRENCY, before.currency(), after.currency());
        }
        if (!before.prices().equals(after.prices())) {
            add(Kind.PLAN_PRICES);
        }
        if (!Objects.equals(before.targets(), after.targets())) {
            add(Kind.PLAN_TARGETS);
        }
    }

    // ---- hosts and their cards ----

    private void hosts() {
        for (Plan.Host h : after.hosts()) {
            Optional<Plan.Host> old = before.host(h.id());
            if (old.isEmpty()) {
                add(Kind.HOST_ADDED, hostName(h));
            } else if (!old.get().equals(h)) {
                host(old.get(), h);
            }
        }
        for (Plan.Host h : before.hosts()) {
            if (after.host(h.id()).isEmpty()) {
                add(Kind.HOST_REMOVED, hostName(h));
            }
        }
    }

    private void host(Plan.Host old, Plan.Host now) {
        int at = out.size();
        String name = hostName(now);
        if (!Objects.equals(old.name(), now.name())) {
            add(Kind.HOST_RENAMED, hostName(old), name);
        }
        if (old.os() != now.os()) {
            add(Kind.HOST_OS, name, String.valueOf(old.os()), String.valueOf(now.os()));
        }
        if (!Objects.equals(old.ip(), now.ip())) {
            add(Kind.HOST_IP, name, text(old.ip()), text(now.ip()));
        }
        if (!Objects.equals(old.board(), now.board())) {
            add(Kind.HOST_BOARD, name, part(old.board()), part(now.board()));
        }
        if (!Objects.equals(old.cpu(), now.cpu())) {
            add(Kind.HOST_CPU, name, part(old.cpu()), part(now.cpu()));
        }
        nics(old, now);
        if (out.size() == at || !coveredMachine(old, now)) {
            add(Kind.HOST_CHANGED, name);
        }
    }

    /** Whether the machine's differences are all among the fields stated one by one above. */
    private static boolean coveredMachine(Plan.Host a, Plan.Host b) {
        Plan.Host aligned = new Plan.Host(
                a.id(),
                b.name(),
                a.role(),
                b.os(),
                a.osVersion(),
                b.ip(),
                b.board(),
                b.cpu(),
                a.cpuScore(),
                a.storage(),
                a.storageRates(),
                List.of(),
                a.pcieMaxPayload(),
                a.owned(),
                a.virtualization());
        return aligned.equals(b.withNics(List.of()));
    }

    private void nics(Plan.Host old, Plan.Host now) {
        String host = hostName(now);
        List<Plan.NicPlacement> added = new ArrayList<>();
        List<Plan.NicPlacement> removed = new ArrayList<>();
        for (Plan.NicPlacement n : now.nics()) {
            Optional<Plan.NicPlacement> was = old.nic(n.id());
            if (was.isEmpty()) {
                added.add(n);
            } else if (!was.get().equals(n)) {
                nic(host, was.get(), n);
            }
        }
        for (Plan.NicPlacement n : old.nics()) {
            if (now.nic(n.id()).isEmpty()) {
                removed.add(n);
            }
        }
        // one card out and one in: the card was replaced, whatever id the new one got
        if (added.size() == 1 && removed.size() == 1) {
            add(Kind.NIC_REPLACED, host, nicName(removed.get(0)), nicName(added.get(0)));
            return;
        }
        added.forEach(n -> add(Kind.NIC_ADDED, host, nicName(n)));
        removed.forEach(n -> add(Kind.NIC_REMOVED, host, nicName(n)));
    }

    private void nic(String host, Plan.NicPlacement old, Plan.NicPlacement now) {
        int at = out.size();
        String card = nicName(now);
        boolean replaced = !Objects.equals(old.part(), now.part()) || !Objects.equals(old.generic(), now.generic());
        if (replaced) {
            add(Kind.NIC_REPLACED, host, nicName(old), card);
        }
        if (!Objects.equals(mtu(old.mtu()), mtu(now.mtu()))) {
            add(Kind.NIC_MTU, host, card, mtu(old.mtu()), mtu(now.mtu()));
        }
        if (!Objects.equals(old.slot(), now.slot())) {
            add(Kind.NIC_SLOT, host, card, text(old.slot()), text(now.slot()));
        }
        if (!Objects.equals(old.negotiated(), now.negotiated())) {
            add(Kind.NIC_NEGOTIATED, host, card, negotiated(old.negotiated()), negotiated(now.negotiated()));
        }
        boolean rest = !new Plan.NicPlacement(
                        now.id(),
                        now.part(),
                        now.generic(),
                        now.slot(),
                        old.usbPort(),
                        old.thunderboltVersion(),
                        now.negotiated(),
                        now.mtu(),
                        old.owned())
                .equals(now);
        if (out.size() == at || rest) {
            add(Kind.NIC_CHANGED, host, card);
        }
    }

    // ---- switches ----

    private void switches() {
        for (Plan.SwitchUnit s : after.switches()) {
            Optional<Plan.SwitchUnit> was = before.switchUnit(s.id());
            if (was.isEmpty()) {
                add(Kind.SWITCH_ADDED, switchName(s));
                continue;
            }
            Plan.SwitchUnit old = was.get();
            if (old.equals(s)) {
                continue;
            }
            int at = out.size();
            if (!Objects.equals(old.name(), s.name())) {
                add(Kind.SWITCH_RENAMED, switchName(old), switchName(s));
            }
            if (!Objects.equals(old.part(), s.part())) {
                add(Kind.SWITCH_REPLACED, switchName(s), part(old.part()), part(s.part()));
            }
            if (!Objects.equals(old.mtu(), s.mtu())) {
                add(Kind.SWITCH_MTU, switchName(s), number(old.mtu()), number(s.mtu()));
            }
            if (out.size() == at || old.owned() != s.owned()) {
                add(Kind.SWITCH_CHANGED, switchName(s));
            }
        }
        for (Plan.SwitchUnit s : before.switches()) {
            if (after.switchUnit(s.id()).isEmpty()) {
                add(Kind.SWITCH_REMOVED, switchName(s));
            }
        }
    }

    // ---- links ----

    private void links() {
        for (Plan.Link l : after.links()) {
            Optional<Plan.Link> was = link(before, l.id());
            if (was.isEmpty()) {
                add(Kind.LINK_ADDED, linkName(after, l));
                continue;
            }
            Plan.Link old = was.get();
            if (!old.equals(l)) {
                link(old, l);
            }
        }
        for (Plan.Link l : before.links()) {
            if (link(after, l.id()).isEmpty()) {
                add(Kind.LINK_REMOVED, linkName(before, l));
            }
        }
    }

    private void link(Plan.Link old, Plan.Link now) {
        int at = out.size();
        String name = linkName(after, now);
        if (!Objects.equals(old.a(), now.a()) || !Objects.equals(old.b(), now.b())) {
            add(Kind.LINK_MOVED, linkName(before, old), name);
        }
        if (!Objects.equals(old.cable(), now.cable())) {
            if (old.cable() == null) {
                add(Kind.LINK_CABLE_SET, name, part(now.cable()));
            } else if (now.cable() == null) {
                add(Kind.LINK_CABLE_REMOVED, name, part(old.cable()));
            } else {
                add(Kind.LINK_CABLE_REPLACED, name, part(old.cable()), part(now.cable()));
            }
        }
        if (!Objects.equals(old.moduleA(), now.moduleA()) || !Objects.equals(old.moduleB(), now.moduleB())) {
            add(Kind.LINK_MODULES, name, modules(old), modules(now));
        }
        if (!Objects.equals(old.distanceM(), now.distanceM())) {
            add(Kind.LINK_DISTANCE, name, number(old.distanceM()), number(now.distanceM()));
        }
        if (!Objects.equals(old.speedGbps(), now.speedGbps())) {
            add(Kind.LINK_SPEED, name, number(old.speedGbps()), number(now.speedGbps()));
        }
        // the medium stands in for a cable not chosen yet: choosing the cable says it all
        boolean media = !Objects.equals(old.media(), now.media()) && old.cable() == null && now.cable() == null;
        boolean rest = media || old.ownedCable() != now.ownedCable() || old.ownedModules() != now.ownedModules();
        if (out.size() == at || rest) {
            add(Kind.LINK_CHANGED, name);
        }
    }

    private static Optional<Plan.Link> link(Plan plan, String id) {
        return plan.links().stream().filter(l -> l.id().equals(id)).findFirst();
    }

    // ---- flows ----

    private void flows() {
        for (Plan.Flow f : after.flows()) {
            Optional<Plan.Flow> was = flow(before, f.id());
            if (was.isEmpty()) {
                add(Kind.FLOW_ADDED, flowName(after, f));
                continue;
            }
            Plan.Flow old = was.get();
            if (old.equals(f)) {
                continue;
            }
            int at = out.size();
            String name = flowName(after, f);
            if (!Objects.equals(old.streams(), f.streams())) {
                add(Kind.FLOW_STREAMS, name, number(old.streams()), number(f.streams()));
            }
            if (old.tool() != f.tool()) {
                add(Kind.FLOW_TOOL, name, String.valueOf(old.tool()), String.valueOf(f.tool()));
            }
            boolean rest = !Objects.equals(old.from(), f.from())
                    || !Objects.equals(old.to(), f.to())
                    || old.initiator() != f.initiator()
                    || !Objects.equals(old.note(), f.note())
                    || old.concurrent() != f.concurrent()
                    || !Objects.equals(old.toolVersion(), f.toolVersion());
            if (out.size() == at || rest) {
                add(Kind.FLOW_CHANGED, name);
            }
        }
        for (Plan.Flow f : before.flows()) {
            if (flow(after, f.id()).isEmpty()) {
                add(Kind.FLOW_REMOVED, flowName(before, f));
            }
        }
    }

    private static Optional<Plan.Flow> flow(Plan plan, String id) {
        return plan.flows().stream().filter(f -> f.id().equals(id)).findFirst();
    }

    // ---- names and values ----

    private static String hostName(Plan.Host h) {
        return h.name() == null || h.name().isBlank() ? h.id() : h.name();
    }

    private static String switchName(Plan.SwitchUnit s) {
        return s.name() == null || s.name().isBlank() ? s.id() : s.name();
    }

    private String nicName(Plan.NicPlacement n) {
        if (n.part() != null) {
            return part(n.part());
        }
        if (n.generic() != null) {
            return number(n.generic().speedGbps()) + "G " + text(n.generic().port());
        }
        return n.id();
    }

    /** A device of {@code plan} by its name: a host's, else a switch's, else its id. */
    private static String deviceName(Plan plan, String id) {
        return plan.host(id)
                .map(PlanDiff::hostName)
                .or(() -> plan.switchUnit(id).map(PlanDiff::switchName))
                .orElse(id);
    }

    private static String endName(Plan plan, Plan.End e) {
        return e == null ? UNSET : deviceName(plan, e.device()) + " #" + e.port();
    }

    private static String linkName(Plan plan, Plan.Link l) {
        return endName(plan, l.a()) + " ↔ " + endName(plan, l.b());
    }

    private static String flowName(Plan plan, Plan.Flow f) {
        return deviceName(plan, f.from()) + " → " + deviceName(plan, f.to());
    }

    private String modules(Plan.Link l) {
        if (l.moduleA() == null && l.moduleB() == null) {
            return UNSET;
        }
        return Objects.equals(l.moduleA(), l.moduleB())
                ? part(l.moduleA())
                : part(l.moduleA()) + " / " + part(l.moduleB());
    }

    private String part(String id) {
        if (id == null || id.isBlank()) {
            return UNSET;
        }
        String name = partName.apply(id);
        return name == null || name.isBlank() ? id : name;
    }

    /** An interface's MTU: not stated is the document's default, a standard 1500-byte frame. */
    private static String mtu(Integer mtu) {
        return String.valueOf(mtu == null ? 1500 : mtu);
    }

    private static String negotiated(Plan.Negotiated n) {
        if (n == null) {
            return UNSET;
        }
        String link =
                (n.gen() == null ? "PCIe" : "PCIe " + n.gen() + ".0") + (n.lanes() == null ? "" : " x" + n.lanes());
        return n.label() == null || n.label().isBlank() ? link : link + " (" + n.label() + ")";
    }

    private static String text(String s) {
        return s == null || s.isBlank() ? UNSET : s;
    }

    private static String number(Number n) {
        if (n == null) {
            return UNSET;
        }
        return BigDecimal.valueOf(n.doubleValue()).stripTrailingZeros().toPlainString();
    }
}
