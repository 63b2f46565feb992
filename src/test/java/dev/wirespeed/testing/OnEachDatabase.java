package dev.wirespeed.testing;

import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.params.ParameterizedClass;
import org.junit.jupiter.params.provider.ArgumentsSource;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Runs the whole test class once on SQLite and once on PostgreSQL: every {@link TestApp} and
 * {@link TestDatabases#fresh} database the class opens is on that variant's engine. A class that
 * starts one app for all its tests does so in {@code @BeforeParameterizedClassInvocation} (not
 * {@code @BeforeAll}, which runs once for both variants). Without a PostgreSQL test server the
 * PostgreSQL variant is skipped with the reason, unless the environment variable CI is set: then it
 * fails, so that CI cannot pass without having run it.
 */
@Target(ElementType.TYPE)
@Retention(RetentionPolicy.RUNTIME)
@ParameterizedClass(name = "{0}")
@ArgumentsSource(DatabaseEngines.class)
@ExtendWith(DatabaseEngines.class)
public @interface OnEachDatabase {}
