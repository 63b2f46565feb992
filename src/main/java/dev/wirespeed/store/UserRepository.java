package dev.wirespeed.store;

import dev.wirespeed.account.Role;
import dev.wirespeed.account.User;
import org.jooq.DSLContext;
import org.jooq.Record;
import org.jooq.exception.IntegrityConstraintViolationException;

import java.time.Instant;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

import static dev.wirespeed.store.jooq.Tables.ACCOUNT;

/** Users (table account); names compare without regard to case, through their lower-case key. */
public final class UserRepository {

    private final DSLContext dsl;

    public UserRepository(Database db) {
        this.dsl = db.dsl();
    }

    /** Stores a new user; false when the name is taken. */
    public boolean insert(User user, String passwordHash) {
        try {
            dsl.insertInto(
                            ACCOUNT,
                            ACCOUNT.ID,
                            ACCOUNT.NAME,
                            ACCOUNT.NAME_KEY,
                            ACCOUNT.ROLE,
                            ACCOUNT.PASSWORD_HASH,
                            ACCOUNT.CREATED_AT)
                    .values(
                            user.id(),
                            user.name(),
                            key(user.name()),
                            user.role().toString(),
                            passwordHash,
                            user.createdAt().toString())
                    .execute();
            return true;
        } catch (IntegrityConstraintViolationException e) {
            return false;
        }
    }

    public List<User> list() {
        return dsl.selectFrom(ACCOUNT).orderBy(ACCOUNT.NAME).fetch(UserRepository::user);
    }

    public Optional<User> byName(String name) {
        return dsl.selectFrom(ACCOUNT).where(ACCOUNT.NAME_KEY.eq(key(name))).fetchOptional(UserRepository::user);
    }

    /** The stored password hash of the user called {@code name}. */
    public Optional<String> passwordHash(String name) {
        return dsl.select(ACCOUNT.PASSWORD_HASH)
                .from(ACCOUNT)
                .where(ACCOUNT.NAME_KEY.eq(key(name)))
                .fetchOptional(ACCOUNT.PASSWORD_HASH);
    }

    public int count() {
        return dsl.fetchCount(ACCOUNT);
    }

    public int countWithRole(Role role) {
        return dsl.fetchCount(ACCOUNT, ACCOUNT.ROLE.eq(role.toString()));
    }

    public boolean setRole(String id, Role role) {
        return dsl.update(ACCOUNT)
                        .set(ACCOUNT.ROLE, role.toString())
                        .where(ACCOUNT.ID.eq(id))
                        .execute()
                == 1;
    }

    public boolean setPasswordHash(String id, String passwordHash) {
        return dsl.update(ACCOUNT)
                        .set(ACCOUNT.PASSWORD_HASH, passwordHash)
                        .where(ACCOUNT.ID.eq(id))
                        .execute()
                == 1;
    }

    /** Removes the user; their sessions and tokens go with them (ON DELETE CASCADE). */
    public boolean delete(String id) {
        return dsl.deleteFrom(ACCOUNT).where(ACCOUNT.ID.eq(id)).execute() == 1;
    }

    private static String key(String name) {
        return name.toLowerCase(Locale.ROOT);
    }

    static User user(Record r) {
        return new User(
                r.get(ACCOUNT.ID),
                r.get(ACCOUNT.NAME),
                Role.parse(r.get(ACCOUNT.ROLE))
                        .orElseThrow(() -> new IllegalStateException("stored role '" + r.get(ACCOUNT.ROLE) + "'")),
                Instant.parse(r.get(ACCOUNT.CREATED_AT)));
    }
}
