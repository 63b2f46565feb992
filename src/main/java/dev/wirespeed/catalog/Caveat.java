package dev.wirespeed.catalog;

/** A known OS or driver problem of a part, with the affected versions and its source. */
public record Caveat(String os, String versions, String severity, String note, String source) {

    /**
     * Whether the caveat holds on a host running {@code hostOs} on the kernel {@code kernel} (a FreeBSD
     * driver caveat holds on OPNsense): written for that OS, its kernel, or "any".
     */
    public boolean appliesTo(String hostOs, String kernel) {
        return os.equals("any") || os.equals(hostOs) || os.equals(kernel);
    }
}
