package dev.wirespeed.web;

import dev.wirespeed.app.RenderCaches;
import dev.wirespeed.testing.TestApp;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The plan editor's "change" and "add" forms loaded on demand, over HTTP: the editor page carries a
 * disclosure per element with a link, {@code /plans/{id}/edit/...} answers the form the disclosure
 * holds (kept per plan version, catalog and language), and {@code /plans/{id}/change/...} the same
 * form on a page of its own, which is what a browser without JavaScript opens and posts from.
 */
class EditorFormsTest {

    private static TestApp app;

    @BeforeAll
    static void start() {
        app = TestApp.start();
    }

    @AfterAll
    static void stop() {
        RenderCaches.setEnabled(true);
        app.close();
    }

    // ---- helpers ----

    private static String copyOfSeed000() {
        HttpResponse<String> r = app.postForm("/plans/from-example", form("seed", "seed-000"));
        assertThat(r.statusCode()).isEqualTo(303);
        return r.headers().firstValue("Location").orElseThrow().replaceAll("^.*/plans/", "");
    }

    private static String form(String... kv) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < kv.length; i += 2) {
            if (sb.length() > 0) {
                sb.append('&');
            }
            sb.append(URLEncoder.encode(kv[i], StandardCharsets.UTF_8))
                    .append('=')
                    .append(URLEncoder.encode(kv[i + 1], StandardCharsets.UTF_8));
        }
        return sb.toString();
    }

    private static long version(String plan) {
        return Long.parseLong(app.get("/api/plans/" + plan)
                .headers()
                .firstValue("X-Plan-Version")
                .orElseThrow());
    }

    /** Each form in {@code html} by its id (the delete forms, which have none, by "delete " + action). */
    private static Map<String, String> forms(String html) {
        Map<String, String> out = new LinkedHashMap<>();
        Matcher m =
                Pattern.compile("<form\\b([^>]*)>(.*?)</form>", Pattern.DOTALL).matcher(html);
        while (m.find()) {
            Matcher id = Pattern.compile("\\bid=\"([^\"]+)\"").matcher(m.group(1));
            Matcher action = Pattern.compile("\\baction=\"([^\"]+)\"").matcher(m.group(1));
            String key = id.find() ? id.group(1) : "delete " + (action.find() ? action.group(1) : "?");
            out.put(key, m.group(0));
        }
        return out;
    }

    /** The names a form sends, each once, in the order they come. */
    private static List<String> fieldNames(String formHtml) {
        List<String> names = new ArrayList<>();
        Matcher m = Pattern.compile("<(?:input|select|textarea)\\b[^>]*\\bname=\"([^\"]+)\"")
                .matcher(formHtml);
        while (m.find()) {
            if (!names.contains(m.group(1))) {
                names.add(m.group(1));
            }
        }
        return names;
    }

    private static String attr(String html, String attribute) {
        Matcher m = Pattern.compile("\\b" + Pattern.quote(attribute) + "=\"([^\"]*)\"")
                .matcher(html);
        return m.find() ? m.group(1) : null;
    }

    private static HttpResponse<String> getWith(String path, String header, String value) {
        return app.send(HttpRequest.newBuilder(URI.create(app.url(path)))
                .header(header, value)
                .GET()
                .build());
    }

    // ---- the page ----

    @Test
    void theEditorPageOfSeed000_weighsUnder60KB_withAClosedDisclosureAndLinkPerForm() {
        String plan = copyOfSeed000();
        String page = app.get("/plans/" + plan).body();
        // measured from the real page: 447.6 KB before the forms were loaded on demand (README, Benchmarks)
        assertThat(page.getBytes(StandardCharsets.UTF_8).length).isLessThan(60 * 1024);
        // seed 000: 3 hosts (a change and an add-a-card disclosure each, and one card each), 1 switch, 3 links,
        // 2 flows, and the four add disclosures: 3 x 3 + 1 + 3 + 2 + 4 = 19
        Matcher d = Pattern.compile("<details[^>]*data-form-for=\"([^\"]+)\"").matcher(page);
        List<String> keys = new ArrayList<>();
        while (d.find()) {
            keys.add(d.group(1));
        }
        assertThat(keys)
                .hasSize(19)
                .contains("host-win", "nic-win-cx4", "nic-new-win", "host-new", "switch-crs305", "switch-new")
                .contains("link-l-win", "link-new", "flow-win-to-ubuntu", "flow-new");
        assertThat(page)
                .contains("data-src=\"/plans/" + plan + "/edit/host/win\"")
                .contains("<a href=\"/plans/" + plan + "/change/host/win\">Change the host</a>")
                .contains("data-src=\"/plans/" + plan + "/edit/nic/win/cx4\"")
                .contains("data-src=\"/plans/" + plan + "/edit/link\"");
        // no edit form but the plan's settings is in the page until asked for
        assertThat(forms(page).keySet()).doesNotContain("form-host-win", "form-link-new", "form-nic-win-cx4");
    }

    // ---- the fragments ----

    @Test
    void eachFragment_answersTheFormTheEditorPageHeldBefore_withTheSameFieldsAndRoutes() {
        String plan = copyOfSeed000();
        // the field names each form of seed 000 sent when the editor page held them all (read from that page):
        //   nic-*:    version,form,slot,partq,part,negotiated.gen,negotiated.lanes,negotiated.label,mtu,owned
        //   host-*:   version,form,name,os,osVersion,role,virtualization,ip,board,boardq,cpu,cpuScore,storage,owned
        //   switch-*: version,form,part,name,mtu,owned
        //   link-*:   version,form,a,b,distanceM,cable,moduleA,moduleB,speedGbps,ownedCable,ownedModules
        //   flow-*:   version,form,from,to,tool,streams,initiator,toolVersion,note,concurrent
        //   delete:   version,form
        List<String> nic = List.of(
                "version",
                "form",
                "slot",
                "partq",
                "part",
                "negotiated.gen",
                "negotiated.lanes",
                "negotiated.label",
                "mtu",
                "owned");
        List<String> host = List.of(
                "version",
                "form",
                "name",
                "os",
                "osVersion",
                "role",
                "virtualization",
                "ip",
                "board",
                "boardq",
                "cpu",
                "cpuScore",
                "storage",
                "owned");
        List<String> sw = List.of("version", "form", "part", "name", "mtu", "owned");
        List<String> link = List.of(
                "version",
                "form",
                "a",
                "b",
                "distanceM",
                "cable",
                "moduleA",
                "moduleB",
                "speedGbps",
                "ownedCable",
                "ownedModules");
        List<String> flow = List.of(
                "version", "form", "from", "to", "tool", "streams", "initiator", "toolVersion", "note", "concurrent");
        String at = "/plans/" + plan;
        // path, form id, action, fields, and what follows the form: a delete form, the host's link to the page
        // that asks before removing it, or nothing (a new element's form)
        Object[][] cases = {
            {"nic/win/cx4", "form-nic-win-cx4", at + "/hosts/win/nics/cx4", nic, "delete"},
            {"nic/win", "form-nic-new-win", at + "/hosts/win/nics", nic, null},
            {"host/win", "form-host-win", at + "/hosts/win", host, "ask"},
            {"host", "form-host-new", at + "/hosts", host, null},
            {"switch/crs305", "form-switch-crs305", at + "/switches/crs305", sw, "delete"},
            {"switch", "form-switch-new", at + "/switches", sw, null},
            {"link/l-win", "form-link-l-win", at + "/links/l-win", link, "delete"},
            {"link", "form-link-new", at + "/links", link, null},
            {"flow/win-to-ubuntu", "form-flow-win-to-ubuntu", at + "/flows/win-to-ubuntu", flow, "delete"},
            {"flow", "form-flow-new", at + "/flows", flow, null},
        };
        String v = String.valueOf(version(plan));
        for (Object[] c : cases) {
            HttpResponse<String> r = app.get(at + "/edit/" + c[0]);
            assertThat(r.statusCode()).as((String) c[0]).isEqualTo(200);
            assertThat(r.body()).as((String) c[0]).doesNotContain("<html").doesNotContain("<body");
            Map<String, String> forms = forms(r.body());
            String f = forms.get((String) c[1]);
            assertThat(f).as((String) c[0]).isNotNull();
            assertThat(attr(f, "action")).isEqualTo(c[2]);
            assertThat(fieldNames(f)).as((String) c[0]).isEqualTo(c[3]);
            assertThat(f).contains("name=\"version\" value=\"" + v + "\"");
            String delete = forms.get("delete " + c[2] + "/delete");
            if ("delete".equals(c[4])) {
                assertThat(delete).as((String) c[0]).isNotNull();
                assertThat(fieldNames(delete)).isEqualTo(List.of("version", "form"));
            } else {
                assertThat(delete).as((String) c[0]).isNull();
            }
            assertThat(r.body().contains("href=\"" + c[2] + "/delete\""))
                    .as((String) c[0])
                    .isEqualTo("ask".equals(c[4]));
            assertThat(forms).as((String) c[0]).hasSize(c[4] == null ? 1 : "ask".equals(c[4]) ? 1 : 2);
        }
        assertThat(app.get(at + "/edit/link/no-such-link").statusCode()).isEqualTo(404);
        assertThat(app.get(at + "/change/nic/win/no-such-card").statusCode()).isEqualTo(404);
        assertThat(app.get("/plans/pnosuchplan/edit/host").statusCode()).isEqualTo(404);
    }

    @Test
    void theFragments_areTheSameByteForByte_withTheCachesOnAndOff_inBothLanguages() {
        String plan = copyOfSeed000();
        for (String language : List.of("en", "ja")) {
            for (String path : List.of("host/win", "nic/ubuntu/cx4", "nic/r86s", "switch", "link/l-r86s", "flow")) {
                String url = "/plans/" + plan + "/edit/" + path;
                RenderCaches.setEnabled(true);
                app.get(url, language);
                String cached = app.get(url, language).body();
                RenderCaches.setEnabled(false);
                String uncached = app.get(url, language).body();
                RenderCaches.setEnabled(true);
                assertThat(cached)
                        .as(url + " in " + language)
                        .isEqualTo(uncached)
                        .contains("<form");
            }
        }
        assertThat(app.get("/plans/" + plan + "/edit/host", "ja").body()).contains("ホスト");
    }

    @Test
    void aFragment_isRevalidatedByItsETag_andChangesWithAPlanEdit_andACatalogChange() {
        String plan = copyOfSeed000();
        String url = "/plans/" + plan + "/edit/nic/win";
        HttpResponse<String> first = app.get(url);
        String etag = first.headers().firstValue("ETag").orElseThrow();
        assertThat(first.headers().firstValue("Cache-Control")).contains("private, no-cache");
        assertThat(getWith(url, "If-None-Match", etag).statusCode()).isEqualTo(304);
        assertThat(first.body()).doesNotContain("acme-fragment-x1");
        assertThat(app.get("/plans/" + plan + "/edit/flow").body()).contains(">Windows PC<");

        // a plan edit: the host renamed; the fragment carries the new version and its names
        long v = version(plan);
        HttpResponse<String> renamed = app.postForm(
                "/plans/" + plan + "/hosts/win",
                form("version", String.valueOf(v), "form", "host-win", "name", "Gaming PC", "os", "windows"));
        assertThat(renamed.statusCode()).as(renamed.body()).isEqualTo(303);
        HttpResponse<String> afterEdit = getWith(url, "If-None-Match", etag);
        assertThat(afterEdit.statusCode()).isEqualTo(200);
        assertThat(afterEdit.body()).contains("name=\"version\" value=\"" + (v + 1) + "\"");
        assertThat(app.get("/plans/" + plan + "/edit/flow").body())
                .contains("Gaming PC")
                .doesNotContain(">Windows PC<");
        String etag2 = afterEdit.headers().firstValue("ETag").orElseThrow();
        assertThat(etag2).isNotEqualTo(etag);

        // a catalog change: a custom card added is among the card choices of the same plan version
        HttpResponse<String> created = app.postJson(
                "/api/parts",
                """
                {"id": "acme-fragment-x1", "kind": "nic", "vendor": "Acme", "model": "Fragment X1", "chip": "unknown",
                 "ports": [{"count": 1, "cage": "sfp+", "speedsGbps": [10, 1]}],
                 "hostInterface": {"kind": "pcie", "gen": 2, "lanes": 4},
                 "sources": [{"title": "editor fragment test"}]}""");
        assertThat(created.statusCode()).as(created.body()).isEqualTo(201);
        HttpResponse<String> afterPart = getWith(url, "If-None-Match", etag2);
        assertThat(afterPart.statusCode()).isEqualTo(200);
        assertThat(afterPart.body()).contains("value=\"acme-fragment-x1\"");
        assertThat(app.delete("/api/parts/acme-fragment-x1").statusCode()).isEqualTo(204);
        assertThat(app.get(url).body()).doesNotContain("value=\"acme-fragment-x1\"");
    }

    // ---- without JavaScript ----

    @Test
    void withoutJavaScript_theLinkLeadsToTheFormsPage_whichPostsTheEdit_andKeepsTheAnswersOfTheEditor() {
        String plan = copyOfSeed000();
        String editor = app.get("/plans/" + plan).body();
        Matcher link = Pattern.compile("data-form-for=\"link-l-win\"[^>]*>.*?<a href=\"([^\"]+)\"", Pattern.DOTALL)
                .matcher(editor);
        assertThat(link.find()).isTrue();
        HttpResponse<String> page = app.get(link.group(1));
        assertThat(page.statusCode()).isEqualTo(200);
        assertThat(page.body())
                .contains("<html")
                .contains("Change the link")
                .contains("href=\"/plans/" + plan + "#link-l-win\"");
        String f = forms(page.body()).get("form-link-l-win");
        assertThat(attr(f, "action")).isEqualTo("/plans/" + plan + "/links/l-win");
        // the fields as the page gives them, the distance changed: what a browser without script sends
        Map<String, String> fields = new LinkedHashMap<>();
        Matcher input = Pattern.compile("<input\\b[^>]*>").matcher(f);
        while (input.find()) {
            String name = attr(input.group(), "name");
            String type = attr(input.group(), "type");
            if (name != null && !"checkbox".equals(type) && !"search".equals(type)) {
                fields.put(name, attr(input.group(), "value") == null ? "" : attr(input.group(), "value"));
            }
        }
        Matcher select = Pattern.compile("<select\\b[^>]*name=\"([^\"]+)\"[^>]*>(.*?)</select>", Pattern.DOTALL)
                .matcher(f);
        while (select.find()) {
            Matcher chosen =
                    Pattern.compile("<option value=\"([^\"]*)\"[^>]*selected").matcher(select.group(2));
            fields.put(select.group(1), chosen.find() ? chosen.group(1) : "");
        }
        assertThat(fields).containsEntry("form", "link-l-win").containsEntry("a", "win|cx4|1");
        String version = fields.get("version");
        fields.put("distanceM", "0.6");
        List<String> kv = new ArrayList<>();
        fields.forEach((k, val) -> {
            kv.add(k);
            kv.add(val);
        });
        String body = form(kv.toArray(String[]::new));

        HttpResponse<String> saved = app.postForm(attr(f, "action"), body);
        assertThat(saved.statusCode()).isEqualTo(303);
        assertThat(saved.headers().firstValue("Location")).contains("/plans/" + plan + "?saved=link-l-win#link-l-win");
        assertThat(app.get("/api/plans/" + plan).body()).contains("\"distanceM\":0.6");

        // the same post again is made on a version that is no longer current: the conflict page
        HttpResponse<String> stale = app.postForm(attr(f, "action"), body);
        assertThat(stale.statusCode()).isEqualTo(409);
        assertThat(stale.body()).contains("Your change (made on version " + version + ")");

        // a bad distance from the same page: the editor with the error at the field and the input kept
        String fresh =
                forms(app.get("/plans/" + plan + "/change/link/l-win").body()).get("form-link-l-win");
        Matcher v2 = Pattern.compile("name=\"version\" value=\"(\\d+)\"").matcher(fresh);
        assertThat(v2.find()).isTrue();
        HttpResponse<String> bad = app.postForm(
                attr(f, "action"),
                body.replace("version=" + version, "version=" + v2.group(1)).replace("distanceM=0.6", "distanceM=far"));
        assertThat(bad.statusCode()).isEqualTo(400);
        assertThat(bad.body()).contains("id=\"f-link-l-win-distanceM-err\"").contains("value=\"far\"");
        assertThat(forms(bad.body())).containsKey("form-link-l-win");
    }
}
