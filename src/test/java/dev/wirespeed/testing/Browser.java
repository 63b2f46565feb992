package dev.wirespeed.testing;

import org.junit.jupiter.api.extension.ExtensionContext;
import org.junit.jupiter.api.extension.TestWatcher;
import org.openqa.selenium.By;
import org.openqa.selenium.Dimension;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.StaleElementReferenceException;
import org.openqa.selenium.TakesScreenshot;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeDriverService;
import org.openqa.selenium.chrome.ChromeOptions;
import org.openqa.selenium.support.ui.WebDriverWait;

import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Duration;
import java.util.Map;
import java.util.function.Function;

/**
 * Headless Debian Chromium through chromedriver, with the flags this closed network needs. Without
 * chromium the tests skip with a message, unless CI is set: then they fail.
 */
public final class Browser implements AutoCloseable {

    private static final Path CHROMIUM = Path.of("/usr/bin/chromium");
    private static final Path DRIVER = Path.of("/usr/bin/chromedriver");

    private final WebDriver driver;
    private final Path profile;

    private Browser(int width, int height, String lang, boolean javascript) {
        try {
            profile = Files.createTempDirectory("wirespeed-chromium-");
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
        ChromeOptions o = new ChromeOptions();
        o.setBinary(CHROMIUM.toFile());
        o.addArguments(
                "--headless",
                "--no-sandbox",
                "--disable-gpu",
                "--disable-quic",
                "--no-first-run",
                "--disable-background-networking",
                "--disable-component-update",
                "--disable-sync",
                "--disable-dev-shm-usage",
                "--user-data-dir=" + profile,
                "--window-size=" + width + "," + height,
                "--lang=" + lang);
        o.setExperimentalOption(
                "prefs",
                javascript
                        ? Map.of("intl.accept_languages", lang)
                        : Map.of(
                                "intl.accept_languages",
                                lang,
                                "profile.managed_default_content_settings.javascript",
                                2));
        if (!javascript) {
            o.addArguments("--blink-settings=scriptEnabled=false");
        }
        ChromeDriverService service = new ChromeDriverService.Builder()
                .usingDriverExecutable(DRIVER.toFile())
                .usingAnyFreePort()
                .build();
        driver = new ChromeDriver(service, o);
        driver.manage().timeouts().pageLoadTimeout(Duration.ofSeconds(20));
    }

    /** Opens a browser, or skips the test (fails under CI) when chromium is not installed. */
    public static Browser open() {
        return open(1280, 900, "en");
    }

    public static Browser open(int width, int height, String lang) {
        return open(width, height, lang, true);
    }

    /** A browser with JavaScript off when {@code javascript} is false: pages must work without it. */
    public static Browser open(int width, int height, String lang, boolean javascript) {
        Requirement.require(
                Files.isExecutable(CHROMIUM) && Files.isExecutable(DRIVER),
                "browser test: /usr/bin/chromium or /usr/bin/chromedriver is not installed (apt-get install chromium"
                        + " chromium-driver; under CI, .ci/run must install them)");
        return new Browser(width, height, lang, javascript);
    }

    public WebDriver driver() {
        return driver;
    }

    public void go(String url) {
        driver.get(url);
    }

    public WebElement find(By by) {
        return waitFor(d -> d.findElement(by));
    }

    /**
     * Waits until the condition holds. A page that replaces its forms after a background save can
     * swap an element out between finding and reading it: that is retried like "not there yet".
     */
    public <T> T waitFor(Function<WebDriver, T> condition) {
        return new WebDriverWait(driver, Duration.ofSeconds(10))
                .ignoring(StaleElementReferenceException.class)
                .until(condition::apply);
    }

    /** Scrolls to and clicks the element {@code by} finds, finding it again if the page swapped it out. */
    public void click(By by) {
        waitFor(d -> {
            WebElement e = d.findElement(by);
            ((JavascriptExecutor) d).executeScript("arguments[0].scrollIntoView({block: 'center'})", e);
            e.click();
            return true;
        });
    }

    /** A screenshot of the whole page: the window is made as tall as the document for the shot. */
    public Path fullPageScreenshot(String name) {
        Dimension before = driver.manage().window().getSize();
        Object h = ((JavascriptExecutor) driver)
                .executeScript("return Math.max(document.documentElement.scrollHeight, document.body.scrollHeight)");
        int height = Math.min(16000, ((Number) h).intValue() + 140);
        driver.manage().window().setSize(new Dimension(before.getWidth(), Math.max(before.getHeight(), height)));
        try {
            return screenshot(name);
        } finally {
            driver.manage().window().setSize(before);
        }
    }

    public Path screenshot(String name) {
        try {
            File f = ((TakesScreenshot) driver).getScreenshotAs(OutputType.FILE);
            Path dir = Files.createDirectories(TestApp.baseDir().resolve("target/screenshots"));
            Path out = dir.resolve(name + ".png");
            Files.copy(f.toPath(), out, StandardCopyOption.REPLACE_EXISTING);
            return out;
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
    }

    @Override
    public void close() {
        try {
            driver.quit();
        } finally {
            TestApp.deleteTree(profile);
        }
    }

    /** Register with @RegisterExtension: saves target/screenshots/CLASS-METHOD.png when a test fails. */
    public static final class ScreenshotOnFailure implements TestWatcher {
        private Browser browser;

        public void use(Browser b) {
            this.browser = b;
        }

        @Override
        public void testFailed(ExtensionContext context, Throwable cause) {
            if (browser != null) {
                try {
                    Path p = browser.screenshot(context.getRequiredTestClass().getSimpleName() + "-"
                            + context.getRequiredTestMethod().getName());
                    System.err.println("screenshot of the failed browser test: " + p);
                } catch (RuntimeException e) {
                    System.err.println("could not save a screenshot: " + e.getMessage());
                }
            }
        }
    }
}
