package dev.wirespeed.plan;

/**
 * A problem or remark about a plan: the rule that raised it, its severity, the message with both
 * numbers, a suggested fix, and the plan element it is about (a host, NIC, link or flow id).
 */
public record Issue(String rule, Severity severity, String message, String fix, String where) {
    public Issue {
        if (severity == null) {
            throw new IllegalArgumentException("issue " + rule + " needs a severity");
        }
    }

    public int rank() {
        return severity.rank();
    }
}
