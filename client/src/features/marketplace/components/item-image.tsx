import { useState } from "react";
import type { MarketplaceItemView } from "@shared/api-types";
import { cn } from "@/lib/utils";
import { categoryIcon } from "./category-icon";

/** An item's photo; without one (or when its address is broken) its category's picture. */
export function ItemImage({ item, className, zoomOnHover = false }: { item: MarketplaceItemView; className?: string; zoomOnHover?: boolean }) {
  // Sellers paste any image address; a broken one falls back to the category picture.
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const Icon = categoryIcon(item.category);
  const showImage = Boolean(item.imageUrl) && failedUrl !== item.imageUrl;

  return (
    <div className={cn("relative overflow-hidden bg-muted", className)}>
      {showImage ? (
        <img
          src={item.imageUrl!}
          alt={item.title}
          loading="lazy"
          onError={() => setFailedUrl(item.imageUrl)}
          className={cn("size-full object-cover", zoomOnHover && "transition-transform duration-500 group-hover:scale-105")}
        />
      ) : (
        <div className="flex size-full items-center justify-center bg-dot-grid bg-secondary/60 text-secondary-foreground/70" aria-hidden>
          <Icon className="size-12" strokeWidth={1.5} />
        </div>
      )}
    </div>
  );
}
