/**
 * Wellness tips and vet articles, once two tables, are one table `articles`
 * (migrations/*_one_articles_table.sql). A database migrated up to the migration
 * before it, holding tips and articles, is migrated on: every row keeps its id
 * and every field (a tip's category and an article's specialization become its
 * topic), the search documents and indexes stay, and /api/wellness-tips and
 * /api/vet-articles answer exactly what they answered from the two tables.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { drizzle } from "drizzle-orm/node-postgres";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import type pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MIGRATIONS_DIR } from "../paths";
import { startTestApp, type TestApp } from "../test/harness";
import type { Database } from "./index";
import { runMigrations } from "./migrate";

const MIGRATION = "one_articles_table";

const AUTHOR = "00000000-0000-4000-8000-00000000a001";
const day = (n: number) => new Date(Date.UTC(2026, 0, n, 9, 30));

/** A recorded upload with its variants, so answers carry its size, placeholder and variants. */
const PHOTO = { objectPath: "uploads/author/water-bowl", width: 800, height: 600, placeholder: "data:image/webp;base64,AAAA", variantWidths: [640, 320] };

/** Rows as the two tables held them; tips and articles interleave in time. */
const TIPS = [
  { id: "00000000-0000-4000-8000-0000000000a1", title: "Fresh water, wide bowls", content: "Cats drink more from a wide, shallow bowl.", category: "Nutrition", imageUrl: `/objects/${PHOTO.objectPath}`, tags: ["cats", "hydration"], createdAt: day(1) },
  { id: "00000000-0000-4000-8000-0000000000b2", title: "Daily walks in summer", content: "Walk early, before the pavement heats up.", category: "Exercise", imageUrl: "https://images.example.com/walk.png", tags: [], createdAt: day(3) },
  { id: "00000000-0000-4000-8000-0000000000c3", title: "Brushing long coats", content: "A few minutes a day prevents mats.", category: "Grooming", imageUrl: null, tags: ["grooming"], createdAt: day(5) },
];
const VET_ARTICLES = [
  { id: "00000000-0000-4000-8000-0000000000d4", title: "Why dental cleanings matter", content: "By age three most dogs show dental disease.", specialization: "Dentistry", imageUrl: null, tags: ["dogs", "dental care"], createdAt: day(2) },
  { id: "00000000-0000-4000-8000-0000000000e5", title: "Heatstroke: the first signs", content: "Heavy panting and drooling come first.", specialization: "Emergency Care", imageUrl: "https://images.example.com/heat.png", tags: [], createdAt: day(4) },
  { id: "00000000-0000-4000-8000-0000000000f6", title: "Before surgery: fasting", content: "Most pets fast from the evening before.", specialization: "Surgery", imageUrl: `/objects/${PHOTO.objectPath}`, tags: ["surgery"], createdAt: day(6) },
];

type Tip = (typeof TIPS)[number];
type VetArticle = (typeof VET_ARTICLES)[number];

/** What a picture looks like in an answer: a recorded upload with what its record knows, any other address alone. */
function imageOf(imageUrl: string | null) {
  if (!imageUrl) return null;
  if (imageUrl !== `/objects/${PHOTO.objectPath}`) return { url: imageUrl, width: null, height: null, placeholder: null, variants: [] };
  return {
    url: imageUrl,
    width: PHOTO.width,
    height: PHOTO.height,
    placeholder: PHOTO.placeholder,
    variants: [320, 640].map((width) => ({ url: `/objects/${PHOTO.objectPath}.w${width}.webp`, width })),
  };
}

const tipAnswer = (tip: Tip) => ({
  id: tip.id,
  authorId: AUTHOR,
  title: tip.title,
  content: tip.content,
  category: tip.category,
  imageUrl: tip.imageUrl,
  image: imageOf(tip.imageUrl),
  tags: tip.tags,
  createdAt: tip.createdAt.toISOString(),
});
const vetArticleAnswer = (article: VetArticle) => ({
  id: article.id,
  authorId: AUTHOR,
  title: article.title,
  content: article.content,
  specialization: article.specialization,
  imageUrl: article.imageUrl,
  image: imageOf(article.imageUrl),
  tags: article.tags,
  createdAt: article.createdAt.toISOString(),
});
const newestFirst = <T extends { createdAt: Date }>(rows: T[]) => [...rows].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());

