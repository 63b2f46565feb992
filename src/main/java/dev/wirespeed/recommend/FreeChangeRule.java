package dev.wirespeed.recommend;

import dev.wirespeed.catalog.Catalog;
import dev.wirespeed.plan.Plan;

import java.util.List;

/** One kind of free change: every place in a plan where it applies, each as a changed plan. */
interface FreeChangeRule {

    String kind();

    List<FreeChange> propose(Plan plan, Catalog catalog);
}
