package dev.wirespeed.catalog.load;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.networknt.schema.JsonSchema;
import dev.wirespeed.catalog.Evidence;
import dev.wirespeed.catalog.Part;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;
import java.util.regex.Pattern;

/**
 * Reads one evidence file (catalog/evidence/&lt;id&gt;.yaml): validates it against
 * evidence.schema.json, then checks what a schema cannot see: the file name is the id, the file sits
 * directly in evidence/, the cpu and nic ids it names are catalog parts of that kind, and a run whose
 * figures are not printed in Gbit/s shows the arithmetic that gave measuredGbps.
 */
final class EvidenceReader {

    static final String FOLDER = "evidence";

    /**
     * Unit spellings that are already Gbit/s, so measuredGbps needs no conversion from them: tools print
     * Gbits/sec, people write Gbps, Gb/s or GBits/sec. "GB/s" and "GBps" are bytes and do not match.
     */
    private static final Pattern GBIT_UNIT = Pattern.compile("G(?i:bits?)(/s|/sec|ps)?|Gbps|Gb/s");

    private final ObjectMapper yaml;
    private final ObjectMapper mapper;
    private final Supplier<JsonSchema> schema;

    /** {@code schema}: compiled when the first file is read. */
    EvidenceReader(ObjectMapper yaml, ObjectMapper mapper, Supplier<JsonSchema> schema) {
        this.yaml = yaml;
        this.mapper = mapper;
        this.schema = schema;
    }

    /** The evidence of one file, or null with the problems that kept it out. */
    record Read(Evidence evidence, List<Problem> problems) {}

    Read read(String text, String file, Map<String, Part> parts) {
        JsonNode node;
        try {
            node = yaml.readTree(text);
        } catch (JsonProcessingException e) {
            String where = e.getLocation() == null
                    ? ""
                    : " (line " + e.getLocation().getLineNr() + ", column "
                            + e.getLocation().getColumnNr() + ")";
            return new Read(
                    null,
                    List.of(new Problem(file, "", "syntax", "not valid YAML" + where + ": " + e.getOriginalMessage())));
        }
        if (node == null || !node.isObject()) {
            return new Read(
                    null, List.of(new Problem(file, "$", "type", "an evidence file must be a mapping of fields")));
        }
        List<Problem> problems = new ArrayList<>(SchemaProblems.of(schema.get(), node, file));
        problems.sort(Comparator.comparing(Problem::field).thenComparing(Problem::rule));
        if (!problems.isEmpty()) {
            return new Read(null, List.copyOf(problems));
        }
        String id = node.get("id").asText();
        String fileName = file.substring(file.lastIndexOf('/') + 1);
        if (!fileName.equals(id + ".yaml")) {
            problems.add(new Problem(
                    file,
                    "$.id",
                    "file-name-is-id",
                    "the file name must be the id: id '" + id + "' belongs in " + id + ".yaml"));
        }
        if (!file.equals(FOLDER + "/" + fileName)) {
            problems.add(new Problem(
                    file, "$.kind", "folder-matches-kind", "evidence files belong directly in " + FOLDER + "/"));
        }
        for (String end : List.of("sender", "receiver")) {
            JsonNode endpoint = node.path(end);
            for (String kind : List.of("cpu", "nic")) {
                JsonNode ref = endpoint.get(kind);
                if (ref != null) {
                    CatalogLoader.requireKind(problems, file, "$." + end + "." + kind, ref.asText(), kind, parts);
                }
            }
        }
        if (!node.has("conversion") && !anyFigureInGbits(node.get("figures"))) {
            problems.add(
                    new Problem(
                            file,
                            "$.conversion",
                            "conversion-shown",
                            "no figure is printed in Gbit/s: show the arithmetic that gives measuredGbps (e.g. 280 MB/s x 8 = 2.24)"));
        }
        if (!problems.isEmpty()) {
            return new Read(null, List.copyOf(problems));
        }
        try {
            return new Read(mapper.treeToValue(node, Evidence.class), List.of());
        } catch (JsonProcessingException | IllegalArgumentException e) {
            return new Read(null, List.of(new Problem(file, "$", "mapping", e.getMessage())));
        }
    }

    private static boolean anyFigureInGbits(JsonNode figures) {
        for (JsonNode f : figures) {
            if (GBIT_UNIT.matcher(f.path("unit").asText()).matches()) {
                return true;
            }
        }
        return false;
    }
}
