package dev.wirespeed.shop;

import dev.wirespeed.catalog.Catalog;
import dev.wirespeed.catalog.Part;
import dev.wirespeed.catalog.PowerSpec;
import dev.wirespeed.plan.Plan;
import dev.wirespeed.solver.model.Calibration;
import dev.wirespeed.text.Phrase;
import dev.wirespeed.units.Money;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.Currency;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;

/**
 * Builds a plan's {@link ShoppingList}. Deterministic: lines come in group order, then in the order
 * the plan first uses each part.
 */
public final class ShoppingLists {

    /**
     * How to build: the currency of the total (null: the plan's), the settings (condition, energy,
     * tax), shipping per line key, and whether to search for cheaper alternatives (it re-evaluates
     * the plan once per candidate part).
     */
    public record Options(
            String totalCurrency, ShopSettings settings, Map<String, Money> shipping, boolean alternatives) {
        public Options {
            settings = settings == null ? ShopSettings.DEFAULTS : settings;
            shipping = shipping == null ? Map.of() : Map.copyOf(shipping);
        }

        public static Options defaults() {
            return new Options(null, ShopSettings.DEFAULTS, Map.of(), true);
        }
    }

    private ShoppingLists() {}

    /** What the plan uses of one part (or generic NIC), accumulated in plan order. */
    private static final class Use {
        final String key;
        final String partId;
        final Part part;
        final String kind;
        final Phrase title;
        int quantity;
        final List<String> where = new ArrayList<>();

        Use(String key, String partId, Part part, String kind, Phrase title) {
            this.key = key;
            this.partId = partId;
            this.part = part;
            this.kind = kind;
            this.title = title;
        }
    }

    /** Parts the plan uses, to buy or owned, keyed by part id (or a generic NIC's description). */
    static final class Uses {
        final Map<String, Use> buy = new LinkedHashMap<>();
        final Map<String, Use> owned = new LinkedHashMap<>();
        final List<Phrase> notes = new ArrayList<>();
        private final Catalog catalog;

        Uses(Catalog catalog) {
            this.catalog = catalog;
        }

        void add(boolean isOwned, String partId, String kind, String where) {
            Part p = catalog.find(partId).orElse(null);
            String k = p == null ? kind : p.kind();
            Phrase name = p == null ? Phrase.of("shop.line.not-in-catalog", partId) : Phrase.verbatim(p.displayName());
            if (p == null) {
                notes.add(Phrase.of("shop.note.not-in-catalog", where, partId));
            }
            put(isOwned, partId, partId, p, k, name, where);
        }

        void put(boolean isOwned, String key, String partId, Part p, String kind, Phrase name, String where) {
            Use u = (isOwned ? owned : buy).computeIfAbsent(key, x -> new Use(key, partId, p, kind, name));
            u.quantity++;
            u.where.add(where);
        }
    }

    /** Every part of the plan, split into to-buy and owned. */
    static Uses uses(Plan plan, Catalog catalog) {
        Uses u = new Uses(catalog);
        for (Plan.Host h : plan.hosts()) {
            // A host's owned flag covers the machine (board, CPU, storage); each NIC has its own flag,
            // because the usual upgrade is a new card in a machine one already has.
            if (h.board() != null && !h.board().isBlank()) {
                u.add(h.owned(), h.board(), "board", h.id() + " (board)");
            }
            if (h.cpu() != null && !h.cpu().isBlank()) {
                u.add(h.owned(), h.cpu(), "cpu", h.id() + " (CPU)");
            }
            for (String s : h.storage()) {
                u.add(h.owned(), s, "storage", h.id() + " (storage)");
            }
            for (Plan.NicPlacement n : h.nics()) {
                String where = h.id() + "/" + n.id();
                if (n.part() != null && !n.part().isBlank()) {
                    u.add(n.owned(), n.part(), "nic", where);
                } else if (n.generic() != null) {
                    Plan.GenericNic g = n.generic();
                    Phrase desc = Phrase.of(
                            "shop.line.generic-nic",
                            speed(g.speedGbps()),
                            g.port() == null ? "RJ45" : g.port().toUpperCase(Locale.ROOT),
                            g.busKind() == null ? "" : " (" + g.busKind() + ")");
                    // the key stays the English description: shipping entries and the JSON name lines by it
                    u.put(
                            n.owned(),
                            "generic:" + desc.english(),
                            null,
                            null,
                            "nic",
                            Phrase.of("shop.line.generic-nic.not-in-catalog", desc),
                            where);
                    if (!n.owned()) {
                        u.notes.add(Phrase.of("shop.note.generic-nic", where));
                    }
                }
            }
        }
        for (Plan.SwitchUnit s : plan.switches()) {
            if (s.part() != null && !s.part().isBlank()) {
                u.add(s.owned(), s.part(), "switch", s.id());
            }
        }
        for (Plan.Link l : plan.links()) {
            if (l.moduleA() != null && !l.moduleA().isBlank()) {
                u.add(l.ownedModules(), l.moduleA(), "transceiver", "link " + l.id() + " (end A)");
            }
            if (l.moduleB() != null && !l.moduleB().isBlank()) {
                u.add(l.ownedModules(), l.moduleB(), "transceiver", "link " + l.id() + " (end B)");
            }
            if (l.cable() != null && !l.cable().isBlank()) {
                u.add(l.ownedCable(), l.cable(), "cable", "link " + l.id());
            } else if (!l.ownedCable()) {
                u.notes.add(Phrase.of("shop.note.no-cable", l.id(), l.media() == null ? "" : " (" + l.media() + ")"));
            }
        }
        return u;
    }

