package dev.wirespeed.plan;

import dev.wirespeed.units.Spelling;

/**
 * Where a host runs the test: on the machine itself, in a virtual machine behind a virtual NIC, in
 * a virtual machine that owns a USB NIC passed through to it, or in WSL2 behind Windows' virtual
 * switch.
 */
public enum Virtualization {
    NONE,
    VM,
    VM_USB_PASSTHROUGH,
    WSL2;

    public static Virtualization parse(String text) {
        return Spelling.parse(values(), text);
    }

    @Override
    public String toString() {
        return Spelling.kebab(this);
    }
}
