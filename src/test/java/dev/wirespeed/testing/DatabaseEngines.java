package dev.wirespeed.testing;

import dev.wirespeed.store.DatabaseLocation.Engine;
import org.junit.jupiter.api.Named;
import org.junit.jupiter.api.extension.AfterClassTemplateInvocationCallback;
import org.junit.jupiter.api.extension.BeforeClassTemplateInvocationCallback;
import org.junit.jupiter.api.extension.ExtensionContext;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.ArgumentsProvider;
import org.junit.jupiter.params.support.ParameterDeclarations;

import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * The two variants of an {@link OnEachDatabase} class, in this order: SQLite, then PostgreSQL. Before
 * each variant runs it sets the engine the class's apps open (and skips or, under CI, fails the
 * PostgreSQL variant when no test server answers); after it, the engine is SQLite again.
 */
final class DatabaseEngines
        implements ArgumentsProvider, BeforeClassTemplateInvocationCallback, AfterClassTemplateInvocationCallback {

    private static final List<Engine> ORDER = List.of(Engine.SQLITE, Engine.POSTGRESQL);
    private static final Pattern INVOCATION = Pattern.compile("class-template-invocation:#(\\d+)]$");

    @Override
    public Stream<? extends Arguments> provideArguments(ParameterDeclarations parameters, ExtensionContext context) {
        return ORDER.stream().map(e -> Arguments.of(Named.of("on " + e.displayName(), e)));
    }

    @Override
    public void beforeClassTemplateInvocation(ExtensionContext context) {
        Engine engine = engineOf(context);
        if (engine == Engine.POSTGRESQL) {
            Optional<String> unreachable = TestDatabases.postgresUnreachable();
            // the reason is asked once per run, so the skip line is printed once, not by every class
            Requirement.require(unreachable.isEmpty(), "PostgreSQL variants of the tests: " + unreachable.orElse(""));
        }
        TestDatabases.use(engine);
    }

    @Override
    public void afterClassTemplateInvocation(ExtensionContext context) {
        TestDatabases.use(Engine.SQLITE);
    }

    /** The variant running: the invocation's number (1, 2) in its unique id, in the order arguments were given. */
    private static Engine engineOf(ExtensionContext context) {
        Matcher m = INVOCATION.matcher(context.getUniqueId());
        if (!m.find()) {
            throw new IllegalStateException("not a variant of an @OnEachDatabase class: " + context.getUniqueId());
        }
        return ORDER.get(Integer.parseInt(m.group(1)) - 1);
    }
}
