package dev.wirespeed.web;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.wirespeed.testing.Browser;
import dev.wirespeed.testing.TestApp;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.openqa.selenium.By;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.Keys;
import org.openqa.selenium.WebElement;

import java.net.http.HttpResponse;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A person editing a plan in the browser takes an edit back with Undo, restores a version from the
 * history, and shares the plan: the link, opened in a browser that has never seen the service,
 * shows the plan with no way to change it, and answers "not found" once revoked.
 */
class HistoryAndShareBrowserIT {

    @RegisterExtension
    final Browser.ScreenshotOnFailure screenshots = new Browser.ScreenshotOnFailure();

    private TestApp app;
    private Browser browser;
    private Browser stranger;

    @AfterEach
    void tearDown() {
        if (stranger != null) {
            stranger.close();
        }
        if (browser != null) {
            browser.close();
        }
        if (app != null) {
            app.close();
        }
    }

    private int version() {
        return Integer.parseInt(browser.find(By.id("editor")).getAttribute("data-version"));
    }

    private String heading() {
        return browser.find(By.cssSelector("#editor-head h1")).getText();
    }

    private String copyOfSeed000() {
        HttpResponse<String> copy = app.postJson("/api/examples/seed-000", "");
        return copy.headers().firstValue("Location").orElseThrow().replace("/api/plans/", "");
    }

    @Test
    void undoBackToAVersionWithAnError_landsOnThatPlanWithTheErrorShown() throws Exception {
        app = TestApp.start();
        String id = copyOfSeed000();
        // version 2, through the API: the Windows PC 3.0 m from the switch on its 1.0 m DAC
        JsonNode doc = TestApp.json(app.get("/api/plans/" + id));
        ((ObjectNode) doc.get("links").get(0)).put("distanceM", 3.0);
        assertThat(app.put("/api/plans/" + id, doc.toString(), "\"1\"").statusCode())
                .isEqualTo(200);
        browser = Browser.open();
        screenshots.use(browser);
        browser.go(app.url("/plans/" + id));
        assertThat(browser.find(By.id("panel")).getText()).contains("the ports are 3.0 m apart");

        // version 3, in the browser: the distance put right in the link's form
        ((JavascriptExecutor) browser.driver())
                .executeScript(
                        "const d = document.querySelector('details[data-form-for=\"link-l-win\"]'); if (d) { d.open = true; }");
        WebElement distance = browser.find(By.id("f-link-l-win-distanceM"));
        // typed over, as a person does (clear() leaves the field, which refreshes the form before the typing)
        distance.sendKeys(Keys.chord(Keys.CONTROL, "a"), "0.8");
        browser.click(By.cssSelector("#form-link-l-win button[type=submit]:not([formmethod])"));
        browser.waitFor(d -> version() == 3);
        browser.waitFor(d -> !d.findElement(By.id("panel")).getText().contains("the ports are 3.0 m apart"));

        // Undo brings version 2 back as version 4, with its error in the panel and the summary
        browser.click(By.cssSelector("#form-undo button"));
        browser.waitFor(d -> version() == 4);
        assertThat(browser.find(By.cssSelector("#editor .notice.saved")).getText())
                .contains("Version 2 restored as version 4.");
        assertThat(browser.find(By.id("panel")).getText()).contains("the ports are 3.0 m apart");
        assertThat(browser.find(By.cssSelector("#editor-head")).getText()).contains("Incompatible");
    }

    @Test
    void anEditRefusedWithAPageOtherThanTheEditor_showsThatPage_insteadOfNothing() throws Exception {
        app = TestApp.start();
        String id = copyOfSeed000();
        browser = Browser.open();
        screenshots.use(browser);
        browser.go(app.url("/plans/" + id));

        // a settings form whose version field was damaged: the server refuses it with its error page
        // (no editor in it), and the person must see that page rather than an unchanged editor
        ((JavascriptExecutor) browser.driver())
                .executeScript("document.querySelector('#form-plan input[name=version]').value = 'x'");
        WebElement name = browser.find(By.id("f-plan-name"));
        name.clear();
        name.sendKeys("Never saved");
        browser.click(By.cssSelector("#form-plan button[type=submit]"));

        browser.waitFor(d -> !d.findElements(By.cssSelector("section.error")).isEmpty());
        assertThat(browser.find(By.cssSelector("section.error")).getText()).contains("400");
        assertThat(TestApp.json(app.get("/api/plans/" + id)).get("name").asText())
                .startsWith("Seed 000");
    }