/** Applies the migrations before the one named `tag`, and no further (drizzle's migrator applies what its journal lists). */
async function migrateUpTo(database: Database, tag: string): Promise<void> {
  const journal = JSON.parse(fs.readFileSync(path.join(MIGRATIONS_DIR, "meta", "_journal.json"), "utf8")) as { entries: { tag: string }[] };
  const at = journal.entries.findIndex((entry) => entry.tag.endsWith(`_${tag}`));
  expect(at, `no migration named ${tag}`).toBeGreaterThan(0);
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "pawfans-migrations-"));
  try {
    const earlier = journal.entries.slice(0, at);
    fs.mkdirSync(path.join(folder, "meta"));
    fs.writeFileSync(path.join(folder, "meta", "_journal.json"), JSON.stringify({ ...journal, entries: earlier }));
    for (const entry of earlier) fs.copyFileSync(path.join(MIGRATIONS_DIR, `${entry.tag}.sql`), path.join(folder, `${entry.tag}.sql`));
    await migrate(drizzle(database.pool), { migrationsFolder: folder });
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
}

type Row = Record<string, unknown>;

/** Every column of every row (the search document too, as its text). */
async function rowsOf(pool: pg.Pool, table: string): Promise<Row[]> {
  return (await pool.query<Row>(`select * from ${table}`)).rows;
}

const byId = (rows: Row[]) => Object.fromEntries(rows.map((row) => [String(row.id), row]));

async function lexemes(pool: pg.Pool): Promise<string[]> {
  return (await pool.query<{ lexeme: string }>("select lexeme from search_lexemes order by lexeme")).rows.map((r) => r.lexeme);
}

let t: TestApp;
let tipsBefore: Row[];
let vetArticlesBefore: Row[];
let lexemesBefore: string[];

beforeAll(async () => {
  t = await startTestApp({}, {}, {
    async prepareEmptyDatabase(database) {
      await migrateUpTo(database, MIGRATION);
      const { pool } = database;
      await pool.query("insert into users (id, username) values ($1, 'article_author')", [AUTHOR]);
      await pool.query(
        `insert into media_objects (object_path, owner_id, visibility, content_type, size, etag, width, height, placeholder, variant_widths)
         values ($1, $2, 'public', 'image/jpeg', 1234, 'etag-1', $3, $4, $5, $6)`,
        [PHOTO.objectPath, AUTHOR, PHOTO.width, PHOTO.height, PHOTO.placeholder, PHOTO.variantWidths],
      );
      for (const tip of TIPS) {
        await pool.query(
          "insert into wellness_tips (id, author_id, title, content, category, image_url, tags, created_at) values ($1, $2, $3, $4, $5, $6, $7, $8)",
          [tip.id, AUTHOR, tip.title, tip.content, tip.category, tip.imageUrl, tip.tags, tip.createdAt],
        );
      }
      for (const article of VET_ARTICLES) {
        await pool.query(
          "insert into vet_articles (id, author_id, title, content, specialization, image_url, tags, created_at) values ($1, $2, $3, $4, $5, $6, $7, $8)",
          [article.id, AUTHOR, article.title, article.content, article.specialization, article.imageUrl, article.tags, article.createdAt],
        );
      }
      tipsBefore = await rowsOf(pool, "wellness_tips");
      vetArticlesBefore = await rowsOf(pool, "vet_articles");
      lexemesBefore = await lexemes(pool);
      await runMigrations(database.db);
    },
  });
});
afterAll(() => t?.close());

describe("migrating wellness tips and vet articles into one table", () => {
  it("keeps every row with its id and every field, the topic under one name and the kind added", async () => {
    const { pool } = t.ctx.database;
    const moved = (row: Row, kind: string, topicColumn: string): Row => {
      const { [topicColumn]: topic, ...rest } = row;
      return { ...rest, kind, topic };
    };
    expect(tipsBefore).toHaveLength(TIPS.length);
    expect(vetArticlesBefore).toHaveLength(VET_ARTICLES.length);
    const expected = [...tipsBefore.map((row) => moved(row, "wellness", "category")), ...vetArticlesBefore.map((row) => moved(row, "vet", "specialization"))];
    expect(byId(await rowsOf(pool, "articles"))).toEqual(byId(expected));
  });

  it("leaves no table of the old names, and keeps the search indexes and the lexeme triggers under the new one", async () => {
    const { pool } = t.ctx.database;
    const { rows: old } = await pool.query("select to_regclass('wellness_tips') as tips, to_regclass('vet_articles') as vet");
    expect(old[0]).toEqual({ tips: null, vet: null });
    const { rows: indexes } = await pool.query<{ indexname: string }>("select indexname from pg_indexes where tablename = 'articles' order by indexname");
    expect(indexes.map((i) => i.indexname)).toEqual([
      "articles_author_idx",
      "articles_created_idx",
      "articles_kind_created_idx",
      "articles_kind_topic_created_idx",
      "articles_pkey",
      "articles_search_idx",
      "articles_search_name_idx",
      "articles_search_weight_a_idx",
      "articles_search_weight_ab_idx",
    ]);
    const { rows: triggers } = await pool.query<{ tgname: string }>(
      "select tgname from pg_trigger where tgrelid = 'articles'::regclass and not tgisinternal order by tgname",
    );
    expect(triggers.map((r) => r.tgname)).toEqual(["articles_search_lexemes_added", "articles_search_lexemes_changed"]);
    expect(await lexemes(pool)).toEqual(lexemesBefore);
  });

  it("refuses a kind other than wellness and vet", async () => {
    const insert = t.ctx.database.pool.query(
      "insert into articles (kind, author_id, title, content, topic) values ('recipe', $1, 'Biscuits', 'Bake them.', 'Nutrition')",
      [AUTHOR],
    );
    await expect(insert).rejects.toThrow(/articles_kind_check/);
  });
});

