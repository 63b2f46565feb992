package dev.wirespeed.recommend;

import dev.wirespeed.catalog.Board;
import dev.wirespeed.catalog.Cable;
import dev.wirespeed.catalog.Catalog;
import dev.wirespeed.catalog.Nic;
import dev.wirespeed.catalog.Part;
import dev.wirespeed.catalog.PortGroup;
import dev.wirespeed.catalog.Switch;
import dev.wirespeed.catalog.Transceiver;
import dev.wirespeed.fit.CardFit;
import dev.wirespeed.fit.CordFit;
import dev.wirespeed.fit.PcieNegotiation;
import dev.wirespeed.fit.Plugs;
import dev.wirespeed.fit.PortFit;
import dev.wirespeed.fit.Reach;
import dev.wirespeed.plan.Plan;
import dev.wirespeed.plan.Targets;
import dev.wirespeed.shop.PartPrices;
import dev.wirespeed.solver.model.Bus.UsbGeneration;
import dev.wirespeed.solver.resolve.PlanResolver;
import dev.wirespeed.solver.resolve.ResolvedPlan;
import dev.wirespeed.text.Phrase;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeSet;

/**
 * What the search may choose from, each list cheapest first, using the same fit logic as validation:
 * per host the card it keeps or a catalog NIC in a free slot ({@link CardFit}), on a USB or Thunderbolt
 * port the board has; the hub (a direct link between two hosts, a switch of the plan, a catalog switch
 * with enough ports); per link the media that fit both ends and the distance ({@link PortFit},
 * {@link CordFit}, {@link Reach}). A part without a usable price is left out unless owned, and named.
 * Options that cannot carry a target are left out too: a port, cable or module whose fastest speed is
 * below the target cannot reach it, since goodput is always below the line rate.
 */
final class Choices {

    enum NicKind {
        KEEP,
        /** The host's own card in a better free slot of the same board: nothing bought. */
        MOVE,
        ADD,
        REPLACE
    }

    /**
     * A host's card: kept, moved to a better slot, added to a free slot or port, or replacing the card
     * that carries its links. {@code cost} is a lower bound of what the choice adds to the total: 0 for
     * a card kept or moved, and 0 for a part another host of the search has, which that host may give
     * up to this one (the build's total says whether it did).
     */
    record NicChoice(
            String host,
            NicKind kind,
            String nicId,
            String part,
            String slot,
            Plan.Negotiated negotiated,
            String usbPort,
            Integer thunderboltVersion,
            PortGroup port,
            long cost,
            Phrase label,
            Phrase where) {}

    enum HubKind {
        DIRECT,
        EXISTING,
        NEW
    }

    /** What the hosts meet at: each other, a switch of the plan, or a catalog switch to add. */
    record Hub(HubKind kind, String switchId, Switch part, List<Integer> freePorts, long cost, Phrase label) {}

    /**
     * One link's medium: an existing link kept ({@code reuse}), else the switch port (0-based, null for a
     * direct link) and a cable, or two modules and a cord.
     */
    record Media(
            String reuse, Integer switchPort, String cable, String moduleA, String moduleB, long cost, Phrase medium) {

        /** The medium and, for a new link to a switch, the port it takes. */
        Phrase label() {
            return reuse != null || switchPort == null
                    ? medium
                    : Phrase.concat(medium, Phrase.of("recommend.media.to-switch-port", switchPort + 1));
        }
    }

    private final Plan plan;
    private final Catalog catalog;
    private final Targets targets;
    private final PartPrices prices;
    private final ResolvedPlan resolved;
    private final TreeSet<String> notPriced = new TreeSet<>();
    private final Map<String, List<Media>> mediaCache = new HashMap<>();
    final List<String> hosts;

    Choices(Plan plan, Catalog catalog, Targets targets, PartPrices prices, List<String> hosts) {
        this.plan = plan;
        this.catalog = catalog;
        this.targets = targets;
        this.prices = prices;
        this.resolved = PlanResolver.resolve(plan, catalog);
        this.hosts = List.copyOf(hosts);
    }

    List<String> notPriced() {
        return List.copyOf(notPriced);
    }

