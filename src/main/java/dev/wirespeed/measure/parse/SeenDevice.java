package dev.wirespeed.measure.parse;

import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * One device a machine printed: a PCI function from {@code lspci}, {@code hwinfo} or the kernel log, or a
 * USB device from {@code lsusb} or the kernel log, with whatever the outputs said about it. Ids are 4
 * lowercase hex digits as {@code lspci -nn} and {@code lsusb} print them; for USB {@code device} is the
 * product id. A field is null when no output said it (plain {@code lspci} prints names only).
 *
 * @param bus "pci" or "usb"
 * @param address the PCI address with its domain ("0000:01:00.0"), or the USB port path ("2-1.4") or
 *     lsusb's "bus 002 device 003"
 * @param classCode the PCI class and subclass ("0200" is an Ethernet controller)
 * @param link the PCIe link the device negotiated ({@code lspci -vv} LnkSta or the kernel's bandwidth line)
 * @param ethernetMbps the Ethernet speed the driver reported the port linked at ("NIC Link is Up 10 Gbps")
 * @param seenIn the outputs that named the device ("lspci -nn", "dmesg", ...), in the order read
 * @param line the first line of the input that named the device
 */
public record SeenDevice(
        String bus,
        String address,
        String classCode,
        String className,
        String vendor,
        String device,
        String subsystemVendor,
        String subsystemDevice,
        String name,
        String subsystemName,
        String driver,
        PcieLink link,
        Integer ethernetMbps,
        List<String> seenIn,
        int line) {

    public static final Set<String> BUSES = Set.of("pci", "usb");
    private static final Pattern HEX4 = Pattern.compile("[0-9a-f]{4}");

    public SeenDevice {
        Checks.oneOf("bus", bus, BUSES, false);
        hex4("classCode", classCode);
        pair("vendor", vendor, "device", device);
        pair("subsystemVendor", subsystemVendor, "subsystemDevice", subsystemDevice);
        if (ethernetMbps != null && (ethernetMbps < 1 || ethernetMbps > 1_600_000)) {
            throw new IllegalArgumentException(
                    "an Ethernet link speed is 1 Mbit/s to 1.6 Tbit/s, got " + ethernetMbps + " Mbit/s");
        }
        if (address == null && vendor == null && name == null && subsystemName == null) {
            throw new IllegalArgumentException("a device needs an address, an id or a name");
        }
        seenIn = seenIn == null ? List.of() : List.copyOf(seenIn);
        if (line < 1) {
            throw new IllegalArgumentException("line is 1-based, got " + line);
        }
    }

    /** True when the PCI class or the printed class says network controller (Ethernet, InfiniBand, ...). */
    public boolean isNetwork() {
        if (classCode != null) {
            return classCode.startsWith("02");
        }
        String c = className == null ? "" : className.toLowerCase(Locale.ROOT);
        return c.contains("ethernet") || c.contains("network") || c.contains("infiniband");
    }

    private static void pair(String a, String av, String b, String bv) {
        if ((av == null) != (bv == null)) {
            throw new IllegalArgumentException(a + " and " + b + " come as a pair: both or neither");
        }
        hex4(a, av);
        hex4(b, bv);
    }

    private static void hex4(String field, String value) {
        if (value != null && !HEX4.matcher(value).matches()) {
            throw new IllegalArgumentException(
                    field + " must be 4 lowercase hex digits, got '" + Checks.shorten(value) + "'");
        }
    }
}
