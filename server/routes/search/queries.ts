/**
 * Search over creators, community threads, Paw Bazar items and articles (wellness
 * tips and vet articles), on PostgreSQL's own engines: the weighted full-text
 * document `search` (A: names and titles, B: kinds and categories, C: long text;
 * migrations/0003_search_and_counters.sql) and, for typos and partial words,
 * pg_trgm similarity between the query's words and the lexemes of every name and
 * kind (search_lexemes; migrations/0009_search_speed.sql). Posts are not
 * searched, so premium text can never be found by someone who may not see it.
 *
 * The ranking is four tiers, best first, and newest first (created_at, then id)
 * within each:
 *   1. "name": the name or title alone contains the words;
 *   2. "kind": name and kind together do (a pet's type and breed, a thread's or
 *      tip's category, an item's category and condition, a vet article's field);
 *   3. "text": the whole document does (bio, thread text, description, article);
 *   4. "similar", after every word match and only for a query without a -word:
 *      rows the words miss whose name and kind hold, for each word of the query,
 *      one of the NEAR_LEXEMES lexemes of names and kinds most similar to it
 *      (pg_trgm `<%`: word_similarity at least pg_trgm.word_similarity_threshold,
 *      0.6 by default; "goldn" is 0.67 like 'golden', "retrievr" 0.78 like
 *      'retriev', "retr" 0.8 like 'retriev').
 * "The words" is websearch_to_tsquery('english', q): stems, "quoted phrases", or, -not.
 *
 * Why tiers and not ts_rank: ranking reads every match, and a common word matches
 * a tenth of the rows. A tier is a condition with its own GIN index
 * (migrations/0009_search_speed.sql) and the table's newest-first index gives the
 * order inside it, so a page costs about its size divided by the share of rows
 * that match, whatever the table's size (tierPage: how a rare word stays cheap).
 */
import crypto from "node:crypto";
import { sql, type SQL } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import type pg from "pg";
import type { SearchResult, SearchType } from "@shared/search";
import { presentImage, type ImageFacts } from "../../presenters/image";
import { objectUrlPath } from "../../storage/object-path";
import { TIERS, type SearchCursor, type Tier } from "./cursor";
import { SOURCES } from "./sources";
import { statementName } from "../../db/statement-names";

const OBJECTS_PREFIX = objectUrlPath("");
/** Written into the statement (a constant of ours, not input), so that a generic plan knows it too. */
const OBJECTS_PREFIX_PATTERN = sql.raw(`'${OBJECTS_PREFIX.replaceAll("'", "''")}%'`);
const OBJECTS_PATH_START = sql.raw(String(OBJECTS_PREFIX.length + 1));

/**
 * Rows a tier's page first reads newest first, looking for its matches, and how
 * far it reads on when some turned up and more should. A match that is not among
 * the newest 100 rows is rare enough for the tier's GIN index to list them all
 * cheaply; 2,000 rows fill a page of 20 for a word in about 1% of the rows.
 */
const FIRST_LOOK = 100;
const SECOND_LOOK = 2_000;

/**
 * The words, read from the statement's first CTE `query`, which also holds the
 * text as typed: parsed once per statement, and the only parameters of the
 * plan, so one plan serves every query (see run).
 */
const WORDS = sql`(select words from query)`;
const queryWords = (q: string) => sql`query as materialized (select websearch_to_tsquery('english', ${q}) as words, ${q}::text as q)`;

/** Lexemes of names and kinds tried for one query word in the similar tier, the most similar first. */
const NEAR_LEXEMES = 8;

/**
 * The similar tier's query, as CTE `near`: each word of the query replaced by the
 * lexemes of names and kinds similar to it, "goldn retrievr" becoming 'golden' &
 * 'retriev'. search_lexemes holds each lexeme once (the database keeps it), so
 * this reads a few index entries where matching every row's name by trigrams
 * would read every name sharing them. Null when a word is similar to none: then
 * nothing matches.
 */
function nearLexemes(): SQL {
  return sql`near_words as materialized (
      select ignored,
        -- Each lexeme written as a quoted tsquery operand: backslashes and quotes escaped.
        (select string_agg('''' || replace(replace(l.lexeme, '\\', '\\\\'), '''', '''''') || '''', ' | ') from (
          select lexeme from search_lexemes where word <% lexeme
          order by word_similarity(word, lexeme) desc, lexeme limit ${sql.raw(String(NEAR_LEXEMES))}
        ) l) as alternatives
      -- Each word of the query as English search stems it (lexemes are stems), or as
      -- written when English search ignores it.
      from unnest(tsvector_to_array(to_tsvector('simple', (select q from query)))) as token,
        lateral (select coalesce((tsvector_to_array(to_tsvector('english', token)))[1], token) as word,
          length(to_tsvector('english', token)) = 0 as ignored) stemmed
    ),
    near as materialized (
      select case when bool_and(alternatives is not null)
        then string_agg('(' || alternatives || ')', ' & ')::tsquery end as words
      from near_words
      -- A word English search ignores ("the", "do") counts only when the query has
      -- nothing else: typed into the header, "do" is on its way to "dog".
      where not ignored or not exists (select from near_words where not ignored)
    )`;
}

