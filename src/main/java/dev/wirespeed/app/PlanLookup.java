package dev.wirespeed.app;

import dev.wirespeed.plan.Plan;

import java.util.Optional;

/**
 * Finds a stored plan by id. Calibration reads plans through this rather than through
 * {@link PlanService}, which itself predicts with calibration: the plan store implements it, so
 * neither service needs the other.
 */
@FunctionalInterface
public interface PlanLookup {

    Optional<Plan> find(String id);
}
