-- Search documents kept by the database itself. `search` is a weighted full-text
-- document (A: names and titles, B: kinds and categories, C: long text) and
-- `search_name` the short text matched by trigram similarity for typos. Both are
-- read only by the search queries (server/search), never sent to clients.
ALTER TABLE "creator_profiles" ADD COLUMN "search" tsvector GENERATED ALWAYS AS (
  setweight(to_tsvector('english'::regconfig, pet_name), 'A')
  || setweight(to_tsvector('english'::regconfig, pet_type || ' ' || coalesce(breed, '')), 'B')
  || setweight(to_tsvector('english'::regconfig, bio), 'C')
) STORED;--> statement-breakpoint
ALTER TABLE "creator_profiles" ADD COLUMN "search_name" text GENERATED ALWAYS AS (
  pet_name || ' ' || coalesce(breed || ' ', '') || pet_type
) STORED;--> statement-breakpoint
ALTER TABLE "community_threads" ADD COLUMN "search" tsvector GENERATED ALWAYS AS (
  setweight(to_tsvector('english'::regconfig, title), 'A')
  || setweight(to_tsvector('english'::regconfig, category), 'B')
  || setweight(to_tsvector('english'::regconfig, content), 'C')
) STORED;--> statement-breakpoint
ALTER TABLE "community_threads" ADD COLUMN "search_name" text GENERATED ALWAYS AS (title) STORED;--> statement-breakpoint
ALTER TABLE "marketplace_items" ADD COLUMN "search" tsvector GENERATED ALWAYS AS (
  setweight(to_tsvector('english'::regconfig, title), 'A')
  || setweight(to_tsvector('english'::regconfig, category || ' ' || condition), 'B')
  || setweight(to_tsvector('english'::regconfig, description), 'C')
) STORED;--> statement-breakpoint
ALTER TABLE "marketplace_items" ADD COLUMN "search_name" text GENERATED ALWAYS AS (title) STORED;--> statement-breakpoint
ALTER TABLE "wellness_tips" ADD COLUMN "search" tsvector GENERATED ALWAYS AS (
  setweight(to_tsvector('english'::regconfig, title), 'A')
  || setweight(to_tsvector('english'::regconfig, category), 'B')
  || setweight(to_tsvector('english'::regconfig, content), 'C')
) STORED;--> statement-breakpoint
ALTER TABLE "wellness_tips" ADD COLUMN "search_name" text GENERATED ALWAYS AS (title) STORED;--> statement-breakpoint
ALTER TABLE "vet_articles" ADD COLUMN "search" tsvector GENERATED ALWAYS AS (
  setweight(to_tsvector('english'::regconfig, title), 'A')
  || setweight(to_tsvector('english'::regconfig, specialization), 'B')
  || setweight(to_tsvector('english'::regconfig, content), 'C')
) STORED;--> statement-breakpoint
ALTER TABLE "vet_articles" ADD COLUMN "search_name" text GENERATED ALWAYS AS (title) STORED;--> statement-breakpoint
CREATE INDEX "creator_profiles_search_idx" ON "creator_profiles" USING gin ("search");--> statement-breakpoint
CREATE INDEX "creator_profiles_search_name_idx" ON "creator_profiles" USING gin ("search_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "community_threads_search_idx" ON "community_threads" USING gin ("search");--> statement-breakpoint
CREATE INDEX "community_threads_search_name_idx" ON "community_threads" USING gin ("search_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "marketplace_items_search_idx" ON "marketplace_items" USING gin ("search");--> statement-breakpoint
CREATE INDEX "marketplace_items_search_name_idx" ON "marketplace_items" USING gin ("search_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "wellness_tips_search_idx" ON "wellness_tips" USING gin ("search");--> statement-breakpoint
CREATE INDEX "wellness_tips_search_name_idx" ON "wellness_tips" USING gin ("search_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "vet_articles_search_idx" ON "vet_articles" USING gin ("search");--> statement-breakpoint
CREATE INDEX "vet_articles_search_name_idx" ON "vet_articles" USING gin ("search_name" gin_trgm_ops);--> statement-breakpoint

-- Explore's substring search over pet name, pet type and bio (case-insensitive).
CREATE INDEX "creator_profiles_pet_name_trgm_idx" ON "creator_profiles" USING gin ("pet_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "creator_profiles_pet_type_trgm_idx" ON "creator_profiles" USING gin ("pet_type" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "creator_profiles_bio_trgm_idx" ON "creator_profiles" USING gin ("bio" gin_trgm_ops);--> statement-breakpoint

-- Explore's category tabs: one newest-first index per tab, whose predicate is the
-- tab's keyword rule exactly as the list query writes it (server/search/explore-categories.ts;
-- a test compares the two), so a tab's page reads its index in order.
CREATE INDEX "creator_profiles_explore_dog_idx" ON "creator_profiles" ("created_at" DESC NULLS FIRST, "id" DESC NULLS FIRST)
  WHERE (lower(pet_type) LIKE '%dog%');--> statement-breakpoint
CREATE INDEX "creator_profiles_explore_cat_idx" ON "creator_profiles" ("created_at" DESC NULLS FIRST, "id" DESC NULLS FIRST)
  WHERE (lower(pet_type) LIKE '%cat%');--> statement-breakpoint
CREATE INDEX "creator_profiles_explore_bird_idx" ON "creator_profiles" ("created_at" DESC NULLS FIRST, "id" DESC NULLS FIRST)
  WHERE (lower(pet_type) LIKE '%bird%' OR lower(pet_type) LIKE '%parrot%' OR lower(pet_type) LIKE '%parakeet%');--> statement-breakpoint
CREATE INDEX "creator_profiles_explore_rare_idx" ON "creator_profiles" ("created_at" DESC NULLS FIRST, "id" DESC NULLS FIRST)
  WHERE (lower(pet_type) LIKE '%exotic%' OR lower(pet_type) LIKE '%reptile%' OR lower(pet_type) LIKE '%snake%' OR lower(pet_type) LIKE '%lizard%' OR lower(pet_type) LIKE '%hedgehog%' OR lower(pet_type) LIKE '%sugar glider%');--> statement-breakpoint
CREATE INDEX "creator_profiles_explore_farm_idx" ON "creator_profiles" ("created_at" DESC NULLS FIRST, "id" DESC NULLS FIRST)
  WHERE (lower(pet_type) LIKE '%pig%' OR lower(pet_type) LIKE '%goat%' OR lower(pet_type) LIKE '%sheep%' OR lower(pet_type) LIKE '%chicken%' OR lower(pet_type) LIKE '%duck%' OR lower(pet_type) LIKE '%cow%' OR lower(pet_type) LIKE '%horse%');--> statement-breakpoint

-- Fans and posts counts of a creator profile, kept in step with every write by the
-- database, so listing profiles never counts subscriptions. A fan is a subscription
-- whose status is one of FAN_SUBSCRIPTION_STATUSES (shared/subscriptions.ts; a test
-- checks this function counts exactly those). The triggers run once per statement
-- over its changed rows, so a bulk insert of many fans updates each profile once.
CREATE FUNCTION "pawfans_is_fan_status"(status text) RETURNS boolean
  LANGUAGE sql IMMUTABLE AS $$ SELECT status IN ('active') $$;--> statement-breakpoint
CREATE FUNCTION "pawfans_fans_added"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE creator_profiles p SET fans_count = p.fans_count + d.n
  FROM (SELECT creator_profile_id, count(*) AS n FROM new_rows WHERE pawfans_is_fan_status(status) GROUP BY 1) d
  WHERE p.id = d.creator_profile_id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "pawfans_fans_removed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE creator_profiles p SET fans_count = p.fans_count - d.n
  FROM (SELECT creator_profile_id, count(*) AS n FROM old_rows WHERE pawfans_is_fan_status(status) GROUP BY 1) d
  WHERE p.id = d.creator_profile_id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "pawfans_fans_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE creator_profiles p SET fans_count = p.fans_count + d.n
  FROM (
    SELECT creator_profile_id, sum(delta) AS n FROM (
      SELECT creator_profile_id, 1 AS delta FROM new_rows WHERE pawfans_is_fan_status(status)
      UNION ALL
      SELECT creator_profile_id, -1 FROM old_rows WHERE pawfans_is_fan_status(status)
    ) changes GROUP BY 1 HAVING sum(delta) <> 0
  ) d
  WHERE p.id = d.creator_profile_id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "subscriptions_fans_added" AFTER INSERT ON "subscriptions"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION pawfans_fans_added();--> statement-breakpoint
CREATE TRIGGER "subscriptions_fans_removed" AFTER DELETE ON "subscriptions"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION pawfans_fans_removed();--> statement-breakpoint
CREATE TRIGGER "subscriptions_fans_changed" AFTER UPDATE ON "subscriptions"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION pawfans_fans_changed();--> statement-breakpoint
CREATE FUNCTION "pawfans_posts_added"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE creator_profiles p SET posts_count = p.posts_count + d.n
  FROM (SELECT creator_profile_id, count(*) AS n FROM new_rows GROUP BY 1) d
  WHERE p.id = d.creator_profile_id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "pawfans_posts_removed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE creator_profiles p SET posts_count = p.posts_count - d.n
  FROM (SELECT creator_profile_id, count(*) AS n FROM old_rows GROUP BY 1) d
  WHERE p.id = d.creator_profile_id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "posts_added" AFTER INSERT ON "posts"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION pawfans_posts_added();--> statement-breakpoint
CREATE TRIGGER "posts_removed" AFTER DELETE ON "posts"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION pawfans_posts_removed();--> statement-breakpoint
UPDATE creator_profiles p SET
  fans_count = (SELECT count(*) FROM subscriptions s WHERE s.creator_profile_id = p.id AND pawfans_is_fan_status(s.status)),
  posts_count = (SELECT count(*) FROM posts x WHERE x.creator_profile_id = p.id);
