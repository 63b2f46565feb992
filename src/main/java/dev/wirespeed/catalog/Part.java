package dev.wirespeed.catalog;

import java.util.List;
import java.util.Locale;

/**
 * One catalog or custom part. Every kind carries the same identity, price and source fields;
 * the kind-specific records add what a network upgrade depends on.
 */
public sealed interface Part permits Nic, Switch, Transceiver, Cable, Board, Cpu, Storage {

    String id();

    String kind();

    String vendor();

    String model();

    List<String> aliases();

    String description();

    PowerSpec power();

    List<Price> prices();

    List<Source> sources();

    String notes();

    default String displayName() {
        return vendor() + " " + model();
    }

    /** Lower-case text that a search query matches: vendor, model, aliases, id. */
    default String searchText() {
        StringBuilder sb =
                new StringBuilder(id()).append(' ').append(vendor()).append(' ').append(model());
        aliases().forEach(a -> sb.append(' ').append(a));
        return sb.toString().toLowerCase(Locale.ROOT);
    }
}
