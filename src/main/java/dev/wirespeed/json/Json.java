package dev.wirespeed.json;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.datatype.jsr310.JavaTimeModule;
import dev.wirespeed.catalog.load.CatalogLoader;

/**
 * The application's Jackson setup: ISO dates, no nulls, cages as their labels, enums as their spelling. It lives in its own
 * package so the store (stored documents), the services, the web layer and the CLI share one
 * configuration without depending on each other.
 */
public final class Json {

    private Json() {}

    public static ObjectMapper mapper() {
        ObjectMapper m = CatalogLoader.recordMapper();
        m.registerModule(new JavaTimeModule());
        m.disable(SerializationFeature.WRITE_DATES_AS_TIMESTAMPS);
        m.setSerializationInclusion(JsonInclude.Include.NON_NULL);
        // domain enums spell themselves in toString() ("linux", "storage-read"): JSON uses that spelling both ways
        m.enable(SerializationFeature.WRITE_ENUMS_USING_TO_STRING);
        m.enable(DeserializationFeature.READ_ENUMS_USING_TO_STRING);
        return m;
    }
}
