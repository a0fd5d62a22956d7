-- migrate:up
CREATE TYPE "ExtractionStatus" AS ENUM ('PENDING', 'PROCESSING', 'COMPLETED', 'FAILED');

CREATE TABLE tenants (
  id         text PRIMARY KEY,
  name       text NOT NULL UNIQUE,
  created_at timestamptz(3) NOT NULL DEFAULT now()
);

CREATE TABLE api_keys (
  id         text PRIMARY KEY,
  tenant_id  text NOT NULL REFERENCES tenants(id) ON DELETE CASCADE ON UPDATE CASCADE,
  prefix     text NOT NULL,
  hash       text NOT NULL UNIQUE,
  name       text NOT NULL DEFAULT '',
  created_at timestamptz(3) NOT NULL DEFAULT now(),
  revoked_at timestamptz(3)
);
CREATE INDEX api_keys_tenant_id_idx ON api_keys (tenant_id);

CREATE TABLE files (
  id           text PRIMARY KEY,
  tenant_id    text NOT NULL REFERENCES tenants(id) ON DELETE CASCADE ON UPDATE CASCADE,
  content_type text NOT NULL,
  size_bytes   integer NOT NULL,
  sha256       text NOT NULL,
  storage_key  text NOT NULL,
  page_count   integer,
  source_url   text,
  created_at   timestamptz(3) NOT NULL DEFAULT now()
);
CREATE INDEX files_tenant_id_created_at_idx ON files (tenant_id, created_at);

CREATE TABLE extractions (
  id                 text PRIMARY KEY,
  tenant_id          text NOT NULL REFERENCES tenants(id) ON DELETE CASCADE ON UPDATE CASCADE,
  file_id            text NOT NULL REFERENCES files(id) ON DELETE CASCADE ON UPDATE CASCADE,
  status             "ExtractionStatus" NOT NULL DEFAULT 'PENDING',
  schema_name        text NOT NULL,
  schema_description text NOT NULL,
  document_schema    jsonb NOT NULL,
  engine             text,
  idempotency_key    text,
  request_hash       text,
  attempts           integer NOT NULL DEFAULT 0,
  error_code         text,
  error_message      text,
  result             json,
  credits_used       integer NOT NULL DEFAULT 0,
  created_at         timestamptz(3) NOT NULL DEFAULT now(),
  updated_at         timestamptz(3) NOT NULL DEFAULT now(),
  started_at         timestamptz(3),
  finished_at        timestamptz(3)
);
CREATE UNIQUE INDEX extractions_tenant_id_idempotency_key_key ON extractions (tenant_id, idempotency_key);
CREATE INDEX extractions_status_updated_at_idx ON extractions (status, updated_at);
CREATE INDEX extractions_tenant_id_created_at_idx ON extractions (tenant_id, created_at);

CREATE TABLE credit_charges (
  extraction_id text PRIMARY KEY REFERENCES extractions(id) ON DELETE CASCADE ON UPDATE CASCADE,
  tenant_id     text NOT NULL REFERENCES tenants(id) ON DELETE CASCADE ON UPDATE CASCADE,
  credits       integer NOT NULL,
  created_at    timestamptz(3) NOT NULL DEFAULT now()
);
CREATE INDEX credit_charges_tenant_id_created_at_idx ON credit_charges (tenant_id, created_at);

-- migrate:down
DROP TABLE credit_charges;
DROP TABLE extractions;
DROP TABLE files;
DROP TABLE api_keys;
DROP TABLE tenants;
DROP TYPE "ExtractionStatus";
