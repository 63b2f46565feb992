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
import org.openqa.selenium.support.ui.ExpectedConditions;
import org.openqa.selenium.support.ui.Select;
import org.openqa.selenium.support.ui.WebDriverWait;

import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.List;

import static dev.wirespeed.web.CatalogToolsTest.form;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * A person using the catalog as a tool and the card picker: searching the picker for "ConnectX-4 Lx"
 * (with JavaScript the list refreshes when the search box is left; without, Enter asks the server),
 * adding a card to a plan from its catalog page, sorting the list by a column and comparing two parts.
 */
class CatalogToolsBrowserIT {

    @RegisterExtension
    final Browser.ScreenshotOnFailure screenshots = new Browser.ScreenshotOnFailure();

    private TestApp app;
    private Browser browser;
    private String plan;

    @AfterEach
    void tearDown() {
        if (browser != null) {
            browser.close();
        }
        if (app != null) {
            app.close();
        }
    }

    /** The app, a browser, and a plan with one host "Main PC" on an ASUS PRIME B550-PLUS, made over HTTP. */
    private void start(boolean javascript) {
        app = TestApp.start();
        browser = Browser.open(1280, 900, "en", javascript);
        screenshots.use(browser);
        HttpResponse<String> r = app.postForm("/plans", form("name", "Catalog tools"));
        plan = r.headers()
                .firstValue("Location")
                .orElseThrow()
                .replaceAll("^.*/plans/", "")
                .replaceAll("[?#].*$", "");
        String version = app.get("/api/plans/" + plan)
                .headers()
                .firstValue("X-Plan-Version")
                .orElseThrow();
        assertThat(app.postForm(
                                "/plans/" + plan + "/hosts",
                                form(
                                        "version",
                                        version,
                                        "form",
                                        "host-new",
                                        "name",
                                        "Main PC",
                                        "os",
                                        "linux",
                                        "board",
                                        "asus-prime-b550-plus"))
                        .statusCode())
                .isEqualTo(303);
    }

    private void click(WebElement e) {
        ((JavascriptExecutor) browser.driver()).executeScript("arguments[0].scrollIntoView({block: 'center'})", e);
        e.click();
    }

    private List<String> cardOptions() {
        return browser.driver().findElements(By.cssSelector("#f-nic-new-main-pc-part option")).stream()
                .map(o -> o.getAttribute("value"))
                .toList();
    }

    private void searchThePicker(boolean javascript) {
        browser.go(app.url("/plans/" + plan));
        WebElement form = browser.find(By.id("form-nic-new-main-pc"));
        WebElement details = form.findElement(By.xpath("ancestor::details[1]"));
        if (details.getAttribute("open") == null) {
            click(details.findElement(By.tagName("summary")));
        }
        assertThat(cardOptions()).contains("intel-x520-da1", "mellanox-mcx4121a-acat");
        WebElement search = browser.find(By.id("f-nic-new-main-pc-partq"));
        search.sendKeys("ConnectX-4 Lx");
        if (javascript) {
            // leaving the box is a change: the form refreshes in place, as a slot change does
            search.sendKeys(Keys.TAB);
        } else {
            // Enter submits the form by its first button, the "what fits" GET
            search.sendKeys(Keys.ENTER);
        }
        new WebDriverWait(browser.driver(), Duration.ofSeconds(15)).until(ExpectedConditions.stalenessOf(search));
        browser.waitFor(d -> !cardOptions().contains("intel-x520-da1"));
        assertThat(cardOptions()).contains("mellanox-mcx4121a-acat");
        assertThat(browser.find(By.id("form-nic-new-main-pc")).getText()).contains("match “ConnectX-4 Lx”");
        WebElement cx4 = browser.find(By.cssSelector("#f-nic-new-main-pc-part option[value='mellanox-mcx4121a-acat']"));
        assertThat(cx4.getText()).startsWith("ConnectX-4 Lx EN · Mellanox MCX4121A-ACAT");
        browser.screenshot("plan-editor-card-picker-" + (javascript ? "js" : "nojs"));
    }

