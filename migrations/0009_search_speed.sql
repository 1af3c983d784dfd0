-- Search tiers (server/routes/search/queries.ts): results whose name or title holds
-- the words (weight A of the document `search`), then name and kind together (A and
-- B), then the rest. These GIN indexes over those parts list a rare word's matches
-- in a tier without reading its other matches; the tiers' conditions use exactly
-- these expressions.
CREATE INDEX "creator_profiles_search_weight_a_idx" ON "creator_profiles" USING gin (ts_filter("search", '{a}')) WITH (gin_pending_list_limit = 64);--> statement-breakpoint
CREATE INDEX "creator_profiles_search_weight_ab_idx" ON "creator_profiles" USING gin (ts_filter("search", '{a,b}')) WITH (gin_pending_list_limit = 64);--> statement-breakpoint
CREATE INDEX "community_threads_search_weight_a_idx" ON "community_threads" USING gin (ts_filter("search", '{a}')) WITH (gin_pending_list_limit = 64);--> statement-breakpoint
CREATE INDEX "community_threads_search_weight_ab_idx" ON "community_threads" USING gin (ts_filter("search", '{a,b}')) WITH (gin_pending_list_limit = 64);--> statement-breakpoint
CREATE INDEX "marketplace_items_search_weight_a_idx" ON "marketplace_items" USING gin (ts_filter("search", '{a}')) WITH (gin_pending_list_limit = 64);--> statement-breakpoint
CREATE INDEX "marketplace_items_search_weight_ab_idx" ON "marketplace_items" USING gin (ts_filter("search", '{a,b}')) WITH (gin_pending_list_limit = 64);--> statement-breakpoint
CREATE INDEX "wellness_tips_search_weight_a_idx" ON "wellness_tips" USING gin (ts_filter("search", '{a}')) WITH (gin_pending_list_limit = 64);--> statement-breakpoint
CREATE INDEX "wellness_tips_search_weight_ab_idx" ON "wellness_tips" USING gin (ts_filter("search", '{a,b}')) WITH (gin_pending_list_limit = 64);--> statement-breakpoint
CREATE INDEX "vet_articles_search_weight_a_idx" ON "vet_articles" USING gin (ts_filter("search", '{a}')) WITH (gin_pending_list_limit = 64);--> statement-breakpoint
CREATE INDEX "vet_articles_search_weight_ab_idx" ON "vet_articles" USING gin (ts_filter("search", '{a,b}')) WITH (gin_pending_list_limit = 64);--> statement-breakpoint

-- A GIN index first keeps new entries in a pending list, which every scan reads in
-- full until VACUUM or an overflow merges it. At the default limit (4 MB, some 20,000
-- entries) that cost more than the search itself after a bulk load (15-45 ms per
-- index scan, measured); at 64 kB (a few hundred entries) it costs about 0.1 ms,
-- and writes stay batched (a 20,000-row insert ran 4 times as fast as with no
-- pending list at all).
ALTER INDEX "creator_profiles_search_idx" SET (gin_pending_list_limit = 64);--> statement-breakpoint
ALTER INDEX "creator_profiles_search_name_idx" SET (gin_pending_list_limit = 64);--> statement-breakpoint
ALTER INDEX "community_threads_search_idx" SET (gin_pending_list_limit = 64);--> statement-breakpoint
ALTER INDEX "community_threads_search_name_idx" SET (gin_pending_list_limit = 64);--> statement-breakpoint
ALTER INDEX "marketplace_items_search_idx" SET (gin_pending_list_limit = 64);--> statement-breakpoint
ALTER INDEX "marketplace_items_search_name_idx" SET (gin_pending_list_limit = 64);--> statement-breakpoint
ALTER INDEX "wellness_tips_search_idx" SET (gin_pending_list_limit = 64);--> statement-breakpoint
ALTER INDEX "wellness_tips_search_name_idx" SET (gin_pending_list_limit = 64);--> statement-breakpoint
ALTER INDEX "vet_articles_search_idx" SET (gin_pending_list_limit = 64);--> statement-breakpoint
ALTER INDEX "vet_articles_search_name_idx" SET (gin_pending_list_limit = 64);--> statement-breakpoint
SELECT gin_clean_pending_list('"creator_profiles_search_idx"'::regclass);--> statement-breakpoint
SELECT gin_clean_pending_list('"creator_profiles_search_name_idx"'::regclass);--> statement-breakpoint
SELECT gin_clean_pending_list('"community_threads_search_idx"'::regclass);--> statement-breakpoint
SELECT gin_clean_pending_list('"community_threads_search_name_idx"'::regclass);--> statement-breakpoint
SELECT gin_clean_pending_list('"marketplace_items_search_idx"'::regclass);--> statement-breakpoint
SELECT gin_clean_pending_list('"marketplace_items_search_name_idx"'::regclass);--> statement-breakpoint
SELECT gin_clean_pending_list('"wellness_tips_search_idx"'::regclass);--> statement-breakpoint
SELECT gin_clean_pending_list('"wellness_tips_search_name_idx"'::regclass);--> statement-breakpoint
SELECT gin_clean_pending_list('"vet_articles_search_idx"'::regclass);--> statement-breakpoint
SELECT gin_clean_pending_list('"vet_articles_search_name_idx"'::regclass);--> statement-breakpoint

