package dev.wirespeed.catalog;

import dev.wirespeed.testing.YamlParts;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** The coverage table counts what a buyer can plan with, kind by kind. */
class CoverageTest {

    private static final String SRC = "sources: [{title: test}]\n";

    private static Part cpu(String id, String prices) {
        return YamlParts.part(
                "id: " + id + "\nkind: cpu\nvendor: T\nmodel: " + id + "\ncores: 4\nthreads: 4\n" + prices + SRC);
    }

    private static String price(String date) {
        return "{amount: 100, currency: USD, date: '" + date + "', condition: new, where: a shop, region: US,"
                + " tax: excluded, source: a shop page}";
    }

    @Test
    void countsPricedParts_andThoseWithAPriceSince2024() {
        Catalog c = Catalog.of(List.of(
                cpu("test-a", "prices: [" + price("2020-06") + ", " + price("2025-01") + "]\n"),
                cpu("test-b", "prices: [" + price("2023-12") + "]\n"),
                cpu("test-c", ""),
                cpu("test-d", "power: {typicalW: 6, source: test}\n")));
        Coverage.Row row = Coverage.of(c).of("cpu");
        // 4 parts; a and b priced (2); only a has a price dated 2024 or later (1); d has power (1).
        assertThat(row.parts()).isEqualTo(4);
        assertThat(row.priced()).isEqualTo(2);
        assertThat(row.pricedSince2024()).isEqualTo(1);
        assertThat(row.withPower()).isEqualTo(1);
        // shares: priced 2/4 = 50%, since 2024 1/2 = 50% of the priced, power 1/4 = 25%
        // none of the four has a socket, so none counts as sold alone: 0 of 0
        assertThat(Coverage.of(c).markdown()).contains("| cpu | 4 | 2 (50%) | 1 (50%) | 0 | 0 | 1 (25%) | - |");
    }

    @Test
    void socketedCpusAndAddInCards_areSoldAlone_solderedOnesAreNot() {
        Part socketed =
                YamlParts.part("id: test-s\nkind: cpu\nvendor: T\nmodel: S\ncores: 6\nthreads: 12\nsocket: AM4\n"
                        + "prices: [" + price("2025-01") + "]\n" + SRC);
        Part bga = YamlParts.part(
                "id: test-b\nkind: cpu\nvendor: T\nmodel: B\ncores: 4\nthreads: 4\nsocket: FCBGA1264\n" + SRC);
        Part amdMobile = YamlParts.part(
                "id: test-m\nkind: cpu\nvendor: T\nmodel: M\ncores: 8\nthreads: 16\nsocket: FP7, FP7r2, FP8\n" + SRC);
        Coverage.Row row =
                Coverage.of(Catalog.of(List.of(socketed, bga, amdMobile))).of("cpu");
        // AM4 is sold alone and priced; FCBGA1264 and AMD's FP7/FP8 mobile packages are soldered:
        // 1 of 1 sold-alone parts priced
        assertThat(row.soldAlone()).isEqualTo(1);
        assertThat(row.soldAlonePriced()).isEqualTo(1);
    }

    @Test
    void nicsWithPciOrUsbIds_areCounted() {
        Part withIds = YamlParts.part("id: test-n\nkind: nic\nvendor: T\nmodel: N\nchip: c\n"
                + "pciIds: [{vendor: '15b3', device: '1015', source: Debian hwdata pci.ids}]\n"
                + "ports: [{count: 1, cage: sfp28, speedsGbps: [25, 10]}]\nhostInterface: {kind: pcie, gen: 3, lanes: 8}\n"
                + SRC);
        Part without = YamlParts.part("id: test-m\nkind: nic\nvendor: T\nmodel: M\nchip: c\n"
                + "ports: [{count: 1, cage: rj45, speedsGbps: [1]}]\nhostInterface: {kind: onboard}\n" + SRC);
        Coverage.Row row = Coverage.of(Catalog.of(List.of(withIds, without))).of("nic");
        assertThat(row.withDeviceIds()).isEqualTo(1);
        assertThat(Coverage.of(Catalog.of(List.of(withIds, without))).total().parts())
                .isEqualTo(2);
    }
}
