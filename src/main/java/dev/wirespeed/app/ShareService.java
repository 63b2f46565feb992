package dev.wirespeed.app;

import dev.wirespeed.store.ShareRepository;
import dev.wirespeed.text.Phrase;

import java.security.SecureRandom;
import java.util.Base64;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * Read-only share links: per plan at most one unguessable token (192 random bits from
 * {@link SecureRandom}, URL-safe Base64), created and revoked by the people who may edit the plan.
 * Whoever holds the token may read the plan, so the token is the whole check: an unknown, revoked or
 * malformed token answers 404, the same for each, so a guess learns nothing.
 */
public final class ShareService {

    /** 24 bytes: 192 bits, 32 URL-safe characters. */
    static final int TOKEN_BYTES = 24;

    private static final Pattern TOKEN = Pattern.compile("[A-Za-z0-9_-]{32}");

    private final ShareRepository repo;
    private final PlanService plans;
    private final SecureRandom random = new SecureRandom();

    public ShareService(ShareRepository repo, PlanService plans) {
        this.repo = repo;
        this.plans = plans;
    }

    /** The plan's token, or empty when it is not shared; 404 for an unknown plan. */
    public Optional<String> token(String planId) {
        plans.get(planId);
        return repo.tokenOf(planId);
    }

    /** Shares the plan; a plan already shared keeps its token. Returns the token. */
    public String create(String planId, String createdBy) {
        plans.get(planId);
        byte[] b = new byte[TOKEN_BYTES];
        random.nextBytes(b);
        return repo.create(planId, Base64.getUrlEncoder().withoutPadding().encodeToString(b), createdBy);
    }

    /** Ends the plan's share link: its URL answers 404 from now on. Revoking an unshared plan changes nothing. */
    public void revoke(String planId) {
        plans.get(planId);
        repo.revoke(planId);
    }

    /** The plan a token opens; 404 for a malformed, unknown or revoked token. */
    public PlanService.Stored open(String token) {
        Optional<String> planId =
                token != null && TOKEN.matcher(token).matches() ? repo.planOf(token) : Optional.empty();
        return plans.get(planId.orElseThrow(() -> AppError.notFound(Phrase.of("share.none"))));
    }
}
