-- A host's role became one of the roles the model has a default CPU for. Stored plans may hold
-- "other" (an earlier editor choice) or free text from an imported document: those hosts lose the
-- role (not stated) instead of failing to load. Hosts keep their order. (A subquery's result is plain
-- text to SQLite: json() makes it an array again, not a string.)
UPDATE plan
SET doc = json_set(doc, '$.hosts', json((
        SELECT json_group_array(json(CASE
                WHEN json_extract(h.value, '$.role') IN ('desktop', 'laptop', 'server', 'nas', 'mini-pc', 'sbc', 'router')
                THEN h.value
                ELSE json_remove(h.value, '$.role')
            END))
        FROM (SELECT value FROM json_each(plan.doc, '$.hosts') ORDER BY key) AS h)))
WHERE json_valid(doc)
  AND EXISTS (
        SELECT 1 FROM json_each(plan.doc, '$.hosts') AS h
        WHERE json_type(h.value, '$.role') NOT IN ('null')
          AND (json_type(h.value, '$.role') <> 'text'
               OR json_extract(h.value, '$.role') NOT IN ('desktop', 'laptop', 'server', 'nas', 'mini-pc', 'sbc', 'router')));
