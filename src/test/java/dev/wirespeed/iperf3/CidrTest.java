package dev.wirespeed.iperf3;

import org.junit.jupiter.api.Test;

import java.net.InetAddress;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class CidrTest {

    private static InetAddress ip(String s) throws Exception {
        return InetAddress.getByName(s);
    }

    @Test
    void ipv4Block() throws Exception {
        Cidr c = Cidr.parse("192.168.1.0/24");

        assertThat(c.contains(ip("192.168.1.77"))).isTrue();
        assertThat(c.contains(ip("192.168.2.1"))).isFalse();
        assertThat(c.contains(ip("::1"))).isFalse();
    }

    @Test
    void oddPrefixAndSingleAddress() throws Exception {
        assertThat(Cidr.parse("10.0.0.0/9").contains(ip("10.127.255.255"))).isTrue();
        assertThat(Cidr.parse("10.0.0.0/9").contains(ip("10.128.0.0"))).isFalse();
        assertThat(Cidr.parse("127.0.0.1").contains(ip("127.0.0.1"))).isTrue();
        assertThat(Cidr.parse("127.0.0.1").contains(ip("127.0.0.2"))).isFalse();
    }

    @Test
    void ipv6Block() throws Exception {
        assertThat(Cidr.parse("fd00::/8").contains(ip("fd12:3456::1"))).isTrue();
        assertThat(Cidr.parse("fd00::/8").contains(ip("fe80::1"))).isFalse();
    }

    @Test
    void namesAndBadPrefixesAreRefused() {
        assertThatThrownBy(() -> Cidr.parse("example.com")).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> Cidr.parse("10.0.0.0/33")).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> Cidr.parse("10.0.0.0/x")).isInstanceOf(IllegalArgumentException.class);
    }
}
