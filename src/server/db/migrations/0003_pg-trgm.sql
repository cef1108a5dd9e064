-- Trigram operators for the admin console's case-insensitive "contains" search on username and
-- e-mail (GIN indexes in the next migration). pg_trgm is a trusted extension (PostgreSQL 13+),
-- so a database owner may create it; PGlite loads it through its contrib bundle (db/client.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
