import { and, eq } from "drizzle-orm";
import type { VET_SPECIALIZATIONS } from "@shared/constants";
import { vetArticles, type VetArticle } from "@shared/schema";
import type { DbOrTx } from "../../db";
import { keyset, type PageQuery } from "../../http/paging";

type VetSpecialization = (typeof VET_SPECIALIZATIONS)[number];

/** Articles newest first, optionally of one specialization. */
export async function listArticles(
  db: DbOrTx,
  query: PageQuery & { specialization?: VetSpecialization },
): Promise<VetArticle[]> {
  const page = keyset(vetArticles, "vet_articles", query.before);
  const inSpecialization = query.specialization ? eq(vetArticles.specialization, query.specialization) : undefined;
  return db
    .select()
    .from(vetArticles)
    .where(and(page.where, inSpecialization))
    .orderBy(...page.orderBy)
    .limit(query.limit);
}

export async function findArticle(db: DbOrTx, id: string): Promise<VetArticle | undefined> {
  const [row] = await db.select().from(vetArticles).where(eq(vetArticles.id, id));
  return row;
}

export async function insertArticle(
  db: DbOrTx,
  authorId: string,
  input: { title: string; content: string; specialization: VetSpecialization; imageUrl?: string; tags: string[] },
): Promise<VetArticle> {
  const [row] = await db
    .insert(vetArticles)
    .values({
      authorId,
      title: input.title,
      content: input.content,
      specialization: input.specialization,
      imageUrl: input.imageUrl ?? null,
      tags: input.tags,
    })
    .returning();
  return row;
}
