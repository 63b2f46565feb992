package dev.wirespeed.catalog;

import dev.wirespeed.testing.Catalogs;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Function;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * A catalog of listed parts (as a start over the stored copy builds it) maps a part when it is first
 * asked for, once, and is otherwise the same catalog as one built from mapped parts.
 */
class CatalogListingTest {

    private static final String X520 = "intel-x520-da2";
    private static final String CRS305 = "mikrotik-crs305-1g-4s-in";

    /** Every part of the repository catalog, listed by its facts and counted each time it is mapped. */
    private static final class CountedListings {
        final Map<String, AtomicInteger> mapped = new ConcurrentHashMap<>();
        final List<Catalog.Listing> listings = new ArrayList<>();

        CountedListings(Function<Part, Part> mapping) {
            for (Part p : Catalogs.repo().all()) {
                AtomicInteger count = new AtomicInteger();
                mapped.put(p.id(), count);
                listings.add(new Catalog.Listing(p.id(), p.kind(), p.vendor(), p.model(), () -> {
                    count.incrementAndGet();
                    return mapping.apply(p);
                }));
            }
        }

        CountedListings() {
            this(Function.identity());
        }

        int mappedParts() {
            return (int) mapped.values().stream().filter(c -> c.get() > 0).count();
        }
    }

    @Test
    void aListedPart_isMappedWhenFirstLookedUp_andOnlyOnce_andNoOtherPartIsMapped() {
        CountedListings parts = new CountedListings();
        Catalog catalog = Catalog.listed(parts.listings, List.of());
        assertThat(parts.mappedParts()).isZero();

        assertThat(catalog.find(X520))
                .get()
                .isEqualTo(Catalogs.repo().find(X520).orElseThrow());
        assertThat(catalog.find(X520, Nic.class)).isPresent();
        assertThat(catalog.find(X520, Switch.class)).isEmpty();

        assertThat(parts.mapped.get(X520)).hasValue(1);
        assertThat(parts.mappedParts()).isEqualTo(1);
        // the size and whether an id is there come from the listing, not from mapping
        assertThat(catalog.size()).isEqualTo(Catalogs.repo().size());
        assertThat(catalog.contains(CRS305)).isTrue();
        assertThat(parts.mappedParts()).isEqualTo(1);
    }

    @Test
    void aScanOfAListedCatalog_mapsEveryPartOnce_inTheOrderOfACatalogOfMappedParts() {
        CountedListings parts = new CountedListings();
        Catalog listed = Catalog.listed(parts.listings, List.of());

        assertThat(listed.all()).containsExactlyElementsOf(Catalogs.repo().all());
        assertThat(listed.ofKind(Switch.class))
                .containsExactlyElementsOf(Catalogs.repo().ofKind(Switch.class));
        assertThat(listed.filter(p -> p.vendor().equals("MikroTik")))
                .containsExactlyElementsOf(
                        Catalogs.repo().filter(p -> p.vendor().equals("MikroTik")));

        assertThat(parts.mapped.values()).allSatisfy(count -> assertThat(count).hasValue(1));
    }

    @Test
    void aCustomPart_isThereMappedAlready_andNeverReplacesACatalogPartOfTheSameId() {
        CountedListings parts = new CountedListings();
        Part x520 = Catalogs.repo().find(X520).orElseThrow();
        Part crs305 = Catalogs.repo().find(CRS305).orElseThrow();
        List<Catalog.Listing> onlyTheSwitch =
                parts.listings.stream().filter(l -> l.id().equals(CRS305)).toList();
        // a custom part with the switch's id is shadowed by the catalog's; the card is custom here
        Catalog catalog = Catalog.listed(onlyTheSwitch, List.of(x520, crs305));

        assertThat(catalog.isCustom(X520)).isTrue();
        assertThat(catalog.find(X520)).containsSame(x520);
        assertThat(catalog.find(CRS305)).get().isEqualTo(crs305);
        assertThat(parts.mapped.get(CRS305)).hasValue(1);
        assertThat(catalog.size()).isEqualTo(2);
    }

    @Test
    void aListingWhoseDocumentMapsToAnotherPart_failsItsLookUp_namingBoth() {
        Part other = Catalogs.repo().find(CRS305).orElseThrow();
        CountedListings parts = new CountedListings(p -> p.id().equals(X520) ? other : p);
        Catalog catalog = Catalog.listed(parts.listings, List.of());

        assertThatThrownBy(() -> catalog.find(X520))
                .isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("nic " + X520)
                .hasMessageContaining("switch " + CRS305);
    }

    @Test
    void aPartThatFailsToMap_failsEachLookUpOfIt_andLeavesTheOtherPartsAsTheyAre() {
        CountedListings parts = new CountedListings(p -> {
            if (p.id().equals(X520)) {
                throw new IllegalStateException("stored catalog part " + X520 + " no longer maps");
            }
            return p;
        });
        Catalog catalog = Catalog.listed(parts.listings, List.of());

        assertThatThrownBy(() -> catalog.find(X520)).hasMessageContaining(X520 + " no longer maps");
        assertThatThrownBy(() -> catalog.find(X520)).hasMessageContaining(X520 + " no longer maps");
        // not kept as a failure: each look-up tries again (and says so again)
        assertThat(parts.mapped.get(X520)).hasValue(2);
        assertThat(catalog.find(CRS305)).isPresent();
        assertThatThrownBy(catalog::all).hasMessageContaining(X520);
    }
}
