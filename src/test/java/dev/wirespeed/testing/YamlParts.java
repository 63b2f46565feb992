package dev.wirespeed.testing;

import dev.wirespeed.catalog.Part;
import dev.wirespeed.catalog.load.CatalogLoader;

/**
 * Test parts written as catalog YAML and read through the real loader, so a fixture obeys the
 * same schema and checks as a catalog file. Each fixture names the fact the test is about.
 */
public final class YamlParts {

    private static final CatalogLoader LOADER = CatalogLoader.forRoot(TestApp.repoCatalog());

    private YamlParts() {}

    /** A part from YAML; the test fails at once, naming the problem, if the YAML is not a valid part. */
    public static Part part(String yaml) {
        CatalogLoader.Parsed p = LOADER.parse(yaml, "test fixture");
        if (!p.ok()) {
            throw new IllegalArgumentException("invalid test part: " + p.problems());
        }
        return p.part();
    }

    private static final String SOURCE = "sources: [{title: test part}]\n";

    /** A one-port SFP28 card that runs the given FEC modes, the first its default. */
    public static Part a25gCardRunning(String id, String fecModes) {
        return part("id: " + id + "\nkind: nic\nvendor: Test\nmodel: " + id + "\nchip: test\n"
                + "ports: [{count: 1, cage: sfp28, speedsGbps: [25, 10], fecModes: " + fecModes + "}]\n"
                + "hostInterface: {kind: pcie, gen: 3, lanes: 8}\n" + SOURCE);
    }

    /** A four-cage SFP28 switch whose ports run the given FEC modes. */
    public static Part a25gSwitchRunning(String id, String fecModes) {
        return part("id: " + id + "\nkind: switch\nvendor: Test\nmodel: " + id + "\n"
                + "ports: [{count: 4, cage: sfp28, speedsGbps: [25, 10], fecModes: " + fecModes + "}]\n" + SOURCE);
    }

    /** A passive SFP28 DAC of an IEEE 802.3by class and length. */
    public static Part a25gDac(String id, String dacClass, double metres) {
        return part("id: " + id + "\nkind: cable\nvendor: Test\nmodel: " + id + "\ncableType: dac-passive\n"
                + "lengthM: " + metres + "\nends: [sfp28, sfp28]\nspeedsGbps: [25, 10]\ndacClass: " + dacClass + "\n"
                + SOURCE);
    }

    /** A switch with four RJ45 ports ether1-4 and two SFP+ cages sfp1-2, where ether4 and sfp1 are a combo pair. */
    public static Part aComboSwitch() {
        return part("id: test-combo-switch\nkind: switch\nvendor: Test\nmodel: Combo\n"
                + "ports:\n"
                + "  - {count: 4, cage: rj45, speedsGbps: [10, 5, 2.5, 1], names: [ether1, ether2, ether3, ether4]}\n"
                + "  - {count: 2, cage: sfp+, speedsGbps: [10, 1], names: [sfp1, sfp2]}\n"
                + "combos: [{ports: [ether4, sfp1], source: test part}]\n" + SOURCE);
    }

    /** Four SFP+ cages sfp1-4 and a total module power budget. */
    public static Part aSwitchSupplyingModules(double watts) {
        return part("id: test-budget-switch\nkind: switch\nvendor: Test\nmodel: Budget\n"
                + "ports: [{count: 4, cage: sfp+, speedsGbps: [10, 1], names: [sfp1, sfp2, sfp3, sfp4]}]\n"
                + "modulePowerBudgetW: " + watts + "\n" + SOURCE);
    }

    /** Four SFP+ cages sfp1-4 where 10GBASE-T modules go only in every other cage, and only in sfp1 and sfp3. */
    public static Part aSwitchWithEveryOtherCageForCopperModules() {
        return part("id: test-placement-switch\nkind: switch\nvendor: Test\nmodel: Placement\n"
                + "ports: [{count: 4, cage: sfp+, speedsGbps: [10, 1], names: [sfp1, sfp2, sfp3, sfp4]}]\n"
                + "moduleLimits: [{standard: 10GBASE-T, maxModules: 2, placement: every-other-cage,"
                + " ports: [sfp1, sfp3], source: test part}]\n" + SOURCE);
    }

    /** A 10G single-fibre BiDi module sending at {@code tx} nm and listening at {@code rx} nm. */
    public static Part aBidiModule(String id, int tx, int rx) {
        return part("id: " + id + "\nkind: transceiver\nvendor: Test\nmodel: " + id + "\nformFactor: sfp+\n"
                + "standard: 10GBASE-BX\nspeedsGbps: [10]\nmedia: smf\nwavelengthNm: " + tx + "\n"
                + "bidi: {txNm: " + tx + ", rxNm: " + rx + "}\nconnector: lc-simplex\n" + SOURCE);
    }

    /** A 10GBASE-LR duplex module with a UPC-polished LC port. */
    public static Part anLrModuleWithUpcPort() {
        return part("id: test-lr-upc\nkind: transceiver\nvendor: Test\nmodel: LR UPC\nformFactor: sfp+\n"
                + "standard: 10GBASE-LR\nspeedsGbps: [10]\nmedia: smf\nwavelengthNm: 1310\nconnector: lc-duplex\n"
                + "polish: upc\n" + SOURCE);
    }

    /** A 2 m OS2 LC-LC duplex cord with the given polish. */
    public static Part anOs2Cord(String id, String polish) {
        return part("id: " + id + "\nkind: cable\nvendor: Test\nmodel: " + id + "\ncableType: fiber\nlengthM: 2\n"
                + "ends: [lc, lc]\nfiberGrade: OS2\nfiberMode: smf\nstrands: 2\npolish: " + polish + "\n" + SOURCE);
    }

    /** A 1 m OS2 LC-LC simplex cord for BiDi links. */
    public static Part anOs2SimplexCord() {
        return part("id: test-os2-simplex\nkind: cable\nvendor: Test\nmodel: OS2 simplex\ncableType: fiber\n"
                + "lengthM: 1\nends: [lc, lc]\nfiberGrade: OS2\nfiberMode: smf\nstrands: 1\n" + SOURCE);
    }
}
