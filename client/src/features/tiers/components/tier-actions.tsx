import { useState } from "react";
import { Archive, Trash2 } from "lucide-react";
import type { TierView } from "@shared/api-types";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { ContentActionsMenu, type ContentAction } from "@/components/content-actions-menu";
import { toast } from "@/hooks/use-toast";
import { useArchiveTier } from "../api/archive-tier";
import { useDeleteTier } from "../api/delete-tier";

type Confirming = "archive" | "delete" | null;

/**
 * The owner's "⋯" menu of a tier on /manage-subscription-tiers: "Archive tier"
 * (new fans stop seeing it, its fans keep it) and "Delete tier" (only for a tier
 * nobody ever subscribed to: the server answers why otherwise).
 */
export function TierActions({ tier }: { tier: TierView }) {
  const [confirming, setConfirming] = useState<Confirming>(null);
  const archiveTier = useArchiveTier();
  const deleteTier = useDeleteTier();
  const close = () => setConfirming(null);

  const items: ContentAction[] = [];
  if (!tier.archivedAt) items.push({ id: "archive", label: "Archive tier", icon: <Archive aria-hidden />, onSelect: () => setConfirming("archive") });
  items.push({ id: "delete", label: "Delete tier", icon: <Trash2 aria-hidden />, destructive: true, onSelect: () => setConfirming("delete") });

  const archive = () =>
    archiveTier.mutate(tier.id, {
      onSuccess: () => {
        toast({ title: "Tier archived", description: `New fans won't see ${tier.name}; current fans keep it.` });
        close();
      },
    });
  const remove = () =>
    deleteTier.mutate(tier, {
      onSuccess: () => {
        toast({ title: "Tier deleted" });
        close();
      },
      // The answer (e.g. "Fans have subscribed to this tier …") is the error toast; the dialog closes.
      onError: close,
    });

  return (
    <>
      <ContentActionsMenu subject={`the ${tier.name} tier`} items={items} className="-mt-1 -mr-2" />
      <ConfirmDialog
        open={confirming === "archive"}
        onClose={close}
        title={`Archive ${tier.name}?`}
        description="New fans won't be offered this tier any more. Fans who already have it keep it, at their price, until they cancel."
        confirmLabel="Archive tier"
        pendingLabel="Archiving..."
        pending={archiveTier.isPending}
        onConfirm={archive}
        destructive={false}
      />
      <ConfirmDialog
        open={confirming === "delete"}
        onClose={close}
        title={`Delete ${tier.name}?`}
        description="Only a tier nobody has ever subscribed to can be deleted; any other one can be archived instead. This cannot be undone."
        confirmLabel="Delete tier"
        pendingLabel="Deleting..."
        pending={deleteTier.isPending}
        onConfirm={remove}
      />
    </>
  );
}
