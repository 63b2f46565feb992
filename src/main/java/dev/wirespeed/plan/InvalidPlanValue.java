package dev.wirespeed.plan;

/**
 * A plan value outside what the model can compute with (an MTU of -1, a PCIe width of 3), thrown by
 * the plan records' constructors. {@code field} names the record component, so adapters can point a
 * person at it ("$.hosts[0].nics[1].mtu", or the form field).
 */
public final class InvalidPlanValue extends IllegalArgumentException {

    private final String field;

    public InvalidPlanValue(String field, String message) {
        super(message);
        this.field = field;
    }

    public String field() {
        return field;
    }

    static void require(boolean ok, String field, String message) {
        if (!ok) {
            throw new InvalidPlanValue(field, message);
        }
    }
}
