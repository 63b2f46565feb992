package dev.wirespeed.web;

import dev.wirespeed.catalog.Catalog;
import dev.wirespeed.catalog.Nic;
import dev.wirespeed.catalog.PartQuery;
import dev.wirespeed.fit.CardFit;
import dev.wirespeed.testing.Catalogs;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Locale;

import static org.assertj.core.api.Assertions.assertThat;

/** The card picker's search and order over the repository catalog, by the facts its NIC files state. */
class CardPickerTest {

    private final Catalog catalog = Catalogs.repo();
    private final CardPicker picker = new CardPicker(catalog);

    private List<String> ids(String query) {
        return picker.cards(null, "", query, null).stream()
                .map(c -> c.nic().id())
                .toList();
    }

    @Test
    void aFamilyAlias_findsTheCardThatListsIt() {
        // mellanox-mcx4121a-acat.yaml: aliases [ConnectX-4 Lx, CX4121A, MCX4121A, ...]
        assertThat(ids("ConnectX-4 Lx")).contains("mellanox-mcx4121a-acat").doesNotContain("intel-x520-da1");
        assertThat(ids("connectx-4 lx")).contains("mellanox-mcx4121a-acat");
    }

    @Test
    void theChipFamily_findsCardsWhoseNamesDoNotSayIt() {
        // intel-x520-da1.yaml: chip "Intel 82599 (X520 family)", and no alias or part number says 82599;
        // chelsio-t520-cr.yaml: chip "Chelsio Terminator 5 (T5)", no aliases
        assertThat(ids("82599")).contains("intel-x520-da1", "intel-x520-da2");
        assertThat(new PartQuery("nic", "82599", null, null, null, null, null, null, null)
                        .matches(catalog.find("intel-x520-da1").orElseThrow()))
                .as("the catalog search alone does not find it")
                .isFalse();
        assertThat(ids("Terminator 5")).contains("chelsio-t520-cr", "chelsio-t520-bt", "chelsio-t540-cr");
    }

    @Test
    void aVendor_findsOnlyThatVendorsCards() {
        // three Chelsio T5 cards and the T62100-CR
        List<String> chelsio = ids("Chelsio");
        assertThat(chelsio)
                .containsExactlyInAnyOrder(
                        "chelsio-t520-bt", "chelsio-t520-cr", "chelsio-t540-cr", "chelsio-t62100-cr");
    }

    @Test
    void theChosenCardStaysListed_whateverTheSearch() {
        List<String> ids = picker.cards(null, "", "Chelsio", "intel-x520-da1").stream()
                .map(c -> c.nic().id())
                .toList();
        assertThat(ids).contains("intel-x520-da1", "chelsio-t520-cr");
    }

    @Test
    void cardsThatFitComeFirst_andEachListIsOrderedByFamily() {
        List<CardPicker.Card> usb = picker.cards(null, CardFit.USB, "", null);
        int firstOther = 0;
        while (firstOther < usb.size() && usb.get(firstOther).fits()) {
            firstOther++;
        }
        // the QNAP QNA-UC5G1T is a USB adapter (hostInterface kind usb); the MCX4121A-ACAT a PCIe card
        List<String> fitting =
                usb.subList(0, firstOther).stream().map(c -> c.nic().id()).toList();
        assertThat(fitting).contains("qnap-qna-uc5g1t").doesNotContain("mellanox-mcx4121a-acat");
        assertThat(usb.subList(firstOther, usb.size()))
                .allSatisfy(c -> assertThat(c.fits()).isFalse());
        List<String> families = usb.subList(0, firstOther).stream()
                .map(c -> c.family().toLowerCase(Locale.ROOT))
                .toList();
        assertThat(families).isSorted();
        // an Aquantia AQC111U family (five adapters on that chip) stands together
        int first = families.indexOf("aquantia aqc111u");
        int last = families.lastIndexOf("aquantia aqc111u");
        assertThat(last - first).isPositive();
        assertThat(families.subList(first, last + 1)).containsOnly("aquantia aqc111u");
    }

    @Test
    void theSearchTextHasTheFamily() {
        Nic x520 = catalog.find("intel-x520-da1", Nic.class).orElseThrow();
        assertThat(CardPicker.searchText(x520)).contains("intel 82599").contains("x520-da1");
        assertThat(CardPicker.matches(x520, "")).isTrue();
        assertThat(CardPicker.matches(x520, "82599 x520")).isTrue();
        assertThat(CardPicker.matches(x520, "82599 connectx")).isFalse();
    }
}
