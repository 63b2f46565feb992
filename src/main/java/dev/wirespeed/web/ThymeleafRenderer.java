package dev.wirespeed.web;

import dev.wirespeed.account.Role;
import dev.wirespeed.account.User;
import io.javalin.rendering.FileRenderer;
import org.thymeleaf.TemplateEngine;
import org.thymeleaf.context.Context;
import org.thymeleaf.context.IExpressionContext;
import org.thymeleaf.linkbuilder.StandardLinkBuilder;
import org.thymeleaf.templatemode.TemplateMode;
import org.thymeleaf.templateresolver.ClassLoaderTemplateResolver;

import java.util.HashMap;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * Renders web/templates/*.html with Thymeleaf (HTML mode, escaping on). Templates are read from
 * the class path, where the build packs web/; messages come from web/i18n.
 */
public final class ThymeleafRenderer implements FileRenderer {

    private final TemplateEngine engine = Shared.ENGINE;
    private final AuthOptions auth;

    public ThymeleafRenderer() {
        this(AuthOptions.OPEN);
    }

    /** With sign-in on, every page gets the signed-in user ({@code signedIn}) whether they may change settings ({@code mayAdmin}) and plans ({@code mayEdit}). */
    public ThymeleafRenderer(AuthOptions auth) {
        this.auth = auth;
    }

    /**
     * The one engine every renderer uses: they were configured alike (the options differ only in the
     * variables each page gets), so one engine initialised once and one cache of parsed templates
     * serve them all; an engine is safe to share between threads.
     */
    private static final class Shared {
        static final TemplateEngine ENGINE = engine();
    }

    private static TemplateEngine engine() {
        TemplateEngine engine = new TemplateEngine();
        ClassLoaderTemplateResolver resolver = new ClassLoaderTemplateResolver();
        resolver.setPrefix("web/templates/");
        resolver.setSuffix(".html");
        resolver.setTemplateMode(TemplateMode.HTML);
        resolver.setCharacterEncoding("UTF-8");
        resolver.setCacheable(true);
        engine.setTemplateResolver(resolver);
        engine.setMessageResolver(new Messages.Resolver());
        // The app is served at the root: context-relative links (@{/x}) need no servlet context.
        engine.setLinkBuilder(new StandardLinkBuilder() {
            @Override
            protected String computeContextPath(
                    IExpressionContext context, String base, Map<String, Object> parameters) {
                return "";
            }
        });
        return engine;
    }

    /**
     * Initialises the shared engine (its dialects, processors and expression evaluator, which the
     * first page otherwise pays for): a start calls it on a thread of its own while the database and
     * the catalog open. Idempotent.
     */
    public static void warmUp() {
        Shared.ENGINE.getConfiguration();
    }

    @Override
    public String render(String template, Map<String, ?> model, io.javalin.http.Context ctx) {
        return engine.process(template, context(model, ctx));
    }

    /** One fragment of a template ({@code template :: fragment}) with the variables every page gets. */
    public String renderFragment(String template, String fragment, Map<String, ?> model, io.javalin.http.Context ctx) {
        return engine.process(template, Set.of(fragment), context(model, ctx));
    }

    private Context context(Map<String, ?> model, io.javalin.http.Context ctx) {
        Locale locale = ctx == null ? Locale.ENGLISH : Requests.locale(ctx);
        Context tc = new Context(locale);
        tc.setVariables(new HashMap<>(model));
        tc.setVariable("assets", StaticAssets.current());
        tc.setVariable("say", new Say(locale));
        User user = ctx == null ? null : SignInFilter.user(ctx);
        if (user != null) {
            tc.setVariable("signedIn", user);
        }
        tc.setVariable(
                "mayAdmin",
                !auth.signInRequired() || user != null && user.role().includes(Role.ADMIN));
        // forms that change a plan are offered only to someone who may send them
        tc.setVariable(
                "mayEdit", !auth.signInRequired() || user != null && user.role().includes(Role.EDITOR));
        return tc;
    }
}
