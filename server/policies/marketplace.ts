/**
 * Who may change a Paw Bazar listing: its seller edits it and marks it sold or
 * available again; the seller or staff delete it (staff for listings that break
 * the guidelines). Listing an item needs only a signed-in user.
 */
import type { MarketplaceItem } from "../db/schema";
import type { Actor } from "./actor";
import { rule } from "./rule";

type Listing = Pick<MarketplaceItem, "sellerId">;

const isSeller = (actor: Actor | undefined, item: Listing) => actor?.id === item.sellerId;

export const marketplaceRules = {
  editMarketplaceItem: rule<Listing>("Only the seller can edit this item", isSeller),
  deleteMarketplaceItem: rule<Listing>(
    "Only the seller or staff can delete this item",
    (actor, item) => isSeller(actor, item) || Boolean(actor?.isStaff),
  ),
};
