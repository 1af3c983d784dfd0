import { useState } from "react";
import type { MarketplaceItemView } from "@shared/api-types";
import { ResponsiveImage } from "@/components/media/responsive-image";
import { CARD_GRID_SIZES } from "@/components/media/sizes";
import { cn } from "@/lib/utils";
import { categoryIcon } from "./category-icon";

interface ItemImageProps {
  item: MarketplaceItemView;
  className?: string;
  zoomOnHover?: boolean;
  /** How wide it is drawn (a grid card unless told). */
  sizes?: string;
  /** Above the fold as the page's largest picture: fetched at once, with high priority. */
  priority?: boolean;
}

/** An item's photo; without one (or when its address is broken) its category's picture. */
export function ItemImage({ item, className, zoomOnHover = false, sizes = CARD_GRID_SIZES, priority = false }: ItemImageProps) {
  // Sellers paste any image address; a broken one falls back to the category picture.
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const Icon = categoryIcon(item.category);
  const image = item.image && failedUrl !== item.image.url ? item.image : null;

  return (
    <div className={cn("relative overflow-hidden bg-muted", className)}>
      {image ? (
        <ResponsiveImage
          image={image}
          alt={item.title}
          sizes={sizes}
          priority={priority}
          onError={() => setFailedUrl(image.url)}
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
