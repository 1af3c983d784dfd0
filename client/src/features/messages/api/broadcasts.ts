import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { TierView } from "@shared/api-types";
import type { MessageBroadcastInput, MessageBroadcastView } from "@shared/messages";
import { apiJson } from "@/lib/api";
import { conversationListQuery } from "./keys";

/** How often the dialog reads a sending broadcast's progress. */
const PROGRESS_POLL_MS = 1500;

/** The creator's own tiers (archived ones too: their fans are still fans), for choosing who receives it. */
export function useOwnTiers(creatorProfileId: string) {
  return useQuery({
    queryKey: ["/api/subscription-tiers/creator", creatorProfileId],
    queryFn: () => apiJson<TierView[]>("GET", `/api/subscription-tiers/creator/${creatorProfileId}?limit=50`),
  });
}

/** POST /api/message-broadcasts: the job writes it to the fans; the answer is its progress at the start. */
export function useSendBroadcast() {
  return useMutation({
    mutationFn: (input: MessageBroadcastInput) => apiJson<MessageBroadcastView>("POST", "/api/message-broadcasts", input),
  });
}

/** GET /api/message-broadcasts/:id, read again while it is sending; the conversations list is read again once it is sent. */
export function useBroadcastProgress(broadcast: MessageBroadcastView | undefined) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: ["/api/message-broadcasts", broadcast?.id ?? ""],
    enabled: Boolean(broadcast),
    initialData: broadcast,
    queryFn: async () => {
      const latest = await apiJson<MessageBroadcastView>("GET", `/api/message-broadcasts/${broadcast!.id}`);
      if (latest.status === "sent") void queryClient.invalidateQueries(conversationListQuery);
      return latest;
    },
    refetchInterval: (query) => (query.state.data?.status === "sending" ? PROGRESS_POLL_MS : false),
  });
}
