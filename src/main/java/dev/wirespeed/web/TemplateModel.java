package dev.wirespeed.web;

import java.util.HashMap;

/** A template model that leaves out null values (the renderer copies the model into an immutable map); templates read a missing variable as null. */
final class TemplateModel extends HashMap<String, Object> {
    @Override
    public Object put(String key, Object value) {
        return value == null ? remove(key) : super.put(key, value);
    }
}
