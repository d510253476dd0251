ALTER TABLE "idempotency_keys" ALTER COLUMN "fingerprint" DROP NOT NULL;--> statement-breakpoint
-- Fingerprints were a plain SHA-256 of the request: a guessed body could be checked against a dump.
-- They are dropped; each stored answer is replayed to its key's next retry, which keys it again.
UPDATE "idempotency_keys" SET "fingerprint" = NULL;
