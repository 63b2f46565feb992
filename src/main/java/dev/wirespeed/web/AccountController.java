package dev.wirespeed.web;

import dev.wirespeed.account.PasswordPolicy;
import dev.wirespeed.account.User;
import dev.wirespeed.app.AppError;
import dev.wirespeed.app.SignInService;
import io.javalin.config.RoutesConfig;
import io.javalin.http.Context;
import io.javalin.http.HttpStatus;

import java.util.Arrays;
import java.util.Map;

/**
 * A signed-in person's own account (/account): who they are, and changing their password with the
 * current one. Every other session of theirs ends; this browser stays signed in with a new session id.
 * With sign-in off there is no account, and the page leads home.
 */
public final class AccountController implements WebApp.Controller {

    private final SignInService signIn;
    private final SignInFilter filter;

    AccountController(SignInService signIn, SignInFilter filter) {
        this.signIn = signIn;
        this.filter = filter;
    }

    @Override
    public void routes(RoutesConfig r) {
        r.get("/account", this::page);
        r.post("/account/password", this::changePassword);
    }

    private void page(Context ctx) {
        User user = SignInFilter.user(ctx);
        if (user == null) {
            ctx.redirect("/", HttpStatus.SEE_OTHER);
            return;
        }
        render(ctx, 200, user, Map.of(), ctx.queryParam("changed") != null);
    }

    private void changePassword(Context ctx) {
        User user = SignInFilter.user(ctx);
        if (user == null) {
            ctx.redirect("/", HttpStatus.SEE_OTHER);
            return;
        }
        char[] current = chars(ctx.formParam("current"));
        char[] next = chars(ctx.formParam("password"));
        char[] again = chars(ctx.formParam("again"));
        try {
            if (!Arrays.equals(next, again)) {
                throw AppError.badRequest("again", Messages.get(Requests.locale(ctx), "account.password.differ"));
            }
            String sessionId = signIn.changePassword(user, current, next, ctx.ip());
            filter.startSession(ctx, sessionId);
            ctx.redirect("/account?changed=1", HttpStatus.SEE_OTHER);
        } catch (AppError e) {
            String field =
                    e.details().isEmpty() ? "current" : e.details().get(0).path();
            render(ctx, e.status(), user, Map.of(field, e.in(Requests.locale(ctx))), false);
        } finally {
            Arrays.fill(current, '\0');
            Arrays.fill(next, '\0');
            Arrays.fill(again, '\0');
        }
    }

    private static char[] chars(String s) {
        return s == null ? new char[0] : s.toCharArray();
    }

    private void render(Context ctx, int status, User user, Map<String, String> errors, boolean changed) {
        TemplateModel model = new TemplateModel();
        model.put("title", Messages.get(Requests.locale(ctx), "account.title"));
        model.put("user", user);
        model.put("errors", errors);
        model.put("changed", changed);
        model.put("minLength", PasswordPolicy.MIN_LENGTH);
        model.put("maxLength", PasswordPolicy.MAX_LENGTH);
        ctx.status(status);
        ctx.render("account/account", model);
    }
}