-- Typo tolerance (the "similar" tier): every lexeme of the names and kinds, once,
-- kept by the database. A query word is compared by trigram similarity with these
-- lexemes, not with every row's name: in a table where thousands of names share
-- "golden" or "retriever", that trigram scan read every one of their trigrams
-- (7-27 ms per query, measured at 100,000 creators). Lexemes of deleted rows stay:
-- a correction to them then finds nothing, which is harmless.
CREATE TABLE "search_lexemes" ("lexeme" text PRIMARY KEY);--> statement-breakpoint
CREATE INDEX "search_lexemes_trgm_idx" ON "search_lexemes" USING gin ("lexeme" gin_trgm_ops) WITH (gin_pending_list_limit = 64);--> statement-breakpoint
CREATE FUNCTION "pawfans_search_lexemes_added"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_lexemes (lexeme)
  SELECT DISTINCT unnest(tsvector_to_array(ts_filter(search, '{a,b}'))) FROM new_rows
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "creator_profiles_search_lexemes_added" AFTER INSERT ON "creator_profiles"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION pawfans_search_lexemes_added();--> statement-breakpoint
CREATE TRIGGER "creator_profiles_search_lexemes_changed" AFTER UPDATE ON "creator_profiles"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION pawfans_search_lexemes_added();--> statement-breakpoint
CREATE TRIGGER "community_threads_search_lexemes_added" AFTER INSERT ON "community_threads"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION pawfans_search_lexemes_added();--> statement-breakpoint
CREATE TRIGGER "community_threads_search_lexemes_changed" AFTER UPDATE ON "community_threads"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION pawfans_search_lexemes_added();--> statement-breakpoint
CREATE TRIGGER "marketplace_items_search_lexemes_added" AFTER INSERT ON "marketplace_items"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION pawfans_search_lexemes_added();--> statement-breakpoint
CREATE TRIGGER "marketplace_items_search_lexemes_changed" AFTER UPDATE ON "marketplace_items"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION pawfans_search_lexemes_added();--> statement-breakpoint
CREATE TRIGGER "wellness_tips_search_lexemes_added" AFTER INSERT ON "wellness_tips"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION pawfans_search_lexemes_added();--> statement-breakpoint
CREATE TRIGGER "wellness_tips_search_lexemes_changed" AFTER UPDATE ON "wellness_tips"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION pawfans_search_lexemes_added();--> statement-breakpoint
CREATE TRIGGER "vet_articles_search_lexemes_added" AFTER INSERT ON "vet_articles"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION pawfans_search_lexemes_added();--> statement-breakpoint
CREATE TRIGGER "vet_articles_search_lexemes_changed" AFTER UPDATE ON "vet_articles"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION pawfans_search_lexemes_added();--> statement-breakpoint
INSERT INTO search_lexemes (lexeme)
SELECT DISTINCT unnest(tsvector_to_array(ts_filter(search, '{a,b}'))) FROM (
  SELECT search FROM "creator_profiles"
  UNION ALL SELECT search FROM "community_threads"
  UNION ALL SELECT search FROM "marketplace_items"
  UNION ALL SELECT search FROM "wellness_tips"
  UNION ALL SELECT search FROM "vet_articles"
) documents
ON CONFLICT DO NOTHING;--> statement-breakpoint

-- Statistics for the new expressions, so the planner knows how common a word is in a tier.
ANALYZE "creator_profiles", "community_threads", "marketplace_items", "wellness_tips", "vet_articles", "search_lexemes";
