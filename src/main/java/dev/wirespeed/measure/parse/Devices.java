package dev.wirespeed.measure.parse;

import dev.wirespeed.measure.parse.Input.Line;
import dev.wirespeed.measure.parse.IperfText.Found;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The devices a text names, read line by line from the forms these tools print:
 *
 * <ul>
 *   <li>{@code lspci}: "01:00.0 Ethernet controller: Intel Corporation 82599ES ... (rev 01)"; with {@code -nn}
 *       the class and ids in brackets ("Ethernet controller [0200]: ... [8086:10fb] (rev 01)"), with
 *       {@code -v}/{@code -vv}/{@code -k} the indented "Subsystem:" and "Kernel driver in use:" lines and
 *       LnkCap/LnkSta (read by {@link Pcie}), with {@code -P} a bridge path before the address;
 *   <li>{@code lsusb}: "Bus 002 Device 003: ID 0bda:8156 Realtek ...", a bare "ID 0bda:8156 ..." line, and
 *       the tree Synology's lsusb prints ("|__2-3  0bda:8156:3100 00  2.10  480MBit/s ...");
 *   <li>the kernel log: the PCI enumeration line ("pci 0000:01:00.0: [8086:10fb] type 00 class 0x020000"),
 *       a new USB device ("usb 2-1.1: New USB device found, idVendor=0bda, idProduct=8156"), the prefix
 *       every driver message carries ("ixgbe 0000:01:00.0 eth0: ...", "r8152 2-1.4:1.0 eth0: ...": the
 *       driver, and with an interface name a network device), the Ethernet link lines of ixgbe, igc,
 *       e1000e, i40e ("NIC Link is Up 10 Gbps"), r8169 and phylib ("Link is Up - 1Gbps/Full"), atlantic
 *       ("link change old 0 new 10000") and cdc_ncm ("2500 mbit/s downlink"), and the PCIe bandwidth line
 *       (read by {@link Pcie});
 *   <li>{@code hwinfo}: the Vendor/Device/SubVendor/SubDevice, "SysFS BusID", "Driver" and "Model" lines.
 * </ul>
 *
 * A device several outputs name (lspci and dmesg for 0000:01:00.0) comes out once with what each said.
 */
final class Devices {

    /** More devices than any machine has (a large server lists a few hundred PCI functions). */
    static final int MAX_DEVICES = 4096;

    private static final String HEX4 = "([0-9a-fA-F]{4})";
    private static final String PCI_ADDRESS = "(?:[0-9a-fA-F]{4}:)?[0-9a-fA-F]{2}:[0-9a-fA-F]{2}\\.[0-7]";
    private static final Pattern LSPCI = Pattern.compile("^(" + PCI_ADDRESS + ")((?:/(?:[0-9a-fA-F]{2}:)?"
            + "[0-9a-fA-F]{2}\\.[0-7])*)\\s+([A-Za-z0-9][^:\\[\\]]*?)(?:\\s*\\[" + HEX4 + "])?:\\s+(\\S.*)$");
    private static final Pattern PROG_IF = Pattern.compile("\\s*\\(prog-if [^)]*(?:\\[[^]]*])?[^)]*\\)\\s*$");
    private static final Pattern REV = Pattern.compile("\\s*\\(rev [0-9a-fA-F]+\\)\\s*$");
    private static final Pattern IDS = Pattern.compile("\\s*\\[" + HEX4 + ":" + HEX4 + "]\\s*$");
    /** lspci -n prints numbers only: "Class 0200: Device 8086:10c9" (with -vv) or "0200: 8086:10c9". */
    private static final Pattern NUMERIC_CLASS = Pattern.compile("^(?:Class )?" + HEX4 + "$");

    private static final Pattern NUMERIC_IDS = Pattern.compile("^(?:Device )?" + HEX4 + ":" + HEX4 + "$");
    private static final Pattern SUBSYSTEM = Pattern.compile("^\\s+Subsystem:\\s+(\\S.*)$");
    private static final Pattern DRIVER_IN_USE = Pattern.compile("^\\s+Kernel driver in use:\\s+(\\S+)\\s*$");

