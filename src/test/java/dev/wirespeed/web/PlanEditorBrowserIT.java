package dev.wirespeed.web;

import dev.wirespeed.testing.Browser;
import dev.wirespeed.testing.TestApp;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.openqa.selenium.By;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.Keys;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.support.ui.ExpectedConditions;
import org.openqa.selenium.support.ui.Select;
import org.openqa.selenium.support.ui.WebDriverWait;

import java.time.Duration;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A person planning in the browser: the seed 000 upgrade from an empty plan through the forms
 * (with and without JavaScript), a 25G-only SFP28 module in a CRS305 port, the page in Japanese,
 * and screenshots at 375 px and 1280 px in target/screenshots.
 */
class PlanEditorBrowserIT {

    @RegisterExtension
    final Browser.ScreenshotOnFailure screenshots = new Browser.ScreenshotOnFailure();

    private TestApp app;
    private Browser browser;
    private boolean js = true;

    @AfterEach
    void tearDown() {
        if (browser != null) {
            browser.close();
        }
        if (app != null) {
            app.close();
        }
    }

    private void start(int width, int height, String lang, boolean javascript) {
        app = TestApp.start();
        browser = Browser.open(width, height, lang, javascript);
        js = javascript;
        screenshots.use(browser);
    }

    // ---- a person's actions ----

    private WebElement el(String id) {
        return browser.find(By.id(id));
    }

    private int version() {
        return Integer.parseInt(browser.find(By.id("editor")).getAttribute("data-version"));
    }

    /**
     * Opens the collapsed section (details) a form belongs to, as a person clicking its summary: with
     * JavaScript the form is fetched into it and waited for; without, the section holds a link to the
     * form's own page, which is followed.
     */
    private void open(String formId) {
        String key = formId.substring("form-".length());
        WebElement details = browser.find(By.cssSelector("details[data-form-for='" + key + "']"));
        if (details.getAttribute("open") == null) {
            click(details.findElement(By.tagName("summary")));
        }
        if (!js && browser.driver().findElements(By.id(formId)).isEmpty()) {
            click(details.findElement(By.cssSelector(".lazy-form a")));
        }
        browser.waitFor(d -> d.findElement(By.id(formId)).isDisplayed());
    }

    private void click(WebElement e) {
        ((JavascriptExecutor) browser.driver()).executeScript("arguments[0].scrollIntoView({block: 'center'})", e);
        e.click();
    }

    private void scrollTo(String id) {
        ((JavascriptExecutor) browser.driver())
                .executeScript("document.getElementById(arguments[0]).scrollIntoView({block: 'start'})", id);
    }

    /** Types into a field; a "refine" field redraws its form when left (with JavaScript) and is waited for. */
    private void type(String id, String text) {
        WebElement e = el(id);
        e.clear();
        e.sendKeys(text);
        if (js && e.getAttribute("class") != null && e.getAttribute("class").contains("refine")) {
            e.sendKeys(Keys.TAB);
            new WebDriverWait(browser.driver(), Duration.ofSeconds(10)).until(ExpectedConditions.stalenessOf(e));
        }
    }

    /** Chooses an option; a "refine" select redraws its form (with JavaScript) and is waited for. */
    private void choose(String id, String value) {
        WebElement e = el(id);
        boolean refine =
                e.getAttribute("class") != null && e.getAttribute("class").contains("refine");
        new Select(e).selectByValue(value);
        if (refine && js) {
            new WebDriverWait(browser.driver(), Duration.ofSeconds(10)).until(ExpectedConditions.stalenessOf(e));
        }
    }

    /** Without JavaScript, asks the server for the choices that fit (the GET button of the form). */
    private void showWhatFits(String formId) {
        if (!js) {
            WebElement form = browser.driver().findElement(By.id(formId));
            click(form.findElement(By.cssSelector("button[formmethod=get]")));
            // the old page goes first: reading the choices before the new one is there would read the old ones
            new WebDriverWait(browser.driver(), Duration.ofSeconds(20)).until(ExpectedConditions.stalenessOf(form));
            browser.waitFor(d -> d.findElement(By.id(formId)));
        }
    }

    /** Submits a form and waits for the stored plan to move to the next version. */
    private void submit(String formId) {
        int before = version();
        click(browser.driver().findElement(By.cssSelector("#" + formId + " button[type=submit]:not([formmethod])")));
        browser.waitFor(d -> {
            try {
                return version() > before;
            } catch (RuntimeException e) {
                return false; // between pages or swaps
            }
        });
    }

    private String panelRate(String flow) {
        return browser.find(By.cssSelector("#panel li[data-flow='" + flow + "'] .gbps"))
                .getText();
    }

