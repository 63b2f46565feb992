package dev.wirespeed.catalog.load;

import com.fasterxml.jackson.annotation.JsonAlias;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.DeserializationContext;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializerProvider;
import com.fasterxml.jackson.databind.deser.std.StdDeserializer;
import com.fasterxml.jackson.databind.module.SimpleModule;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.databind.ser.std.StdSerializer;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import com.networknt.schema.JsonSchema;
import com.networknt.schema.JsonSchemaFactory;
import com.networknt.schema.SchemaLocation;
import com.networknt.schema.SpecVersion;
import dev.wirespeed.catalog.Board;
import dev.wirespeed.catalog.Cable;
import dev.wirespeed.catalog.Cage;
import dev.wirespeed.catalog.Catalog;
import dev.wirespeed.catalog.Cpu;
import dev.wirespeed.catalog.Evidence;
import dev.wirespeed.catalog.Fec;
import dev.wirespeed.catalog.Nic;
import dev.wirespeed.catalog.Part;
import dev.wirespeed.catalog.Storage;
import dev.wirespeed.catalog.Switch;
import dev.wirespeed.catalog.Transceiver;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Stream;

/**
 * Reads a catalog folder (one YAML file per part plus schema/*.schema.json), validates every file
 * against its kind's JSON Schema, runs the cross-file checks (unique ids, file name = id, folder =
 * kind, references resolve) and maps the parts to domain records. The measured runs in evidence/
 * are not parts: they are read by {@link EvidenceReader} against evidence.schema.json, after the
 * parts they refer to. Problems are collected, never thrown, so that a check can list all of them
 * at once.
 */
public final class CatalogLoader {

    /** Kind -> folder under the catalog root. */
    public static final Map<String, String> FOLDERS = Map.of(
            "nic",
            "nics",
            "switch",
            "switches",
            "transceiver",
            "transceivers",
            "cable",
            "cables",
            "board",
            "boards",
            "cpu",
            "cpus",
            "storage",
            "storage");

    private static final String SCHEMA_BASE = "https://wirespeed.dev/schema/";
    private static final Map<String, Class<? extends Part>> TYPES = Map.of(
            "nic",
            Nic.class,
            "switch",
            Switch.class,
            "transceiver",
            Transceiver.class,
            "cable",
            Cable.class,
            "board",
            Board.class,
            "cpu",
            Cpu.class,
            "storage",
            Storage.class);

    private static final Set<String> BASE_FIELDS =
            Set.of("id", "kind", "vendor", "model", "aliases", "description", "power", "prices", "sources", "notes");

    private final ObjectMapper yaml;
    private final ObjectMapper mapper;
    private final Map<String, String> schemaTexts;
    private final EvidenceReader evidenceReader;
    private volatile Schemas schemas;

    /** The compiled schemas: the parts' by kind, and the evidence files'. */
    private record Schemas(Map<String, JsonSchema> parts, JsonSchema evidence) {}

    /**
     * Reads the schemas from {@code schemaDir} (a folder on disk or inside the jar); they are compiled
     * on the first validation, since a start over an unchanged stored catalog validates nothing.
     */
    public CatalogLoader(Path schemaDir) {
        this.yaml = new ObjectMapper(new YAMLFactory());
        this.yaml.enable(JsonParser.Feature.STRICT_DUPLICATE_DETECTION);
        this.mapper = recordMapper();
        Map<String, String> texts = new HashMap<>();
        for (String name :
                List.of("common", "nic", "switch", "transceiver", "cable", "board", "cpu", "storage", "evidence")) {
            Path file = schemaDir.resolve(name + ".schema.json");
            try {
                texts.put(SCHEMA_BASE + name + ".schema.json", Files.readString(file, StandardCharsets.UTF_8));
            } catch (IOException e) {
                throw new UncheckedIOException("cannot read catalog schema " + file, e);
            }
        }
        this.schemaTexts = Map.copyOf(texts);
        this.evidenceReader = new EvidenceReader(yaml, mapper, () -> schemas().evidence());
    }

