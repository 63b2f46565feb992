package dev.wirespeed.json;

import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.exc.StreamReadException;
import com.fasterxml.jackson.databind.JsonMappingException;
import com.fasterxml.jackson.databind.exc.InvalidFormatException;
import com.fasterxml.jackson.databind.exc.MismatchedInputException;
import com.fasterxml.jackson.databind.exc.UnrecognizedPropertyException;
import com.fasterxml.jackson.databind.exc.ValueInstantiationException;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.Arrays;
import java.util.Collection;
import java.util.Map;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

/**
 * What is wrong with a JSON document, in words a person sending it can act on: the JSON path, what
 * was expected there (a whole number, a string, one of the listed values) and where the syntax
 * broke. Jackson's own messages name Java types and classes ({@code java.lang.Integer}, a record's
 * binary name); none of that reaches a response.
 */
public final class JsonProblem {

    /** Backticked or dotted Java names inside a library message. */
    private static final Pattern JAVA_NAME = Pattern.compile("`[^`]*`|\\b(?:java|javax|com|org|dev|kotlin)\\.[\\w.$]+");

    private JsonProblem() {}

    /** The JSON path ({@code $.hosts[0].name}) where a mapping problem sits; {@code $} for the document. */
    public static String path(JsonProcessingException e) {
        StringBuilder sb = new StringBuilder("$");
        if (e instanceof JsonMappingException m) {
            for (JsonMappingException.Reference r : m.getPath()) {
                if (r.getFieldName() != null) {
                    sb.append('.').append(r.getFieldName());
                } else if (r.getIndex() >= 0) {
                    sb.append('[').append(r.getIndex()).append(']');
                }
            }
        }
        return sb.toString();
    }

    /** One sentence: what is wrong and where, with no Java type or class in it. */
    public static String describe(JsonProcessingException e) {
        if (e instanceof NulInText) {
            return path(e) + ": " + NulInText.REASON;
        }
        if (e instanceof UnrecognizedPropertyException u) {
            return path(e) + ": unknown field '" + u.getPropertyName() + "'";
        }
        if (e instanceof InvalidFormatException f) {
            Class<?> t = f.getTargetType();
            if (t != null && !t.isEnum() && t.getName().startsWith("dev.wirespeed.")) {
                // a value type of the domain read by its own deserializer, whose message says what it wants
                return path(e) + ": " + scrub(f.getOriginalMessage()) + " (got '" + f.getValue() + "')";
            }
            return path(e) + ": '" + f.getValue() + "' is not " + expected(t);
        }
        if (e instanceof ValueInstantiationException v) {
            Throwable cause = v.getCause();
            String why = cause == null || cause.getMessage() == null ? "a value is out of range" : cause.getMessage();
            return path(e) + ": " + scrub(why);
        }
        if (e instanceof MismatchedInputException m) {
            if (m.getTargetType() == null) {
                return path(e) + ": the document ends early or has the wrong shape" + where(e);
            }
            return path(e) + ": expected " + expected(m.getTargetType()) + where(e);
        }
        if (e instanceof StreamReadException) {
            String reason = scrub(e.getOriginalMessage());
            return "not valid JSON" + where(e) + (reason.isBlank() ? "" : ": " + reason);
        }
        if (e instanceof JsonMappingException) {
            return path(e) + ": the document does not have the expected shape" + where(e);
        }
        return "not valid JSON" + where(e);
    }

    /** What a value of {@code type} looks like in JSON. */
    static String expected(Class<?> type) {
        if (type == null) {
            return "a valid value";
        }
        if (type.isEnum()) {
            return "one of "
                    + Arrays.stream(type.getEnumConstants())
                            .map(Object::toString)
                            .collect(Collectors.joining(", "));
        }
        if (type == Integer.class
                || type == int.class
                || type == Long.class
                || type == long.class
                || type == Short.class
                || type == short.class
                || type == BigInteger.class) {
            return "a whole number";
        }
        if (type == Double.class
                || type == double.class
                || type == Float.class
                || type == float.class
                || type == BigDecimal.class) {
            return "a number";
        }
        if (type == Boolean.class || type == boolean.class) {
            return "true or false";
        }
        if (type == String.class || type == Character.class || type == char.class) {
            return "a string";
        }
        if (type.isArray() || Collection.class.isAssignableFrom(type)) {
            return "an array";
        }
        if (Map.class.isAssignableFrom(type) || type.isRecord() || !type.isPrimitive()) {
            return "an object";
        }
        return "a valid value";
    }

    private static String where(JsonProcessingException e) {
        JsonLocation l = e.getLocation();
        return l == null || l.getLineNr() < 0 ? "" : " (line " + l.getLineNr() + ", column " + l.getColumnNr() + ")";
    }

    /** A library message with Java names replaced by "a value" and cut at its first line. */
    static String scrub(String message) {
        if (message == null) {
            return "";
        }
        String first = message.lines().findFirst().orElse("");
        return JAVA_NAME.matcher(first).replaceAll("a value").trim();
    }
}