    /** Plans seed 000 through the forms, as its author would. */
    private void planSeed000FromScratch() {
        browser.go(app.url("/"));
        type("new-name", "Seed 000 from scratch");
        click(el("new-plan").findElement(By.tagName("button")));
        browser.waitFor(d -> d.getCurrentUrl().contains("/plans/p"));

        for (String[] h : new String[][] {{"Windows PC", "windows", "desktop"}, {"Ubuntu PC", "linux", "server"}}) {
            open("form-host-new");
            type("f-host-new-name", h[0]);
            choose("f-host-new-os", h[1]);
            choose("f-host-new-role", h[2]);
            submit("form-host-new");
        }
        for (String host : new String[] {"windows-pc", "ubuntu-pc"}) {
            String k = "nic-new-" + host;
            open("form-" + k);
            choose("f-" + k + "-part", "mellanox-mcx4121a-acat");
            // no board: the link as HWiNFO and lspci read it, PCIe 3.0 x4
            choose("f-" + k + "-neg-gen", "3");
            choose("f-" + k + "-neg-lanes", "4");
            if (js && host.equals("windows-pc")) {
                scrollTo("form-" + k);
                browser.screenshot("plan-editor-nic-form-1280");
            }
            submit("form-" + k);
        }
        assertThat(browser.find(By.id("nic-windows-pc-mcx4121a-acat")).getText())
                .contains("PCIe 3.0 x8")
                .contains("PCIe 3.0 x4");

        open("form-switch-new");
        choose("f-switch-new-part", "mikrotik-crs305-1g-4s-in");
        submit("form-switch-new");

        String[][] links = {
            {"windows-pc", "1", "10gtek-cab-10gsfp-p1m", "0.8"}, {"ubuntu-pc", "2", "10gtek-cab-10gsfp-p2m", "1.5"}
        };
        for (String[] l : links) {
            open("form-link-new");
            choose("f-link-new-a", l[0] + "|mcx4121a-acat|1");
            choose("f-link-new-b", "crs305-1g-4s-in||" + l[1]);
            type("f-link-new-distanceM", l[3]);
            showWhatFits("form-link-new");
            WebElement dac = browser.find(By.cssSelector("#f-link-new-cable option[value='" + l[2] + "']"));
            assertThat(dac.findElement(By.xpath("..")).getAttribute("label"))
                    .isEqualTo("Direct-attach cables that fit both ports");
            assertThat(dac.getText()).contains("long enough for " + l[3] + " m");
            choose("f-link-new-cable", l[2]);
            if (js && l[0].equals("ubuntu-pc")) {
                scrollTo("form-link-new");
                browser.screenshot("plan-editor-link-form-1280");
            }
            submit("form-link-new");
        }

        for (String[] f : new String[][] {{"windows-pc", "ubuntu-pc"}, {"ubuntu-pc", "windows-pc"}}) {
            open("form-flow-new");
            choose("f-flow-new-from", f[0]);
            choose("f-flow-new-to", f[1]);
            choose("f-flow-new-tool", "iperf3");
            choose("f-flow-new-initiator", "sender"); // the client (iperf3 -c) sends: it initiates
            submit("form-flow-new");
        }
    }

    // ---- tests ----

    @Test
    void seed000FromAnEmptyPlan_readsTheMeasuredRatesInThePanel() {
        start(1280, 900, "en", true);
        planSeed000FromScratch();
        // 10 Gbit/s x 1460 / 1538 = 9.49 (Windows initiates, no timestamps); 10 x 1448 / 1538 = 9.41 (Ubuntu initiates)
        browser.waitFor(d -> panelRate("windows-pc-to-ubuntu-pc").equals("9.49 Gbit/s"));
        assertThat(panelRate("ubuntu-pc-to-windows-pc")).isEqualTo("9.41 Gbit/s");
        assertThat(browser.find(By.id("panel")).getText())
                .contains("Bottleneck: ethernet")
                .contains("1460 B TCP payload");
        assertThat(browser.find(By.cssSelector("#topology svg")).getText())
                .contains("10G · DAC 1 m")
                .contains("10G · DAC 2 m");

        // highlight a flow's bottleneck in the picture
        click(browser.find(By.cssSelector(".flow-pick a[data-flow='ubuntu-pc-to-windows-pc']")));
        browser.waitFor(d -> !d.findElements(By.cssSelector("#topology svg path.t-link.bottleneck"))
                .isEmpty());
        assertThat(browser.find(By.cssSelector("#topology svg")).getText()).contains("bottleneck ethernet");
        browser.screenshot("plan-editor-seed000-1280");
        browser.fullPageScreenshot("plan-editor-seed000-1280-full");
    }

    @Test
    void seed000WithoutJavaScript_worksThroughPlainForms() {
        start(1280, 900, "en", false);
        planSeed000FromScratch();
        assertThat(panelRate("windows-pc-to-ubuntu-pc")).isEqualTo("9.49 Gbit/s");
        assertThat(panelRate("ubuntu-pc-to-windows-pc")).isEqualTo("9.41 Gbit/s");
        browser.screenshot("plan-editor-seed000-nojs-1280");
    }

