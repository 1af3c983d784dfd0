import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { MarketplaceItemView } from "@shared/api-types";
import type { MarketplaceItemUpdate } from "@shared/validation";
import { apiJson } from "@/lib/api";
import { marketplaceItemKey, marketplaceItemsKey } from "./keys";

/**
 * PATCH /api/marketplace-items/:id (its seller): the listing's fields, or sold and
 * available again. The open item shows the answer at once; every list refreshes.
 */
export function useEditMarketplaceItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ itemId, changes }: { itemId: string; changes: MarketplaceItemUpdate }) =>
      apiJson<MarketplaceItemView>("PATCH", `${marketplaceItemsKey[0]}/${encodeURIComponent(itemId)}`, changes),
    onSuccess: (item) => {
      queryClient.setQueryData(marketplaceItemKey(item.id), item);
      return queryClient.invalidateQueries({ queryKey: marketplaceItemsKey });
    },
    meta: { errorTitle: "Could not save the item", errorFallback: "Please try again" },
  });
}
