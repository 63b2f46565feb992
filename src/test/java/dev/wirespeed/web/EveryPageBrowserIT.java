package dev.wirespeed.web;

import dev.wirespeed.app.PlanService;
import dev.wirespeed.store.DatabaseLocation.Engine;
import dev.wirespeed.testing.Browser;
import dev.wirespeed.testing.OnEachDatabase;
import dev.wirespeed.testing.TestApp;
import dev.wirespeed.testing.TestDatabases;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.AfterParameterizedClassInvocation;
import org.junit.jupiter.params.BeforeParameterizedClassInvocation;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.openqa.selenium.By;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.WebElement;

import java.nio.file.Files;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import static dev.wirespeed.testing.TestApp.json;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * Every page a person opens, at a phone's 375 px and a desktop's 1280 px: the page never scrolls
 * sideways (tables become cards, the picture scrolls inside its frame), and a screenshot of each
 * goes to target/screenshots/NAME-375.png and NAME-1280.png (NAME-375-postgresql.png and so on in the
 * PostgreSQL variant).
 */
@OnEachDatabase
class EveryPageBrowserIT {

    @RegisterExtension
    final Browser.ScreenshotOnFailure screenshots = new Browser.ScreenshotOnFailure();

    private static TestApp app;
    private static final Map<String, String> PAGES = new LinkedHashMap<>();
    private static String seed000;

    @BeforeParameterizedClassInvocation
    static void startWithTheSeedsAndAMeasuredRun() throws Exception {
        app = TestApp.start();
        List<PlanService.Stored> seeds = new ArrayList<>(app.app().plans().list().stream()
                .filter(s -> s.exampleOf() != null)
                .toList());
        seeds.sort(Comparator.comparing(PlanService.Stored::exampleOf));
        String seed001 = null;
        PAGES.clear(); // the pages of this variant's app only
        PAGES.put("home", "/");
        for (PlanService.Stored s : seeds) {
            PAGES.put("plan-" + s.exampleOf(), "/plans/" + s.plan().id());
            if (s.exampleOf().equals("seed-000")) {
                seed000 = s.plan().id();
            }
            if (s.exampleOf().equals("seed-001")) {
                seed001 = s.plan().id();
            }
        }
        String run = Files.readString(
                TestApp.baseDir().resolve("src/test/resources/fixtures/iperf3-text/seed001-client-pcie-x1.txt"));
        String id = json(app.post("/api/measurements?plan=" + seed001 + "&flow=win-to-server", run, "text/plain"))
                .get("measurements")
                .get(0)
                .get("id")
                .asText();
        PAGES.put("shopping-list", "/plans/" + seed000 + "/shopping-list");
        PAGES.put("catalog", "/catalog");
        PAGES.put("part", "/catalog/mellanox-mcx4121a-acat");
        PAGES.put("measurements", "/measurements");
        PAGES.put("measurement", "/measurements/" + id);
        PAGES.put("calibration", "/calibration");
        PAGES.put("settings", "/settings");
        PAGES.put("recommend", "/plans/" + seed000 + "/recommend");
    }

    @AfterParameterizedClassInvocation
    static void stop() {
        if (app != null) {
            app.close();
        }
    }

    @ParameterizedTest(name = "{0} px")
    @ValueSource(ints = {375, 1280})
    void noPageScrollsSideways(int width) {
        try (Browser browser = Browser.open(width, 900, "en")) {
            screenshots.use(browser);
            List<String> wide = new ArrayList<>();
            for (Map.Entry<String, String> page : PAGES.entrySet()) {
                browser.go(app.url(page.getValue()));
                browser.find(By.tagName("main"));
                long scroll = number(browser, "return document.documentElement.scrollWidth");
                long inner = number(browser, "return window.innerWidth");
                if (scroll > inner) {
                    wide.add(page.getKey() + " (" + scroll + " px wide in " + inner + ")");
                }
                // the PostgreSQL variant's screenshots beside the SQLite ones, not over them
                browser.fullPageScreenshot(page.getKey() + "-" + width
                        + (TestDatabases.current() == Engine.POSTGRESQL ? "-postgresql" : ""));
            }
            assertThat(wide).as("pages that scroll sideways at %d px", width).isEmpty();
        }
    }

    @Test
    void onAPhone_thePictureKeepsItsTextAtFullSize_andTheShoppingListIsCards() {
        try (Browser browser = Browser.open(375, 900, "en")) {
            screenshots.use(browser);
            browser.go(app.url("/plans/" + seed000));
            WebElement svg = browser.find(By.cssSelector("#topology svg.topology"));
            double drawn = ((Number) ((JavascriptExecutor) browser.driver())
                            .executeScript("return arguments[0].getBoundingClientRect().width", svg))
                    .doubleValue();
            // drawn at its own width (one SVG unit a CSS pixel: 12 px labels stay 12 px), not shrunk to the phone
            assertThat(drawn).isGreaterThanOrEqualTo(Double.parseDouble(svg.getAttribute("width")) - 1);

            browser.go(app.url("/plans/" + seed000 + "/shopping-list"));
            WebElement row = browser.find(By.cssSelector("table.shop-lines tbody tr"));
            // a card: its cells stacked, each as wide as the row
            List<WebElement> cells = row.findElements(By.tagName("td"));
            assertThat(cells.get(1).getLocation().getY())
                    .isGreaterThan(cells.get(0).getLocation().getY());
            assertThat(browser.find(By.cssSelector("table.shop-lines thead")).isDisplayed())
                    .isFalse();
        }
    }

    @Test
    void clickingAHostInThePicture_opensItsForm() {
        try (Browser browser = Browser.open(1280, 900, "en")) {
            screenshots.use(browser);
            browser.go(app.url("/plans/" + seed000));
            browser.find(By.cssSelector("#topology a.t-go[data-device='win'] rect"))
                    .click();
            browser.waitFor(d -> d.getCurrentUrl().endsWith("#host-win"));
            WebElement form = browser.find(By.cssSelector("form[data-form='host-win']"));
            browser.waitFor(d -> form.isDisplayed());
            assertThat(form.findElement(By.xpath("ancestor::details")).getAttribute("open"))
                    .isNotNull();
        }
    }

    private static long number(Browser browser, String script) {
        return ((Number) ((JavascriptExecutor) browser.driver()).executeScript(script)).longValue();
    }
}
