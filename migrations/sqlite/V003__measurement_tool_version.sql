-- The version of the tool that printed a run ("3.12" from iperf3 -J or -V), null when the output
-- does not say. Runs stored before carry it in their parsed form already (iperf3 -J): copy it out.
ALTER TABLE measurement ADD COLUMN tool_version TEXT;

UPDATE measurement
SET tool_version = json_extract(run_json, '$.toolVersion')
WHERE json_valid(run_json) AND json_type(run_json, '$.toolVersion') = 'text';
