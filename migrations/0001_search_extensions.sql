-- Trigram similarity for search (typos, short words). Real PostgreSQL ships it as a
-- contrib extension; the embedded database loads it at start-up.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
