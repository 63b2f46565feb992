package dev.wirespeed.web;

import dev.wirespeed.catalog.Board;
import dev.wirespeed.catalog.Cable;
import dev.wirespeed.catalog.Catalog;
import dev.wirespeed.catalog.Nic;
import dev.wirespeed.catalog.Part;
import dev.wirespeed.catalog.PortGroup;
import dev.wirespeed.catalog.Transceiver;
import dev.wirespeed.fit.CardFit;
import dev.wirespeed.fit.Fit;
import dev.wirespeed.fit.PortFit;
import dev.wirespeed.plan.Plan;
import dev.wirespeed.web.EditorContext.Option;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * A plan's free places, where a catalog part could go: the board slots no card sits in (and a host's
 * USB, Thunderbolt and onboard places, which take any number of cards), and the ports no link uses.
 * Whether a part fits one is the editor's answer: {@link CardFit} for a card in a slot, {@link PortFit}
 * for a module or a cable in a port, over the same {@link EditorView}. A place is named in a query
 * by its value: {@code slot:<host>:<slot>} or {@code port:<device>|<nic>|<port>}.
 */
final class PlanPlaces {

    /**
     * A free place: its query value, its label ("Main PC · PCIEX16_2: …"), the label within its device
     * ("PCIEX16_2: …"), and the slot (host and slot key) or the port it is.
     */
    record Place(String value, String label, String within, String hostId, String slotKey, String end) {
        boolean isSlot() {
            return end == null;
        }
    }

    private final EditorView view;
    private final List<Place> places;

    PlanPlaces(Plan plan, Catalog catalog, Locale locale) {
        this.view = new EditorView(plan, catalog, locale);
        this.places = collect(plan, view);
    }

    private static List<Place> collect(Plan plan, EditorView view) {
        List<Place> out = new ArrayList<>();
        for (HostsView.HostCard hc : view.hosts()) {
            Plan.Host h = hc.host();
            Set<String> taken = h.nics().stream()
                    .map(Plan.NicPlacement::slot)
                    .filter(s -> s != null && !s.isBlank() && !PlanForms.NON_SLOTS.contains(s))
                    .collect(Collectors.toSet());
            for (Option o : hc.slotOptions()) {
                if (!taken.contains(o.value())) {
                    out.add(new Place(
                            "slot:" + h.id() + ":" + o.value(),
                            view.deviceName(h.id()) + " · " + o.label(),
                            o.label(),
                            h.id(),
                            o.value(),
                            null));
                }
            }
        }
        for (EditorContext.Group g : view.portGroups()) {
            for (Option o : g.options()) {
                // an option that does not "fit" is a port a link already uses
                if (o.fits()) {
                    out.add(new Place("port:" + o.value(), o.label(), o.label(), null, null, o.value()));
                }
            }
        }
        return out;
    }

    /** Every free place, slots first, then ports. */
    List<Place> all() {
        return places;
    }

    /** The free slots of one host. */
    List<Place> slotsOf(String hostId) {
        return places.stream()
                .filter(p -> p.isSlot() && p.hostId().equals(hostId))
                .toList();
    }

    Optional<Place> find(String value) {
        return places.stream().filter(p -> p.value().equals(value)).findFirst();
    }

    /** Whether {@code part} fits {@code place}: a card in a slot, a module or a cable in a port; anything else does not. */
    boolean fits(Part part, Place place) {
        return fit(part, place).map(Fit::fits).orElse(false);
    }

    /** The fit module's answer for a part in a place, or empty when the question does not apply (a switch in a slot). */
    Optional<Fit> fit(Part part, Place place) {
        if (place.isSlot()) {
            if (!(part instanceof Nic n)) {
                return Optional.empty();
            }
            Board board = view.board(place.hostId());
            return Optional.of(CardFit.inPlace(n, board, place.slotKey()));
        }
        PortGroup port = view.port(PlanForms.parseEnd(place.end()));
        if (port == null) {
            return Optional.empty();
        }
        if (part instanceof Transceiver t) {
            return Optional.of(PortFit.module(t, port));
        }
        if (part instanceof Cable c) {
            return Optional.of(PortFit.cable(c, port));
        }
        return Optional.empty();
    }
}
