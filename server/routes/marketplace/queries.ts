import { and, eq, getTableColumns, gte, inArray, lte } from "drizzle-orm";
import { type ITEM_CONDITIONS, type MARKETPLACE_CATEGORIES } from "@shared/constants/categories";
import { MARKETPLACE_DEFAULT_COMMISSION } from "@shared/constants/money";
import type { DeliveryOptions, ItemListStatus } from "@shared/marketplace";
import { marketplaceItems, sellerRatingTotals, type MarketplaceItem } from "../../db/schema";
import type { DbOrTx } from "../../db";
import { pageSize, param, preparedQuery, viewerKind, viewerOfKind, type ViewerKind } from "../../db/prepared-queries";
import { keyset, type PageQuery } from "../../http/paging";
import type { Actor } from "../../policies";
import { visibleContentCondition } from "../../policies/moderation";
import type { MarketplaceItemRow } from "../../presenters/marketplace";
import { imageFactsJoin } from "../../loaders/image-facts";
import { searchWords, textMatch } from "../../db/text-match";

type MarketplaceCategory = (typeof MARKETPLACE_CATEGORIES)[number];
type ItemCondition = (typeof ITEM_CONDITIONS)[number];

export interface ItemFilter {
  category?: MarketplaceCategory;
  condition?: ItemCondition;
  /** Decimal strings, inclusive. */
  minPrice?: string;
  maxPrice?: string;
  q?: string;
  /** Default for_sale: available and reserved items; withdrawn ones are in no list. */
  status?: ItemListStatus;
}

/** The item statuses each list filter shows. */
const LIST_STATUSES: Record<ItemListStatus, string[]> = {
  for_sale: ["available", "reserved"],
  available: ["available"],
  reserved: ["reserved"],
  sold: ["sold"],
};

/**
 * Items with their picture's media record and their seller's rating totals, in
 * one query: the totals are one row per seller kept by each rating's transaction
 * (server/orders/rate-seller.ts), joined by its primary key, so a page costs no
 * average over ratings.
 */
function selectItemRows(db: DbOrTx) {
  const image = imageFactsJoin(marketplaceItems.imageUrl, "item_image", { publicOnly: true });
  return db
    .select({
      ...getTableColumns(marketplaceItems),
      imageFacts: image.facts,
      sellerRatingCount: sellerRatingTotals.ratingCount,
      sellerStarsTotal: sellerRatingTotals.starsTotal,
    })
    .from(marketplaceItems)
    .leftJoin(image.table, image.on)
    .leftJoin(sellerRatingTotals, eq(sellerRatingTotals.sellerId, marketplaceItems.sellerId));
}

const itemPages = preparedQuery(
  "marketplace_items",
  (
    db,
    shape: { before: boolean; status: ItemListStatus; category: boolean; condition: boolean; minPrice: boolean; maxPrice: boolean; q: boolean; viewer: ViewerKind; limit: number },
  ) => {
    const page = keyset(marketplaceItems, "marketplace_items", shape.before ? param("before") : undefined);
    return selectItemRows(db)
      .where(
        and(
          page.where,
          // Written into the text: each filter's plan knows its statuses.
          inArray(marketplaceItems.status, LIST_STATUSES[shape.status]),
          shape.category ? eq(marketplaceItems.category, param("category")) : undefined,
          shape.condition ? eq(marketplaceItems.condition, param("condition")) : undefined,
          shape.minPrice ? gte(marketplaceItems.price, param("minPrice")) : undefined,
          shape.maxPrice ? lte(marketplaceItems.price, param("maxPrice")) : undefined,
          textMatch("marketplace_items", shape.q ? param("q") : undefined),
          visibleContentCondition(viewerOfKind(shape.viewer), marketplaceItems.hiddenAt, marketplaceItems.sellerId),
        ),
      )
      .orderBy(...page.orderBy)
      .limit(pageSize(shape.limit));
  },
);

/**
 * Items for sale (or of one status) newest first, optionally narrowed by category, condition, price range and
 * a search; hidden ones only for their seller and staff.
 */
export function listItems(db: DbOrTx, query: PageQuery & ItemFilter, viewer?: Actor): Promise<MarketplaceItemRow[]> {
  const q = searchWords(query.q);
  const shape = {
    before: !!query.before,
    status: query.status ?? "for_sale",
    category: !!query.category,
    condition: !!query.condition,
    minPrice: query.minPrice !== undefined,
    maxPrice: query.maxPrice !== undefined,
    q: !!q,
    viewer: viewerKind(viewer),
    limit: query.limit,
  };
  return itemPages(db, shape, { ...query, q, viewerId: viewer?.id });
}

export async function findItem(db: DbOrTx, id: string): Promise<MarketplaceItemRow | undefined> {
  const [row] = await selectItemRows(db).where(eq(marketplaceItems.id, id));
  return row;
}

/**
 * Lists an item with only the fields a seller may set; it starts available, at
 * the platform's default commission.
 */
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
    delivery: DeliveryOptions;
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
      platformCommission: String(MARKETPLACE_DEFAULT_COMMISSION),
      deliveryPickup: input.delivery.pickup,
      deliveryShipping: input.delivery.shipping,
      shippingCents: input.delivery.shippingCents,
    })
    .returning();
  return row;
}
