/** Staff-written health content: wellness tips and vet articles, one table with a kind. */
import { sql } from "drizzle-orm";
import { check, index, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { id, createdAt, newestFirst } from "./columns";
import { users } from "./accounts";

/** The kinds of staff-written health content, each served under its own URLs (server/routes/articles/kinds.ts). */
export type ArticleKind = "wellness" | "vet";

/**
 * Wellness tips and vet articles. `topic` is a tip's category or an article's
 * specialization; the answers name it so (server/presenters/articles.ts).
 */
export const articles = pgTable(
  "articles",
  {
    id: id(),
    kind: text("kind").$type<ArticleKind>().notNull(),
    authorId: uuid("author_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    content: text("content").notNull(),
    topic: text("topic").notNull(),
    imageUrl: text("image_url"),
    tags: text("tags").array().notNull().default(sql`'{}'::text[]`),
    createdAt: createdAt(),
  },
  (t) => [
    // Search reads both kinds newest first (server/routes/search/sources.ts), a list one kind.
    index("articles_created_idx").on(...newestFirst(t)),
    index("articles_kind_created_idx").on(t.kind, ...newestFirst(t)),
    index("articles_kind_topic_created_idx").on(t.kind, t.topic, ...newestFirst(t)),
    index("articles_author_idx").on(t.authorId),
    check("articles_kind_check", sql`${t.kind} in ('wellness', 'vet')`),
  ],
);

export type Article = typeof articles.$inferSelect;
