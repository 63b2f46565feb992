package dev.wirespeed.web;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.wirespeed.solver.model.FittedPriors;
import dev.wirespeed.solver.model.Prediction;
import dev.wirespeed.solver.model.Priors;
import dev.wirespeed.solver.model.Ranges;
import dev.wirespeed.solver.model.StageClass;
import dev.wirespeed.testing.Browser;
import dev.wirespeed.testing.Requirement;
import dev.wirespeed.testing.TestApp;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.openqa.selenium.By;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.Keys;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.support.ui.ExpectedConditions;
import org.openqa.selenium.support.ui.Select;
import org.openqa.selenium.support.ui.WebDriverWait;

import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.TimeUnit;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The plan page as a person reads and uses it: the summary bar on every seed example (the state in
 * one word, the total from the seed posts' prices, each flow's prediction against the run the post
 * measured), the shopping list reached from the bar and back, the iperf3 button storing exactly one
 * run, the link form keeping its cable through a "what fits" refresh and saving on a direct click,
 * and removing a host only after a page that lists what goes with it.
 */
class PlanSummaryBrowserIT {

    private static final Path FIXTURES = TestApp.baseDir().resolve("src/test/resources/fixtures/iperf3-text");
    private static final Path IPERF3 = Path.of("/usr/bin/iperf3");
    private static final ObjectMapper JSON = new ObjectMapper();

    @RegisterExtension
    final Browser.ScreenshotOnFailure screenshots = new Browser.ScreenshotOnFailure();

    private TestApp app;
    private Browser browser;

    @AfterEach
    void tearDown() {
        if (browser != null) {
            browser.close();
        }
        if (app != null) {
            app.close();
        }
    }

    private void start() {
        app = TestApp.start();
        browser = Browser.open(1280, 900, "en", true);
        screenshots.use(browser);
    }

    // ---- helpers ----

    private String example(String seed) {
        return app.app().plans().list().stream()
                .filter(s -> seed.equals(s.exampleOf()))
                .findFirst()
                .orElseThrow()
                .plan()
                .id();
    }

    /** Attaches measured output (a cut of a seed post's iperf3 text) to one flow, as the import does. */
    private void attach(String plan, String flow, String text) {
        var r = app.post(
                "/api/measurements?plan=" + plan + "&flow=" + URLEncoder.encode(flow, StandardCharsets.UTF_8),
                text,
                "text/plain");
        assertThat(r.statusCode()).as(r.body()).isEqualTo(201);
    }

    private static String fixture(String name) throws Exception {
        return Files.readString(FIXTURES.resolve(name));
    }

    /** The part of {@code text} from the line that starts with {@code from} up to and including the line with {@code through}. */
    private static String cut(String text, String from, String through) {
        int start = text.indexOf(from);
        int end = text.indexOf('\n', text.indexOf(through, start));
        assertThat(start).as("fixture has " + from).isNotNegative();
        return text.substring(start, end + 1);
    }

    private WebElement flowInBar(String flow) {
        return browser.find(By.cssSelector("#summary li[data-flow='" + flow + "']"));
    }

    private String state() {
        return browser.find(By.cssSelector("#summary .state-word")).getText();
    }

    private String total() {
        return browser.find(By.cssSelector("#summary .total")).getText();
    }

    private void click(WebElement e) {
        ((JavascriptExecutor) browser.driver()).executeScript("arguments[0].scrollIntoView({block: 'center'})", e);
        e.click();
    }

    /** Opens the section (details) a form belongs to, as a person clicking its summary, and waits for its form to load. */
    private void open(String formId) {
        WebElement details =
                browser.find(By.cssSelector("details[data-form-for='" + formId.substring("form-".length()) + "']"));
        if (details.getAttribute("open") == null) {
            click(details.findElement(By.tagName("summary")));
        }
        browser.waitFor(d -> d.findElement(By.id(formId)).isDisplayed());
    }

