package dev.wirespeed.iperf3;

import org.junit.jupiter.api.Test;

import java.nio.charset.StandardCharsets;

import static org.assertj.core.api.Assertions.assertThat;

class CookieTest {

    @Test
    void cookieIs36Base32CharactersAndANul() {
        byte[] c = Cookie.random();

        assertThat(c).hasSize(37);
        assertThat(c[36]).isZero();
        assertThat(new String(c, 0, 36, StandardCharsets.US_ASCII)).matches("[a-z2-7]{36}");
    }

    @Test
    void comparisonStopsAtTheNul_likeAStringCompare() {
        byte[] a = {'a', 'b', 'c', 0, 'x', 'y', 'z'};
        byte[] b = {'a', 'b', 'c', 0, '1', '2', '3'};

        assertThat(Cookie.matches(a, b)).isTrue();
        assertThat(Cookie.matches(Cookie.random(), Cookie.random())).isFalse();
    }
}