    private static final Pattern LSUSB =
            Pattern.compile("^Bus (\\d{3}) Device (\\d{3}): ID " + HEX4 + ":" + HEX4 + "(?:\\s+(\\S.*))?$");
    private static final Pattern LSUSB_BARE = Pattern.compile("^\\s*ID " + HEX4 + ":" + HEX4 + "\\s+(\\S.*)$");
    private static final Pattern LSUSB_SYNOLOGY = Pattern.compile("^[\\s|]*\\|__(\\S+)\\s+" + HEX4 + ":" + HEX4
            + ":[0-9a-fA-F]{4}\\s+([0-9a-fA-F]{2})\\s+[\\d.]+\\s+\\d+MBit/s\\s+\\d+mA\\s+\\d+IFs?\\s+\\((.*)\\)"
            + "(?:\\s+hub)?\\s*$");

    private static final String USB_PATH = "\\d{1,3}-\\d{1,3}(?:\\.\\d{1,3})*";
    /** A driver message's prefix: "driver address[ interface]: message" (dev_printk and netdev_printk). */
    private static final Pattern DRIVER_LINE = Pattern.compile("(?:^|[\\s\\]])([a-z][a-z0-9_-]{0,31}) (" + PCI_ADDRESS
            + "|" + USB_PATH + ":\\d{1,3}\\.\\d{1,3})(?: ([^\\s:()]{1,31}))?: (.*)$");

    private static final Pattern USB_CORE = Pattern.compile("(?:^|[\\s\\]])usb (" + USB_PATH + "): (.*)$");
    private static final Pattern USB_NEW =
            Pattern.compile("New USB device found, idVendor=" + HEX4 + ", idProduct=" + HEX4);
    private static final Pattern USB_PRODUCT = Pattern.compile("^Product: (\\S.*)$");
    private static final Pattern PCI_ENUMERATED = Pattern.compile(
            "^\\[" + HEX4 + ":" + HEX4 + "] type [0-9a-fA-F]{2} class 0x([0-9a-fA-F]{4})[0-9a-fA-F]{2}");
    private static final Set<String> NOT_DRIVERS = Set.of("pci", "pcieport", "pci_bus", "usb", "hub");

    private static final Pattern NIC_LINK_UP =
            Pattern.compile("NIC Link is Up,? (\\d{1,7}(?:\\.\\d{1,3})?) ?([GM])bps");
    private static final Pattern PHY_LINK_UP =
            Pattern.compile("Link is Up - (\\d{1,7}(?:\\.\\d{1,3})?)([GM])bps/(?:Full|Half)");
    private static final Pattern ATLANTIC_LINK = Pattern.compile("link change old \\d{1,7} new (\\d{1,7})\\b");
    private static final Pattern CDC_NCM_LINK = Pattern.compile("\\b(\\d{1,7}) mbit/s downlink \\d{1,7} mbit/s uplink");

    private static final Pattern HW_HEADER = Pattern.compile("^\\d+: (PCI|USB) [0-9a-fA-F.:]+: ([0-9a-fA-F]{4}) (.*)$");
    private static final Pattern HW_ID = Pattern.compile(
            "^\\s*(Vendor|Device|SubVendor|SubDevice):\\s+(pci|usb)\\s+0x" + HEX4 + "(?:\\s+\"(.*)\")?\\s*$");
    private static final Pattern HW_BUS_ID = Pattern.compile("^\\s*SysFS BusID:\\s+(\\S+)\\s*$");
    private static final Pattern HW_DRIVER = Pattern.compile("^\\s*Driver:\\s+\"([^\"]+)\"\\s*$");
    private static final Pattern HW_MODEL = Pattern.compile("^\\s*Model:\\s+\"(.+)\"\\s*$");

    /** What the outputs said about one device so far; the first output to say a thing wins. */
    private static final class Seen {
        final String bus;
        final int line;
        String address;
        String classCode;
        String className;
        String vendor;
        String device;
        String subsystemVendor;
        String subsystemDevice;
        String name;
        String subsystemName;
        String driver;
        PcieLink link;
        Integer mbps;
        final List<String> seenIn = new ArrayList<>();
        // hwinfo prints each id on a line of its own; they become the pairs when its block ends
        String vendorId;
        String deviceId;
        String subVendorId;
        String subDeviceId;
        String model;

