package dev.wirespeed.measure.parse;

import java.util.List;

/**
 * The devices one text names ({@code lspci}, {@code lsusb}, {@code dmesg}, {@code hwinfo}), in the order
 * they first appear, each once however many outputs named it. Not a measurement: nothing here is stored.
 */
public record DeviceList(List<SeenDevice> devices, List<String> warnings) {

    public DeviceList {
        devices = devices == null ? List.of() : List.copyOf(devices);
        warnings = warnings == null ? List.of() : List.copyOf(warnings);
    }
}