    /** What one unit of a part costs in minor units (0 when owned), or empty when it has no usable price. */
    Optional<Long> cost(String partId) {
        if (targets.constraints().owned().contains(partId)) {
            return Optional.of(0L);
        }
        Optional<PartPrices.Priced> p = prices.of(partId);
        if (p.isEmpty()) {
            notPriced.add(partId);
            return Optional.empty();
        }
        // A price for several units rounds once for the whole line; a unit's share, rounded down, keeps
        // the search's sum a lower bound of the total the shopping list computes.
        long unit = p.get().unit().minor();
        return Optional.of(p.get().choice().exactFor(1) ? unit : Math.max(0, unit - 1));
    }

    /** The Gbit/s the links of a host must be able to carry: its highest target. */
    double need(String hostId) {
        return targets.flows().stream()
                .filter(t -> plan.flows().stream()
                        .anyMatch(f -> f.id().equals(t.flow()) && (f.from().equals(hostId) || f.to().equals(hostId))))
                .mapToDouble(Targets.FlowTarget::minGbps)
                .max()
                .orElse(0);
    }

    /** The card of a host that carries its links: the first with a link, else the first. */
    Optional<Plan.NicPlacement> routeNic(Plan.Host h) {
        for (Plan.NicPlacement n : h.nics()) {
            boolean linked = plan.links().stream().anyMatch(l -> on(l.a(), h, n) || on(l.b(), h, n));
            if (linked) {
                return Optional.of(n);
            }
        }
        return h.nics().stream().findFirst();
    }

    static boolean on(Plan.End e, Plan.Host h, Plan.NicPlacement n) {
        return e != null
                && e.device().equals(h.id())
                && (n.id().equals(e.nic()) || e.nic() == null && h.nics().size() == 1);
    }

    // ---- NICs ----

    List<NicChoice> nics(String hostId) {
        Plan.Host h = plan.host(hostId).orElseThrow();
        ResolvedPlan.ResolvedHost rh = resolved.hosts().get(hostId);
        double need = need(hostId);
        List<NicChoice> out = new ArrayList<>();
        Optional<Plan.NicPlacement> current = routeNic(h);
        current.ifPresent(n -> {
            ResolvedPlan.ResolvedNic rn = rh.nics().get(n.id());
            if (rn != null && !rn.ports().isEmpty() && rn.ports().get(0).maxGbps() >= need) {
                out.add(new NicChoice(
                        hostId,
                        NicKind.KEEP,
                        n.id(),
                        n.part(),
                        n.slot(),
                        n.negotiated(),
                        n.usbPort(),
                        n.thunderboltVersion(),
                        rn.ports().get(0),
                        0,
                        Phrase.of("recommend.change.reuse-card", rn.labelText(), plan.deviceName(hostId)),
                        null));
            }
        });
        if (targets.constraints().keeps(hostId)) {
            return out;
        }
        Board board = rh == null ? null : rh.board();
        int mtu = current.map(Plan.NicPlacement::mtu).orElse(null) == null
                ? 1500
                : current.get().mtu();
        List<String> elsewhere = movable(hostId);
        for (Nic nic : catalog.ofKind(Nic.class)) {
            if (current.isPresent() && nic.id().equals(current.get().part())) {
                moved(h, rh, board, nic, current.get(), need).ifPresent(out::add);
                continue;
            }
            if (nic.ports().isEmpty()
                    || nic.ports().get(0).maxGbps() < need
                    || (nic.maxMtu() != null && nic.maxMtu() < mtu)) {
                continue;
            }
            Optional<Place> place = place(h, rh, board, nic, current.orElse(null));
            if (place.isEmpty()) {
                continue;
            }
            Optional<Long> cost = elsewhere.contains(nic.id()) ? Optional.of(0L) : cost(nic.id());
            if (cost.isEmpty()) {
                continue;
            }
            Place p = place.get();
            NicKind kind = current.isPresent() ? NicKind.REPLACE : NicKind.ADD;
            Phrase change = kind == NicKind.ADD
                    ? Phrase.of("recommend.change.add-card", nic.displayName(), plan.deviceName(hostId))
                    : Phrase.of(
                            "recommend.change.replace-card",
                            describe(current.get()),
                            plan.deviceName(hostId),
                            nic.displayName());
            Phrase label = p.slot == null ? change : Phrase.concat(change, Phrase.of("recommend.change.at", p.where));
            out.add(new NicChoice(
                    hostId,
                    kind,
                    current.map(Plan.NicPlacement::id).orElse(null),
                    nic.id(),
                    p.slot,
                    p.negotiated,
                    p.usbPort,
                    p.thunderboltVersion,
                    nic.ports().get(0),
                    cost.get(),
                    label,
                    p.where));
        }
        out.sort(Comparator.comparingLong(NicChoice::cost).thenComparing(c -> !stays(c)));
        return out;
    }

