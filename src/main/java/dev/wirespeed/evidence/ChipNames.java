package dev.wirespeed.evidence;

import java.util.LinkedHashSet;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The NIC controller names in a free text ("Realtek RTL8156B", "PLANEX USB-LAN2500R2 (Realtek
 * RTL8156BG)", "Intel 82599ES", "MT27800 (ConnectX-5)"), spelled one way: lower case, no vendor,
 * no hyphen ("rtl8156bg", "82599es", "connectx5"). A chip's family drops the revision letters after
 * its number ("rtl8156", "82599"): sources write RTL8156 for adapters that carry an RTL8156B, and
 * the catalog lists one chip entry for both.
 */
final class ChipNames {

    /** Letter-prefixed controller codes: Realtek, Aquantia/Marvell, Broadcom, ASIX, Mellanox MT. */
    private static final Pattern PREFIXED = Pattern.compile("\\b(rtl|aqc|bcm|ax|mt)(\\d{3,5})([a-z]{0,3})\\b");
    /** Intel's five-digit controllers (82599, 82580, 82576) with their suffix (82599ES). */
    private static final Pattern INTEL_NUMBER = Pattern.compile("\\b(8\\d{4})([a-z]{0,2})\\b");
    /** Intel's lettered families (I225, X520, X710, XXV710, E810). */
    private static final Pattern INTEL_LETTERED = Pattern.compile("\\b(xxv|x|i|e)(\\d{3})(?:-[a-z0-9]+)?\\b");
    /** Mellanox/NVIDIA ConnectX generations and their Lx/Dx/Pro variants. */
    private static final Pattern CONNECTX = Pattern.compile("\\bconnectx-?(\\d)(?:[\\s-]*(lx|dx|pro))?");

    private ChipNames() {}

    /** Every controller name in {@code text}, normalised, in the order found (empty for null). */
    static Set<String> in(String text) {
        Set<String> out = new LinkedHashSet<>();
        if (text == null) {
            return out;
        }
        String t = text.toLowerCase(Locale.ROOT);
        Matcher m = PREFIXED.matcher(t);
        while (m.find()) {
            out.add(m.group(1) + m.group(2) + m.group(3));
        }
        m = INTEL_NUMBER.matcher(t);
        while (m.find()) {
            out.add(m.group(1) + m.group(2));
        }
        m = INTEL_LETTERED.matcher(t);
        while (m.find()) {
            out.add(m.group(1) + m.group(2));
        }
        m = CONNECTX.matcher(t);
        while (m.find()) {
            out.add("connectx" + m.group(1) + (m.group(2) == null ? "" : m.group(2)));
        }
        return out;
    }

    /** The family of a normalised name: the revision letters after the number dropped ("rtl8156bg" -> "rtl8156"). */
    static String family(String chip) {
        if (chip.startsWith("connectx")) {
            return chip.substring(0, Math.min(chip.length(), "connectx".length() + 1));
        }
        int end = chip.length();
        while (end > 0 && Character.isLetter(chip.charAt(end - 1))) {
            end--;
        }
        return end == 0 ? chip : chip.substring(0, end);
    }
}