    private Schemas schemas() {
        Schemas s = schemas;
        if (s == null) {
            synchronized (this) {
                s = schemas;
                if (s == null) {
                    JsonSchemaFactory factory = JsonSchemaFactory.getInstance(
                            SpecVersion.VersionFlag.V202012, b -> b.schemaLoaders(l -> l.schemas(schemaTexts::get)));
                    Map<String, JsonSchema> parts = new HashMap<>();
                    for (String kind : TYPES.keySet()) {
                        parts.put(kind, factory.getSchema(SchemaLocation.of(SCHEMA_BASE + kind + ".schema.json")));
                    }
                    s = new Schemas(
                            Map.copyOf(parts),
                            factory.getSchema(SchemaLocation.of(SCHEMA_BASE + "evidence.schema.json")));
                    schemas = s;
                }
            }
        }
        return s;
    }

    /** A loader for the catalog at {@code root}, whose schemas live in root/schema. */
    public static CatalogLoader forRoot(Path root) {
        return new CatalogLoader(root.resolve("schema"));
    }

    /**
     * What loading a catalog folder produced. {@code files} counts the part files; the evidence files
     * are neither counted nor hashed, since they are not stored with the parts.
     */
    public record Result(
            List<Part> parts,
            Map<String, JsonNode> documents,
            List<Problem> problems,
            String contentHash,
            int files,
            List<Evidence> evidence) {
        public boolean ok() {
            return problems.isEmpty();
        }
    }

    /** Outcome of reading one part document. */
    public record Parsed(Part part, JsonNode document, List<Problem> problems) {
        public boolean ok() {
            return part != null && problems.isEmpty();
        }
    }

    public Result load(Path root) {
        List<Path> files;
        try (Stream<Path> walk = Files.walk(root)) {
            files = walk.filter(Files::isRegularFile)
                    .filter(p -> !root.relativize(p).toString().startsWith("schema"))
                    .sorted(Comparator.comparing(p -> root.relativize(p).toString()))
                    .toList();
        } catch (IOException e) {
            return new Result(
                    List.of(),
                    Map.of(),
                    List.of(new Problem(
                            root.toString(), "", "readable", "cannot read the catalog folder: " + e.getMessage())),
                    "",
                    0,
                    List.of());
        }
        List<Problem> problems = new ArrayList<>();
        Map<String, Part> byId = new LinkedHashMap<>();
        Map<String, JsonNode> docs = new HashMap<>();
        Map<String, String> fileOfId = new HashMap<>();
        MessageDigest digest = sha256();
        hashSchemas(root, digest);
        int yamlFiles = 0;
        List<String> evidenceFiles = new ArrayList<>();
        for (Path file : files) {
            String rel = root.relativize(file).toString().replace('\\', '/');
            if (rel.startsWith(EvidenceReader.FOLDER + "/") && rel.endsWith(".yaml")) {
                evidenceFiles.add(rel);
                continue;
            }
            if (!rel.endsWith(".yaml")) {
                if (!rel.endsWith(".md")) {
                    problems.add(new Problem(
                            rel,
                            "",
                            "file-type",
                            "only .yaml part files belong in the catalog (README .md files are allowed)"));
                }
                continue;
            }
            yamlFiles++;
            byte[] bytes;
            try {
                bytes = Files.readAllBytes(file);
            } catch (IOException e) {
                problems.add(new Problem(rel, "", "readable", e.getMessage()));
                continue;
            }
            digestFile(digest, rel, bytes);
            Parsed parsed = parse(new String(bytes, StandardCharsets.UTF_8), rel);
            problems.addAll(parsed.problems());
            if (parsed.part() == null) {
                continue;
            }
            Part part = parsed.part();
            String expectedName = part.id() + ".yaml";
            String fileName = rel.substring(rel.lastIndexOf('/') + 1);
            if (!fileName.equals(expectedName)) {
                problems.add(new Problem(
                        rel,
                        "$.id",
                        "file-name-is-id",
                        "the file name must be the id: id '" + part.id() + "' belongs in " + expectedName));
            }
            String folder = rel.contains("/") ? rel.substring(0, rel.indexOf('/')) : "";
            String expectedFolder = FOLDERS.get(part.kind());
            if (!folder.equals(expectedFolder)) {
                problems.add(new Problem(
                        rel,
                        "$.kind",
                        "folder-matches-kind",
                        "a part of kind '" + part.kind() + "' belongs in " + expectedFolder + "/, not "
                                + (folder.isEmpty() ? "the top folder" : folder + "/")));
            }
            String other = fileOfId.putIfAbsent(part.id(), rel);
            if (other != null) {
                problems.add(
                        new Problem(rel, "$.id", "unique-id", "id '" + part.id() + "' is already used by " + other));
                continue;
            }
            byId.put(part.id(), part);
            docs.put(part.id(), parsed.document());
        }
        for (Part p : byId.values()) {
            problems.addAll(checkReferences(p, fileOfId.get(p.id()), byId));
        }
        problems.addAll(PartChecks.across(docs, fileOfId));
        List<Evidence> evidence = readEvidence(root, evidenceFiles, byId, problems);
        return new Result(
                List.copyOf(byId.values()),
                Map.copyOf(docs),
                List.copyOf(problems),
                HexFormat.of().formatHex(digest.digest()),
                yamlFiles,
                evidence);
    }

