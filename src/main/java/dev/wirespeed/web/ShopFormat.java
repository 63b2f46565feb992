package dev.wirespeed.web;

import dev.wirespeed.shop.Describe;
import dev.wirespeed.shop.ShoppingList;

import java.math.BigDecimal;

/** Helpers the shopping-list templates call as ${shop....}; the sentences are the exports' own. */
public final class ShopFormat {

    public String total(ShoppingList.Totals t) {
        return Describe.total(t);
    }

    public String price(ShoppingList.Line l) {
        return Describe.price(l);
    }

    public String power(ShoppingList.PowerDraw p) {
        return Describe.power(p);
    }

    public String energy(ShoppingList.PowerSummary p) {
        return Describe.energy(p);
    }

    public String alternative(ShoppingList.Alternative a) {
        return Describe.alternative(a);
    }

    public String flows(ShoppingList.Alternative a) {
        return Describe.flows(a.flows());
    }

    public String plain(BigDecimal d) {
        return d == null ? "" : Describe.plain(d);
    }

    public boolean isUrl(String s) {
        return s != null && (s.startsWith("http://") || s.startsWith("https://"));
    }
}
