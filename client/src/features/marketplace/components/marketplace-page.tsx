import { lazy, Suspense, useState, type ReactNode } from "react";
import type { MarketplaceItemView } from "@shared/api-types";
import { MARKETPLACE_CATEGORIES } from "@shared/constants/categories";
import { CategoryFilter } from "@/components/category-filter";
import { Container } from "@/components/container";
import { DialogLoading } from "@/components/dialog-loading";
import { PageHeader } from "@/components/page-header";
import { usePageTitle } from "@/hooks/use-page-title";
import { useOpenInPlace } from "@/hooks/use-open-in-place";
import { useUrlParams, useUrlSearchText } from "@/hooks/use-url-state";
import { ApiError } from "@/lib/api";
import { useMarketplaceItem, useMarketplaceItems } from "../api/items";
import { ITEM_FILTER_PARAMS, itemFiltersFrom, narrowsBeyondCategory } from "../filters";
import { itemCardButtonId } from "./item-card";
import { ListItemAction } from "./list-item-action";
import { ItemFilters } from "./item-filters";
import { ItemGrid } from "./item-grid";

// An opened item, with its owner's and reporters' menus and dialogs: loaded when an item is opened.
const ItemDialog = lazy(() => import("./item-dialog").then((m) => ({ default: m.ItemDialog })));

/** The server's objection to the filters (a 400), for the filters to show in place of a toast. */
function filterProblem(error: unknown): { message: string; aboutPrice: boolean } | null {
  if (!(error instanceof ApiError) || error.status !== 400) return null;
  const aboutPrice = error.fieldErrors.some((e) => e.path === "minPrice" || e.path === "maxPrice");
  return { message: error.serverMessage ?? "These filters could not be used", aboutPrice };
}

interface MarketplacePageProps {
  /** What an opened item offers a buyer ('Buy now', composed in by the app); `closeItem` closes the item (the checkout opens alone). */
  buyAction?: (item: MarketplaceItemView, closeItem: () => void) => ReactNode;
}

/**
 * /marketplace (Paw Bazar): items for sale, searched and filtered by category,
 * condition and price (all kept in the URL), an item opened over the list
 * (?item=<id>), and the 'List Item' dialog.
 */
export function MarketplacePage({ buyAction }: MarketplacePageProps) {
  const [params, setParams] = useUrlParams();
  const search = useUrlSearchText("q");
  const minPrice = useUrlSearchText("minPrice");
  const maxPrice = useUrlSearchText("maxPrice");
  const filters = itemFiltersFrom(params);
  const items = useMarketplaceItems(filters);
  const opened = useOpenInPlace<MarketplaceItemView>("item", itemCardButtonId);
  // The dialog keeps showing the last item while it animates closed.
  const [shownItemId, setShownItemId] = useState(opened.openId);
  if (opened.openId && opened.openId !== shownItemId) setShownItemId(opened.openId);
  const openItem = useMarketplaceItem(shownItemId, opened.lastListed?.id === shownItemId ? opened.lastListed : undefined);
  // Mounted from the first opening on, so that closing it animates like any dialog.
  const [itemDialogMounted, setItemDialogMounted] = useState(false);
  if (opened.openId !== null && !itemDialogMounted) setItemDialogMounted(true);
  usePageTitle((opened.openId && openItem.data?.title) || "Paw Bazar");

  const typing = [search, minPrice, maxPrice].some((field) => field.text.trim() !== field.value);

  function clearFilters() {
    for (const field of [search, minPrice, maxPrice]) field.setText("");
    setParams(Object.fromEntries(ITEM_FILTER_PARAMS.filter((name) => name !== "category").map((name) => [name, undefined])));
  }

  const narrowed = narrowsBeyondCategory(filters);

  return (
    <div className="bg-hero-glow">
      <Container className="space-y-8 py-10 sm:py-14">
        <PageHeader
          eyebrow="Marketplace"
          title="Paw Bazar"
          description="Buy and sell pet items in your community"
          actions={<ListItemAction />}
        />
        <div className="space-y-4">
          <ItemFilters
            search={search}
            busy={typing || items.isPlaceholderData}
            condition={filters.condition}
            onConditionChange={(condition) => setParams({ condition })}
            sold={filters.status === "sold"}
            onSoldChange={(sold) => setParams({ status: sold ? "sold" : undefined })}
            minPrice={minPrice}
            maxPrice={maxPrice}
            problem={filterProblem(items.error)}
            onClear={narrowed || typing ? clearFilters : undefined}
          />
          <CategoryFilter
            label="Item categories"
            allLabel="All"
            options={MARKETPLACE_CATEGORIES}
            value={filters.category}
            onChange={(category) => setParams({ category })}
          />
        </div>
        <ItemGrid items={items} filtered={narrowed} onOpen={opened.open} onClearFilters={clearFilters} />
      </Container>
      {itemDialogMounted && (
        <Suspense fallback={<DialogLoading />}>
          <ItemDialog item={openItem} open={opened.openId !== null} onClose={opened.close} buyAction={buyAction && ((item) => buyAction(item, opened.close))} />
        </Suspense>
      )}
    </div>
  );
}
