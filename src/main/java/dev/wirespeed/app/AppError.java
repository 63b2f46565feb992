package dev.wirespeed.app;

import java.util.List;

/**
 * A request that cannot be served as asked, with the HTTP status it maps to (400, 404, 409, 413)
 * and, for invalid documents, one detail per problem with its JSON path. The web layer turns it
 * into one JSON error body or an error page; the CLI prints it and exits non-zero.
 */
public final class AppError extends RuntimeException {

    /** One problem in a submitted document: where (JSON path) and what. */
    public record Detail(String path, String message) {}

    private final int status;
    private final List<Detail> details;

    public AppError(int status, String message, List<Detail> details) {
        super(message);
        this.status = status;
        this.details = List.copyOf(details);
    }

    public static AppError badRequest(String message, List<Detail> details) {
        return new AppError(400, message, details);
    }

    public static AppError badRequest(String path, String message) {
        return new AppError(400, message, List.of(new Detail(path, message)));
    }

    public static AppError notFound(String message) {
        return new AppError(404, message, List.of());
    }

    public static AppError conflict(String message) {
        return new AppError(409, message, List.of());
    }

    public static AppError tooLarge(String message) {
        return new AppError(413, message, List.of());
    }

    public int status() {
        return status;
    }

    public List<Detail> details() {
        return details;
    }
}
