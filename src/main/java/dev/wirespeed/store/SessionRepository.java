package dev.wirespeed.store;

import dev.wirespeed.account.Session;
import org.jooq.DSLContext;

import java.time.Instant;
import java.util.Optional;

import static dev.wirespeed.store.jooq.Tables.ACCOUNT;
import static dev.wirespeed.store.jooq.Tables.ACCOUNT_SESSION;

/** Signed-in browsers (table account_session), found by the hash of their cookie's value. */
public final class SessionRepository {

    private final DSLContext dsl;

    public SessionRepository(Database db) {
        this.dsl = db.dsl();
    }

    public void insert(String idHash, String userId, Instant now) {
        dsl.insertInto(
                        ACCOUNT_SESSION,
                        ACCOUNT_SESSION.ID_HASH,
                        ACCOUNT_SESSION.ACCOUNT_ID,
                        ACCOUNT_SESSION.CREATED_AT,
                        ACCOUNT_SESSION.LAST_SEEN_AT)
                .values(idHash, userId, now.toString(), now.toString())
                .execute();
    }

    /** The session with its user as the user is now (a changed role counts at once). */
    public Optional<Session> find(String idHash) {
        return dsl.select()
                .from(ACCOUNT_SESSION)
                .join(ACCOUNT)
                .on(ACCOUNT.ID.eq(ACCOUNT_SESSION.ACCOUNT_ID))
                .where(ACCOUNT_SESSION.ID_HASH.eq(idHash))
                .fetchOptional(r -> new Session(
                        r.get(ACCOUNT_SESSION.ID_HASH),
                        UserRepository.user(r),
                        Instant.parse(r.get(ACCOUNT_SESSION.CREATED_AT)),
                        Instant.parse(r.get(ACCOUNT_SESSION.LAST_SEEN_AT))));
    }

    public void touch(String idHash, Instant now) {
        dsl.update(ACCOUNT_SESSION)
                .set(ACCOUNT_SESSION.LAST_SEEN_AT, now.toString())
                .where(ACCOUNT_SESSION.ID_HASH.eq(idHash))
                .execute();
    }

    public void delete(String idHash) {
        dsl.deleteFrom(ACCOUNT_SESSION)
                .where(ACCOUNT_SESSION.ID_HASH.eq(idHash))
                .execute();
    }

    /** Ends every session of a user (a new password or a removed account). */
    public void deleteForUser(String userId) {
        dsl.deleteFrom(ACCOUNT_SESSION)
                .where(ACCOUNT_SESSION.ACCOUNT_ID.eq(userId))
                .execute();
    }

    /** Deletes sessions last seen before {@code idleSince} or begun before {@code createdSince}; returns how many. */
    public int deleteExpired(Instant idleSince, Instant createdSince) {
        return dsl.deleteFrom(ACCOUNT_SESSION)
                .where(ACCOUNT_SESSION
                        .LAST_SEEN_AT
                        .lt(idleSince.toString())
                        .or(ACCOUNT_SESSION.CREATED_AT.lt(createdSince.toString())))
                .execute();
    }
}
