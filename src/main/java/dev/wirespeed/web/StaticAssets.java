package dev.wirespeed.web;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.List;

/**
 * The stylesheets and script the pages link, served a second time under a path that carries a hash
 * of their content ({@code /static/v/HASH/css/wirespeed.css}) with a year-long immutable cache
 * lifetime: a browser keeps them until a release changes a byte, and then the URL changes with it.
 * The plain {@code /static/...} paths stay, revalidated on every view, for anything that links them.
 */
public final class StaticAssets {

    /** Where the build packs web/static on the class path. */
    static final String CLASSPATH_DIR = "/web/static";

    /** The files the templates link; a page that links another asset must list it here. */
    static final List<String> LINKED = List.of("css/wirespeed.css", "css/shop.css", "js/wirespeed.js");

    static final String CACHE_CONTROL = "max-age=31536000, immutable";

    private static final StaticAssets INSTANCE = new StaticAssets(hashOf(LINKED));

    private final String version;

    private StaticAssets(String version) {
        this.version = version;
    }

    /** The assets of this build (their hash is computed once, when the class is first used). */
    public static StaticAssets current() {
        return INSTANCE;
    }

    /** The first 12 hex digits of the SHA-256 of the linked files, in order. */
    public String version() {
        return version;
    }

    /** Where the hashed copies are served: {@code /static/v/HASH}. */
    String hostedPath() {
        return "/static/v/" + version;
    }

    /** The hashed URL of a linked file given by its plain URL ({@code /static/css/wirespeed.css}). */
    public String url(String plain) {
        String rel = plain.startsWith("/static/") ? plain.substring("/static/".length()) : plain;
        if (!LINKED.contains(rel)) {
            throw new IllegalArgumentException(plain + " is not one of the linked assets " + LINKED);
        }
        return hostedPath() + "/" + rel;
    }

    private static String hashOf(List<String> files) {
        try {
            MessageDigest sha = MessageDigest.getInstance("SHA-256");
            for (String f : files) {
                try (InputStream in = StaticAssets.class.getResourceAsStream(CLASSPATH_DIR + "/" + f)) {
                    if (in == null) {
                        throw new IllegalStateException("static file " + f + " is missing from the class path");
                    }
                    sha.update(f.getBytes(StandardCharsets.UTF_8));
                    sha.update(in.readAllBytes());
                }
            }
            return HexFormat.of().formatHex(sha.digest()).substring(0, 12);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