    /**
     * The host's own card in the best free slot, when that is another slot than the one it is in: a
     * move, free. A card whose slot the plan does not say, or on USB or Thunderbolt, has nowhere better.
     */
    private Optional<NicChoice> moved(
            Plan.Host h, ResolvedPlan.ResolvedHost rh, Board board, Nic nic, Plan.NicPlacement current, double need) {
        if (board == null
                || current.slot() == null
                || nic.ports().isEmpty()
                || nic.ports().get(0).maxGbps() < need) {
            return Optional.empty();
        }
        Optional<Place> place = place(h, rh, board, nic, current);
        if (place.isEmpty() || place.get().slot == null || place.get().slot.equalsIgnoreCase(current.slot())) {
            return Optional.empty();
        }
        Place p = place.get();
        return Optional.of(new NicChoice(
                h.id(),
                NicKind.MOVE,
                current.id(),
                nic.id(),
                p.slot,
                p.negotiated,
                p.usbPort,
                p.thunderboltVersion,
                nic.ports().get(0),
                0,
                Phrase.of(
                        "recommend.change.move-card",
                        nic.displayName(),
                        plan.deviceName(h.id()),
                        current.slot(),
                        p.where),
                p.where));
    }

    /**
     * The catalog parts of the cards that carry the links of the other hosts of the search (those that
     * may change): a build that replaces one of them can move it here instead of buying another.
     */
    List<String> movable(String hostId) {
        List<String> out = new ArrayList<>();
        for (String other : hosts) {
            if (other.equals(hostId) || targets.constraints().keeps(other)) {
                continue;
            }
            plan.host(other)
                    .flatMap(this::routeNic)
                    .map(Plan.NicPlacement::part)
                    .ifPresent(out::add);
        }
        return out;
    }

    private Phrase describe(Plan.NicPlacement n) {
        if (n.part() == null) {
            return Phrase.of("recommend.change.generic-nic", n.id());
        }
        return Phrase.verbatim(catalog.find(n.part()).map(Part::displayName).orElse(n.part()));
    }

    private record Place(
            String slot, Plan.Negotiated negotiated, String usbPort, Integer thunderboltVersion, Phrase where) {}

