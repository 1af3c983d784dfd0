import { and, eq } from "drizzle-orm";
import type { MARKETPLACE_CATEGORIES } from "@shared/constants";
import { marketplaceItems, type MarketplaceItem } from "@shared/schema";
import type { DbOrTx } from "../../db";
import { keyset, type PageQuery } from "../../http/paging";

type MarketplaceCategory = (typeof MARKETPLACE_CATEGORIES)[number];

/** Items newest first, optionally of one category. */
export async function listItems(
  db: DbOrTx,
  query: PageQuery & { category?: MarketplaceCategory },
): Promise<MarketplaceItem[]> {
  const page = keyset(marketplaceItems, "marketplace_items", query.before);
  const inCategory = query.category ? eq(marketplaceItems.category, query.category) : undefined;
  return db
    .select()
    .from(marketplaceItems)
    .where(and(page.where, inCategory))
    .orderBy(...page.orderBy)
    .limit(query.limit);
}

/** Lists an item; only the fields a seller may set (status and commission keep their defaults). */
export async function insertItem(
  db: DbOrTx,
  sellerId: string,
  input: {
    title: string;
    description: string;
    price: string;
    category: MarketplaceCategory;
    condition: string;
    location?: string;
    imageUrl?: string;
  },
): Promise<MarketplaceItem> {
  const [row] = await db
    .insert(marketplaceItems)
    .values({
      sellerId,
      title: input.title,
      description: input.description,
      price: input.price,
      category: input.category,
      condition: input.condition,
      location: input.location ?? null,
      imageUrl: input.imageUrl ?? null,
    })
    .returning();
  return row;
}
