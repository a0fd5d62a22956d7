-- migrate:up
-- Deleting an extraction (by the caller or by retention) must not erase what it cost: a credit charge outlives its
-- extraction, for usage reports and quotas, so it no longer references the extraction row.
ALTER TABLE credit_charges DROP CONSTRAINT credit_charges_extraction_id_fkey;

-- migrate:down
DELETE FROM credit_charges c WHERE NOT EXISTS (SELECT 1 FROM extractions e WHERE e.id = c.extraction_id);
ALTER TABLE credit_charges ADD CONSTRAINT credit_charges_extraction_id_fkey
  FOREIGN KEY (extraction_id) REFERENCES extractions(id) ON DELETE CASCADE ON UPDATE CASCADE;