    /**
     * Where a card goes in a host: the best free slot it fits (the widest link as wired, a tie to the
     * first), the slot of the card it replaces included; a USB adapter on the fastest USB port, a
     * Thunderbolt adapter on a Thunderbolt port. A machine whose board is not in the plan has one
     * unknown PCIe slot, trained to what the constraints state for it.
     */
    private Optional<Place> place(
            Plan.Host h, ResolvedPlan.ResolvedHost rh, Board board, Nic nic, Plan.NicPlacement replaced) {
        String kind = CardFit.kind(nic);
        Nic.HostInterface hi = nic.hostInterface();
        if (CardFit.USB.equals(kind)) {
            if (board == null || board.usbPorts().isEmpty()) {
                return Optional.empty();
            }
            String gen = board.usbPorts().stream()
                    .map(Board.UsbPorts::gen)
                    .max(Comparator.naturalOrder())
                    .orElse(null);
            return Optional.of(new Place(
                    CardFit.USB,
                    null,
                    gen,
                    null,
                    Phrase.verbatim(UsbGeneration.parse(gen).label())));
        }
        if (CardFit.THUNDERBOLT.equals(kind)) {
            if (board == null || board.thunderboltPorts().isEmpty()) {
                return Optional.empty();
            }
            int v = board.thunderboltPorts().stream()
                    .mapToInt(Board.ThunderboltPorts::version)
                    .max()
                    .orElse(3);
            return Optional.of(
                    new Place(CardFit.THUNDERBOLT, null, null, v, Phrase.of("recommend.place.thunderbolt", v)));
        }
        if (CardFit.ONBOARD.equals(kind) || hi == null) {
            return Optional.empty();
        }
        int cardGen = hi.gen() == null ? 1 : hi.gen();
        int cardLanes = hi.lanes() == null ? 1 : hi.lanes();
        if (board == null) {
            if (!hi.isPcie()) {
                return Optional.empty();
            }
            Targets.Slot stated = targets.constraints().slots().get(h.id());
            if (stated == null) {
                return Optional.of(new Place(null, null, null, null, Phrase.of("recommend.place.a-pcie-slot")));
            }
            int gen = Math.min(cardGen, stated.gen());
            int lanes = Math.min(cardLanes, stated.lanes());
            return Optional.of(new Place(
                    null,
                    new Plan.Negotiated(gen, lanes, "stated free slot PCIe " + stated.gen() + ".0 x" + stated.lanes()),
                    null,
                    null,
                    Phrase.of("recommend.place.stated-slot", stated.gen(), stated.lanes())));
        }
        List<String> taken = h.nics().stream()
                .filter(n -> n != replaced && n.slot() != null)
                .map(Plan.NicPlacement::slot)
                .toList();
        Board.Slot best = null;
        double bestRate = -1;
        for (Board.Slot s : board.slots()) {
            if (taken.stream().anyMatch(s.id()::equalsIgnoreCase)
                    || !CardFit.inSlot(nic, s).fits()) {
                continue;
            }
            PcieNegotiation.Link l = PcieNegotiation.inSlot(cardGen, cardLanes, s.forCpu(rh.cpu()), taken);
            double rate = PcieNegotiation.SLOT_DISABLED.equals(l.label()) ? 0 : Lanes.rate(l.gen(), l.lanes());
            if (rate > bestRate) {
                best = s;
                bestRate = rate;
            }
        }
        return best == null || bestRate <= 0
                ? Optional.empty()
                : Optional.of(new Place(best.id(), null, null, null, Phrase.of("recommend.place.slot", best.id())));
    }

    // ---- hubs ----

    List<Hub> hubs(List<NicChoice> anyKeep) {
        List<Hub> out = new ArrayList<>();
        int n = hosts.size();
        double need = hosts.stream().mapToDouble(this::need).max().orElse(0);
        if (n == 2) {
            out.add(new Hub(
                    HubKind.DIRECT,
                    null,
                    null,
                    List.of(),
                    0,
                    Phrase.of(
                            "recommend.change.direct-link",
                            plan.deviceName(hosts.get(0)),
                            plan.deviceName(hosts.get(1)))));
        }
        int spare = targets.constraints().spare();
        // only ports that can carry the least any host needs count: a switch of eight 1G ports and two
        // SFP+ cages has two ports for a 9 Gbit/s target
        double least = hosts.stream().mapToDouble(this::need).min().orElse(0);
        for (Plan.SwitchUnit s : plan.switches()) {
            Switch sw = s.part() == null
                    ? null
                    : catalog.find(s.part(), Switch.class).orElse(null);
            if (sw == null || (targets.constraints().requiresFanless() && !Boolean.TRUE.equals(sw.fanless()))) {
                continue;
            }
            List<Integer> free = new ArrayList<>();
            for (int i = 0; i < sw.portCount(); i++) {
                int port = i + 1;
                boolean used = plan.links().stream().anyMatch(l -> usedByOther(l, s.id(), port));
                if (!used && sw.portGroup(i).maxGbps() >= least) {
                    free.add(i);
                }
            }
            if (free.size() >= n + spare) {
                out.add(new Hub(
                        HubKind.EXISTING,
                        s.id(),
                        sw,
                        free,
                        0,
                        Phrase.of("recommend.change.reuse-switch", plan.deviceName(s.id()), sw.displayName())));
            }
        }
        for (Switch sw : catalog.ofKind(Switch.class)) {
            if (sw.maxGbps() < need
                    || (targets.constraints().requiresFanless() && !Boolean.TRUE.equals(sw.fanless()))) {
                continue;
            }
            List<Integer> free = new ArrayList<>();
            for (int i = 0; i < sw.portCount(); i++) {
                if (sw.portGroup(i).maxGbps() >= least) {
                    free.add(i);
                }
            }
            if (free.size() < n + spare) {
                continue;
            }
            Optional<Long> cost = cost(sw.id());
            if (cost.isEmpty()) {
                continue;
            }
            out.add(new Hub(
                    HubKind.NEW,
                    null,
                    sw,
                    free,
                    cost.get(),
                    Phrase.of("recommend.change.add-switch", sw.displayName())));
        }
        out.sort(Comparator.comparingLong(Hub::cost));
        return out;
    }

