package dev.wirespeed.json;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.databind.DeserializationContext;
import com.fasterxml.jackson.databind.deser.std.StringDeserializer;
import com.fasterxml.jackson.databind.exc.MismatchedInputException;
import com.fasterxml.jackson.databind.module.SimpleModule;

import java.io.IOException;

/**
 * A JSON string holding the NUL character ({@code "\u0000"}). No name, note or id needs one, and
 * PostgreSQL's text and jsonb cannot store it while SQLite can: refusing it where documents are read
 * keeps both engines answering the same 400 with the field's path, instead of one of them failing on
 * the insert.
 */
public final class NulInText extends MismatchedInputException {

    static final String REASON = "text may not contain the NUL character (U+0000)";

    private NulInText(JsonParser p) {
        super(p, REASON, String.class);
    }

    /** Reads strings as Jackson does and refuses one with a NUL in it. */
    static SimpleModule refused() {
        SimpleModule m = new SimpleModule("nul-in-text");
        m.addDeserializer(String.class, new StringDeserializer() {
            @Override
            public String deserialize(JsonParser p, DeserializationContext ctxt) throws IOException {
                String s = super.deserialize(p, ctxt);
                if (s != null && s.indexOf('\0') >= 0) {
                    throw new NulInText(p);
                }
                return s;
            }
        });
        return m;
    }
}