    /**
     * The content hash {@link #load} computes (schemas, then every part file's path and bytes in
     * path order), without parsing anything: a start whose stored catalog carries this hash can
     * skip reading and validating the parts again. Null when the folder cannot be read.
     */
    public String contentHash(Path root) {
        String recorded = RecordedHashes.parts(root);
        if (recorded != null) {
            return recorded; // the jar's own catalog, hashed by the build from the same files
        }
        MessageDigest digest = sha256();
        hashSchemas(root, digest);
        try (Stream<Path> walk = Files.walk(root)) {
            for (Path file : walk.filter(Files::isRegularFile)
                    .sorted(Comparator.comparing(p -> root.relativize(p).toString()))
                    .toList()) {
                String rel = root.relativize(file).toString().replace('\\', '/');
                if (rel.startsWith("schema") || rel.startsWith(EvidenceReader.FOLDER + "/") || !rel.endsWith(".yaml")) {
                    continue;
                }
                digestFile(digest, rel, Files.readAllBytes(file));
            }
        } catch (IOException | UncheckedIOException e) {
            return null;
        }
        return HexFormat.of().formatHex(digest.digest());
    }

    /**
     * A hash of the evidence files directly in {@code dir} (their names and bytes, in name order),
     * which the part hash leaves out: with it a start can tell that the corpus it read and checked
     * before is unchanged. Null when the folder cannot be read.
     */
    public String evidenceHash(Path dir) {
        String recorded = RecordedHashes.evidence(dir);
        if (recorded != null) {
            return recorded;
        }
        MessageDigest digest = sha256();
        try (Stream<Path> list = Files.list(dir)) {
            for (Path file : list.filter(f -> f.getFileName().toString().endsWith(".yaml"))
                    .sorted(Comparator.comparing(f -> f.getFileName().toString()))
                    .toList()) {
                digestFile(digest, file.getFileName().toString(), Files.readAllBytes(file));
            }
        } catch (IOException | UncheckedIOException e) {
            return null;
        }
        return HexFormat.of().formatHex(digest.digest());
    }

    private static void digestFile(MessageDigest digest, String rel, byte[] bytes) {
        digest.update(rel.getBytes(StandardCharsets.UTF_8));
        digest.update((byte) 0);
        digest.update(bytes);
    }

