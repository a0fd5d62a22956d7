-- migrate:up
-- A tenant's monthly credit quota (null: none), and its usage by day (UTC): jobs created and credits charged. The
-- counters are kept apart from the extraction rows, so deleting files and results does not erase usage.
ALTER TABLE tenants ADD COLUMN monthly_credit_quota integer;

CREATE TABLE usage_days (
  tenant_id text NOT NULL REFERENCES tenants(id) ON DELETE CASCADE ON UPDATE CASCADE,
  day       date NOT NULL,
  jobs      integer NOT NULL DEFAULT 0,
  credits   integer NOT NULL DEFAULT 0,
  PRIMARY KEY (tenant_id, day)
);

-- Usage so far, from what still exists: jobs by the day they were created, credits by the day they were charged.
INSERT INTO usage_days (tenant_id, day, jobs, credits)
SELECT tenant_id, day, sum(jobs)::int, sum(credits)::int FROM (
  SELECT tenant_id, (created_at AT TIME ZONE 'UTC')::date AS day, count(*) AS jobs, 0 AS credits FROM extractions GROUP BY 1, 2
  UNION ALL
  SELECT tenant_id, (created_at AT TIME ZONE 'UTC')::date AS day, 0 AS jobs, sum(credits) AS credits FROM credit_charges GROUP BY 1, 2
) u GROUP BY tenant_id, day;

-- migrate:down
DROP TABLE usage_days;
ALTER TABLE tenants DROP COLUMN monthly_credit_quota;
