import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ContactInboxSummary, ContactMessageView } from "@shared/api-types";
import { usePagedList } from "@/hooks/use-paged-list";
import { apiJson } from "@/lib/api";
import { contactMessagesKey } from "@/lib/query-keys";
import { contactInboxSummaryKey } from "./keys";

/** GET /api/contact-messages (staff), newest first, page by page; read only when `enabled`. */
export function useContactMessages(enabled: boolean) {
  return usePagedList<ContactMessageView>(contactMessagesKey, {}, { enabled });
}

/** GET /api/contact-messages/summary (staff): every message and the unread ones. */
export function useContactInboxSummary(enabled: boolean) {
  return useQuery<ContactInboxSummary>({ queryKey: contactInboxSummaryKey, enabled });
}

/** POST /api/contact-messages/:id/read (staff); the inbox and its counts refresh after success. */
export function useMarkMessageRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiJson<ContactMessageView>("POST", `${contactMessagesKey[0]}/${id}/read`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contactMessagesKey }),
    meta: { errorTitle: "Error", errorFallback: "Failed to mark the message as read" },
  });
}