    /** Whether a link holds a switch port for a device the search does not relink (not one of its hosts). */
    private boolean usedByOther(Plan.Link l, String switchId, int port) {
        Plan.End mine = l.a().device().equals(switchId) && l.a().port() == port
                ? l.a()
                : l.b().device().equals(switchId) && l.b().port() == port ? l.b() : null;
        if (mine == null) {
            return false;
        }
        Plan.End other = mine == l.a() ? l.b() : l.a();
        return !hosts.contains(other.device());
    }

    // ---- media ----

    /**
     * The media of a link from host {@code a}'s card to the hub: for a switch one option per switch port
     * group with a free port and per medium, for a direct link the media between the two cards; the
     * existing link when it already joins the kept card to the same place (free).
     */
    List<Media> media(NicChoice a, Hub hub, NicChoice b) {
        String key = a.host() + "|" + a.part() + "|" + a.kind() + "|" + hub.kind() + "|" + hub.switchId() + "|"
                + (hub.part() == null ? "" : hub.part().id()) + "|" + (b == null ? "" : b.part() + b.kind());
        return mediaCache.computeIfAbsent(key, k -> computeMedia(a, hub, b));
    }

    private List<Media> computeMedia(NicChoice a, Hub hub, NicChoice b) {
        List<Media> out = new ArrayList<>();
        double distance = b == null
                ? targets.constraints().distanceOf(a.host())
                : Math.max(
                        targets.constraints().distanceOf(a.host()),
                        targets.constraints().distanceOf(b.host()));
        double need = b == null ? need(a.host()) : Math.max(need(a.host()), need(b.host()));
        String farDevice = hub.kind() == HubKind.DIRECT ? b.host() : hub.switchId();
        if (stays(a) && (b == null || stays(b)) && farDevice != null) {
            Plan.Host h = plan.host(a.host()).orElseThrow();
            Plan.NicPlacement n = h.nic(a.nicId()).orElseThrow();
            for (Plan.Link l : plan.links()) {
                boolean fromA = on(l.a(), h, n) && l.b().device().equals(farDevice);
                boolean fromB = on(l.b(), h, n) && l.a().device().equals(farDevice);
                if (fromA || fromB) {
                    out.add(new Media(
                            l.id(),
                            null,
                            null,
                            null,
                            null,
                            0,
                            Phrase.of("recommend.change.reuse-link", plan.linkName(l))));
                }
            }
        }
        if (hub.kind() == HubKind.DIRECT) {
            out.addAll(between(a.port(), b.port(), null, distance, need));
        } else {
            Map<PortGroup, Integer> firstFree = new HashMap<>();
            for (int i : hub.freePorts()) {
                firstFree.putIfAbsent(hub.part().portGroup(i), i);
            }
            for (Map.Entry<PortGroup, Integer> e : firstFree.entrySet()) {
                if (e.getKey().maxGbps() >= need) {
                    out.addAll(between(a.port(), e.getKey(), e.getValue(), distance, need));
                }
            }
        }
        out.sort(Comparator.comparingLong(Media::cost).thenComparing(m -> m.reuse() == null));
        return out;
    }

    /** A card kept or moved within its host: its links may stay plugged in. */
    private static boolean stays(NicChoice c) {
        return c.kind() == NicKind.KEEP || c.kind() == NicKind.MOVE;
    }

