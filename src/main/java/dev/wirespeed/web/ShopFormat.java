package dev.wirespeed.web;

import dev.wirespeed.plan.Plan;
import dev.wirespeed.shop.ExportText;
import dev.wirespeed.shop.ShoppingList;
import dev.wirespeed.text.Phrase;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;

/** Helpers the shopping-list templates call as ${shop....}; the sentences are the exports' own. */
public final class ShopFormat {

    /**
     * Where a line's parts go, by name instead of id: "windows-pc/cx4" reads "Windows PC · cx4" (the
     * host's name), "link l-win (end A)" reads "link Windows PC – CRS305 (end A)", "crs305" its switch's name.
     */
    public String usedIn(Plan plan, List<String> where) {
        if (plan == null) {
            return String.join(", ", where);
        }
        return where.stream().map(w -> placeName(plan, w)).collect(Collectors.joining(", "));
    }

    /** {@link #usedIn} in the page's language: the same names, with "link" and "(board)" translated. */
    public Phrase usedInText(Plan plan, List<String> where) {
        if (plan == null) {
            return Phrase.verbatim(String.join(", ", where));
        }
        return Phrase.joined(
                "shop.where.separator", where.stream().map(w -> place(plan, w)).toList());
    }

    /**
     * One place as a phrase whose English is {@link #placeName}'s text: the shopping list writes places
     * as "host (board)", "host/nic" and "link id (end A)", and only the words around the names change.
     */
    static Phrase place(Plan plan, String w) {
        if (w.startsWith("link ")) {
            String rest = w.substring(5);
            int space = rest.indexOf(' ');
            String id = space < 0 ? rest : rest.substring(0, space);
            String tail = space < 0 ? "" : rest.substring(space);
            Plan.Link link = plan.links().stream()
                    .filter(l -> l.id().equals(id))
                    .findFirst()
                    .orElse(null);
            if (link == null) {
                return Phrase.verbatim(w);
            }
            String name = TopologyView.linkName(plan, link);
            if (tail.isEmpty()) {
                return Phrase.of("shop.where.link", name);
            }
            if (tail.equals(" (end A)") || tail.equals(" (end B)")) {
                return Phrase.of("shop.where.link-end", name, tail.substring(6, 7));
            }
            return Phrase.concat(Phrase.of("shop.where.link", name), tail);
        }
        int slash = w.indexOf('/');
        if (slash > 0) {
            return Phrase.of("shop.where.nic", PanelView.name(plan, w.substring(0, slash)), w.substring(slash + 1));
        }
        int space = w.indexOf(' ');
        String id = space < 0 ? w : w.substring(0, space);
        String tail = space < 0 ? "" : w.substring(space);
        String host = PanelView.name(plan, id);
        return switch (tail) {
            case " (board)" -> Phrase.of("shop.where.board", host);
            case " (CPU)" -> Phrase.of("shop.where.cpu", host);
            case " (storage)" -> Phrase.of("shop.where.storage", host);
            default -> Phrase.verbatim(host + tail);
        };
    }

    /**
     * A remark as the page shows it: the places it names ("windows-pc/nic1", a link's id) by the
     * names the "used by" column gives them; other remarks, and the exports' English, stay as they are.
     */
    public Phrase remark(Plan plan, Phrase note) {
        if (plan == null || note.args().isEmpty() || !(note.args().get(0) instanceof String where)) {
            return note;
        }
        List<Object> args = new ArrayList<>(note.args());
        switch (note.key()) {
            case "shop.note.not-in-catalog", "shop.note.generic-nic" -> args.set(0, place(plan, where));
            case "shop.note.no-cable" -> args.set(
                    0,
                    plan.links().stream()
                            .filter(l -> l.id().equals(where))
                            .findFirst()
                            .map(l -> TopologyView.linkName(plan, l))
                            .orElse(where));
            default -> {
                return note;
            }
        }
        return new Phrase(note.key(), args);
    }

    static String placeName(Plan plan, String w) {
        if (w.startsWith("link ")) {
            String rest = w.substring(5);
            int space = rest.indexOf(' ');
            String id = space < 0 ? rest : rest.substring(0, space);
            String tail = space < 0 ? "" : rest.substring(space);
            return plan.links().stream()
                    .filter(l -> l.id().equals(id))
                    .findFirst()
                    .map(l -> "link " + TopologyView.linkName(plan, l) + tail)
                    .orElse(w);
        }
        int slash = w.indexOf('/');
        if (slash > 0) {
            return PanelView.name(plan, w.substring(0, slash)) + " · " + w.substring(slash + 1);
        }
        int space = w.indexOf(' ');
        String id = space < 0 ? w : w.substring(0, space);
        return PanelView.name(plan, id) + (space < 0 ? "" : w.substring(space));
    }

    /** The phrase versions, for {@code ${say.of(shop.totalText(...))}} on a page in its language. */
    public Phrase totalText(ShoppingList.Totals t) {
        return ExportText.totalText(t);
    }

    public Phrase powerText(ShoppingList.PowerDraw p) {
        return ExportText.powerText(p);
    }

    public Phrase energyText(ShoppingList.PowerSummary p) {
        return ExportText.energyText(p);
    }

    public String total(ShoppingList.Totals t) {
        return ExportText.total(t);
    }

    public String price(ShoppingList.Line l) {
        return ExportText.price(l);
    }

    public String power(ShoppingList.PowerDraw p) {
        return ExportText.power(p);
    }

    public String energy(ShoppingList.PowerSummary p) {
        return ExportText.energy(p);
    }

    public String alternative(ShoppingList.Alternative a) {
        return ExportText.alternative(a);
    }

    public String flows(ShoppingList.Alternative a) {
        return ExportText.flows(a.flows());
    }

    public String plain(BigDecimal d) {
        return d == null ? "" : ExportText.plain(d);
    }

    public boolean isUrl(String s) {
        return s != null && (s.startsWith("http://") || s.startsWith("https://"));
    }
}