    @Test
    void sfp28ModuleInACrs305Port_showsTheRulesMessage() {
        start(1280, 900, "en", true);
        // the catalog has no 25G-only SFP28 module yet (its SFP28 optics are dual-rate 25/10G): add one as a custom
        // part
        var created = app.postJson(
                "/api/parts",
                """
                {"id": "test-25gbase-sr-sfp28-only", "kind": "transceiver", "vendor": "Test", "model": "25G-SR-ONLY",
                 "formFactor": "sfp28", "standard": "25GBASE-SR", "speedsGbps": [25], "media": "mmf", "wavelengthNm": 850,
                 "connector": "lc-duplex", "sources": [{"title": "browser test: a 25G-only SFP28 SR module"}]}""");
        assertThat(created.statusCode()).as(created.body()).isEqualTo(201);

        browser.go(app.url("/"));
        choose("example-seed", "seed-000");
        click(el("from-example").findElement(By.tagName("button")));
        browser.waitFor(d -> d.getCurrentUrl().contains("/plans/p"));

        open("form-link-new");
        choose("f-link-new-a", "crs305||4");
        choose("f-link-new-b", "win|cx4|2");
        WebElement module =
                browser.find(By.cssSelector("#f-link-new-moduleA option[value='test-25gbase-sr-sfp28-only']"));
        assertThat(module.findElement(By.xpath("..")).getAttribute("label")).isEqualTo("Other modules (do not fit)");
        assertThat(module.getText()).contains("no speed in common");
        choose("f-link-new-moduleA", "test-25gbase-sr-sfp28-only");
        choose("f-link-new-moduleB", "test-25gbase-sr-sfp28-only");
        choose("f-link-new-cable", "generic-om3-lc-lc-patch-cord-1m");
        submit("form-link-new");

        WebElement issue = browser.find(By.cssSelector("#panel li[data-rule='sfp28-module-in-sfp-plus-port']"));
        assertThat(issue.getText())
                .contains("25G-SR-ONLY")
                .contains("runs 25G; the SFP+ port runs 10G/2.5G/1G: no speed in common, the link stays down");
        assertThat(issue.findElement(By.xpath("ancestor::section[1]/h4")).getText())
                .startsWith("Errors");
        assertThat(browser.find(By.cssSelector("#topology svg")).getText()).contains("down");
        click(browser.find(By.cssSelector("#panel .counts a.sev-error"))); // the error count leads to the errors
        browser.screenshot("plan-editor-sfp28-in-sfp-plus-1280");
    }

    @Test
    void switchingToJapanese_translatesThePage_andIsRemembered() {
        start(1280, 900, "en", true);
        String plan = app.app().plans().list().get(0).plan().id();
        browser.go(app.url("/plans/" + plan));
        assertThat(el("hosts-heading").getText()).isEqualTo("Hosts");
        click(browser.find(By.cssSelector("header .lang a[hreflang=ja]")));
        browser.waitFor(d -> "ja".equals(d.findElement(By.tagName("html")).getAttribute("lang")));
        assertThat(el("hosts-heading").getText()).isEqualTo("ホスト");
        assertThat(el("panel-heading").getText()).isEqualTo("評価");
        browser.screenshot("plan-editor-ja-1280");
        browser.go(app.url("/"));
        assertThat(browser.find(By.tagName("h1")).getText()).isEqualTo("プラン");
        browser.fullPageScreenshot("home-ja-1280-full");
    }

    /**
     * Emulates a viewport of {@code width} x {@code height} CSS pixels: headless Chromium's window
     * cannot be narrower than 500 px, a phone's screen is 375.
     */
    private void viewport(int width, int height) {
        ((ChromeDriver) browser.driver())
                .executeCdpCommand(
                        "Emulation.setDeviceMetricsOverride",
                        Map.of("width", width, "height", height, "deviceScaleFactor", 1, "mobile", width < 600));
    }

    private void phoneShot(String name) {
        browser.screenshot(name);
        Object h =
                ((JavascriptExecutor) browser.driver()).executeScript("return document.documentElement.scrollHeight");
        viewport(375, Math.min(16000, ((Number) h).intValue()));
        browser.screenshot(name + "-full");
        viewport(375, 812);
    }

    @Test
    void screenshots_at375And1280() {
        start(1280, 900, "en", true);
        viewport(375, 812);
        browser.go(app.url("/"));
        assertThat(((Number) ((JavascriptExecutor) browser.driver()).executeScript("return window.innerWidth"))
                        .intValue())
                .isEqualTo(375);
        phoneShot("home-375");
        choose("example-seed", "seed-001");
        click(el("from-example").findElement(By.tagName("button")));
        browser.waitFor(d -> d.getCurrentUrl().contains("/plans/p"));
        // readable at 375 px: nothing wider than the screen but the scrollable picture and tables
        Object overflow = ((JavascriptExecutor) browser.driver())
                .executeScript("return document.documentElement.scrollWidth - document.documentElement.clientWidth");
        assertThat(((Number) overflow).intValue()).isLessThanOrEqualTo(0);
        assertThat(browser.find(By.cssSelector(".panel-bar")).isDisplayed()).isTrue();
        phoneShot("plan-editor-seed001-375");
        ((ChromeDriver) browser.driver()).executeCdpCommand("Emulation.clearDeviceMetricsOverride", Map.of());
        browser.driver().navigate().refresh();
        assertThat(browser.find(By.cssSelector(".panel-bar")).isDisplayed()).isFalse();
        browser.screenshot("plan-editor-seed001-1280");
        browser.go(app.url("/"));
        browser.screenshot("home-1280");
    }
}
