-- migrate:up
-- Idempotency-Key on POST /v1/upload: a retried upload with the same key and the same file answers the first
-- upload's file instead of storing a second one.
ALTER TABLE files ADD COLUMN idempotency_key text;
ALTER TABLE files ADD COLUMN request_hash text;
CREATE UNIQUE INDEX files_tenant_id_idempotency_key_key ON files (tenant_id, idempotency_key);

-- migrate:down
DROP INDEX files_tenant_id_idempotency_key_key;
ALTER TABLE files DROP COLUMN request_hash;
ALTER TABLE files DROP COLUMN idempotency_key;
