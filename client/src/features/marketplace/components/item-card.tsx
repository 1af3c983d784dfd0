import { MapPin } from "lucide-react";
import type { MarketplaceItemView } from "@shared/api-types";
import { CardTitleButton } from "@/components/card-title-button";
import { Badge } from "@/components/ui/badge";
import { HiddenNotice } from "@/components/moderation/hidden-notice";
import { formatPrice } from "@/lib/format";
import { ItemImage } from "./item-image";
import { SellerRating } from "./seller-rating";
import { SoldBadge } from "./sold-badge";

/** The DOM id of an item card's open button, so focus can return to it when the item closes. */
export const itemCardButtonId = (itemId: string) => `item-card-${itemId}`;

interface ItemCardProps {
  item: MarketplaceItemView;
  onOpen: (item: MarketplaceItemView) => void;
  /** The first card's photo is the page's largest paint on a phone: fetched at once, with high priority. */
  imagePriority?: boolean;
}

/** An item for sale: photo (or its category's picture), title, price, the seller's rating, condition, description, category and place. The whole card opens it. */
export function ItemCard({ item, onOpen, imagePriority = false }: ItemCardProps) {
  return (
    <article className="group relative flex w-full flex-col overflow-hidden rounded-2xl border bg-card shadow-soft transition-all duration-200 hover:-translate-y-0.5 hover:shadow-lifted focus-within:border-primary/40">
      <div className="relative">
        <ItemImage item={item} className="aspect-[16/10]" zoomOnHover priority={imagePriority} />
        <div className="absolute top-3 left-3 flex gap-1.5">
          <Badge variant="glass">
            <span className="sr-only">Condition: </span>
            {item.condition}
          </Badge>
          <SoldBadge status={item.status} />
        </div>
      </div>
      <div className="flex flex-1 flex-col gap-2 p-5">
        <div className="flex items-start justify-between gap-3">
          <h2 className="line-clamp-2 text-lg leading-snug font-bold">
            <CardTitleButton id={itemCardButtonId(item.id)} onClick={() => onOpen(item)}>
              {item.title}
            </CardTitleButton>
          </h2>
          <p className="shrink-0 text-xl font-extrabold text-primary">{formatPrice(item.price)}</p>
        </div>
        <SellerRating rating={item.sellerRating} />
        <HiddenNotice hidden={item.hidden} authorId={item.sellerId} noun="listing" className="self-start" />
        <p className="line-clamp-3 text-sm leading-relaxed text-foreground/80">{item.description}</p>
        <div className="mt-auto flex flex-wrap items-center justify-between gap-2 border-t pt-3">
          <Badge variant="secondary">{item.category}</Badge>
          {item.location && (
            <span className="inline-flex min-w-0 items-center gap-1 text-sm text-muted-foreground">
              <MapPin className="size-4 shrink-0" aria-hidden />
              <span className="truncate">{item.location}</span>
            </span>
          )}
        </div>
      </div>
    </article>
  );
}
