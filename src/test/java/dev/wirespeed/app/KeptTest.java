package dev.wirespeed.app;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import java.util.concurrent.atomic.AtomicInteger;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class KeptTest {

    private final AtomicInteger made = new AtomicInteger();

    @AfterEach
    void cachesOn() {
        RenderCaches.setEnabled(true);
    }

    private String make(String key) {
        made.incrementAndGet();
        return key.toUpperCase();
    }

    @Test
    void aKeyAskedAgain_isNotMadeAgain() {
        Kept<String, String> kept = new Kept<>(4);
        assertThat(kept.get("a", () -> make("a"))).isEqualTo("A");
        assertThat(kept.get("a", () -> make("a"))).isEqualTo("A");
        assertThat(made).hasValue(1);
    }

    @Test
    void pastItsSize_everythingIsDroppedAndKeptAnew() {
        Kept<String, String> kept = new Kept<>(2);
        kept.get("a", () -> make("a"));
        kept.get("b", () -> make("b"));
        // the third key finds two kept: both go, the third is kept alone
        kept.get("c", () -> make("c"));
        kept.get("a", () -> make("a"));
        // a, b, c, then a made again: 4
        assertThat(made).hasValue(4);
    }

    @Test
    void withTheCachesOff_everyCallMakesItsValue_andNothingIsKeptForLater() {
        Kept<String, String> kept = new Kept<>(4);
        RenderCaches.setEnabled(false);
        kept.get("a", () -> make("a"));
        kept.get("a", () -> make("a"));
        RenderCaches.setEnabled(true);
        kept.get("a", () -> make("a"));
        // two with the caches off, one more on: nothing was kept while off
        assertThat(made).hasValue(3);
    }

    @Test
    void aSizeBelowOne_isRefused() {
        assertThatThrownBy(() -> new Kept<String, String>(0)).isInstanceOf(IllegalArgumentException.class);
    }
}
