package dev.wirespeed.plan;

/**
 * A problem or remark about a plan: the rule that raised it, its severity, the message with both
 * numbers, a suggested fix, and the plan element it is about (a host, NIC, link or flow id).
 */
public record Issue(String rule, String severity, String message, String fix, String where) {
    public static final java.util.List<String> SEVERITIES = java.util.List.of("error", "warning", "info");

    public int rank() {
        return SEVERITIES.indexOf(severity);
    }
}