    /** Chooses a port; its select refreshes the form ("what fits"), which is waited for. */
    private void choose(String selectId, String value) {
        WebElement select = browser.find(By.id(selectId));
        new Select(select).selectByValue(value);
        new WebDriverWait(browser.driver(), Duration.ofSeconds(20)).until(ExpectedConditions.stalenessOf(select));
    }

    private int version() {
        return Integer.parseInt(browser.find(By.id("editor")).getAttribute("data-version"));
    }

    private void waitForVersionAbove(int before) {
        browser.waitFor(d -> {
            try {
                return version() > before;
            } catch (RuntimeException e) {
                return false; // between swaps
            }
        });
    }

    private JsonNode plan(String id) throws Exception {
        return JSON.readTree(app.get("/api/plans/" + id).body());
    }

    private JsonNode link(String plan, String linkId) throws Exception {
        for (JsonNode l : plan(plan).get("links")) {
            if (l.get("id").asText().equals(linkId)) {
                return l;
            }
        }
        throw new AssertionError("no link " + linkId + " in " + plan(plan));
    }

    // ---- the summary bar ----

    @Test
    void theSummaryBar_onEverySeedExample_saysTheState_theTotal_andPredictedAgainstMeasured() throws Exception {
        start();
        String s000 = example("seed-000");
        String s001 = example("seed-001");
        String s002 = example("seed-002");
        String s003 = example("seed-003");
        String s004 = example("seed-004");

        // before any run is attached: the priors' predictions, and "not measured yet"

        // seed 000: no error; the ConnectX-4 driver caveats warn. 27,349 (CRS305) + 1,999 + 2,199 + 2,419 (DACs
        // 0.5, 1, 2 m) + 2 x 3,359 (ConnectX-4 Lx) = 40,684 JPY, the post's table
        browser.go(app.url("/plans/" + s000));
        assertThat(state()).isEqualTo("Warning");
        assertThat(total()).contains("40,684 JPY");
        // 10 Gbit/s x 1460 / 1538 = 9.49 (Windows initiates, no timestamps); 10 x 1448 / 1538 = 9.41 (Ubuntu does);
        // the range is the shipped wire band around it, shown to one decimal
        Prediction.Range range = PredictionRangeApiTest.wireRange(10.0 * 1460 / 1538);
        assertThat(flowInBar("win-to-ubuntu").getText())
                .contains(String.format(Locale.ROOT, "9.49 Gbit/s, %.1f-%.1f", range.low(), range.high()))
                .contains("not measured yet");
        assertThat(flowInBar("ubuntu-to-win").getText()).contains("9.41 Gbit/s");
        assertThat(flowInBar("ubuntu-to-win").getAttribute("data-tone")).isEqualTo("unmeasured");

        // seed 001: 19,904 (CRS305, $152) + 13,860 (2 x X520 clone) + 5,345 (2 DACs) = 39,109 JPY, the post's total
        browser.go(app.url("/plans/" + s001));
        assertThat(state()).isEqualTo("Warning");
        assertThat(total()).contains("39,109 JPY");
        // PCIe 2.0 x1: 5 GT/s x 8/10 = 4 Gbit/s x 1448 / 1842 B per frame in TLPs = 3.14; its range is the shipped
        // bus band around it, the high end capped at the 10G wire's 10 x 1448 / 1538 = 9.41
        double pcie = 4.0 * 1448 / 1842;
        FittedPriors.Band bus = Ranges.band(StageClass.BUS);
        double busLow = Math.min(pcie * Math.exp(bus.low()), pcie);
        double busHigh = Math.max(Math.min(pcie * Math.exp(bus.high()), 10.0 * 1448 / 1538), pcie);
        assertThat(flowInBar("win-to-server").getText())
                .contains(String.format(Locale.ROOT, "3.14 Gbit/s, %.1f-%.1f", busLow, busHigh));

        // seed 002: the post names no DAC: both links warn that no cable is chosen
        browser.go(app.url("/plans/" + s002));
        assertThat(state()).isEqualTo("Warning");
        assertThat(browser.find(By.cssSelector("#summary .state")).getText()).contains("3 warnings");
        // a link is named by the devices at its ends: host "Test PC", switch "2.5G + SFP+ budget switch"
        assertThat(browser.find(By.id("panel")).getText())
                .contains("link Test PC – 2.5G + SFP+ budget switch: no cable is chosen");
        // 10 x 1448 / 1538 = 9.41; Samba: the N100's measured one-core smbd ceiling, 2.19 Gbit/s
        assertThat(flowInBar("iperf-pc-to-nas").getText()).contains("9.41 Gbit/s");
        assertThat(flowInBar("smb-put-to-nas").getText()).contains("2.19 Gbit/s");

        // seed 003: the SC-SC cord does not fit the LC-duplex modules: an error
        browser.go(app.url("/plans/" + s003));
        assertThat(state()).isEqualTo("Incompatible");
        assertThat(browser.find(By.cssSelector("#summary .state")).getText()).contains("1 error");
        // MTU 9000: 10 x 8948 / 9038 = 9.90
        assertThat(flowInBar("mac-to-debian").getText()).contains("9.90 Gbit/s");
        browser.screenshot("plan-summary-seed003-1280");

        // seed 004: 22,390 (Sonnet Solo10G) + 14,082 (QNAP QNA-UC5G1T) at the post's purchase prices + 100 (the Daiso
        // Cat6 cord, Nikkei Trendy's 100-yen-shop ranking) = 36,572 JPY
        browser.go(app.url("/plans/" + s004));
        assertThat(state()).isEqualTo("Warning");
        assertThat(total()).contains("36,572 JPY");
        // USB 3.2 Gen1: 4 Gbit/s x 1024/1056 x 8948/9022 x the fitted usb.3.2gen1 efficiency (its shipped prior)
        double usb = 4.0 * 1024 / 1056 * 8948 / 9022 * Priors.get("usb.3.2gen1").prior();
        assertThat(flowInBar("ds77u5-to-thinkpad").getText())
                .contains(String.format(Locale.ROOT, "%.2f Gbit/s", usb))
                .contains("not measured yet");

        // the posts' runs attached: each flow shows the measured figure next to the (now calibrated) prediction,
        // and the difference and tone follow from the two figures on the page
        String all000 = fixture("seed000-10gbe-before-and-after-driver.txt");
        String runs000 = all000.substring(all000.indexOf("Windowsにドライバ入れた後"));
        // after the NVIDIA driver: Windows -> Ubuntu 9.49, Ubuntu -> Windows 9.41 Gbit/s (receiver)
        attach(s000, "win-to-ubuntu", cut(runs000, "Windows→Ubuntu", "9.49 Gbits/sec                  receiver"));
        attach(s000, "ubuntu-to-win", cut(runs000, "Ubuntu→Windows", "9.41 Gbits/sec                  receiver"));
        attach(s001, "win-to-server", fixture("seed001-client-pcie-x1.txt")); // 3.01 Gbit/s at PCIe 2.0 x1
        attach(s002, "iperf-pc-to-nas", fixture("seed002-server.txt")); // 9.37 Gbit/s received by the NAS
        attach(s003, "mac-to-debian", fixture("seed003-client-collapsed-spacing.txt")); // 5.11 Gbit/s, one stream

        browser.go(app.url("/plans/" + s000));
        measured("win-to-ubuntu", 9.49);
        measured("ubuntu-to-win", 9.41);
        browser.screenshot("plan-summary-seed000-1280");
        browser.go(app.url("/plans/" + s001));
        measured("win-to-server", 3.01);
        assertThat(flowInBar("download-recording").getText()).contains("not measured yet");
        browser.go(app.url("/plans/" + s002));
        measured("iperf-pc-to-nas", 9.37);
        browser.go(app.url("/plans/" + s003));
        // no fitted factor carries the macOS sender's cost: the one stream stays far below the prediction
        assertThat(measured("mac-to-debian", 5.11)).isEqualTo("far");
    }

