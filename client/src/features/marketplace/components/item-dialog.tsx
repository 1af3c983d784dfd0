import type { ReactNode } from "react";
import type { UseQueryResult } from "@tanstack/react-query";
import { CalendarDays, MapPin, SearchX, Tag, X } from "lucide-react";
import type { MarketplaceItemView } from "@shared/api-types";
import { Badge } from "@/components/ui/badge";
import { HiddenNotice } from "@/components/moderation/hidden-notice";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { EmptyState } from "@/components/empty-state";
import { LoadError } from "@/components/load-error";
import { LoadingState } from "@/components/loading-state";
import { RelativeTime } from "@/components/relative-time";
import { errorMessage, errorStatus } from "@/lib/api";
import { formatPrice } from "@/lib/format";
import { ItemActions } from "./item-actions";
import { ItemImage } from "./item-image";
import { SellerRating } from "./seller-rating";
import { SoldBadge } from "./sold-badge";

interface ItemDialogProps {
  /** The item's read (useMarketplaceItem), which shows the card's copy while it loads. */
  item: UseQueryResult<MarketplaceItemView>;
  open: boolean;
  onClose: () => void;
  /** What a buyer may do with it ('Buy now', from the orders feature), under its description. */
  buyAction?: (item: MarketplaceItemView) => ReactNode;
}

/** One item with all its details, over the list (/marketplace?item=<id>). */
export function ItemDialog({ item, open, onClose, buyAction }: ItemDialogProps) {
  const data = item.data;
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      {/* Without the item there is no description to point at. */}
      <DialogContent className="max-w-2xl gap-0 p-0" hideClose {...(data ? {} : { "aria-describedby": undefined })}>
        <button
          type="button"
          onClick={onClose}
          aria-label="Close"
          className="absolute top-3 right-3 z-10 rounded-full border border-white/25 bg-black/40 p-2 text-white backdrop-blur-md transition-colors hover:bg-black/60 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          <X className="size-4" aria-hidden />
        </button>
        {data ? (
          <>
            <div className="relative">
              <ItemImage item={data} sizes="(min-width: 672px) 672px, 100vw" className="aspect-[16/9] max-h-80 w-full" />
              <div className="absolute top-4 left-4 flex gap-1.5">
                <Badge variant="glass" className="px-3 py-1 text-sm">
                  <span className="sr-only">Condition: </span>
                  {data.condition}
                </Badge>
                <SoldBadge status={data.status} className="px-3 py-1 text-sm" />
              </div>
            </div>
            <div className="space-y-5 p-6 sm:p-8">
              <DialogHeader className="gap-3 pr-0 sm:flex-row sm:items-start sm:justify-between">
                <DialogTitle className="min-w-0 flex-1 text-2xl leading-snug font-extrabold break-words">{data.title}</DialogTitle>
                <div className="flex shrink-0 items-center gap-2">
                  <p className="text-3xl font-extrabold text-primary">{formatPrice(data.price)}</p>
                  <ItemActions item={data} onDeleted={onClose} />
                </div>
              </DialogHeader>
              <HiddenNotice hidden={data.hidden} authorId={data.sellerId} noun="listing" className="w-fit" />
              <dl className="flex flex-wrap gap-x-5 gap-y-2 text-sm text-muted-foreground">
                <div className="inline-flex items-center gap-1.5">
                  <dt className="sr-only">Category</dt>
                  <Tag className="size-4" aria-hidden />
                  <dd>
                    <Badge variant="secondary">{data.category}</Badge>
                  </dd>
                </div>
                {data.location && (
                  <div className="inline-flex min-w-0 items-center gap-1.5">
                    <dt className="sr-only">Location</dt>
                    <MapPin className="size-4 shrink-0" aria-hidden />
                    <dd className="truncate">{data.location}</dd>
                  </div>
                )}
                <div className="inline-flex items-center">
                  <dt className="sr-only">Seller</dt>
                  <dd>
                    <SellerRating rating={data.sellerRating} />
                  </dd>
                </div>
                <div className="inline-flex items-center gap-1.5">
                  <dt className="sr-only">Listed</dt>
                  <CalendarDays className="size-4" aria-hidden />
                  <dd>
                    Listed <RelativeTime date={data.createdAt} />
                  </dd>
                </div>
              </dl>
              <DialogDescription className="text-base leading-relaxed break-words whitespace-pre-wrap text-foreground/90">
                {data.description}
              </DialogDescription>
              {buyAction?.(data)}
            </div>
          </>
        ) : (
          <div className="p-6">
            {errorStatus(item.error) === 404 ? (
              <>
                <DialogTitle className="sr-only">Item not found</DialogTitle>
                <EmptyState
                  icon={<SearchX />}
                  title={errorMessage(item.error, "Item not found")}
                  description="It may have been sold or removed, or the link is mistyped."
                  className="border-0 bg-transparent"
                />
              </>
            ) : item.isError ? (
              <>
                <DialogTitle className="sr-only">Item could not be loaded</DialogTitle>
                <LoadError title="This item could not be loaded" onRetry={() => void item.refetch()} className="border-0 bg-transparent" />
              </>
            ) : (
              <>
                <DialogTitle className="sr-only">Loading item</DialogTitle>
                <LoadingState label="Loading item..." className="py-16" />
              </>
            )}
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