describe("the two URL families answer as they did from two tables", () => {
  it("lists wellness tips newest first, with their category, and one category of them", async () => {
    expect((await t.anonymous().get("/api/wellness-tips")).body).toEqual(newestFirst(TIPS).map(tipAnswer));
    const exercise = await t.anonymous().get("/api/wellness-tips?category=Exercise");
    expect(exercise.body).toEqual(TIPS.filter((tip) => tip.category === "Exercise").map(tipAnswer));
  });

  it("lists vet articles newest first, with their specialization, and one specialization of them", async () => {
    expect((await t.anonymous().get("/api/vet-articles")).body).toEqual(newestFirst(VET_ARTICLES).map(vetArticleAnswer));
    const dentistry = await t.anonymous().get("/api/vet-articles?specialization=Dentistry");
    expect(dentistry.body).toEqual(VET_ARTICLES.filter((a) => a.specialization === "Dentistry").map(vetArticleAnswer));
  });

  it("answers each by id under its own address only", async () => {
    for (const tip of TIPS) expect((await t.anonymous().get(`/api/wellness-tips/${tip.id}`)).body).toEqual(tipAnswer(tip));
    for (const article of VET_ARTICLES) expect((await t.anonymous().get(`/api/vet-articles/${article.id}`)).body).toEqual(vetArticleAnswer(article));
    const tipAsArticle = await t.anonymous().get(`/api/vet-articles/${TIPS[0]!.id}`);
    expect(tipAsArticle.status).toBe(404);
    expect(tipAsArticle.body).toEqual({ message: "Article not found" });
    const articleAsTip = await t.anonymous().get(`/api/wellness-tips/${VET_ARTICLES[0]!.id}`);
    expect(articleAsTip.status).toBe(404);
    expect(articleAsTip.body).toEqual({ message: "Wellness tip not found" });
  });

  it("pages each list after one of its own, and knows no cursor of the other kind", async () => {
    const [newestTip, ...olderTips] = newestFirst(TIPS);
    expect((await t.anonymous().get(`/api/wellness-tips?before=${newestTip!.id}`)).body).toEqual(olderTips.map(tipAnswer));
    const [newestArticle, ...olderArticles] = newestFirst(VET_ARTICLES);
    expect((await t.anonymous().get(`/api/vet-articles?before=${newestArticle!.id}`)).body).toEqual(olderArticles.map(vetArticleAnswer));
    expect((await t.anonymous().get(`/api/wellness-tips?before=${newestArticle!.id}`)).body).toEqual([]);
    expect((await t.anonymous().get(`/api/vet-articles?before=${newestTip!.id}`)).body).toEqual([]);
  });

  it("finds both kinds in search, each linking to its own page with its topic", async () => {
    const search = async (q: string) => {
      const res = await t.anonymous().get("/api/search").query({ type: "articles", q });
      expect(res.status).toBe(200);
      return (res.body as { results: Array<{ id: string; href: string; detail: string }> }).results.map(({ id, href, detail }) => ({ id, href, detail }));
    };
    const bowls = TIPS[0]!;
    const heatstroke = VET_ARTICLES[1]!;
    expect(await search("bowls")).toEqual([{ id: bowls.id, href: `/wellness-tips?open=${bowls.id}`, detail: "Nutrition" }]);
    expect(await search("heatstroke")).toEqual([{ id: heatstroke.id, href: `/vets-corner?open=${heatstroke.id}`, detail: "Emergency Care" }]);
  });
});
