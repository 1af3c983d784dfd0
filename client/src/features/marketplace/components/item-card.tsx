import { useState } from "react";
import { MapPin } from "lucide-react";
import type { MarketplaceItemView } from "@shared/api-types";
import { Badge } from "@/components/ui/badge";
import { formatPrice } from "@/lib/format";
import { categoryIcon } from "./category-icon";

/** An item for sale: photo (or its category's picture), title, price, condition, description, category and place. */
export function ItemCard({ item }: { item: MarketplaceItemView }) {
  // Sellers paste any image address; a broken one falls back to the category picture.
  const [imageFailed, setImageFailed] = useState(false);
  const Icon = categoryIcon(item.category);
  const showImage = Boolean(item.imageUrl) && !imageFailed;

  return (
    <article className="group flex w-full flex-col overflow-hidden rounded-2xl border bg-card shadow-soft transition-all duration-200 hover:-translate-y-0.5 hover:shadow-lifted">
      <div className="relative aspect-[16/10] overflow-hidden bg-muted">
        {showImage ? (
          <img
            src={item.imageUrl!}
            alt={item.title}
            loading="lazy"
            onError={() => setImageFailed(true)}
            className="size-full object-cover transition-transform duration-500 group-hover:scale-105"
          />
        ) : (
          <div className="flex size-full items-center justify-center bg-dot-grid bg-secondary/60 text-secondary-foreground/70" aria-hidden>
            <Icon className="size-12" strokeWidth={1.5} />
          </div>
        )}
        <Badge variant="glass" className="absolute top-3 left-3">
          <span className="sr-only">Condition: </span>
          {item.condition}
        </Badge>
      </div>
      <div className="flex flex-1 flex-col gap-2 p-5">
        <div className="flex items-start justify-between gap-3">
          <h2 className="line-clamp-2 text-lg leading-snug font-bold">{item.title}</h2>
          <p className="shrink-0 text-xl font-extrabold text-primary">{formatPrice(item.price)}</p>
        </div>
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
