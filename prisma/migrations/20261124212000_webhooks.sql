-- migrate:up
-- Webhooks: a per-tenant signing secret, the URL a caller gave with an extraction, its delivery state, and every
-- delivery attempt.
ALTER TABLE tenants ADD COLUMN webhook_secret text;

ALTER TABLE extractions ADD COLUMN webhook_url text;
ALTER TABLE extractions ADD COLUMN webhook_status text;
ALTER TABLE extractions ADD COLUMN webhook_attempts integer NOT NULL DEFAULT 0;
ALTER TABLE extractions ADD COLUMN webhook_last_error text;

CREATE TABLE webhook_attempts (
  id            text PRIMARY KEY,
  extraction_id text NOT NULL REFERENCES extractions(id) ON DELETE CASCADE ON UPDATE CASCADE,
  event_id      text NOT NULL,
  attempt       integer NOT NULL,
  status_code   integer,
  error         text,
  duration_ms   integer NOT NULL,
  created_at    timestamptz(3) NOT NULL DEFAULT now()
);
CREATE INDEX webhook_attempts_extraction_id_idx ON webhook_attempts (extraction_id);

-- migrate:down
DROP TABLE webhook_attempts;
ALTER TABLE extractions DROP COLUMN webhook_last_error;
ALTER TABLE extractions DROP COLUMN webhook_attempts;
ALTER TABLE extractions DROP COLUMN webhook_status;
ALTER TABLE extractions DROP COLUMN webhook_url;
ALTER TABLE tenants DROP COLUMN webhook_secret;
