-- Trigram indexes make the admin's "name or email contains" search index-backed (next migration).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
