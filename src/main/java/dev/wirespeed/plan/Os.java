package dev.wirespeed.plan;

import dev.wirespeed.units.Spelling;

/**
 * The operating system a host runs. Distributions built on one kernel (OPNsense and pfSense on
 * FreeBSD; Proxmox VE, TrueNAS SCALE / Community Edition, Unraid and OpenWrt on Linux) are their own
 * values, so catalog caveats written for them apply, and share their kernel's TCP stack and CPU
 * cost through {@link #family()}.
 */
public enum Os {
    LINUX(null),
    WINDOWS(null),
    MACOS(null),
    FREEBSD(null),
    OPNSENSE(FREEBSD),
    PFSENSE(FREEBSD),
    PROXMOX(LINUX),
    TRUENAS(LINUX),
    UNRAID(LINUX),
    OPENWRT(LINUX);

    private final Os family;

    Os(Os family) {
        this.family = family;
    }

    /** The kernel whose network stack this OS runs: itself for Linux, Windows, macOS and FreeBSD. */
    public Os family() {
        return family == null ? this : family;
    }

    /**
     * Whether its TCP stack offers timestamps in the SYN by default: Linux, macOS and FreeBSD do;
     * Windows accepts them but does not offer them (seed 000: 9.49 vs 9.41 Gbit/s).
     */
    public boolean offersTimestamps() {
        return family() != WINDOWS;
    }

    public static Os parse(String text) {
        return Spelling.parse(values(), text);
    }

    @Override
    public String toString() {
        return Spelling.kebab(this);
    }
}