        Seen(String bus, String address, int line) {
            this.bus = bus;
            this.address = address;
            this.line = line;
        }

        void from(String format) {
            if (!seenIn.contains(format)) {
                seenIn.add(format);
            }
        }

        void ids(String v, String d) {
            if (vendor == null && v != null && d != null) {
                vendor = lower(v);
                device = lower(d);
            }
        }

        void subsystem(String v, String d) {
            if (subsystemVendor == null && v != null && d != null) {
                subsystemVendor = lower(v);
                subsystemDevice = lower(d);
            }
        }

        boolean named() {
            return address != null || vendor != null || name != null || subsystemName != null;
        }

        SeenDevice build() {
            return new SeenDevice(
                    bus,
                    address,
                    classCode,
                    className,
                    vendor,
                    device,
                    subsystemVendor,
                    subsystemDevice,
                    name,
                    subsystemName,
                    driver,
                    link,
                    mbps,
                    seenIn,
                    line);
        }
    }

    /** The devices, keyed by bus and address ("pci 0000:01:00.0"); a device with no address by its line. */
    private static final class Registry {
        final Map<String, Seen> byKey = new LinkedHashMap<>();

        Seen at(String bus, String address, int line) {
            String key = address == null ? "line " + line + " " + byKey.size() : bus + " " + address;
            Seen s = byKey.get(key);
            if (s == null) {
                if (byKey.size() >= MAX_DEVICES) {
                    throw new ParseException("line " + line + ": more than " + MAX_DEVICES
                            + " devices in one text; no machine has that many, so this is not a device listing");
                }
                s = new Seen(bus, address, line);
                byKey.put(key, s);
            }
            return s;
        }

        Seen existing(String bus, String address) {
            if (address == null) {
                return null;
            }
            return byKey.get(bus + " " + address);
        }
    }

    private final Input input;
    private final Registry devices = new Registry();
    /** Driver by device key, from kernel messages that name no interface: given only to devices found. */
    private final Map<String, String> drivers = new LinkedHashMap<>();

    private final List<Seen> hwinfoBlocks = new ArrayList<>();
    private Seen lspci;
    private Seen hw;
    private boolean hwBlock;

    private Devices(Input input) {
        this.input = input;
    }

    static DeviceList parse(Input input) {
        return new Devices(input).read();
    }

    private DeviceList read() {
        for (Line l : input.lines()) {
            input.budget.atLine(l.number());
            line(Input.norm(l.text()), l.number());
        }
        endHwinfo();
        for (Seen h : hwinfoBlocks) {
            joinHwinfo(h);
        }
        for (Found f : Pcie.lspci(input)) {
            links(f);
        }
        for (Found f : Pcie.dmesg(input)) {
            links(f);
        }
        drivers.forEach((key, driver) -> {
            Seen s = devices.byKey.get(key);
            if (s != null && s.driver == null) {
                s.driver = driver;
            }
        });
        List<Seen> all = new ArrayList<>(devices.byKey.values());
        all.sort(Comparator.comparingInt(s -> s.line));
        List<SeenDevice> out = new ArrayList<>();
        for (Seen s : all) {
            if (s.named()) {
                out.add(Located.at("line " + s.line, s::build));
            }
        }
        if (out.isEmpty()) {
            throw new ParseException(nothingFound());
        }
        return new DeviceList(out, List.of());
    }

    private void line(String text, int n) {
        if (text.isBlank()) {
            lspci = null;
            endHwinfo();
            return;
        }
        boolean indented = Character.isWhitespace(text.charAt(0));
        Matcher m = LSPCI.matcher(text);
        if (!indented && m.find()) {
            lspci = lspciHeader(m, n);
            return;
        }
        if (lspci != null && indented && lspciDetail(text)) {
            return;
        }
        if (!indented) {
            lspci = null;
        }
        if ((m = HW_HEADER.matcher(text)).find()) {
            endHwinfo();
            hw = new Seen(m.group(1).toLowerCase(Locale.ROOT), null, n);
            hw.classCode = m.group(1).equals("PCI") ? lower(m.group(2)) : null;
            hw.className = m.group(3).strip();
            hwBlock = true;
            return;
        }
        if (hwinfo(text, n)) {
            return;
        }
        if (!hwBlock) {
            // lines grep picked out of hwinfo have no block around them: any other line ends them
            endHwinfo();
        }
        if (lsusb(text, n)) {
            return;
        }
        kernelLog(text, n);
    }

