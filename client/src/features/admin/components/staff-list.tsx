import { useState } from "react";
import { ShieldCheck, Users } from "lucide-react";
import type { StaffMemberView } from "@shared/api-types";
import { displayNameOf } from "@shared/people";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { EmptyState } from "@/components/empty-state";
import { InitialsAvatar } from "@/components/initials-avatar";
import { LoadError } from "@/components/load-error";
import { LoadingState } from "@/components/loading-state";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { useDismissModerator, type useStaff } from "../api/staff";

/** The staff: admins (from ADMIN_EMAILS, not changeable here) and moderators, each with "Dismiss". */
export function StaffList({ staff }: { staff: ReturnType<typeof useStaff> }) {
  const dismiss = useDismissModerator();
  const [pending, setPending] = useState<StaffMemberView | null>(null);

  if (staff.isLoading) return <LoadingState label="Loading staff..." />;
  if (staff.isError) return <LoadError title="Staff could not be loaded" onRetry={() => void staff.refetch()} />;
  if (!staff.data?.length) return <EmptyState icon={<Users />} title="No staff yet" />;

  return (
    <>
      <ul className="divide-y rounded-2xl border bg-card shadow-soft">
        {staff.data.map((member) => (
          <li key={member.id} className="flex flex-wrap items-center gap-4 p-4 sm:p-5">
            <InitialsAvatar name={member} alt={displayNameOf(member)} className="size-10" />
            <div className="min-w-0 flex-1">
              <p className="truncate font-semibold">{displayNameOf(member, { withEmail: false })}</p>
              <p className="truncate text-sm text-muted-foreground">
                @{member.username}
                {member.email && <> · {member.email}</>}
              </p>
            </div>
            {member.role === "admin" ? (
              <Badge variant="gradient">
                <ShieldCheck aria-hidden />
                Admin
              </Badge>
            ) : (
              <div className="flex items-center gap-3">
                <Badge variant="secondary">Moderator</Badge>
                <Button variant="outline" size="sm" onClick={() => setPending(member)}>
                  Dismiss
                </Button>
              </div>
            )}
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={pending !== null}
        onClose={() => setPending(null)}
        title="Dismiss this moderator?"
        description={`${pending ? displayNameOf(pending, { withEmail: false }) : "They"} will no longer see the moderation queue or staff pages.`}
        confirmLabel="Dismiss moderator"
        pendingLabel="Dismissing..."
        pending={dismiss.isPending}
        onConfirm={() => pending && dismiss.mutate(pending.id, { onSettled: () => setPending(null) })}
      />
    </>
  );
}
