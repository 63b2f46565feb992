package dev.wirespeed.catalog;

import dev.wirespeed.testing.Catalogs;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/** A NIC's family is its chip without the catalog's asides, read from the repository's NIC files. */
class NicFamilyTest {

    private static String family(String id) {
        return NicFamily.of(Catalogs.repo().find(id, Nic.class).orElseThrow());
    }

    @Test
    void aParenthesisNamingTheSiliconRevision_isDropped() {
        // mellanox-mcx4111a-acat.yaml: chip "ConnectX-4 Lx EN (MT27712A0-FDCF-AE)"
        assertThat(family("mellanox-mcx4111a-acat")).isEqualTo("ConnectX-4 Lx EN");
        assertThat(family("mellanox-mcx4121a-acat")).isEqualTo("ConnectX-4 Lx EN");
    }

    @Test
    void aSemicolonInsideTheParenthesis_doesNotLeaveHalfOfIt() {
        // intel-i219-v.yaml: chip "Intel I219 (PHY; MAC integrated in the PCH)"
        assertThat(family("intel-i219-v")).isEqualTo("Intel I219");
    }

    @Test
    void whatFollowsASemicolon_isASourceNote() {
        // tp-link-tx401.yaml: chip "Marvell (Aquantia) AQtion; one unit enumerated as AQC113 (PCI ID 1d6a:04c0)"
        assertThat(family("tp-link-tx401")).isEqualTo("Marvell AQtion");
    }
}
