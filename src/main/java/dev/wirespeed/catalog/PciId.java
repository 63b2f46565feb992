package dev.wirespeed.catalog;

import java.util.regex.Pattern;

/**
 * A PCI identity as {@code lspci -nn} prints it: {@code [vendor:device]}, and where the card (not only
 * its controller) is meant, the subsystem {@code lspci -vnn} prints on its "Subsystem:" line. Many cards
 * share one controller (every X520 is an 82599, 8086:10fb), so vendor:device names the chip and only
 * the subsystem names the card; a clone often keeps the original's subsystem.
 */
public record PciId(
        String vendor, String device, String subsystemVendor, String subsystemDevice, String name, String source) {

    private static final Pattern HEX4 = Pattern.compile("[0-9a-f]{4}");

    public PciId {
        hex4("vendor", vendor);
        hex4("device", device);
        if ((subsystemVendor == null) != (subsystemDevice == null)) {
            throw new IllegalArgumentException(
                    "a subsystem is a pair: give both subsystemVendor and subsystemDevice, or neither");
        }
        if (subsystemVendor != null) {
            hex4("subsystemVendor", subsystemVendor);
            hex4("subsystemDevice", subsystemDevice);
        }
    }

    /** True when the id names a card (a subsystem), not only the controller on it. */
    public boolean hasSubsystem() {
        return subsystemVendor != null;
    }

    /** "8086:10fb" or "8086:10fb subsystem 8086:000a". */
    public String text() {
        return vendor + ":" + device + (hasSubsystem() ? " subsystem " + subsystemVendor + ":" + subsystemDevice : "");
    }

    static void hex4(String field, String value) {
        if (value == null || !HEX4.matcher(value).matches()) {
            throw new IllegalArgumentException(field + " must be 4 lowercase hex digits as lspci -nn prints them, got "
                    + (value == null ? "nothing" : "'" + value + "'"));
        }
    }
}