    @Test
    void searchingThePickerForAFamilyAlias_withJavaScript_thenPlacingTheCard() {
        start(true);
        searchThePicker(true);
        new Select(browser.find(By.id("f-nic-new-main-pc-part"))).selectByValue("mellanox-mcx4121a-acat");
        click(browser.find(By.cssSelector("#form-nic-new-main-pc button[type=submit]:not([formmethod])")));
        browser.waitFor(d -> !d.findElements(By.id("nic-main-pc-mcx4121a-acat")).isEmpty());
        assertThat(browser.find(By.id("nic-main-pc-mcx4121a-acat")).getText()).contains("PCIe 3.0 x8");
    }

    @Test
    void searchingThePickerForAFamilyAlias_withoutJavaScript() {
        start(false);
        searchThePicker(false);
    }

    @Test
    void addingACardToAPlanFromItsCatalogPage() {
        start(true);
        browser.go(app.url("/catalog/mellanox-mcx4121a-acat"));
        // choosing the plan shows where the card goes (the select submits itself; the button works without JavaScript)
        new Select(browser.find(By.id("f-add-plan"))).selectByValue(plan);
        browser.waitFor(d -> d.getCurrentUrl().contains("plan=" + plan));
        WebElement slot = browser.find(By.id("f-add-main-pc"));
        // the closed x1 slots are offered greyed, not selectable
        assertThat(slot.findElement(By.cssSelector("option[value='PCIEX1_1']")).isEnabled())
                .isFalse();
        new Select(slot).selectByValue("PCIEX16_2");
        browser.screenshot("catalog-add-to-plan");
        click(browser.find(By.cssSelector("form.add-nic[data-host='main-pc'] button[type=submit]")));
        browser.waitFor(d -> d.getCurrentUrl().contains("/plans/" + plan));
        WebElement card = browser.find(By.id("nic-main-pc-mcx4121a-acat"));
        assertThat(card.getText()).contains("PCIEX16_2");
    }

    @Test
    void sortingTheListByAColumn_andComparingTwoTickedParts_withoutJavaScript() {
        start(false);
        browser.go(app.url("/catalog?kind=nic"));
        click(browser.find(By.linkText("Fastest")));
        browser.waitFor(d -> d.getCurrentUrl().contains("sort=speed&dir=asc"));
        click(browser.find(By.linkText("Fastest")));
        browser.waitFor(d -> d.getCurrentUrl().contains("sort=speed&dir=desc"));
        // MCX416A-CCAT: 2x QSFP28 at 100G, the fastest speed in the catalog
        assertThat(browser.driver().findElements(By.cssSelector("tr[data-id='mellanox-mcx416a-ccat']")))
                .isNotEmpty();
        browser.go(app.url("/catalog?kind=nic&port=sfp28"));
        click(browser.find(By.cssSelector("tr[data-id='mellanox-mcx4121a-acat'] input[name=ids]")));
        click(browser.find(By.cssSelector("tr[data-id='mellanox-mcx4111a-acat'] input[name=ids]")));
        click(browser.find(By.cssSelector("#compare-form button")));
        browser.waitFor(d -> d.getCurrentUrl().contains("/catalog/compare"));
        String table = browser.find(By.cssSelector("table.compare-table")).getText();
        // MCX4121A-ACAT: 2x SFP28; MCX4111A-ACAT: 1x SFP28; both ConnectX-4 Lx EN
        assertThat(table).contains("2× SFP28").contains("1× SFP28").contains("ConnectX-4 Lx EN");
        assertThat(browser.driver().findElements(By.cssSelector("tr.differs th")).stream()
                        .map(WebElement::getText)
                        .toList())
                .anySatisfy(t -> assertThat(t).startsWith("Ports"));
        browser.screenshot("catalog-compare-1280");
    }
}
