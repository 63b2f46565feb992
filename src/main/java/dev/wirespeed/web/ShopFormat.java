package dev.wirespeed.web;

import dev.wirespeed.shop.ExportText;
import dev.wirespeed.shop.ShoppingList;
import dev.wirespeed.text.Phrase;

import java.math.BigDecimal;

/** Helpers the shopping-list templates call as ${shop....}; the sentences are the exports' own. */
public final class ShopFormat {

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