    private List<Media> between(PortGroup a, PortGroup b, Integer switchPort, double distance, double need) {
        List<Media> out = new ArrayList<>();
        for (Cable c : catalog.ofKind(Cable.class)) {
            if (!Reach.reaches(c.lengthM(), distance) || (!c.speedsGbps().isEmpty() && c.maxGbps() < need)) {
                continue;
            }
            boolean fits = c.isDirectAttach()
                    ? PortFit.dac(c, a, b).fits()
                    : c.isTwistedPair() && Plugs.isJack(a.cage()) && Plugs.isJack(b.cage());
            if (fits) {
                cost(c.id())
                        .ifPresent(cost -> out.add(new Media(
                                null,
                                switchPort,
                                c.id(),
                                null,
                                null,
                                cost,
                                Phrase.of("recommend.media.cable", c.displayName(), c.lengthM()))));
            }
        }
        List<Transceiver> forA = modules(a, need);
        List<Transceiver> forB = modules(b, need);
        List<Cable> cords = catalog.ofKind(Cable.class).stream()
                .filter(c -> (c.isFiber() || c.isTwistedPair()) && Reach.reaches(c.lengthM(), distance))
                .toList();
        for (Transceiver ta : forA) {
            for (Transceiver tb : forB) {
                if (!pair(ta, tb)) {
                    continue;
                }
                long modules = cost(ta.id()).orElseThrow() + cost(tb.id()).orElseThrow();
                for (Cable cord : cords) {
                    boolean fits = "rj45".equals(ta.connector())
                            ? cord.isTwistedPair()
                            : CordFit.fitsModule(cord, ta)
                                    && CordFit.fitsModule(cord, tb)
                                    && reaches(ta, cord, distance)
                                    && reaches(tb, cord, distance);
                    if (fits) {
                        cost(cord.id())
                                .ifPresent(cost -> out.add(new Media(
                                        null,
                                        switchPort,
                                        cord.id(),
                                        ta.id(),
                                        tb.id(),
                                        modules + cost,
                                        Phrase.of(
                                                "recommend.media.modules",
                                                ta.displayName(),
                                                tb.displayName(),
                                                cord.displayName(),
                                                cord.lengthM()))));
                    }
                }
            }
        }
        return out;
    }

    private List<Transceiver> modules(PortGroup port, double need) {
        List<Transceiver> out = new ArrayList<>();
        for (Transceiver t : catalog.ofKind(Transceiver.class)) {
            if (t.speedsGbps().stream().mapToDouble(Double::doubleValue).max().orElse(0) >= need
                    && PortFit.module(t, port).fits()
                    && cost(t.id()).isPresent()) {
                out.add(t);
            }
        }
        return out;
    }

    /** Two modules that can talk: both copper RJ45, or the same fiber mode, connector and wavelength (BiDi: crossed). */
    private static boolean pair(Transceiver a, Transceiver b) {
        if ("rj45".equals(a.connector()) || "rj45".equals(b.connector())) {
            return "rj45".equals(a.connector()) && "rj45".equals(b.connector());
        }
        if (a.media() == null
                || !a.media().equals(b.media())
                || a.connector() == null
                || !a.connector().equals(b.connector())) {
            return false;
        }
        if (a.bidi() != null || b.bidi() != null) {
            return a.bidi() != null
                    && b.bidi() != null
                    && a.bidi().txNm() == b.bidi().rxNm()
                    && a.bidi().rxNm() == b.bidi().txNm();
        }
        return a.wavelengthNm() != null && a.wavelengthNm().equals(b.wavelengthNm());
    }

    /** A module's stated reach over the cord's grade, when it states one; the rules judge the rest. */
    private static boolean reaches(Transceiver t, Cable cord, double distance) {
        return t.reach().stream()
                .filter(r -> r.grade() != null && r.grade().equals(cord.fiberGrade()))
                .allMatch(r -> r.metres() >= distance);
    }

    /** The least any link's medium can cost: 0 when a link may be kept, else the cheapest priced cable. */
    long cheapestMedia() {
        boolean reusable =
                plan.links().stream().anyMatch(l -> hosts.contains(l.a().device()) || hosts.contains(l.b().device()));
        if (reusable) {
            return 0;
        }
        long min = Long.MAX_VALUE;
        for (Cable c : catalog.ofKind(Cable.class)) {
            Optional<Long> cost = c.isFiber() ? Optional.empty() : cost(c.id());
            if (cost.isPresent()) {
                min = Math.min(min, cost.get());
            }
        }
        // a fiber link needs a cord and two modules: at least the cheapest cord
        for (Cable c : catalog.ofKind(Cable.class)) {
            if (c.isFiber()) {
                Optional<Long> cost = cost(c.id());
                if (cost.isPresent()) {
                    min = Math.min(min, cost.get());
                }
            }
        }
        return min == Long.MAX_VALUE ? 0 : min;
    }
}