    /**
     * Checks one flow of the bar against a run a seed post measured: the figure is the post's, and the
     * difference printed is (predicted - measured) / measured from the two figures the bar shows, in whole
     * percent, with the tone its size gives (5% and 15% the bands). Returns the tone.
     */
    private String measured(String flow, double postFigure) {
        WebElement li = flowInBar(flow);
        double predicted = Double.parseDouble(
                li.findElement(By.cssSelector(".predicted-gbps")).getText().replace(" Gbit/s", ""));
        assertThat(li.findElement(By.cssSelector(".measured-gbps")).getText())
                .isEqualTo(String.format(Locale.ROOT, "%.2f Gbit/s", postFigure));
        double delta = (predicted - postFigure) / postFigure;
        long percent = Math.round(delta * 100);
        String tone = Math.abs(delta) <= 0.05 ? "close" : Math.abs(delta) <= 0.15 ? "apart" : "far";
        String word =
                Map.of("close", "matches", "apart", "apart", "far", "far apart").get(tone);
        assertThat(li.findElement(By.cssSelector(".delta")).getText())
                .as("predicted %s, measured %s", predicted, postFigure)
                .isEqualTo("(" + (percent > 0 ? "+" : "") + percent + "%: " + word + ")");
        assertThat(li.getAttribute("data-tone")).isEqualTo(tone);
        return tone;
    }