    // ---- lspci ----

    private Seen lspciHeader(Matcher m, int n) {
        String address = pciAddress(m.group(1), m.group(2));
        Seen s = devices.at("pci", address, n);
        String desc = m.group(5).strip();
        desc = PROG_IF.matcher(desc).replaceFirst("");
        desc = REV.matcher(desc).replaceFirst("");
        Matcher ids = IDS.matcher(desc);
        boolean numeric = m.group(4) != null;
        Matcher bare = NUMERIC_IDS.matcher(desc);
        if (ids.find()) {
            s.ids(ids.group(1), ids.group(2));
            desc = desc.substring(0, ids.start()).strip();
            numeric = true;
        } else if (bare.find()) {
            s.ids(bare.group(1), bare.group(2));
            desc = "";
            numeric = true;
        }
        String className = m.group(3).strip();
        Matcher numericClass = NUMERIC_CLASS.matcher(className);
        if (numericClass.find()) {
            if (s.classCode == null) {
                s.classCode = lower(numericClass.group(1));
            }
        } else if (s.className == null) {
            s.className = className;
        }
        if (m.group(4) != null && s.classCode == null) {
            s.classCode = lower(m.group(4));
        }
        if (s.name == null && !desc.isEmpty()) {
            s.name = desc;
        }
        s.from(numeric ? "lspci -nn" : "lspci");
        return s;
    }

    /** An indented line under an lspci device; false when it is not one lspci prints there. */
    private boolean lspciDetail(String text) {
        Matcher m = SUBSYSTEM.matcher(text);
        if (m.find()) {
            String sub = m.group(1).strip();
            Matcher ids = IDS.matcher(sub);
            Matcher bare = NUMERIC_IDS.matcher(sub);
            if (ids.find()) {
                lspci.subsystem(ids.group(1), ids.group(2));
                sub = sub.substring(0, ids.start()).strip();
            } else if (bare.find()) {
                lspci.subsystem(bare.group(1), bare.group(2));
                sub = "";
            }
            if (lspci.subsystemName == null && !sub.isEmpty()) {
                lspci.subsystemName = sub;
            }
            return true;
        }
        m = DRIVER_IN_USE.matcher(text);
        if (m.find()) {
            lspci.driver = m.group(1);
            return true;
        }
        // every other indented line of lspci -v/-vv (Flags, Capabilities, LnkCap read by Pcie, ...)
        return !HW_ID.matcher(text).find()
                && !HW_BUS_ID.matcher(text).find()
                && !HW_DRIVER.matcher(text).find();
    }

    /** "01:00.0" -> "0000:01:00.0"; a -P path "0000:00:1c.0/01:00.0" -> its last device in the first's domain. */
    private static String pciAddress(String first, String path) {
        String domain = first.length() > 7 ? first.substring(0, 5) : "0000:";
        String last = first;
        if (path != null && !path.isEmpty()) {
            String[] parts = path.substring(1).split("/");
            last = parts[parts.length - 1];
        }
        String full = last.length() > 7 ? last : (last.length() == 7 ? domain + last : domain + "00:" + last);
        return lower(full);
    }

    // ---- lsusb ----

