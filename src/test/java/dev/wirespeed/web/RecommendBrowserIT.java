package dev.wirespeed.web;

import com.fasterxml.jackson.databind.JsonNode;
import dev.wirespeed.testing.Browser;
import dev.wirespeed.testing.TestApp;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.openqa.selenium.By;
import org.openqa.selenium.WebElement;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A person on seed 000's plan asking "Reach a target": 9 Gbit/s both ways, submitted, the builds with
 * their totals and the trade-off picture, then "use this build", which opens the new plan. The same
 * with JavaScript off: every step is a plain form.
 */
class RecommendBrowserIT {

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

    private String seed000() throws Exception {
        for (JsonNode p : TestApp.json(app.get("/api/plans"))) {
            if (p.path("exampleOf").asText().equals("seed-000")) {
                return p.get("id").asText();
            }
        }
        throw new AssertionError("seed 000 is not among the plans");
    }

    private void reachATargetAndUseTheFirstBuild(boolean javascript) throws Exception {
        app = TestApp.start();
        browser = Browser.open(1280, 900, "en", javascript);
        screenshots.use(browser);
        String plan = seed000();

        browser.go(app.url("/plans/" + plan));
        browser.find(By.linkText("Reach a target")).click();
        browser.waitFor(d -> d.getCurrentUrl().endsWith("/plans/" + plan + "/recommend"));
        for (String flow : List.of("win-to-ubuntu", "ubuntu-to-win")) {
            WebElement target = browser.find(By.id("t-" + flow));
            target.clear();
            target.sendKeys("9");
        }
        browser.find(By.cssSelector("form.edit-form button[type=submit]")).click();
        browser.waitFor(
                d -> !d.findElements(By.cssSelector("table.builds tbody tr")).isEmpty());

        List<WebElement> rows = browser.driver().findElements(By.cssSelector("table.builds tbody tr"));
        assertThat(rows).isNotEmpty();
        // every build shows its total in the plan's currency and its yearly energy
        assertThat(rows).allSatisfy(r -> assertThat(r.getText()).contains("JPY").contains("kWh"));
        assertThat(browser.driver().findElements(By.cssSelector("figure.tradeoff svg circle")))
                .isNotEmpty();
        browser.screenshot("recommend-seed-000" + (javascript ? "" : "-no-js"));

        rows.get(0).findElement(By.cssSelector("button[type=submit]")).click();
        browser.waitFor(d -> d.getCurrentUrl().matches(".*/plans/[^/]+$")
                && !d.getCurrentUrl().endsWith("/plans/" + plan));
        String saved = browser.find(By.tagName("main")).getText();
        assertThat(saved).contains("(recommended build 1)");
    }

    @Test
    void seed000_aTargetOf9BothWays_showsBuildsAndThePicture_andUseThisBuildOpensTheNewPlan() throws Exception {
        reachATargetAndUseTheFirstBuild(true);
    }

    @Test
    void theSameWithJavaScriptOff() throws Exception {
        reachATargetAndUseTheFirstBuild(false);
    }
}
