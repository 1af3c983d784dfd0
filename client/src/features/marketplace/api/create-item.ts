import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { MarketplaceItemView } from "@shared/api-types";
import type { MarketplaceItemInput } from "@shared/validation";
import { apiJson } from "@/lib/api";
import { marketplaceItemsKey } from "./keys";

/** POST /api/marketplace-items; every item list refreshes after success. */
export function useCreateMarketplaceItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: MarketplaceItemInput) => apiJson<MarketplaceItemView>("POST", marketplaceItemsKey[0], input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: marketplaceItemsKey }),
    meta: { errorTitle: "Error", errorFallback: "Failed to list item" },
  });
}
