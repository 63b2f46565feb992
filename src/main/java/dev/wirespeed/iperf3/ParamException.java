package dev.wirespeed.iperf3;

/** A parameter block the server refuses, with the iperf3 error number the client will print. */
final class ParamException extends Exception {

    private static final long serialVersionUID = 1L;
    final int code;

    ParamException(int code, String message) {
        super(message);
        this.code = code;
    }
}