/**
 * The condition of a tier on a row `s`; the tiers never overlap. A part's tsvector
 * is ts_filter of the weighted document, the expression of the tier's index.
 * Without a -word, a match in the name is one in name and kind and one in the
 * whole document; the planner then folds the `negated` checks away (the tsquery
 * is a constant).
 */
function tierMatch(tier: Tier): SQL {
  const inName = sql`ts_filter(s.search, '{a}') @@ ${WORDS}`;
  const inNameOrKind = sql`ts_filter(s.search, '{a,b}') @@ ${WORDS}`;
  const inDocument = sql`s.search @@ ${WORDS}`;
  const negated = sql`(select words::text like '%!%' from query)`;
  switch (tier) {
    case "name":
      return sql`${inName} and (not ${negated} or ${inDocument})`;
    case "kind":
      return sql`${inNameOrKind} and not ${inName} and (not ${negated} or ${inDocument})`;
    case "text":
      return sql`${inDocument} and not ${inNameOrKind} and (not ${negated} or not ${inName})`;
    case "similar":
      // Similarity cannot honour a -word, so a query with one asks for its words only.
      return sql`ts_filter(s.search, '{a,b}') @@ (select words from near) and not ${inDocument} and not ${negated}`;
  }
}

/** A word match's tier as its place in TIERS (1 name, 2 kind, 3 text), for rows `s` the words match. */
const WORD_TIER_RANK = sql`case when ts_filter(s.search, '{a}') @@ ${WORDS} then 1 when ts_filter(s.search, '{a,b}') @@ ${WORDS} then 2 else 3 end`;

const dialect = new PgDialect();

/**
 * Runs a statement as a prepared statement named after its text. Planning one
 * of these takes longer than running it;
 * after PostgreSQL's first five executions on a connection it keeps one generic
 * plan and plans no more, provided the generic plan looks no costlier than a
 * custom one. Hence the query text reaches the plan only through the `query`
 * CTE, and sizes are written into the text: a LIMIT or a word list the
 * planner could see in a custom plan would make it plan every execution again.
 */
async function run<T>(pool: pg.Pool, statement: SQL): Promise<T[]> {
  const { sql: text, params } = dialect.sqlToQuery(statement);
  const name = statementName(`search_${crypto.createHash("sha1").update(text).digest("hex").slice(0, 16)}`);
  return (await pool.query<T & pg.QueryResultRow>({ name, text, values: params })).rows;
}

type FoundRow = {
  id: string;
  title: string;
  snippet: string;
  href: string;
  image_url: string | null;
  /** What the picture's media record knows (all null for a pasted address): for its variants and placeholder. */
  image: ImageFacts;
  detail: string | null;
  /** created_at as to_json writes it: exact, for the cursor. */
  created_at: string;
  /** The row's tier as its place in TIERS, from 1. */
  rank: number;
};
type Found = Omit<FoundRow, "rank"> & { tier: Tier };

/**
 * Up to `take` rows of one tier after `after`, newest first, in one statement
 * whose work stays bounded whatever the planner estimates:
 *  - newest: the FIRST_LOOK newest rows; first_look: those in the tier. A common
 *    word fills the page here;
 *  - second_look: reads on to SECOND_LOOK rows when what first_look found says
 *    that fills the page;
 *  - every_match: otherwise the tier's matches are rare (or old): all of them,
 *    from the tier's GIN index, sorted.
 * In a word tier, words found in none of the newest rows at all are rare:
 * word_matches then reads every match left, of this tier and the later word
 * tiers, from the document's GIN index (`through` is then the last word tier).
 * `way` picks one; CTEs are materialized and so run only when read, and its
 * CASE reads them in order, up to the first that decides.
 */
