import { useQuery } from "@tanstack/react-query";
import type { AdminMailMessage, AdminMailSummary } from "@shared/mail";
import { usePagedList } from "@/hooks/use-paged-list";
import { apiJson } from "@/lib/api";

const keptMailKey = ["/api/admin/mail"] as const;

/** GET /api/admin/mail (staff, built-in outbox only): the kept messages, newest first, paged; read only when `enabled`. */
export function useKeptMail(enabled: boolean) {
  return usePagedList<AdminMailSummary>(keptMailKey, {}, { enabled });
}

/** GET /api/admin/mail/:id (staff): one kept message with its HTML and text parts; null reads nothing. */
export function useKeptMailMessage(id: string | null) {
  return useQuery({
    queryKey: [...keptMailKey, id],
    queryFn: () => apiJson<AdminMailMessage>("GET", `/api/admin/mail/${encodeURIComponent(id!)}`),
    enabled: id !== null,
  });
}