    private static String speed(double gbps) {
        return (gbps == Math.rint(gbps) ? String.valueOf((long) gbps) : String.valueOf(gbps)) + "G";
    }

    public static ShoppingList build(
            Plan plan, Catalog catalog, Calibration calibration, ExchangeRates rates, Options o) {
        Currency totalCurrency = Money.currency(o.totalCurrency() == null ? plan.currency() : o.totalCurrency());
        String condition = o.settings().condition();
        Uses uses = uses(plan, catalog);
        List<Phrase> notes = new ArrayList<>(uses.notes);

        List<ShoppingList.Line> lines = new ArrayList<>();
        for (Use u : uses.buy.values()) {
            PriceChoice price = u.partId == null
                    ? null
                    : Pricing.choose(u.partId, u.part, plan, condition, notes::add)
                            .orElse(null);
            Money shipping = o.shipping().get(u.key);
            lines.add(line(u, price, shipping));
        }
        lines.sort(Comparator.comparingInt(l -> l.group().ordinal()));
        List<ShoppingList.Line> owned = new ArrayList<>();
        for (Use u : uses.owned.values()) {
            owned.add(line(u, null, null));
        }
        owned.sort(Comparator.comparingInt(l -> l.group().ordinal()));
        for (Plan.PlanPrice pp : plan.prices()) {
            if (pp.part() != null && !uses.buy.containsKey(pp.part())) {
                notes.add(Phrase.of(
                        "shop.note.plan-price-unusable",
                        pp.part(),
                        Phrase.of(
                                uses.owned.containsKey(pp.part())
                                        ? "shop.note.part-owned"
                                        : "shop.note.part-not-used")));
            }
        }
        for (String key : o.shipping().keySet()) {
            if (!uses.buy.containsKey(key)) {
                notes.add(Phrase.of("shop.note.shipping-not-counted", key));
            }
        }

        ShoppingList.Totals totals =
                totals(lines, totalCurrency, rates, o.settings().taxPercent());
        ShoppingList.PowerSummary power = power(lines, o.settings(), totals, rates);
        List<ShoppingList.Alternative> alternatives = o.alternatives()
                ? Alternatives.find(plan, catalog, calibration, rates, totalCurrency, lines)
                : List.of();
        return new ShoppingList(
                plan.id(),
                plan.name(),
                Money.currency(plan.currency()),
                condition,
                lines,
                owned,
                notes,
                totals,
                power,
                alternatives,
                NotChecked.STATEMENT);
    }

    private static ShoppingList.Line line(Use u, PriceChoice price, Money shipping) {
        Money unit = null;
        boolean unitRounded = false;
        Money total = null;
        boolean totalRounded = false;
        if (price != null) {
            unit = price.totalFor(1);
            unitRounded = !price.exactFor(1);
            total = price.totalFor(u.quantity);
            totalRounded = !price.exactFor(u.quantity);
        }
        return new ShoppingList.Line(
                u.key,
                Group.ofKind(u.kind),
                u.partId,
                u.title.english(),
                u.kind,
                u.quantity,
                u.where,
                price,
                unit,
                unitRounded,
                total,
                totalRounded,
                shipping,
                draw(u.part, u.quantity),
                u.title);
    }

