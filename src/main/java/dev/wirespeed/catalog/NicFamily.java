package dev.wirespeed.catalog;

import java.util.Locale;

/**
 * The family a NIC belongs to, as people name it ("ConnectX-4 Lx EN", "Intel 82599"): its chip
 * without the catalog's asides (a parenthesis, or what follows a semicolon, says which revision or
 * which source). Cards on one chip are one family; a card without a chip is a family of its own
 * vendor. The catalog has no family field: the chip is the fact every NIC states.
 */
public final class NicFamily {

    private NicFamily() {}

    /** The family's name, for a person: "ConnectX-4 Lx EN". */
    public static String of(Nic nic) {
        String chip = nic.chip();
        if (chip == null || chip.isBlank()) {
            return nic.vendor();
        }
        // asides first (a semicolon may sit inside one), innermost first, then what follows a semicolon
        String name = chip;
        String before;
        do {
            before = name;
            name = name.replaceAll("\\s*\\([^()]*\\)", "");
        } while (!name.equals(before));
        name = name.replaceAll("\\s*;.*$", "").replaceAll("\\s*\\([^)]*$", "");
        name = name.replaceAll("\\s+", " ").trim();
        return name.isEmpty() ? nic.vendor() : name;
    }

    /** The key cards of one family share: the name, case and spacing aside. */
    public static String key(Nic nic) {
        return of(nic).toLowerCase(Locale.ROOT);
    }
}
