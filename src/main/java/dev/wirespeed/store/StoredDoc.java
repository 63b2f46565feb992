package dev.wirespeed.store;

/** A JSON document row as the repositories hand it out: id, kind or name, the JSON text, version. */
public record StoredDoc(String id, String kind, String json, long version, String updatedAt) {}
