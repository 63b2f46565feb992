package dev.wirespeed.picture;

import java.util.List;
import java.util.Objects;
import java.util.Set;

/**
 * What the picture shows, with every text already in its final form (translated, shortened):
 * the layout measures these texts to size boxes and place labels, and knows nothing else of plans.
 *
 * @param hosts    hosts in plan order (the layout orders them by the switch port they use)
 * @param switches switches in plan order, drawn left to right in the middle row
 * @param wires    links in plan order
 * @param flagged  ids of the elements (host, card, switch, link) that carry an issue badge
 * @param caption  the bottleneck caption under the picture, or null
 * @param legend   the legend's entries in order (one per link speed drawn), empty for none
 */
public record Scene(
        List<HostNode> hosts,
        List<SwitchNode> switches,
        List<Wire> wires,
        Set<String> flagged,
        String caption,
        List<LegendEntry> legend) {

    public Scene {
        hosts = List.copyOf(hosts);
        switches = List.copyOf(switches);
        wires = List.copyOf(wires);
        flagged = Set.copyOf(flagged);
        legend = List.copyOf(legend);
    }

    /** A scene without a legend. */
    public Scene(
            List<HostNode> hosts, List<SwitchNode> switches, List<Wire> wires, Set<String> flagged, String caption) {
        this(hosts, switches, wires, flagged, caption, List.of());
    }

    /** A legend entry: an id the drawing styles its sample line by, and its text. */
    public record LegendEntry(String id, String label) {
        public LegendEntry {
            Objects.requireNonNull(id, "id");
            Objects.requireNonNull(label, "label");
        }
    }

    /** A host box: its name, the line under it, and its cards. */
    public record HostNode(String id, String name, String sub, List<CardNode> cards) {
        public HostNode {
            Objects.requireNonNull(id, "id");
            cards = List.copyOf(cards);
        }
    }

    /** A NIC inside its host; {@code id} is {@code host/nic}; {@code ports} is at least 1. */
    public record CardNode(String id, String label, int ports) {
        public CardNode {
            Objects.requireNonNull(id, "id");
            if (ports < 1) {
                throw new IllegalArgumentException("a card has at least one port: " + id);
            }
        }
    }

    /** A switch box with {@code ports} numbered port squares (0 when its part is unknown). */
    public record SwitchNode(String id, String name, String sub, int ports) {
        public SwitchNode {
            Objects.requireNonNull(id, "id");
            if (ports < 0) {
                throw new IllegalArgumentException("a switch has no negative port count: " + id);
            }
        }
    }

    /** A link between two ends; {@code b} may be null for a link not yet plugged in at its far end. */
    public record Wire(String id, End a, End b, String label) {
        public Wire {
            Objects.requireNonNull(id, "id");
        }
    }

    /**
     * One end of a link: the device, and for a host the card ({@code host/nic}) the link plugs into, or
     * null when the plan does not say which card (then the link cannot be drawn).
     */
    public record End(String device, String card, int port) {
        public End {
            Objects.requireNonNull(device, "device");
        }
    }
}
