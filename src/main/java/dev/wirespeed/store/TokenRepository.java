package dev.wirespeed.store;

import dev.wirespeed.account.ApiToken;
import org.jooq.DSLContext;
import org.jooq.Record;

import java.time.Instant;
import java.util.List;
import java.util.Optional;

import static dev.wirespeed.store.jooq.Tables.ACCOUNT;
import static dev.wirespeed.store.jooq.Tables.API_TOKEN;

/** API tokens (table api_token): only the SHA-256 of each token is stored and looked up. */
public final class TokenRepository {

    private final DSLContext dsl;

    public TokenRepository(Database db) {
        this.dsl = db.dsl();
    }

    public void insert(String id, String name, String userId, String tokenHash, Instant now) {
        dsl.insertInto(
                        API_TOKEN,
                        API_TOKEN.ID,
                        API_TOKEN.NAME,
                        API_TOKEN.ACCOUNT_ID,
                        API_TOKEN.TOKEN_HASH,
                        API_TOKEN.CREATED_AT)
                .values(id, name, userId, tokenHash, now.toString())
                .execute();
    }

    public List<ApiToken> list() {
        return dsl.select()
                .from(API_TOKEN)
                .join(ACCOUNT)
                .on(ACCOUNT.ID.eq(API_TOKEN.ACCOUNT_ID))
                .orderBy(API_TOKEN.CREATED_AT, API_TOKEN.ID)
                .fetch(TokenRepository::token);
    }

    /** The token whose hash is {@code tokenHash}, revoked or not, with its user as the user is now. */
    public Optional<ApiToken> byHash(String tokenHash) {
        return dsl.select()
                .from(API_TOKEN)
                .join(ACCOUNT)
                .on(ACCOUNT.ID.eq(API_TOKEN.ACCOUNT_ID))
                .where(API_TOKEN.TOKEN_HASH.eq(tokenHash))
                .fetchOptional(TokenRepository::token);
    }

    public void touch(String id, Instant now) {
        dsl.update(API_TOKEN)
                .set(API_TOKEN.LAST_USED_AT, now.toString())
                .where(API_TOKEN.ID.eq(id))
                .execute();
    }

    /** Marks the token revoked; false when there is no such token or it was revoked already. */
    public boolean revoke(String id, Instant now) {
        return dsl.update(API_TOKEN)
                        .set(API_TOKEN.REVOKED_AT, now.toString())
                        .where(API_TOKEN.ID.eq(id).and(API_TOKEN.REVOKED_AT.isNull()))
                        .execute()
                == 1;
    }

    private static ApiToken token(Record r) {
        String used = r.get(API_TOKEN.LAST_USED_AT);
        String revoked = r.get(API_TOKEN.REVOKED_AT);
        return new ApiToken(
                r.get(API_TOKEN.ID),
                r.get(API_TOKEN.NAME),
                UserRepository.user(r),
                Instant.parse(r.get(API_TOKEN.CREATED_AT)),
                used == null ? null : Instant.parse(used),
                revoked == null ? null : Instant.parse(revoked));
    }
}
