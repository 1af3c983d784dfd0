/**
 * What each search type reads: one SELECT per table, each giving the same
 * columns, so one query shape serves every type. `search` is the weighted
 * document the database keeps (migrations/0003_search_and_counters.sql);
 * `created_at, id` is the order of each table's newest-first index. Content
 * hidden by moderation is found by nobody (policies/moderation.ts): its author
 * and staff see it where it is listed, not in search.
 */
import { sql, type SQL } from "drizzle-orm";
import type { SearchType } from "@shared/search";

/** Columns: id, created_at, title, body, href, image_url, detail, search. */
export const SOURCES: Record<SearchType, SQL> = {
  creators: sql`select id, created_at, pet_name as title, bio as body, '/profile/' || user_id as href,
    avatar_image_url as image_url, pet_type || coalesce(' · ' || breed, '') as detail, search
    from creator_profiles where hidden_at is null`,
  threads: sql`select id, created_at, title, content as body, '/community?thread=' || id as href,
    null::text as image_url, category as detail, search
    from community_threads where hidden_at is null`,
  items: sql`select id, created_at, title, description as body, '/marketplace?item=' || id as href,
    image_url, '$' || price::text || ' · ' || condition as detail, search
    from marketplace_items where hidden_at is null`,
  // Both kinds, each opening on its own page.
  articles: sql`select id, created_at, title, content as body,
    case kind when 'wellness' then '/wellness-tips?open=' else '/vets-corner?open=' end || id as href,
    image_url, topic as detail, search
    from articles`,
};
