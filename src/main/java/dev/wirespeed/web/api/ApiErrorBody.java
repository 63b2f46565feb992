package dev.wirespeed.web.api;

import dev.wirespeed.app.AppError;

import java.util.List;

/** The one JSON error shape every /api endpoint returns: status, short error, message, details. */
public record ApiErrorBody(int status, String error, String message, List<AppError.Detail> details) {}
