package dev.wirespeed.web;

import dev.wirespeed.catalog.Board;
import dev.wirespeed.catalog.Catalog;
import dev.wirespeed.catalog.Nic;
import dev.wirespeed.catalog.NicFamily;
import dev.wirespeed.fit.CardFit;
import dev.wirespeed.fit.Fit;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;

/**
 * The card picker of the NIC form: the catalog's NICs for one slot or port, those that fit first
 * ({@link CardFit}'s answer), each list ordered by family so that a family's cards stand together and
 * each card named by its family before its part number ("ConnectX-4 Lx EN · Mellanox MCX4121A-ACAT").
 * A search narrows both lists by vendor, model, aliases, part numbers, chip and family: "ConnectX-4 Lx"
 * finds the MCX4121A-ACAT because the catalog lists that alias. The chosen card stays listed whatever
 * the search, so that saving does not lose it.
 */
final class CardPicker {

    /** A card as the picker lists it: whether it fits the place, and the note or the reason. */
    record Card(Nic nic, String family, boolean fits, Fit fit) {}

    private final Catalog catalog;

    CardPicker(Catalog catalog) {
        this.catalog = catalog;
    }

    /** Whether every word of {@code query} is in the card's searchable text (a blank query matches all). */
    static boolean matches(Nic nic, String query) {
        if (query == null || query.isBlank()) {
            return true;
        }
        String hay = searchText(nic);
        for (String word : query.toLowerCase(Locale.ROOT).trim().split("\\s+")) {
            if (!hay.contains(word)) {
                return false;
            }
        }
        return true;
    }

    /** Vendor, model, aliases, part numbers and id (as the catalog search), then chip and family. */
    static String searchText(Nic nic) {
        return (nic.searchText() + " " + (nic.chip() == null ? "" : nic.chip()) + " " + NicFamily.of(nic))
                .toLowerCase(Locale.ROOT);
    }

    /** The cards for a place that match {@code query} (and {@code selected} whatever the query), fitting first, each part by family. */
    List<Card> cards(Board board, String slotKey, String query, String selected) {
        List<Card> fit = new ArrayList<>();
        List<Card> other = new ArrayList<>();
        for (Nic n : catalog.ofKind(Nic.class)) {
            if (!matches(n, query) && !n.id().equals(selected)) {
                continue;
            }
            Fit f = CardFit.inPlace(n, board, slotKey);
            (f.fits() ? fit : other).add(new Card(n, NicFamily.of(n), f.fits(), f));
        }
        Comparator<Card> byFamily = Comparator.comparing((Card c) -> c.family().toLowerCase(Locale.ROOT))
                .thenComparing(c -> c.nic().displayName().toLowerCase(Locale.ROOT));
        fit.sort(byFamily);
        other.sort(byFamily);
        List<Card> out = new ArrayList<>(fit);
        out.addAll(other);
        return out;
    }

    /** How many catalog cards match {@code query}, for "3 cards match". */
    int matching(String query) {
        return (int) catalog.ofKind(Nic.class).stream()
                .filter(n -> matches(n, query))
                .count();
    }
}
