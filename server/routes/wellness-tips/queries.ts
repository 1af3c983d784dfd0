import { and, eq } from "drizzle-orm";
import type { WELLNESS_CATEGORIES } from "@shared/constants";
import { wellnessTips, type WellnessTip } from "@shared/schema";
import type { DbOrTx } from "../../db";
import { keyset, type PageQuery } from "../../http/paging";

type WellnessCategory = (typeof WELLNESS_CATEGORIES)[number];

/** Tips newest first, optionally of one category. */
export async function listTips(
  db: DbOrTx,
  query: PageQuery & { category?: WellnessCategory },
): Promise<WellnessTip[]> {
  const page = keyset(wellnessTips, "wellness_tips", query.before);
  const inCategory = query.category ? eq(wellnessTips.category, query.category) : undefined;
  return db
    .select()
    .from(wellnessTips)
    .where(and(page.where, inCategory))
    .orderBy(...page.orderBy)
    .limit(query.limit);
}

export async function findTip(db: DbOrTx, id: string): Promise<WellnessTip | undefined> {
  const [row] = await db.select().from(wellnessTips).where(eq(wellnessTips.id, id));
  return row;
}

export async function insertTip(
  db: DbOrTx,
  authorId: string,
  input: { title: string; content: string; category: WellnessCategory; imageUrl?: string; tags: string[] },
): Promise<WellnessTip> {
  const [row] = await db
    .insert(wellnessTips)
    .values({
      authorId,
      title: input.title,
      content: input.content,
      category: input.category,
      imageUrl: input.imageUrl ?? null,
      tags: input.tags,
    })
    .returning();
  return row;
}
