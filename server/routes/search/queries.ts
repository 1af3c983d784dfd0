/**
 * Search over creators, community threads, Paw Bazar items and articles (wellness
 * tips and vet articles), on PostgreSQL's own engines: the weighted full-text
 * document `search` (title beats body) and trigram word similarity on the short
 * `search_name` for typos and partial words. Both columns are kept by the
 * database (migrations/0003_search_and_counters.sql). Posts are not searched, so
 * premium text can never be found by someone who may not see it.
 *
 * Results are ranked by score, then id; the cursor carries the last score and id
 * so the next page starts exactly after it (no duplicates, no gaps).
 */
import { sql, type SQL } from "drizzle-orm";
import type { SearchResult, SearchType } from "@shared/search";
import type { DbOrTx } from "../../db";

interface SearchSource {
  /** One SELECT per table, each giving: id, title, body, href, image_url, detail, search, search_name. */
  rows: SQL;
}

const SOURCES: Record<SearchType, SearchSource> = {
  creators: {
    rows: sql`select id, pet_name as title, bio as body, '/profile/' || user_id as href,
      avatar_image_url as image_url, pet_type || coalesce(' · ' || breed, '') as detail, search, search_name
      from creator_profiles`,
  },
  threads: {
    rows: sql`select id, title, content as body, '/community?thread=' || id as href,
      null::text as image_url, category as detail, search, search_name
      from community_threads`,
  },
  items: {
    rows: sql`select id, title, description as body, '/marketplace?item=' || id as href,
      image_url, '$' || price::text || ' · ' || condition as detail, search, search_name
      from marketplace_items`,
  },
  articles: {
    rows: sql`select id, title, content as body, '/wellness-tips?open=' || id as href,
      image_url, category as detail, search, search_name
      from wellness_tips
      union all
      select id, title, content as body, '/vets-corner?open=' || id as href,
      image_url, specialization as detail, search, search_name
      from vet_articles`,
  },
};

/**
 * How results are matched. "words": the full-text document matches the words
 * (fast, and enough whenever it finds a page). "similar": also rows whose name is
 * similar word by word, for typos and partial words; used when the words alone
 * find less than a page. The mode is kept in the cursor so every page ranks alike.
 */
type MatchMode = "words" | "similar";

export interface SearchCursor {
  mode: MatchMode;
  score: number;
  id: string;
}

export function encodeCursor(cursor: SearchCursor): string {
  return Buffer.from(JSON.stringify([cursor.mode, cursor.score, cursor.id])).toString("base64url");
}

/** The cursor of a previous page, or null when it is not one of ours. */
export function decodeCursor(value: string): SearchCursor | null {
  try {
    const parsed: unknown = JSON.parse(Buffer.from(value, "base64url").toString("utf8"));
    if (
      Array.isArray(parsed) &&
      parsed.length === 3 &&
      (parsed[0] === "words" || parsed[0] === "similar") &&
      typeof parsed[1] === "number" &&
      Number.isFinite(parsed[1]) &&
      typeof parsed[2] === "string" &&
      /^[0-9a-f-]{36}$/i.test(parsed[2])
    ) {
      return { mode: parsed[0], score: parsed[1], id: parsed[2] };
    }
  } catch {
    // Not base64 JSON: not a cursor.
  }
  return null;
}

type SearchRow = {
  id: string;
  title: string;
  snippet: string;
  href: string;
  image_url: string | null;
  detail: string | null;
  score: number;
};

/**
 * One page of one type's results, best first. Returns `limit` results and the
 * cursor of the next page (null on the last).
 */
export async function searchType(
  db: DbOrTx,
  type: SearchType,
  q: string,
  limit: number,
  after: SearchCursor | null,
): Promise<{ results: SearchResult[]; next: SearchCursor | null }> {
  if (after) return searchPage(db, type, q, limit, after.mode, after);
  const byWords = await searchPage(db, type, q, limit, "words", null);
  if (byWords.next || byWords.results.length === limit) return byWords;
  return searchPage(db, type, q, limit, "similar", null);
}

async function searchPage(
  db: DbOrTx,
  type: SearchType,
  q: string,
  limit: number,
  mode: MatchMode,
  after: SearchCursor | null,
): Promise<{ results: SearchResult[]; next: SearchCursor | null }> {
  const afterCondition = after
    ? sql`where (score, id) < (${after.score}::float8, ${after.id}::uuid)`
    : sql``;
  // The search terms are written into each condition (not joined from a CTE) so that
  // PostgreSQL folds websearch_to_tsquery to a constant and the GIN indexes serve it.
  const tsquery = sql`websearch_to_tsquery('english', ${q})`;
  const score =
    mode === "words"
      ? sql`ts_rank(s.search, ${tsquery})::float8`
      : sql`(ts_rank(s.search, ${tsquery})::float8 + 0.5 * word_similarity(${q}, s.search_name)::float8)`;
  const matches = mode === "words" ? sql`s.search @@ ${tsquery}` : sql`(s.search @@ ${tsquery} or ${q} <% s.search_name)`;
  const found = await db.execute<SearchRow>(sql`
    with matches as (
      select s.id, s.title, s.body, s.href, s.image_url, s.detail, ${score} as score
      from (${SOURCES[type].rows}) s
      where ${matches}
    ),
    page as (
      select * from matches ${afterCondition}
      order by score desc, id desc
      limit ${limit + 1}
    )
    -- Excerpts only for the page's rows: ts_headline reads the whole text.
    select page.id, page.title, page.href, page.image_url, page.detail, page.score,
      ts_headline('english', page.body, ${tsquery},
        'StartSel="", StopSel="", MaxWords=24, MinWords=12, MaxFragments=1, FragmentDelimiter=" … "') as snippet
    from page
    order by page.score desc, page.id desc`);
  const rows = found.rows.slice(0, limit);
  const last = rows.at(-1);
  return {
    results: rows.map((row) => ({
      type,
      id: row.id,
      title: row.title,
      snippet: row.snippet,
      href: row.href,
      imageUrl: row.image_url,
      detail: row.detail,
    })),
    next: found.rows.length > limit && last ? { mode, score: Number(last.score), id: last.id } : null,
  };
}