    /**
     * A stored part's JSON document, of the kind stored beside it, mapped straight to its record
     * without a tree in between and without validating it again: it passed {@link #validate} when it
     * was stored, and the stored copy's content hash is unchanged.
     */
    public Part trusted(String kind, String json, String file) {
        Class<? extends Part> type = TYPES.get(kind);
        if (type == null) {
            throw new IllegalStateException(file + ": stored with an unknown kind '" + kind + "'");
        }
        try {
            return mapper.readValue(json, type);
        } catch (JsonProcessingException | IllegalArgumentException e) {
            throw new IllegalStateException(file + " no longer maps to its part: " + e.getMessage(), e);
        }
    }

    /** The evidence files of one folder, read against a catalog's parts, and the problems found. */
    public record EvidenceFolder(List<Evidence> evidence, List<Problem> problems) {}

    /**
     * Reads every {@code *.yaml} evidence file directly in {@code dir} (another corpus than the
     * catalog's own, for {@code priors fit --evidence DIR}); ids resolve against {@code parts}.
     */
    public EvidenceFolder evidenceIn(Path dir, List<? extends Part> parts) {
        List<Problem> problems = new ArrayList<>();
        List<String> files = new ArrayList<>();
        try (Stream<Path> list = Files.list(dir)) {
            list.filter(f -> f.getFileName().toString().endsWith(".yaml"))
                    .map(f -> f.getFileName().toString())
                    .sorted()
                    .forEach(files::add);
        } catch (IOException e) {
            problems.add(
                    new Problem(dir.toString(), "", "readable", "cannot read the evidence folder: " + e.getMessage()));
            return new EvidenceFolder(List.of(), List.copyOf(problems));
        }
        Map<String, Part> byId = new LinkedHashMap<>();
        parts.forEach(p -> byId.put(p.id(), p));
        List<Evidence> evidence = new ArrayList<>();
        for (String name : files) {
            String text;
            try {
                text = Files.readString(dir.resolve(name), StandardCharsets.UTF_8);
            } catch (IOException e) {
                problems.add(new Problem(EvidenceReader.FOLDER + "/" + name, "", "readable", e.getMessage()));
                continue;
            }
            EvidenceReader.Read read = evidenceReader.read(text, EvidenceReader.FOLDER + "/" + name, byId);
            problems.addAll(read.problems());
            if (read.evidence() != null) {
                evidence.add(read.evidence());
            }
        }
        return new EvidenceFolder(List.copyOf(evidence), List.copyOf(problems));
    }

    /** Reads the evidence files once the parts are known, since their cpu and nic ids must resolve. */
    private List<Evidence> readEvidence(
            Path root, List<String> files, Map<String, Part> parts, List<Problem> problems) {
        List<Evidence> evidence = new ArrayList<>();
        for (String rel : files) {
            String text;
            try {
                text = Files.readString(root.resolve(rel), StandardCharsets.UTF_8);
            } catch (IOException e) {
                problems.add(new Problem(rel, "", "readable", e.getMessage()));
                continue;
            }
            EvidenceReader.Read read = evidenceReader.read(text, rel, parts);
            problems.addAll(read.problems());
            if (read.evidence() != null) {
                evidence.add(read.evidence());
            }
        }
        return List.copyOf(evidence);
    }

    /**
     * Parses and validates one part from YAML or JSON text (JSON is YAML). {@code file} names it in
     * problems (a file path, or "request body").
     */
    public Parsed parse(String text, String file) {
        JsonNode node;
        try {
            node = yaml.readTree(text);
        } catch (JsonProcessingException e) {
            String where = e.getLocation() == null
                    ? ""
                    : " (line " + e.getLocation().getLineNr() + ", column "
                            + e.getLocation().getColumnNr() + ")";
            return new Parsed(
                    null,
                    null,
                    List.of(new Problem(
                            file, "", "syntax", "not valid YAML/JSON" + where + ": " + e.getOriginalMessage())));
        }
        return validate(node, file);
    }