    private boolean lsusb(String text, int n) {
        Matcher m = LSUSB.matcher(text);
        if (m.find()) {
            Seen s = devices.at("usb", "bus " + m.group(1) + " device " + m.group(2), n);
            usbDevice(s, m.group(3), m.group(4), m.group(5), "lsusb");
            return true;
        }
        m = LSUSB_BARE.matcher(text);
        if (m.find()) {
            usbDevice(devices.at("usb", null, n), m.group(1), m.group(2), m.group(3), "lsusb");
            return true;
        }
        m = LSUSB_SYNOLOGY.matcher(text);
        if (m.find()) {
            if (!m.group(4).equals("09")) { // class 09 is a hub
                usbDevice(devices.at("usb", m.group(1), n), m.group(2), m.group(3), m.group(5), "lsusb");
            }
            return true;
        }
        return false;
    }

    private static void usbDevice(Seen s, String vendor, String product, String name, String format) {
        s.ids(vendor, product);
        if (s.name == null && name != null && !name.isBlank()) {
            s.name = name.strip();
        }
        s.from(format);
    }

    // ---- kernel log ----

    private void kernelLog(String text, int n) {
        Matcher m = USB_CORE.matcher(text);
        if (m.find()) {
            String msg = m.group(2);
            Matcher id = USB_NEW.matcher(msg);
            if (id.find()) {
                usbDevice(devices.at("usb", m.group(1), n), id.group(1), id.group(2), null, "dmesg");
                return;
            }
            Matcher product = USB_PRODUCT.matcher(msg);
            Seen s = devices.existing("usb", m.group(1));
            if (product.find() && s != null && s.name == null) {
                s.name = product.group(1).strip();
            }
            return;
        }
        m = DRIVER_LINE.matcher(text);
        if (!m.find()) {
            return;
        }
        String driver = m.group(1);
        String where = m.group(2);
        boolean usb = !where.matches(PCI_ADDRESS);
        String bus = usb ? "usb" : "pci";
        String address = usb ? where.substring(0, where.indexOf(':')) : pciAddress(where, null);
        String iface = m.group(3);
        String msg = m.group(4);
        if (driver.equals("pci")) {
            Matcher e = PCI_ENUMERATED.matcher(msg);
            if (e.find()) {
                Seen s = devices.at("pci", address, n);
                s.ids(e.group(1), e.group(2));
                if (s.classCode == null) {
                    s.classCode = lower(e.group(3));
                }
                s.from("dmesg");
            }
            return;
        }
        if (NOT_DRIVERS.contains(driver)) {
            return;
        }
        Integer mbps = Located.at("line " + n, () -> ethernetMbps(msg));
        Seen s = devices.existing(bus, address);
        if (s == null && (iface != null || mbps != null)) {
            // a message with an interface name is a network driver's: the device is a network adapter
            s = devices.at(bus, address, n);
            if (!usb && s.className == null) {
                s.className = "Network controller";
            }
        }
        if (s == null) {
            drivers.putIfAbsent(bus + " " + address, driver);
            return;
        }
        if (s.driver == null) {
            s.driver = driver;
        }
        if (mbps != null) {
            s.mbps = mbps;
        }
        s.from("dmesg");
    }

    /** The speed a link-up message reports, in Mbit/s; null for any other message (or a link down). */
    static Integer ethernetMbps(String msg) {
        Matcher m = NIC_LINK_UP.matcher(msg);
        if (!m.find()) {
            m = PHY_LINK_UP.matcher(msg);
            if (!m.find()) {
                m = null;
            }
        }
        if (m != null) {
            double v = Double.parseDouble(m.group(1));
            long mbps = Math.round(m.group(2).equals("G") ? v * 1000 : v);
            return checkedMbps(mbps, m.group(1) + " " + m.group(2) + "bps");
        }
        Matcher a = ATLANTIC_LINK.matcher(msg);
        if (a.find()) {
            long mbps = Long.parseLong(a.group(1));
            return mbps == 0 ? null : checkedMbps(mbps, a.group(1) + " Mbit/s");
        }
        Matcher c = CDC_NCM_LINK.matcher(msg);
        if (c.find()) {
            return checkedMbps(Long.parseLong(c.group(1)), c.group(1) + " mbit/s");
        }
        return null;
    }

    private static Integer checkedMbps(long mbps, String printed) {
        if (mbps < 1 || mbps > 1_600_000) {
            throw new IllegalArgumentException(
                    "an Ethernet link speed is 1 Mbit/s to 1.6 Tbit/s, the driver line says " + printed);
        }
        return (int) mbps;
    }

