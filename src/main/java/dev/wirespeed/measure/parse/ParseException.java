package dev.wirespeed.measure.parse;

/**
 * The input holds no measurement that can be read. The message says what was wrong and where:
 * a line number for text, a byte offset (UTF-8) and a path for JSON.
 */
public class ParseException extends RuntimeException {

    private static final long serialVersionUID = 1L;

    public ParseException(String message) {
        super(message);
    }
}
