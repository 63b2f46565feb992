package dev.wirespeed.json;

import com.fasterxml.jackson.annotation.JsonIgnore;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.databind.DeserializationContext;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.SerializerProvider;
import com.fasterxml.jackson.databind.deser.std.StdDeserializer;
import com.fasterxml.jackson.databind.exc.InvalidFormatException;
import com.fasterxml.jackson.databind.module.SimpleModule;
import com.fasterxml.jackson.databind.ser.std.StdSerializer;
import com.fasterxml.jackson.datatype.jsr310.JavaTimeModule;
import dev.wirespeed.catalog.load.CatalogLoader;
import dev.wirespeed.measure.Faults;
import dev.wirespeed.plan.InvalidPlanValue;
import dev.wirespeed.plan.ToolVersion;
import dev.wirespeed.solver.Diagnosis;
import dev.wirespeed.text.Phrase;

import java.io.IOException;

/**
 * The application's Jackson setup: ISO dates, no nulls, cages as their labels, enums as their spelling,
 * tool versions as the text they were given as ("3.12"). It lives in its own package so the store
 * (stored documents), the services, the web layer and the CLI share one configuration without
 * depending on each other.
 */
public final class Json {

    private Json() {}

    public static ObjectMapper mapper() {
        ObjectMapper m = CatalogLoader.recordMapper();
        m.registerModule(new JavaTimeModule());
        m.registerModule(toolVersions());
        m.registerModule(NulInText.refused());
        m.disable(SerializationFeature.WRITE_DATES_AS_TIMESTAMPS);
        m.setSerializationInclusion(JsonInclude.Include.NON_NULL);
        // domain enums spell themselves in toString() ("linux", "storage-read"): JSON uses that spelling both ways
        m.enable(SerializationFeature.WRITE_ENUMS_USING_TO_STRING);
        m.enable(DeserializationFeature.READ_ENUMS_USING_TO_STRING);
        // A fault and a diagnosis carry phrases so pages can translate them; JSON keeps their English text.
        m.addMixIn(Faults.Fault.class, FaultJson.class);
        m.addMixIn(Diagnosis.Candidate.class, CandidateJson.class);
        return m;
    }

    @JsonPropertyOrder({"code", "message", "check"})
    private abstract static class FaultJson {
        @JsonIgnore
        abstract Phrase text();

        @JsonIgnore
        abstract Phrase checkText();

        @JsonProperty("message")
        abstract String message();

        @JsonProperty("check")
        abstract String check();
    }

    @JsonPropertyOrder({"stage", "side", "explanation", "gbps", "offPercent", "check"})
    private abstract static class CandidateJson {
        @JsonIgnore
        abstract Phrase explained();

        @JsonIgnore
        abstract Phrase checkText();

        @JsonProperty("explanation")
        abstract String explanation();

        @JsonProperty("check")
        abstract String check();
    }

    /**
     * A tool version is a JSON string: the numbers the model reads are derived from its text, so writing
     * them too would let a document contradict itself.
     */
    private static SimpleModule toolVersions() {
        SimpleModule module = new SimpleModule("tool-versions");
        module.addSerializer(ToolVersion.class, new StdSerializer<>(ToolVersion.class) {
            @Override
            public void serialize(ToolVersion value, JsonGenerator gen, SerializerProvider provider)
                    throws IOException {
                gen.writeString(value.text());
            }
        });
        module.addDeserializer(ToolVersion.class, new StdDeserializer<>(ToolVersion.class) {
            @Override
            public ToolVersion deserialize(JsonParser p, DeserializationContext ctxt) throws IOException {
                if (p.currentToken() != JsonToken.VALUE_STRING) {
                    throw InvalidFormatException.from(
                            p, "a tool version is a string such as \"3.12\"", p.getText(), ToolVersion.class);
                }
                String text = p.getText();
                try {
                    return ToolVersion.parse(text);
                } catch (InvalidPlanValue e) {
                    throw InvalidFormatException.from(p, e.getMessage(), text, ToolVersion.class);
                }
            }
        });
        return module;
    }
}