    // ---- hwinfo ----

    /** A hwinfo line (in a block, or one grep picked out); false when the line is not one. */
    private boolean hwinfo(String text, int n) {
        Matcher m = HW_ID.matcher(text);
        if (m.find()) {
            Seen h = hwAt(n, m.group(2));
            String id = lower(m.group(3));
            String label = m.group(4);
            switch (m.group(1)) {
                case "Vendor" -> h.vendorId = id;
                case "Device" -> {
                    h.deviceId = id;
                    if (label != null && h.name == null) {
                        h.name = label;
                    }
                }
                case "SubVendor" -> h.subVendorId = id;
                default -> {
                    h.subDeviceId = id;
                    if (label != null && h.subsystemName == null) {
                        h.subsystemName = label;
                    }
                }
            }
            return true;
        }
        if ((m = HW_BUS_ID.matcher(text)).find()) {
            hwAt(n, null).address = m.group(1);
            return true;
        }
        if (hw != null && (m = HW_DRIVER.matcher(text)).find()) {
            hw.driver = m.group(1);
            return true;
        }
        if ((m = HW_MODEL.matcher(text)).find()) {
            Seen h = hwAt(n, null);
            h.model = m.group(1).strip();
            return true;
        }
        return false;
    }

    private Seen hwAt(int n, String bus) {
        if (hw == null) {
            hw = new Seen(bus == null ? "pci" : bus, null, n);
        }
        return hw;
    }

    private void endHwinfo() {
        if (hw != null) {
            hwinfoBlocks.add(hw);
        }
        hw = null;
        hwBlock = false;
    }

    /** A hwinfo block joins the device at its bus id, or becomes a device of its own. */
    private void joinHwinfo(Seen h) {
        String address = null;
        if (h.address != null) {
            String a = h.address.toLowerCase(Locale.ROOT);
            if (a.matches(PCI_ADDRESS)) {
                address = pciAddress(a, null);
            } else if (a.matches(USB_PATH + "(?::\\d{1,3}\\.\\d{1,3})?")) {
                address = a.contains(":") ? a.substring(0, a.indexOf(':')) : a;
            }
        }
        Seen s = devices.at(h.bus, address, h.line);
        s.ids(h.vendorId, h.deviceId);
        s.subsystem(h.subVendorId, h.subDeviceId);
        if (s.classCode == null) {
            s.classCode = h.classCode;
        }
        if (s.className == null) {
            s.className = h.className;
        }
        if (s.name == null) {
            s.name = h.model != null ? h.model : h.name;
        }
        if (s.subsystemName == null) {
            s.subsystemName = h.subsystemName;
        }
        if (s.driver == null) {
            s.driver = h.driver;
        }
        s.from("hwinfo");
    }

    // ---- PCIe links ----

    private void links(Found f) {
        if (!(f.run() instanceof PcieRun run)) {
            return;
        }
        for (PcieLink link : run.pcie()) {
            if (!link.device().matches(PCI_ADDRESS)) {
                continue; // "unknown device behind 0000:00:1d.0": the kernel named no device
            }
            String address = pciAddress(link.device(), null);
            Seen s = devices.existing("pci", address);
            if (s == null) {
                s = devices.at("pci", address, input.lines().get(f.firstLine()).number());
            }
            if (s.link == null) {
                s.link = link;
            }
            s.from(run.format().equals("lspci") ? "lspci -vv" : "dmesg");
        }
    }

    private String nothingFound() {
        List<Line> lines = input.lines();
        String first = "";
        int number = 1;
        for (Line l : lines) {
            if (!l.text().isBlank()) {
                first = l.text().strip();
                number = l.number();
                break;
            }
        }
        if (first.length() > 80) {
            first = first.substring(0, 80) + "...";
        }
        return "no device found: none of the " + lines.size() + " lines is lspci, lsusb, hwinfo or a kernel log"
                + " line naming a device (line " + number + " reads \"" + first + "\")";
    }

    private static String lower(String s) {
        return s == null ? null : s.toLowerCase(Locale.ROOT);
    }
}
