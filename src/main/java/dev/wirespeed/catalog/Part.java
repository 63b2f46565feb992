package dev.wirespeed.catalog;

import java.util.List;
import java.util.Locale;
import java.util.Map;

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

    /** Manufacturer part numbers as shops list them: a shop's listing is matched to the part by them. */
    List<String> mpn();

    /** GTIN barcodes (EAN / UPC / JAN) of the part as sold. */
    List<String> ean();

    /** The source of one fact, keyed by the field it backs (ports, cores, lengthM...). */
    Map<String, String> factSources();

    default String displayName() {
        return vendor() + " " + model();
    }

    /** Lower-case text that a search query matches: vendor, model, aliases, part numbers, barcodes, id. */
    default String searchText() {
        StringBuilder sb =
                new StringBuilder(id()).append(' ').append(vendor()).append(' ').append(model());
        aliases().forEach(a -> sb.append(' ').append(a));
        mpn().forEach(a -> sb.append(' ').append(a));
        ean().forEach(a -> sb.append(' ').append(a));
        return sb.toString().toLowerCase(Locale.ROOT);
    }
}
