package dev.wirespeed.catalog;

/** A USB identity as {@code lsusb} prints it: {@code ID vendor:product}. */
public record UsbId(String vendor, String product, String name, String source) {

    public UsbId {
        PciId.hex4("vendor", vendor);
        PciId.hex4("product", product);
    }

    /** "0bda:8156". */
    public String text() {
        return vendor + ":" + product;
    }
}