    /** Collects every number too large for a double (1e309 reads as infinity) with its JSON path. */
    private static void nonFinite(JsonNode node, String path, String file, List<Problem> out) {
        if (node.isNumber() && !Double.isFinite(node.doubleValue())) {
            out.add(new Problem(file, path, "range", "the number is too large"));
        } else if (node.isObject()) {
            node.fields().forEachRemaining(e -> nonFinite(e.getValue(), path + "." + e.getKey(), file, out));
        } else if (node.isArray()) {
            for (int i = 0; i < node.size(); i++) {
                nonFinite(node.get(i), path + "[" + i + "]", file, out);
            }
        }
    }

    /** Validates an already-parsed document against the schema of its kind and maps it. */
    public Parsed validate(JsonNode node, String file) {
        if (node == null || !node.isObject()) {
            return new Parsed(
                    null, node, List.of(new Problem(file, "$", "type", "a part must be a mapping of fields")));
        }
        JsonNode kindNode = node.get("kind");
        String kind = kindNode == null ? null : kindNode.asText();
        JsonSchema schema = kind == null ? null : schemas().parts().get(kind);
        if (schema == null) {
            return new Parsed(
                    null,
                    node,
                    List.of(new Problem(
                            file,
                            "$.kind",
                            "kind",
                            "kind must be one of " + String.join(", ", Catalog.KINDS) + ", got "
                                    + (kind == null ? "nothing" : "'" + kind + "'"))));
        }
        List<Problem> outOfRange = new ArrayList<>();
        nonFinite(node, "$", file, outOfRange);
        if (!outOfRange.isEmpty()) {
            // the schema validator compares numbers as BigDecimal, which has no infinity: refuse first
            return new Parsed(null, node, List.copyOf(outOfRange));
        }
        List<Problem> problems = SchemaProblems.of(schema, node, file);
        if (problems.stream().anyMatch(p -> !p.rule().equals("unevaluatedProperties"))) {
            // A failing shared (base) subschema leaves its properties "unevaluated": that is noise
            // next to the real error, so only report unevaluated properties the base does not define.
            problems.removeIf(p -> p.rule().equals("unevaluatedProperties")
                    && BASE_FIELDS.contains(p.field().substring(2)));
        }
        problems.sort(Comparator.comparing(Problem::field).thenComparing(Problem::rule));
        if (problems.isEmpty()) {
            problems.addAll(PartChecks.within(node, file));
        }
        if (!problems.isEmpty()) {
            return new Parsed(null, node, List.copyOf(problems));
        }
        try {
            Part part = mapper.treeToValue(renameForRecords(node.deepCopy()), TYPES.get(kind));
            return new Parsed(part, node, List.of());
        } catch (JsonProcessingException | IllegalArgumentException e) {
            return new Parsed(null, node, List.of(new Problem(file, "$", "mapping", e.getMessage())));
        }
    }

    private static List<Problem> checkReferences(Part p, String file, Map<String, Part> byId) {
        List<Problem> problems = new ArrayList<>();
        if (p instanceof Board b) {
            if (b.cpu() != null) {
                requireKind(problems, file, "$.cpu", b.cpu(), "cpu", byId);
            }
            for (int i = 0; i < b.onboardNics().size(); i++) {
                requireKind(
                        problems,
                        file,
                        "$.onboardNics[" + i + "].nic",
                        b.onboardNics().get(i).nic(),
                        "nic",
                        byId);
            }
            for (Board.Slot slot : b.slots()) {
                for (Board.CpuLink link : slot.genByCpu()) {
                    for (String cpu : link.cpus()) {
                        requireKind(
                                problems, file, "$.slots[" + b.slots().indexOf(slot) + "].genByCpu", cpu, "cpu", byId);
                    }
                }
                for (Board.Sharing s : slot.sharing()) {
                    if (s.whenSlot() != null && b.slot(s.whenSlot()) == null) {
                        problems.add(new Problem(
                                file,
                                "$.slots[" + b.slots().indexOf(slot) + "].sharing",
                                "slot-reference",
                                "whenSlot '" + s.whenSlot() + "' is not a slot of this board"));
                    }
                }
            }
        }
        return problems;
    }

