package dev.wirespeed.web;

import com.fasterxml.jackson.databind.JsonNode;
import dev.wirespeed.account.Role;
import dev.wirespeed.account.SecretToken;
import dev.wirespeed.app.AccountService;
import dev.wirespeed.store.Database;
import dev.wirespeed.store.SessionRepository;
import dev.wirespeed.testing.OnEachDatabase;
import dev.wirespeed.testing.TestApp;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.AfterParameterizedClassInvocation;
import org.junit.jupiter.params.BeforeParameterizedClassInvocation;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.time.Instant;

import static org.assertj.core.api.Assertions.assertThat;

/** API tokens on /api (Bearer), revoked tokens, sessions that end when idle, and throttled sign-ins. */
@OnEachDatabase
class ApiTokenAndSessionTest {

    private static final String PASSWORD = "twelve chars or more";
    private static TestApp app;

    @BeforeParameterizedClassInvocation
    static void start() {
        app = TestApp.startWithSignIn(new AuthOptions(true, false));
        app.app().accounts().add("script-owner", Role.EDITOR, PASSWORD.toCharArray());
        app.app().accounts().add("reader", Role.VIEWER, PASSWORD.toCharArray());
    }

    @AfterParameterizedClassInvocation
    static void stop() {
        app.close();
    }

    private static HttpResponse<String> withBearer(String method, String path, String token, String json) {
        HttpRequest.Builder b = HttpRequest.newBuilder(URI.create(app.url(path)))
                .header("Authorization", "Bearer " + token)
                .header("Content-Type", "application/json");
        b.method(
                method, json == null ? HttpRequest.BodyPublishers.noBody() : HttpRequest.BodyPublishers.ofString(json));
        return app.send(b.build());
    }

    @Test
    void aBearerToken_actsWithItsUsersRole_onTheApi() {
        AccountService.NewToken editor = app.app().accounts().addToken("ci", "script-owner");
        AccountService.NewToken viewer = app.app().accounts().addToken("dashboard", "reader");
        assertThat(editor.secret()).startsWith("wst_");
        String plan = "{\"schemaVersion\": 1, \"name\": \"from a script\"}";
        assertThat(withBearer("GET", "/api/plans", viewer.secret(), null).statusCode())
                .isEqualTo(200);
        assertThat(withBearer("POST", "/api/plans", viewer.secret(), plan).statusCode())
                .isEqualTo(403);
        assertThat(withBearer("POST", "/api/plans", editor.secret(), plan).statusCode())
                .isEqualTo(201);
        assertThat(app.app().accounts().tokens())
                .filteredOn(t -> t.id().equals(editor.token().id()))
                .singleElement()
                .satisfies(t -> assertThat(t.lastUsedAt()).isNotNull());
    }

    @Test
    void aRevokedToken_isRefusedAtOnce() throws IOException {
        AccountService.NewToken t = app.app().accounts().addToken("to be revoked", "script-owner");
        assertThat(withBearer("GET", "/api/plans", t.secret(), null).statusCode())
                .isEqualTo(200);
        app.app().accounts().revokeToken(t.token().id());
        HttpResponse<String> r = withBearer("GET", "/api/plans", t.secret(), null);
        assertThat(r.statusCode()).isEqualTo(401);
        JsonNode body = TestApp.json(r);
        assertThat(body.get("message").asText()).isEqualTo("the API token is unknown or revoked");
    }

    @Test
    void anUnknownTokenOrAnotherScheme_isRefusedWith401() {
        assertThat(withBearer("GET", "/api/plans", "wst_" + SecretToken.newSecret(), null)
                        .statusCode())
                .isEqualTo(401);
        HttpResponse<String> basic = app.send(HttpRequest.newBuilder(URI.create(app.url("/api/plans")))
                .header("Authorization", "Basic c2NyaXB0LW93bmVyOnB3")
                .GET()
                .build());
        assertThat(basic.statusCode()).isEqualTo(401);
    }

    @Test
    void onlyTheTokensHash_isStored() {
        AccountService.NewToken t = app.app().accounts().addToken("hash check", "script-owner");
        try (Database db = Database.open(app.database())) {
            String stored = db.dsl()
                    .fetchValue(
                            "select token_hash from api_token where id = ?",
                            t.token().id())
                    .toString();
            assertThat(stored).isEqualTo(SecretToken.hash(t.secret())).doesNotContain(t.secret());
        }
    }

    @Test
    void aSessionIdleForLongerThanTheIdleTime_hasEnded() {
        String cookie = SignInTest.signIn(app, "reader", PASSWORD);
        assertThat(SignInTest.getWithCookie(app, "/", cookie).statusCode()).isEqualTo(200);
        Duration idle = app.app().signIn().policy().idle();
        try (Database db = Database.open(app.database())) {
            // as if the last request had come one minute more than the idle time ago
            new SessionRepository(db)
                    .touch(SecretToken.hash(cookie), Instant.now().minus(idle).minusSeconds(60));
        }
        HttpResponse<String> r = SignInTest.getWithCookie(app, "/", cookie);
        assertThat(r.statusCode()).isEqualTo(303);
        assertThat(r.headers().firstValue("Location")).hasValue("/login");
    }

    @Test
    void fiveFailedSignIns_lockTheAccount_evenForTheRightPassword_andSayWhenToTryAgain() {
        app.app().accounts().add("target", Role.VIEWER, PASSWORD.toCharArray());
        for (int i = 0; i < 5; i++) {
            assertThat(SignInTest.login(app, "target", "wrong password " + i, null)
                            .statusCode())
                    .isEqualTo(401);
        }
        HttpResponse<String> locked = SignInTest.login(app, "target", PASSWORD, null);
        assertThat(locked.statusCode()).isEqualTo(429);
        // the first lock is one minute: Retry-After is at most 60 seconds
        assertThat(locked.headers().firstValue("Retry-After"))
                .hasValueSatisfying(v -> assertThat(Integer.parseInt(v)).isBetween(1, 60));
        assertThat(locked.body()).contains("Too many failed sign-ins. Try again in 1 minute.");
        assertThat(SignInTest.sessionCookie(locked)).isNull();
        // another account from the same address is not locked by it (the address allows twenty)
        assertThat(SignInTest.login(app, "reader", PASSWORD, null).statusCode()).isEqualTo(303);
    }
}
