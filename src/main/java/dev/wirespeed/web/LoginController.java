package dev.wirespeed.web;

import dev.wirespeed.app.AccountService;
import dev.wirespeed.app.SignInService;
import io.javalin.config.RoutesConfig;
import io.javalin.http.Context;
import io.javalin.http.HttpStatus;

import java.util.Arrays;

/**
 * Signing in and out (/login, /logout). A failed sign-in answers one message whatever was wrong
 * (no telling a wrong name from a wrong password); a throttled one says when to try again. With
 * sign-in off both pages just lead home.
 */
public final class LoginController implements WebApp.Controller {

    private final SignInService signIn;
    private final AccountService accounts;
    private final SignInFilter filter;

    LoginController(SignInService signIn, AccountService accounts, SignInFilter filter) {
        this.signIn = signIn;
        this.accounts = accounts;
        this.filter = filter;
    }

    @Override
    public void routes(RoutesConfig r) {
        r.get("/login", this::page);
        r.post("/login", this::login);
        r.post("/logout", this::logout);
    }

    private void page(Context ctx) {
        String back = SafeBack.or(ctx.queryParam("back"), "/");
        if (!filter.options().signInRequired() || SignInFilter.user(ctx) != null) {
            ctx.redirect(back, HttpStatus.SEE_OTHER);
            return;
        }
        render(ctx, 200, back, "", null, ctx.queryParam("signedOut") != null);
    }

    private void login(Context ctx) {
        String back = SafeBack.or(ctx.formParam("back"), "/");
        if (!filter.options().signInRequired()) {
            ctx.redirect(back, HttpStatus.SEE_OTHER);
            return;
        }
        String name = ctx.formParam("name") == null ? "" : ctx.formParam("name").trim();
        String password = ctx.formParam("password");
        char[] secret = password == null ? new char[0] : password.toCharArray();
        SignInService.Attempt attempt;
        try {
            attempt = signIn.signIn(name, secret, ctx.ip());
        } finally {
            Arrays.fill(secret, '\0');
        }
        if (attempt instanceof SignInService.SignedIn s) {
            // a session the browser may already hold (fixed by someone else, or stale) ends here
            filter.endSession(ctx);
            filter.startSession(ctx, s.sessionId());
            ctx.redirect(back, HttpStatus.SEE_OTHER);
        } else if (attempt instanceof SignInService.Throttled t) {
            long seconds = Math.max(1, t.retryAfter().toSeconds());
            ctx.header("Retry-After", Long.toString(seconds));
            render(
                    ctx,
                    429,
                    back,
                    name,
                    Messages.get(Requests.locale(ctx), "login.throttled", (seconds + 59) / 60),
                    false);
        } else {
            render(ctx, 401, back, name, Messages.get(Requests.locale(ctx), "login.refused"), false);
        }
    }

    private void logout(Context ctx) {
        filter.endSession(ctx);
        ctx.redirect(filter.options().signInRequired() ? "/login?signedOut=1" : "/", HttpStatus.SEE_OTHER);
    }

    private void render(Context ctx, int status, String back, String name, String error, boolean signedOut) {
        TemplateModel model = new TemplateModel();
        model.put("title", Messages.get(Requests.locale(ctx), "login.title"));
        model.put("back", back);
        model.put("name", name.length() > 64 ? "" : name);
        model.put("error", error);
        model.put("signedOut", signedOut);
        model.put("noUsers", !accounts.hasUsers());
        ctx.status(status);
        ctx.render("account/login", model);
    }
}
