package dev.wirespeed.cli;

/** A problem with what the person typed or supplied: printed as one message, with an exit code. */
public final class CliException extends RuntimeException {
    private final int exitCode;

    public CliException(int exitCode, String message) {
        super(message);
        this.exitCode = exitCode;
    }

    public int exitCode() {
        return exitCode;
    }
}