    @Test
    void undoThenRestoreFromTheHistory_thenAShareLinkOpenedElsewhere_showsThePlanWithoutEditControls() {
        app = TestApp.start();
        HttpResponse<String> copy = app.postJson("/api/examples/seed-000", "");
        String id = copy.headers().firstValue("Location").orElseThrow().replace("/api/plans/", "");
        browser = Browser.open();
        screenshots.use(browser);
        browser.go(app.url("/plans/" + id));
        String original = heading();

        // an edit: the plan renamed from its settings form
        WebElement name = browser.find(By.id("f-plan-name"));
        name.clear();
        name.sendKeys("Renamed in the browser");
        browser.click(By.cssSelector("#form-plan button[type=submit]"));
        browser.waitFor(d -> version() == 2);
        assertThat(heading()).isEqualTo("Renamed in the browser");

        // Undo, right after it
        browser.click(By.cssSelector("#form-undo button"));
        browser.waitFor(d -> version() == 3);
        assertThat(heading()).isEqualTo(original);
        assertThat(browser.find(By.cssSelector("#editor .notice.saved")).getText())
                .contains("Version 1 restored as version 3.");

        // the history: newest first, version 2 restored again
        browser.click(By.id("history-link"));
        browser.waitFor(d -> d.getCurrentUrl().endsWith("/plans/" + id + "/history"));
        assertThat(browser.find(By.id("version-3")).getText()).contains("restored from version 1");
        assertThat(browser.find(By.id("version-2")).getText()).contains("plan renamed");
        browser.fullPageScreenshot("history-1280");
        browser.click(By.cssSelector("#version-2 form button"));
        browser.waitFor(d -> d.getCurrentUrl().contains("restored=2"));
        assertThat(browser.find(By.cssSelector(".notice.saved")).getText())
                .contains("Version 2 restored as version 4.");
        browser.go(app.url("/plans/" + id));
        assertThat(heading()).isEqualTo("Renamed in the browser");
        assertThat(version()).isEqualTo(4);

        // share the plan
        browser.click(By.cssSelector("#form-share button"));
        String shareUrl = browser.find(By.id("share-url")).getAttribute("value");
        assertThat(shareUrl).startsWith(app.url("/s/"));

        // a fresh browser session, at phone width: the plan, its picture, no form, no way into the editor
        stranger = Browser.open(375, 800, "en");
        stranger.go(shareUrl);
        assertThat(stranger.find(By.tagName("h1")).getText()).isEqualTo("Renamed in the browser");
        assertThat(stranger.driver().findElements(By.tagName("form"))).isEmpty();
        assertThat(stranger.driver().findElements(By.tagName("button"))).isEmpty();
        assertThat(stranger.driver().findElements(By.tagName("input"))).isEmpty();
        assertThat(stranger.driver().findElements(By.cssSelector("a[href^='/plans/']")))
                .isEmpty();
        WebElement picture = stranger.find(By.cssSelector("#topology img"));
        Object loaded = ((JavascriptExecutor) stranger.driver())
                .executeScript("return arguments[0].complete && arguments[0].naturalWidth > 0", picture);
        assertThat(loaded).isEqualTo(true);
        assertThat(stranger.find(By.id("evaluation")).getText()).contains("Gbit/s");
        stranger.fullPageScreenshot("share-375");

        // revoked: the same link is gone
        browser.click(By.cssSelector("#form-share-revoke button"));
        browser.find(By.id("form-share"));
        stranger.go(shareUrl);
        assertThat(stranger.find(By.tagName("h1")).getText()).isEqualTo("Not found");
    }
}
