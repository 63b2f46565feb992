package dev.wirespeed.web;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/** Where signing in may send a person back to: paths of this site only. */
class SafeBackTest {

    @Test
    void aPathOfThisSite_isKept_withItsQuery() {
        assertThat(SafeBack.or("/plans/abc?flow=f1", "/")).isEqualTo("/plans/abc?flow=f1");
        assertThat(SafeBack.or("/", "/")).isEqualTo("/");
    }

    @Test
    void anythingThatABrowserReadsAsAnotherSite_fallsBack() {
        for (String evil : new String[] {
            "//evil.example", "/\\evil.example", "\\\\evil.example", "https://evil.example/", "evil.example",
            "/\t/evil.example", "/\n/evil.example", "/ok\\..\\", "", "javascript:alert(1)"
        }) {
            assertThat(SafeBack.or(evil, "/")).as(evil).isEqualTo("/");
        }
        assertThat(SafeBack.or(null, "/")).isEqualTo("/");
    }
}