    @Test
    void theShoppingList_isReachedFromTheSummaryBar_andLeadsBackToThePlan() {
        start();
        String plan = example("seed-001");
        browser.go(app.url("/plans/" + plan));
        browser.click(By.cssSelector("#summary a.total"));
        browser.waitFor(d -> d.getCurrentUrl().endsWith("/plans/" + plan + "/shopping-list"));
        assertThat(browser.find(By.tagName("h1")).getText()).startsWith("Shopping list");
        assertThat(browser.find(By.cssSelector(".shop-totals .total")).getText())
                .isEqualTo("39,109 JPY");
        browser.click(By.id("back-to-plan"));
        browser.waitFor(d -> d.getCurrentUrl().endsWith("/plans/" + plan));
        assertThat(browser.find(By.id("editor")).isDisplayed()).isTrue();
        // the header's link leads there too
        browser.click(By.id("shopping-list-link"));
        browser.waitFor(d -> d.getCurrentUrl().endsWith("/shopping-list"));
    }

    // ---- the iperf3 button ----

    private static int freePort() throws Exception {
        try (ServerSocket s = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            return s.getLocalPort();
        }
    }

    @Test
    void theIperf3Button_againstAOneOffServer_storesExactlyOneRun_andShowsIt() throws Exception {
        Requirement.require(
                Files.isExecutable(IPERF3), "iperf3 test: /usr/bin/iperf3 is not installed (apt-get install iperf3)");
        start();
        String plan = example("seed-000");
        assertThat(app.postJson("/api/measure/targets", "{\"targets\": [\"127.0.0.1\"]}")
                        .statusCode())
                .isEqualTo(200);
        int port = freePort();
        // -1: the server answers one test and exits, so a second post would find nobody (the 502 people saw)
        Process server = new ProcessBuilder(
                        IPERF3.toString(), "-s", "-1", "-B", "127.0.0.1", "-p", String.valueOf(port))
                .redirectErrorStream(true)
                .redirectOutput(ProcessBuilder.Redirect.DISCARD)
                .start();
        try {
            Thread.sleep(500);
            browser.go(app.url("/plans/" + plan));
            new Select(browser.find(By.id("pm-flow"))).selectByValue(plan + "/win-to-ubuntu");
            WebElement host = browser.find(By.id("pm-host"));
            host.sendKeys("127.0.0.1");
            WebElement p = browser.find(By.id("pm-port"));
            p.clear();
            p.sendKeys(String.valueOf(port));
            WebElement t = browser.find(By.id("pm-t"));
            t.clear();
            t.sendKeys("1");
            browser.click(By.cssSelector("#form-measure button[type=submit]"));
            new WebDriverWait(browser.driver(), Duration.ofSeconds(30))
                    .until(d -> d.getCurrentUrl().contains("/measurements/"));
            // not the bare digits "502": the raw output printed on this page holds the peer's CPU figures
            // (64.358502..., seen in a CI run), so look for the refusal's own words instead
            assertThat(browser.find(By.tagName("body")).getText())
                    .doesNotContain("iperf3 test against 127.0.0.1")
                    .doesNotContain("Bad Gateway");
            assertThat(server.waitFor(20, TimeUnit.SECONDS)).isTrue();
            Thread.sleep(500); // a second post, were there one, would have arrived by now
            JsonNode runs =
                    JSON.readTree(app.get("/api/measurements?plan=" + plan).body());
            JsonNode list = runs.isArray() ? runs : runs.get("measurements");
            assertThat(list).as(runs.toString()).hasSize(1);
            browser.go(app.url("/plans/" + plan));
            assertThat(browser.find(By.cssSelector("#panel li[data-flow='win-to-ubuntu'] .flow-runs"))
                            .getText())
                    .contains("Measured runs (1)");
            assertThat(flowInBar("win-to-ubuntu").getText()).contains("measured");
        } finally {
            server.destroyForcibly();
        }
    }

