/** Reads and the one insert of wellness tips and vet articles, for either kind (./kinds.ts). */
import { and, eq } from "drizzle-orm";
import type { DbOrTx } from "../../db";
import { pageSize, param, preparedQuery } from "../../db/prepared-queries";
import { keyset, type PageQuery } from "../../http/paging";
import type { ImageFacts } from "../../presenters/image";
import { imageFactsJoin } from "../../loaders/image-facts";
import { ARTICLE_KINDS, type ArticleKind } from "./kinds";

/** A tip or an article, with its category or specialization as `topic`. */
export interface ArticleRow {
  id: string;
  authorId: string;
  title: string;
  content: string;
  topic: string;
  imageUrl: string | null;
  /** The picture's media record (reads only; a new article's is not made yet). */
  imageFacts?: ImageFacts | null;
  tags: string[];
  createdAt: Date;
}

function columnsOf(kind: ArticleKind) {
  const t = kind.table;
  const topic = kind.topicField === "category" ? kind.table.category : kind.table.specialization;
  return {
    id: t.id,
    authorId: t.authorId,
    title: t.title,
    content: t.content,
    topic,
    imageUrl: t.imageUrl,
    tags: t.tags,
    createdAt: t.createdAt,
  };
}

/**
 * Tips or articles with their picture's media record, in one query. Drizzle
 * cannot tell which of the two tables is selected from, so it types a joined
 * row's own columns as nullable: callers narrow the rows back to ArticleRow.
 */
function selectArticleRows(db: DbOrTx, kind: ArticleKind) {
  const image = imageFactsJoin(kind.table.imageUrl, "article_image", { publicOnly: true });
  return db
    .select({ ...columnsOf(kind), imageFacts: image.facts })
    .from(kind.table)
    .leftJoin(image.table, image.on);
}

/** Each kind's pages, a prepared statement per shape (named after the kind's table). */
const articlePages = new Map(
  Object.values(ARTICLE_KINDS).map((kind: ArticleKind) => [
    kind,
    preparedQuery(kind.tableName, (db, shape: { before: boolean; topic: boolean; limit: number }) => {
      const page = keyset(kind.table, kind.tableName, shape.before ? param("before") : undefined);
      return selectArticleRows(db, kind)
        .where(and(page.where, shape.topic ? eq(columnsOf(kind).topic, param("topic")) : undefined))
        .orderBy(...page.orderBy)
        .limit(pageSize(shape.limit));
    }),
  ]),
);

/** Newest first, optionally of one topic. */
export async function listArticles(
  db: DbOrTx,
  kind: ArticleKind,
  query: PageQuery & { topic?: string },
): Promise<ArticleRow[]> {
  const shape = { before: !!query.before, topic: !!query.topic, limit: query.limit };
  const rows = await articlePages.get(kind)!(db, shape, { before: query.before, topic: query.topic });
  return rows as ArticleRow[];
}

export async function findArticle(db: DbOrTx, kind: ArticleKind, id: string): Promise<ArticleRow | undefined> {
  const [row] = await selectArticleRows(db, kind).where(eq(columnsOf(kind).id, id));
  return row as ArticleRow | undefined;
}

export async function insertArticle(
  db: DbOrTx,
  kind: ArticleKind,
  input: { authorId: string; title: string; content: string; topic: string; imageUrl?: string; tags: string[] },
): Promise<ArticleRow> {
  const values = {
    authorId: input.authorId,
    title: input.title,
    content: input.content,
    imageUrl: input.imageUrl ?? null,
    tags: input.tags,
  };
  const [row] =
    kind.topicField === "category"
      ? await db.insert(kind.table).values({ ...values, category: input.topic }).returning(columnsOf(kind))
      : await db.insert(kind.table).values({ ...values, specialization: input.topic }).returning(columnsOf(kind));
  return row;
}
