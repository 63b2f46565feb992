package dev.wirespeed.recommend;

import dev.wirespeed.json.Json;
import dev.wirespeed.plan.Plan;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;

/** The seed examples as shipped in the jar (resources examples/seed-NNN.json). */
final class Seeds {

    private Seeds() {}

    static Plan seed(String name) {
        try (InputStream in = Seeds.class.getClassLoader().getResourceAsStream("examples/" + name + ".json")) {
            return Json.mapper().readValue(in, Plan.class);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