    static ShoppingList.PowerDraw draw(Part p, int quantity) {
        PowerSpec s = p == null ? null : p.power();
        if (s == null || s.budgetW() == null) {
            return new ShoppingList.PowerDraw(null, "unknown", null, null);
        }
        BigDecimal unit = BigDecimal.valueOf(s.budgetW()).stripTrailingZeros();
        if (unit.scale() < 0) {
            unit = unit.setScale(0);
        }
        return new ShoppingList.PowerDraw(
                unit,
                s.typicalW() != null ? "typical" : "max",
                unit.multiply(BigDecimal.valueOf(quantity)),
                s.source());
    }

    static ShoppingList.Totals totals(
            List<ShoppingList.Line> lines, Currency to, ExchangeRates rates, BigDecimal taxPercent) {
        Map<String, Money> items = new TreeMap<>();
        Map<String, Money> shipping = new TreeMap<>();
        Map<String, Money> sub = new TreeMap<>();
        int unpriced = 0;
        for (ShoppingList.Line l : lines) {
            if (l.priced()) {
                items.merge(l.total().currencyCode(), l.total(), Money::plus);
                sub.merge(l.total().currencyCode(), l.total(), Money::plus);
            } else {
                unpriced++;
            }
            if (l.shipping() != null) {
                shipping.merge(l.shipping().currencyCode(), l.shipping(), Money::plus);
                sub.merge(l.shipping().currencyCode(), l.shipping(), Money::plus);
            }
        }
        // The total's own currency first, then the others alphabetically.
        List<Money> subtotals = new ArrayList<>();
        if (sub.containsKey(to.getCurrencyCode())) {
            subtotals.add(sub.get(to.getCurrencyCode()));
        }
        sub.forEach((c, m) -> {
            if (!c.equals(to.getCurrencyCode())) {
                subtotals.add(m);
            }
        });
        Money net = Money.zero(to);
        List<ExchangeRates.Conversion> conversions = new ArrayList<>();
        List<Money> unconverted = new ArrayList<>();
        for (Money m : subtotals) {
            var c = rates.convert(m, to);
            if (c.isEmpty()) {
                unconverted.add(m);
                continue;
            }
            if (c.get().rate() != null) {
                conversions.add(c.get());
            }
            net = net.plus(c.get().to());
        }
        Money tax = taxPercent == null
                ? null
                : Money.rounded(net.amount().multiply(taxPercent).movePointLeft(2), to, RoundingMode.HALF_UP);
        Money total = tax == null ? net : net.plus(tax);
        return new ShoppingList.Totals(
                to,
                List.copyOf(items.values()),
                List.copyOf(shipping.values()),
                subtotals,
                conversions,
                unconverted,
                net,
                taxPercent,
                tax,
                total,
                unpriced);
    }

    static ShoppingList.PowerSummary power(
            List<ShoppingList.Line> lines, ShopSettings s, ShoppingList.Totals totals, ExchangeRates rates) {
        BigDecimal watts = BigDecimal.ZERO;
        List<String> unknown = new ArrayList<>();
        for (ShoppingList.Line l : lines) {
            if (l.group() == Group.MACHINES) {
                continue;
            }
            if (l.power().known()) {
                watts = watts.add(l.power().totalW());
            } else {
                unknown.add(l.quantity() + " × " + l.name());
            }
        }
        // costs are rounded once each, from the exact kWh
        BigDecimal kwhYear = EnergyCost.kwhPerYear(watts, s.hoursPerDay());
        Currency kc = Money.currency(s.kwhCurrency());
        Money yearly = EnergyCost.cost(kwhYear, s.kwhPrice(), kc, 1);
        Money forYears = EnergyCost.cost(kwhYear, s.kwhPrice(), kc, s.years());
        Money ownership = null;
        String missing = null;
        var energy = rates.to(forYears, totals.currency());
        if (energy.isEmpty()) {
            missing = kc.getCurrencyCode();
        } else if (totals.unconverted().isEmpty()) {
            ownership = totals.total().plus(energy.get());
        }
        return new ShoppingList.PowerSummary(
                watts,
                unknown,
                s.hoursPerDay(),
                kwhYear,
                s.kwhPrice(),
                kc,
                yearly,
                s.years(),
                forYears,
                ownership,
                missing);
    }
}
