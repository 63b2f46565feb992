package dev.wirespeed.web;

import dev.wirespeed.testing.OnEachDatabase;
import dev.wirespeed.testing.TestApp;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.AfterParameterizedClassInvocation;
import org.junit.jupiter.params.BeforeParameterizedClassInvocation;

import java.net.http.HttpResponse;

import static dev.wirespeed.web.CatalogToolsTest.form;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * The plan editor's card picker and cable list over HTTP without JavaScript: the search box refreshes
 * the list through the form's "what fits" GET, cards are named by family, the USB and Thunderbolt fields
 * show for their own slots only, and cables too short for the distance come last, greyed, with the reason.
 */
@OnEachDatabase
class EditorPickerPageTest {

    private static TestApp app;
    private String plan;

    @BeforeParameterizedClassInvocation
    static void start() {
        app = TestApp.start();
    }

    @AfterParameterizedClassInvocation
    static void stop() {
        app.close();
    }

    /** One host on an ASUS PRIME B550-PLUS and a CRS305-1G-4S+IN (four SFP+ cages). */
    @BeforeEach
    void aPlan() {
        HttpResponse<String> r = app.postForm("/plans", form("name", "Picker"));
        plan = r.headers()
                .firstValue("Location")
                .orElseThrow()
                .replaceAll("^.*/plans/", "")
                .replaceAll("[?#].*$", "");
        post("/hosts", "form", "host-new", "name", "Main PC", "os", "linux", "board", "asus-prime-b550-plus");
        post("/switches", "form", "switch-new", "part", "mikrotik-crs305-1g-4s-in");
    }

    private void post(String path, String... kv) {
        String version = app.get("/api/plans/" + plan)
                .headers()
                .firstValue("X-Plan-Version")
                .orElseThrow();
        String[] all = new String[kv.length + 2];
        all[0] = "version";
        all[1] = version;
        System.arraycopy(kv, 0, all, 2, kv.length);
        assertThat(app.postForm("/plans/" + plan + path, form(all)).statusCode())
                .isEqualTo(303);
    }

    private String nicForm(String query) {
        String page =
                app.get("/plans/" + plan + "?form=nic-new-main-pc&" + query).body();
        int start = page.indexOf("id=\"form-nic-new-main-pc\"");
        return page.substring(start, page.indexOf("</form>", start));
    }

    private static String partSelect(String form) {
        int start = form.indexOf("name=\"part\"");
        return form.substring(start, form.indexOf("</select>", start));
    }

    @Test
    void searchingTheCards_forAFamilyAlias_narrowsTheList_andNamesTheFamily() {
        // the MCX4121A-ACAT lists the alias "ConnectX-4 Lx"; the X520-DA1 is an Intel 82599 card
        String form = nicForm("slot=PCIEX16_1&partq=ConnectX-4+Lx");
        String select = partSelect(form);
        assertThat(select)
                .contains("value=\"mellanox-mcx4121a-acat\"")
                .doesNotContain("value=\"intel-x520-da1\"")
                .contains("ConnectX-4 Lx EN · Mellanox MCX4121A-ACAT");
        assertThat(form)
                .contains("name=\"partq\"")
                .contains("value=\"ConnectX-4 Lx\"")
                .contains("match “ConnectX-4 Lx”");
        // the search button is the form's "what fits" GET, so it works without JavaScript
        assertThat(form).containsPattern("formmethod=\"get\"[^>]*>Search<");
        // without a search every card is listed
        assertThat(partSelect(nicForm("slot=PCIEX16_1"))).contains("value=\"intel-x520-da1\"");
    }

    @Test
    void theUsbField_showsForAUsbPortOnly_andNamesUsb4AsOneWord() {
        assertThat(nicForm("slot=PCIEX16_1"))
                .doesNotContain("name=\"usbPort\"")
                .doesNotContain("name=\"thunderboltVersion\"");
        String usb = nicForm("slot=usb");
        assertThat(usb)
                .contains("name=\"usbPort\"")
                .contains(">USB4<")
                .doesNotContain("USB usb4")
                .contains(">USB 3.2gen1<");
        assertThat(usb).doesNotContain("name=\"thunderboltVersion\"");
        assertThat(nicForm("slot=thunderbolt"))
                .contains("name=\"thunderboltVersion\"")
                .doesNotContain("name=\"usbPort\"");
    }

    @Test
    void dacsTooShortForTheDistance_comeLastInTheirGroup_greyed_withTheReason() {
        String page = app.get("/plans/" + plan
                        + "?form=link-new&a=crs305-1g-4s-in%7C%7C1&b=crs305-1g-4s-in%7C%7C2&distanceM=1.5")
                .body();
        int start = page.indexOf("label=\"Direct-attach cables that fit both ports\"");
        String dacs = page.substring(start, page.indexOf("</optgroup>", start));
        int lastLongEnough = dacs.lastIndexOf("long enough for 1.5 m");
        int firstTooShort = dacs.indexOf("too short for 1.5 m");
        // 10Gtek CAB-10GSFP-P2M is 2 m long (reaches 1.5 m), the P0.5M 0.5 m (does not)
        assertThat(dacs).contains("10gtek-cab-10gsfp-p2m").contains("10gtek-cab-10gsfp-p0-5m");
        assertThat(dacs.indexOf("10gtek-cab-10gsfp-p2m")).isLessThan(lastLongEnough);
        assertThat(dacs.indexOf("10gtek-cab-10gsfp-p0-5m")).isGreaterThan(lastLongEnough);
        assertThat(lastLongEnough).isPositive();
        assertThat(firstTooShort).isGreaterThan(lastLongEnough);
        String shortOption = dacs.substring(dacs.lastIndexOf("<option", firstTooShort), firstTooShort);
        assertThat(shortOption).contains("class=\"nofit\"");
    }
}
