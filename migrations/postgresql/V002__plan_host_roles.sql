-- PostgreSQL twin of sqlite/V002, with jsonb in place of SQLite's json1 functions: hosts whose role
-- is not one the model has a default CPU for lose the role; hosts keep their order. PostgreSQL has
-- no json_valid: the documents are cast, which only this program writes (always valid JSON).
UPDATE plan
SET doc = jsonb_set(doc::jsonb, '{hosts}', (
        SELECT jsonb_agg(CASE
                WHEN jsonb_typeof(h.value) <> 'object' THEN h.value
                WHEN jsonb_typeof(h.value -> 'role') = 'string'
                     AND h.value ->> 'role' IN ('desktop', 'laptop', 'server', 'nas', 'mini-pc', 'sbc', 'router')
                THEN h.value
                ELSE h.value - 'role'
            END ORDER BY h.ord)
        FROM jsonb_array_elements(plan.doc::jsonb -> 'hosts') WITH ORDINALITY AS h(value, ord)))::text
WHERE jsonb_typeof(doc::jsonb -> 'hosts') = 'array'
  AND EXISTS (
        SELECT 1 FROM jsonb_array_elements(plan.doc::jsonb -> 'hosts') AS h(value)
        WHERE jsonb_typeof(h.value) = 'object'
          AND jsonb_typeof(h.value -> 'role') <> 'null'
          AND (jsonb_typeof(h.value -> 'role') <> 'string'
               OR h.value ->> 'role' NOT IN ('desktop', 'laptop', 'server', 'nas', 'mini-pc', 'sbc', 'router')));
