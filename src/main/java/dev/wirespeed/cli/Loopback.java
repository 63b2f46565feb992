package dev.wirespeed.cli;

import java.net.InetAddress;
import java.net.UnknownHostException;

/** Whether a bind address reaches only this machine (127.0.0.0/8, ::1, localhost): the one case served without sign-in by default. */
final class Loopback {

    private Loopback() {}

    static boolean is(String bind) {
        try {
            // a literal address or "localhost"; a name that does not resolve is not loopback (and binding to it fails
            // later)
            return InetAddress.getByName(bind).isLoopbackAddress();
        } catch (UnknownHostException e) {
            return false;
        }
    }
}
