package dev.wirespeed.web;

import dev.wirespeed.testing.Browser;
import dev.wirespeed.testing.TestApp;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.openqa.selenium.By;
import org.openqa.selenium.support.ui.Select;

import static org.assertj.core.api.Assertions.assertThat;

/** A person browsing the catalog: filter to SFP28 NICs, open the ConnectX-4 Lx. */
class CatalogBrowserIT {

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

    @Test
    void filterToSfp28Nics_andOpenTheConnectX4Lx() {
        app = TestApp.start();
        browser = Browser.open();
        screenshots.use(browser);
        browser.go(app.url("/catalog"));
        new Select(browser.find(By.id("f-kind"))).selectByValue("nic");
        browser.waitFor(d -> d.getCurrentUrl().contains("kind=nic"));
        new Select(browser.find(By.id("f-port"))).selectByValue("sfp28");
        browser.waitFor(d -> d.getCurrentUrl().contains("port=sfp28"));
        var rows = browser.driver().findElements(By.cssSelector("table.parts tbody tr"));
        assertThat(rows).isNotEmpty();
        assertThat(rows).allSatisfy(r -> assertThat(r.getText()).contains("SFP28"));
        browser.find(By.cssSelector("tr[data-id='mellanox-mcx4121a-acat'] a")).click();
        browser.waitFor(d -> d.getCurrentUrl().endsWith("/catalog/mellanox-mcx4121a-acat"));
        String page = browser.find(By.tagName("main")).getText();
        assertThat(page).contains("MCX4121A-ACAT").contains("PCIe 3.0 x8").contains("Sources");
        browser.screenshot("catalog-connectx-4-lx");
    }
}
