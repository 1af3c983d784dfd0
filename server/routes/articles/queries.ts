/** Reads and the one insert of articles, always of one kind (wellness tips or vet articles). */
import { and, eq, getTableColumns, sql } from "drizzle-orm";
import { articles, type ArticleKind } from "../../db/schema";
import type { DbOrTx } from "../../db";
import { pageSize, param, preparedQuery } from "../../db/prepared-queries";
import { keyset, type PageQuery } from "../../http/paging";
import { imageFactsJoin } from "../../loaders/image-facts";
import type { ArticleRow } from "../../presenters/articles";

/** Articles with their picture's media record, in one query. */
function selectArticleRows(db: DbOrTx) {
  const image = imageFactsJoin(articles.imageUrl, "article_image", { publicOnly: true });
  return db
    .select({ ...getTableColumns(articles), imageFacts: image.facts })
    .from(articles)
    .leftJoin(image.table, image.on);
}

/**
 * Rows of one kind. The kind is written into the statement, not sent as a value:
 * each kind is its own prepared statement, and even a generic plan knows which
 * part of the kind's indexes it reads.
 */
const ofKind = (kind: ArticleKind) => sql`${articles.kind} = ${kind}`.inlineParams();

/** A kind's pages, a prepared statement per shape. */
const articlePages = preparedQuery("articles", (db, shape: { kind: ArticleKind; before: boolean; topic: boolean; limit: number }) => {
  // A cursor is an article of the same kind: another kind's id is unknown here (an empty page).
  const page = keyset(articles, "articles", shape.before ? param("before") : undefined, ofKind(shape.kind));
  return selectArticleRows(db)
    .where(and(ofKind(shape.kind), page.where, shape.topic ? eq(articles.topic, param("topic")) : undefined))
    .orderBy(...page.orderBy)
    .limit(pageSize(shape.limit));
});

/** Newest first, optionally of one topic. */
export function listArticles(db: DbOrTx, kind: ArticleKind, query: PageQuery & { topic?: string }): Promise<ArticleRow[]> {
  const shape = { kind, before: !!query.before, topic: !!query.topic, limit: query.limit };
  return articlePages(db, shape, { before: query.before, topic: query.topic });
}

/** The article of that kind with that id (another kind's article is not found). */
export async function findArticle(db: DbOrTx, kind: ArticleKind, id: string): Promise<ArticleRow | undefined> {
  const [row] = await selectArticleRows(db).where(and(eq(articles.id, id), ofKind(kind)));
  return row;
}

export async function insertArticle(
  db: DbOrTx,
  input: { kind: ArticleKind; authorId: string; title: string; content: string; topic: string; imageUrl?: string; tags: string[] },
): Promise<ArticleRow> {
  const [row] = await db
    .insert(articles)
    .values({ ...input, imageUrl: input.imageUrl ?? null })
    .returning();
  return row!;
}
