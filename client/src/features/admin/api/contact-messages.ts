import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ContactMessageView } from "@shared/api-types";
import { usePagedList } from "@/hooks/use-paged-list";
import { apiJson } from "@/lib/api";
import { contactMessagesKey } from "./keys";

/** GET /api/contact-messages (staff), newest first, page by page; read only when `enabled`. */
export function useContactMessages(enabled: boolean) {
  return usePagedList<ContactMessageView>(contactMessagesKey, {}, { enabled });
}

/** POST /api/contact-messages/:id/read (staff); the inbox refreshes after success. */
export function useMarkMessageRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiJson<ContactMessageView>("POST", `${contactMessagesKey[0]}/${id}/read`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contactMessagesKey }),
  });
}
