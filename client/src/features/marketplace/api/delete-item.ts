import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api";
import { marketplaceItemKey, marketplaceItemsKey } from "./keys";

/** DELETE /api/marketplace-items/:id (its seller or staff): the lists refresh; the deleted item is forgotten. */
export function useDeleteMarketplaceItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (itemId: string) => apiRequest("DELETE", `${marketplaceItemsKey[0]}/${encodeURIComponent(itemId)}`),
    // Not awaited: the caller's own onSuccess (its toast, closing the item) runs before the lists change.
    onSuccess: (_res, itemId) => {
      queryClient.removeQueries({ queryKey: marketplaceItemKey(itemId), exact: true });
      void queryClient.invalidateQueries({ queryKey: marketplaceItemsKey });
    },
    meta: { errorTitle: "Could not delete the item", errorFallback: "Please try again" },
  });
}
