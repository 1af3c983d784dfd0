import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ContactInput } from "@shared/validation";
import { apiJson } from "@/lib/api";
import { contactMessagesKey } from "@/lib/query-keys";

/** POST /api/contact (open to visitors). A staff member's open inbox refreshes too. */
export function useSendContactMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ContactInput) => apiJson<{ message: string }>("POST", "/api/contact", input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contactMessagesKey }),
    meta: { errorTitle: "Error", errorFallback: "Failed to send message. Please try again." },
  });
}