    // ---- the link form ----

    @Test
    void theLinkForm_keepsACablePickedWhileTheDistanceRefreshes_andSavesOnADirectClick() throws Exception {
        start();
        String plan = example("seed-000");
        browser.go(app.url("/plans/" + plan));
        // the R86S link goes, so that its switch port and the router's card port are free again
        int v = version();
        open("form-link-l-r86s");
        browser.click(By.cssSelector("#link-l-r86s form.delete-form button"));
        waitForVersionAbove(v);

        open("form-link-new");
        choose("f-link-new-a", "r86s|cx3|1");
        choose("f-link-new-b", "crs305||3");
        // a distance typed, then a cable picked before the "what fits" answer for that distance is back: the
        // refresh leaves with no cable, and its answer must not reset the one picked meanwhile. One script, so
        // that the pick lands while the answer is on its way, as when a person is quicker than the server.
        WebElement distance = browser.find(By.id("f-link-new-distanceM"));
        ((JavascriptExecutor) browser.driver())
                .executeScript("const d = document.getElementById('f-link-new-distanceM');"
                        + "d.value = '0.4';"
                        + "d.dispatchEvent(new Event('change', {bubbles: true}));"
                        + "const c = document.getElementById('f-link-new-cable');"
                        + "c.value = '10gtek-cab-10gsfp-p0-5m';"
                        + "c.dispatchEvent(new Event('change', {bubbles: true}));");
        new WebDriverWait(browser.driver(), Duration.ofSeconds(10)).until(ExpectedConditions.stalenessOf(distance));
        Thread.sleep(300); // any later refresh has landed
        assertThat(new Select(browser.find(By.id("f-link-new-cable")))
                        .getFirstSelectedOption()
                        .getAttribute("value"))
                .isEqualTo("10gtek-cab-10gsfp-p0-5m");
        assertThat(browser.find(By.id("f-link-new-distanceM")).getAttribute("value"))
                .isEqualTo("0.4");
        v = version();
        browser.click(By.cssSelector("#form-link-new button[type=submit]:not([formmethod])"));
        waitForVersionAbove(v);
        JsonNode saved = plan(plan).get("links").get(2);
        assertThat(saved.get("cable").asText()).isEqualTo("10gtek-cab-10gsfp-p0-5m");
        assertThat(saved.get("distanceM").asDouble()).isEqualTo(0.4);

        // the same link changed: a new distance typed and Connect (here: Save) clicked without leaving the field
        String id = saved.get("id").asText();
        open("form-link-" + id);
        WebElement d2 = browser.find(By.id("f-link-" + id + "-distanceM"));
        // typed over, as a person does: clear() would leave the field (a change, so a refresh) before the typing,
        // and with the form's answer back that fast the typing would land in the form it replaces
        d2.sendKeys(Keys.chord(Keys.CONTROL, "a"), "0.45");
        v = version();
        browser.click(By.cssSelector("#form-link-" + id + " button[type=submit]:not([formmethod])"));
        waitForVersionAbove(v);
        assertThat(link(plan, id).get("distanceM").asDouble()).isEqualTo(0.45);
        assertThat(link(plan, id).get("cable").asText()).isEqualTo("10gtek-cab-10gsfp-p0-5m");
        assertThat(browser.driver().getCurrentUrl()).doesNotContain("form=").doesNotContain("distanceM=");
    }