    static void requireKind(
            List<Problem> problems, String file, String field, String ref, String kind, Map<String, Part> byId) {
        Part target = byId.get(ref);
        if (target == null) {
            problems.add(
                    new Problem(file, field, "reference-resolves", "no part with id '" + ref + "' in the catalog"));
        } else if (!target.kind().equals(kind)) {
            problems.add(new Problem(
                    file, field, "reference-kind", "'" + ref + "' is a " + target.kind() + ", expected a " + kind));
        }
    }

    /** YAML keys that are Java keywords get record-friendly names. */
    private static JsonNode renameForRecords(JsonNode node) {
        if (node instanceof ObjectNode o) {
            if (o.has("interface")) {
                o.set("interfaceType", o.remove("interface"));
            }
            JsonNode slots = o.get("slots");
            if (slots instanceof ArrayNode arr) {
                for (JsonNode slot : arr) {
                    JsonNode modes = slot.get("biosModes");
                    if (modes instanceof ArrayNode ma) {
                        for (JsonNode m : ma) {
                            if (m instanceof ObjectNode mo && mo.has("default")) {
                                mo.set("isDefault", mo.remove("default"));
                            }
                        }
                    }
                }
            }
        }
        return node;
    }

    private static void hashSchemas(Path root, MessageDigest digest) {
        Path dir = root.resolve("schema");
        if (!Files.isDirectory(dir)) {
            return;
        }
        try (Stream<Path> s = Files.list(dir)) {
            for (Path p : s.sorted(Comparator.comparing(Path::toString)).toList()) {
                digest.update(p.getFileName().toString().getBytes(StandardCharsets.UTF_8));
                digest.update(Files.readAllBytes(p));
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static MessageDigest sha256() {
        try {
            return MessageDigest.getInstance("SHA-256");
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }

    /** Jackson set up to build the part records from validated documents. */
    public static ObjectMapper recordMapper() {
        ObjectMapper m = new ObjectMapper();
        m.disable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES);
        m.enable(DeserializationFeature.USE_BIG_DECIMAL_FOR_FLOATS);
        SimpleModule cages = new SimpleModule("cages");
        cages.addDeserializer(Cage.class, new StdDeserializer<>(Cage.class) {
            @Override
            public Cage deserialize(JsonParser p, DeserializationContext ctxt) throws IOException {
                return Cage.fromLabel(p.getValueAsString());
            }
        });
        cages.addSerializer(Cage.class, new StdSerializer<>(Cage.class) {
            @Override
            public void serialize(Cage value, JsonGenerator gen, SerializerProvider provider) throws IOException {
                gen.writeString(value.label());
            }
        });
        cages.addDeserializer(Fec.class, new StdDeserializer<>(Fec.class) {
            @Override
            public Fec deserialize(JsonParser p, DeserializationContext ctxt) throws IOException {
                return Fec.fromLabel(p.getValueAsString());
            }
        });
        cages.addSerializer(Fec.class, new StdSerializer<>(Fec.class) {
            @Override
            public void serialize(Fec value, JsonGenerator gen, SerializerProvider provider) throws IOException {
                gen.writeString(value.label());
            }
        });
        cages.addDeserializer(Switch.Placement.class, new StdDeserializer<>(Switch.Placement.class) {
            @Override
            public Switch.Placement deserialize(JsonParser p, DeserializationContext ctxt) throws IOException {
                return Switch.Placement.fromLabel(p.getValueAsString());
            }
        });
        m.registerModule(cages);
        // the two document keys that are Java keywords, read straight into their record components
        // (renameForRecords does the same to a tree): for stored documents mapped without a tree
        m.addMixIn(Storage.class, StorageKeys.class);
        m.addMixIn(Board.BiosMode.class, BiosModeKeys.class);
        return m;
    }

    private abstract static class StorageKeys {
        @JsonAlias("interface")
        abstract String interfaceType();
    }

    private abstract static class BiosModeKeys {
        @JsonAlias("default")
        abstract Boolean isDefault();
    }

    /** The YAML reader (strict about duplicate keys). */
    public ObjectMapper yaml() {
        return yaml;
    }
}