async function tierPage(
  pool: pg.Pool,
  type: SearchType,
  tier: Tier,
  q: string,
  take: number,
  after: SearchCursor | null,
): Promise<{ found: Found[]; through: Tier }> {
  const source = SOURCES[type];
  const match = tierMatch(tier);
  const rank = sql.raw(String(TIERS.indexOf(tier) + 1));
  const afterCursor = after ? sql`(s.created_at, s.id) < (${after.createdAt}::timestamptz, ${after.id}::uuid)` : sql`true`;
  const newest = (rows: number) => sql`
    select s.created_at, s.id, s.search from (${source}) s where ${afterCursor}
    order by s.created_at desc, s.id desc limit ${sql.raw(String(rows))}`;
  const wordTier = tier !== "similar";
  const firstCount = sql`(select count(*) from first_look)`;
  const rareWords = sql`
    words_seen as materialized (select from newest s where s.search @@ ${WORDS} limit 1),
    word_matches as materialized (
      select s.created_at, s.id, s.rank from (
        select s.created_at, s.id, ${WORD_TIER_RANK} as rank from (${source}) s where s.search @@ ${WORDS}
      ) s where s.rank > ${rank} or (s.rank = ${rank} and ${afterCursor})
    ),`;
  // The page's size is part of the statement's text, not a parameter: the planner
  // then prices its LIMITs exactly and keeps one generic plan per size (see run).
  const takeRows = sql.raw(String(take));
  const [answer] = await run<{ found: FoundRow[] | null; rare: boolean }>(pool, sql`
    with ${queryWords(q)},
    newest as materialized (${newest(FIRST_LOOK)}),
    ${wordTier ? rareWords : sql`${nearLexemes()},`}
    first_look as materialized (select s.created_at, s.id from newest s where ${match} limit ${takeRows}),
    second_look as materialized (select s.created_at, s.id from (${newest(SECOND_LOOK)}) s where ${match} limit ${takeRows}),
    every_match as materialized (select s.created_at, s.id from (${source}) s where ${match} and ${afterCursor}),
    way as materialized (
      select case
        ${wordTier ? sql`when not exists (select from words_seen) then 'rare'` : sql``}
        when ${firstCount} = ${takeRows} then 'first'
        when ${firstCount} * ${sql.raw(String(SECOND_LOOK))} >= ${takeRows} * ${sql.raw(String(FIRST_LOOK))}
          and (select count(*) from second_look) = ${takeRows} then 'second'
        else 'every' end as way
    ),
    hits as (
      select h.*, ${rank} as rank from way, first_look h where way.way = 'first'
      union all select h.*, ${rank} from way, second_look h where way.way = 'second'
      union all select h.*, ${rank} from way, every_match h where way.way = 'every'
      ${wordTier ? sql`union all select h.* from way, word_matches h where way.way = 'rare'` : sql``}
    ),
    page as (select * from hits order by rank, created_at desc, id desc limit ${takeRows})
    -- Excerpts only for the page's rows: ts_headline reads the whole text.
    select (
      select json_agg(json_build_object('id', r.id, 'title', r.title, 'href', r.href, 'image_url', r.image_url,
        'image', json_build_object('objectPath', m.object_path, 'width', m.width, 'height', m.height,
          'placeholder', m.placeholder, 'variantWidths', m.variant_widths),
        'detail', r.detail, 'created_at', page.created_at, 'rank', page.rank,
        'snippet', ts_headline('english', r.body, ${WORDS},
          'StartSel="", StopSel="", MaxWords=24, MinWords=12, MaxFragments=1, FragmentDelimiter=" … "'))
        order by page.rank, page.created_at desc, page.id desc)
      from page join (${source}) r on r.id = page.id
      -- The picture's public media record (presenters/image.ts), by primary key.
      left join media_objects m on r.image_url like ${OBJECTS_PREFIX_PATTERN}
        and m.object_path = substr(r.image_url, ${OBJECTS_PATH_START}) and m.visibility = 'public'
    ) as found, (select way from way) = 'rare' as rare`);
  const { found, rare } = answer!;
  return {
    found: (found ?? []).map(({ rank: place, ...row }) => ({ ...row, tier: TIERS[place - 1]! })),
    through: rare ? "text" : tier,
  };
}

/**
 * One page of one type's results, best first: `limit` results and the cursor of
 * the next page (null on the last). Tiers are read in order until the page and
 * one more row are found: a common word costs one statement, and trigram
 * similarity runs only for a page the words do not fill.
 */
export async function searchType(
  pool: pg.Pool,
  type: SearchType,
  q: string,
  limit: number,
  after: SearchCursor | null,
): Promise<{ results: SearchResult[]; next: SearchCursor | null }> {
  const take = limit + 1;
  const rows: Found[] = [];
  for (let next = after ? TIERS.indexOf(after.tier) : 0; next < TIERS.length && rows.length < take; ) {
    const tier = TIERS[next]!;
    const page = await tierPage(pool, type, tier, q, take - rows.length, after?.tier === tier ? after : null);
    rows.push(...page.found);
    next = TIERS.indexOf(page.through) + 1;
  }
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    results: page.map((row) => ({
      type,
      id: row.id,
      title: row.title,
      snippet: row.snippet,
      href: row.href,
      imageUrl: row.image_url,
      image: presentImage(row.image_url, row.image),
      detail: row.detail,
    })),
    next: rows.length > limit && last ? { tier: last.tier, createdAt: last.created_at, id: last.id } : null,
  };
}