    @Test
    void aNewLink_withADistanceTypedAndConnectClickedAtOnce_isSavedWithTheCableAndDistance() throws Exception {
        start();
        String plan = example("seed-000");
        browser.go(app.url("/plans/" + plan));
        int v = version();
        open("form-link-l-r86s");
        browser.click(By.cssSelector("#link-l-r86s form.delete-form button"));
        waitForVersionAbove(v);
        open("form-link-new");
        choose("f-link-new-a", "r86s|cx3|1");
        choose("f-link-new-b", "crs305||3");
        browser.waitFor(d -> !d.findElements(By.cssSelector("#f-link-new-cable option[value='10gtek-cab-10gsfp-p1m']"))
                .isEmpty());
        new Select(browser.find(By.id("f-link-new-cable"))).selectByValue("10gtek-cab-10gsfp-p1m");
        browser.find(By.id("f-link-new-distanceM")).sendKeys("0.6");
        v = version();
        browser.click(By.cssSelector("#form-link-new button[type=submit]:not([formmethod])"));
        waitForVersionAbove(v);
        JsonNode saved = plan(plan).get("links").get(2);
        assertThat(saved.get("cable").asText()).isEqualTo("10gtek-cab-10gsfp-p1m");
        assertThat(saved.get("distanceM").asDouble()).isEqualTo(0.6);
        assertThat(browser.driver().getCurrentUrl()).endsWith("/plans/" + plan);
    }

    // ---- removing a host ----

    @Test
    void removingAHost_asksFirst_listingItsLinkAndFlows_andKeepsItOnCancel() throws Exception {
        start();
        String plan = example("seed-000");
        browser.go(app.url("/plans/" + plan));
        open("form-host-win");
        browser.click(By.cssSelector("#host-win a.host-remove"));
        browser.waitFor(d -> d.getCurrentUrl().endsWith("/hosts/win/delete"));
        String asked = browser.find(By.id("host-delete")).getText();
        assertThat(asked)
                .contains("Remove “Windows PC” from the plan?")
                .contains("the link Windows PC · MCX4121A-ACAT · port 1 ↔ CRS305 · port 1 (DAC 1 m)")
                .contains("the flow Windows PC → Ubuntu PC (iperf3)")
                .contains("the flow Ubuntu PC → Windows PC (iperf3)");
        assertThat(browser.driver().findElements(By.cssSelector("#host-delete li")))
                .hasSize(3);
        browser.screenshot("plan-host-delete-1280");

        browser.click(By.linkText("Keep it"));
        browser.waitFor(d -> d.getCurrentUrl().contains("/plans/" + plan + "#host-win"));
        assertThat(plan(plan).get("hosts")).hasSize(3);

        open("form-host-win");
        browser.click(By.cssSelector("#host-win a.host-remove"));
        browser.click(By.cssSelector("#form-host-delete button[type=submit]"));
        browser.waitFor(d -> d.getCurrentUrl().contains("/plans/" + plan)
                && !d.getCurrentUrl().contains("delete"));
        JsonNode after = plan(plan);
        assertThat(after.get("hosts")).hasSize(2);
        assertThat(after.get("links")).hasSize(2); // l-win went with it
        assertThat(after.get("flows")).isEmpty(); // both flows were between Windows and Ubuntu
        assertThat(browser.driver().findElements(By.id("host-win"))).isEmpty();
    }
}
