package dev.wirespeed.store;

import dev.wirespeed.testing.OnEachDatabase;
import dev.wirespeed.testing.TestApp;
import dev.wirespeed.testing.TestDatabases;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/** Settings by the prefix of their names: the same settings, in the same order, on SQLite and PostgreSQL. */
@OnEachDatabase
class SettingRepositoryTest {

    private Path dataDir;
    private DatabaseLocation location;
    private Database db;
    private SettingRepository settings;

    @BeforeEach
    void open() throws Exception {
        dataDir = Files.createTempDirectory("wirespeed-settings-");
        location = TestDatabases.fresh(dataDir);
        db = Database.open(location);
        settings = new SettingRepository(db);
    }

    @AfterEach
    void close() {
        db.close();
        TestDatabases.release(location);
        TestApp.deleteTree(dataDir);
    }

    @Test
    void aPrefix_matchesItsOwnCaseOnly_notTheSameLettersInCapitals() {
        settings.putAll(Map.of("shop.kwhPrice", "31", "SHOP.kwhPrice", "99", "Shop.currency", "USD"));

        assertThat(settings.byPrefix("shop.")).containsExactly(Map.entry("shop.kwhPrice", "31"));
        assertThat(settings.byPrefix("SHOP.")).containsExactly(Map.entry("SHOP.kwhPrice", "99"));
    }

    @Test
    void aPrefixWithLikesWildcards_matchesThoseCharactersLiterally() {
        settings.putAll(Map.of("a_b.x", "1", "axb.y", "2", "a%b.z", "3", "aqqb.w", "4"));

        assertThat(settings.byPrefix("a_b.")).containsOnlyKeys("a_b.x");
        assertThat(settings.byPrefix("a%b.")).containsOnlyKeys("a%b.z");
    }

    @Test
    void theSettingsOfAPrefix_comeInTheOrderOfTheirNamesCharacters_capitalsFirst() {
        // 'B' is U+0042 and 'a' U+0061: by character 'B' comes first, where a language collation puts "a" first
        Map<String, String> written = new LinkedHashMap<>();
        written.put("iperf3.a", "1");
        written.put("iperf3.B", "2");
        written.put("iperf3.c", "3");
        settings.putAll(written);

        assertThat(settings.byPrefix("iperf3."))
                .containsExactly(Map.entry("iperf3.B", "2"), Map.entry("iperf3.a", "1"), Map.entry("iperf3.c", "3"));
    }

    @Test
    void aPrefixNothingStartsWith_givesNoSettings() {
        settings.put("shop.kwhPrice", "31");

        assertThat(settings.byPrefix("iperf3.")).isEmpty();
    }
}
