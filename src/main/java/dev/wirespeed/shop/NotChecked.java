package dev.wirespeed.shop;

import java.util.List;

/** What Wirespeed does not check, stated at the end of every export and on the page. */
public final class NotChecked {

    public static final List<String> STATEMENT = List.of(
            "Prices are as recorded, each with its date and source; today's prices may differ.",
            "Stock, delivery times, shipping (unless entered per line) and import tax or duties were not checked.",
            "Exchange rates are the stored ones with their dates; Wirespeed does not fetch rates.",
            "Compatibility was checked only by Wirespeed's listed rules (see the README rule table), not by vendors' compatibility lists or firmware.",
            "Power figures are catalog typical (else maximum) values, not measurements; machines' own power is not counted.");

    private NotChecked() {}
}
