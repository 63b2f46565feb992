/**
 * The priced shopping list for a plan: what to buy and what is owned, the price used per
 * line (the plan's own price, else the catalog's for the chosen condition), totals per currency and
 * in one currency at stored exchange rates, the added power draw and its energy cost, cheaper
 * alternatives that keep every flow's predicted throughput, and the CSV and Markdown exports.
 * Framework-free: JSON and HTML are rendered by the web layer from these records.
 */
package dev.wirespeed.shop;
