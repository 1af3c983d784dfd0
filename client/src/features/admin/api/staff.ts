import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { AppointModeratorInput } from "@shared/moderation";
import type { StaffMemberView } from "@shared/api-types";
import { apiJson } from "@/lib/api";

const staffKey = ["/api/admin/staff"] as const;

/** GET /api/admin/staff (admins): moderators and admins, admins first. */
export function useStaff(enabled: boolean) {
  return useQuery<StaffMemberView[]>({ queryKey: staffKey, enabled });
}

/** POST /api/admin/moderators {user}: appoints a member, found by email or username. The form shows refusals itself. */
export function useAppointModerator() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AppointModeratorInput) => apiJson<StaffMemberView>("POST", "/api/admin/moderators", input),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: staffKey }),
    meta: { errorToast: false },
  });
}

/** DELETE /api/admin/moderators/:userId: the moderator becomes a member again. */
export function useDismissModerator() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) => apiJson<StaffMemberView>("DELETE", `/api/admin/moderators/${encodeURIComponent(userId)}`),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: staffKey }),
    meta: { errorTitle: "Could not change the role", errorFallback: "Failed to dismiss the moderator" },
  });
}
