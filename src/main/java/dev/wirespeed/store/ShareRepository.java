package dev.wirespeed.store;

import org.jooq.DSLContext;

import java.time.Instant;
import java.util.Optional;

import static dev.wirespeed.store.jooq.Tables.PLAN_SHARE;

/** A plan's read-only share link: at most one token per plan; revoking deletes it. */
public final class ShareRepository {

    private final DSLContext dsl;

    public ShareRepository(Database db) {
        this.dsl = db.dsl();
    }

    /** The plan's token, or empty when it has no share link. */
    public Optional<String> tokenOf(String planId) {
        return dsl.select(PLAN_SHARE.TOKEN)
                .from(PLAN_SHARE)
                .where(PLAN_SHARE.PLAN_ID.eq(planId))
                .fetchOptional(PLAN_SHARE.TOKEN);
    }

    /** The plan a token opens, or empty for an unknown or revoked token. */
    public Optional<String> planOf(String token) {
        return dsl.select(PLAN_SHARE.PLAN_ID)
                .from(PLAN_SHARE)
                .where(PLAN_SHARE.TOKEN.eq(token))
                .fetchOptional(PLAN_SHARE.PLAN_ID);
    }

    /**
     * Gives the plan {@code token} unless it already has a link; returns the plan's token either way,
     * so two people pressing "create" at once get the same link.
     */
    public String create(String planId, String token, String createdBy) {
        dsl.insertInto(PLAN_SHARE, PLAN_SHARE.PLAN_ID, PLAN_SHARE.TOKEN, PLAN_SHARE.CREATED_AT, PLAN_SHARE.CREATED_BY)
                .values(planId, token, Instant.now().toString(), createdBy)
                .onConflict(PLAN_SHARE.PLAN_ID)
                .doNothing()
                .execute();
        return tokenOf(planId)
                .orElseThrow(() -> new IllegalStateException("the share link of " + planId + " vanished"));
    }

    /** Revokes the plan's link; false when it had none. */
    public boolean revoke(String planId) {
        return dsl.deleteFrom(PLAN_SHARE).where(PLAN_SHARE.PLAN_ID.eq(planId)).execute() == 1;
    }
}
