import { useState } from "react";
import { Archive, SlidersHorizontal, Trash2 } from "lucide-react";
import type { TierView } from "@shared/api-types";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { ContentActionsMenu, type ContentAction } from "@/components/content-actions-menu";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { toast } from "@/hooks/use-toast";
import { useArchiveTier } from "../api/archive-tier";
import { useDeleteTier } from "../api/delete-tier";
import { useUpdateTier } from "../api/update-tier";
import { BenefitsEditor } from "./benefits-editor";

type Confirming = "benefits" | "archive" | "delete" | null;

/**
 * The owner's "⋯" menu of a tier on /manage-subscription-tiers: "Edit benefits"
 * (they apply to the tier's fans at once), "Archive tier"
 * (new fans stop seeing it, its fans keep it) and "Delete tier" (only for a tier
 * nobody ever subscribed to: the server answers why otherwise).
 */
export function TierActions({ tier }: { tier: TierView }) {
  const [confirming, setConfirming] = useState<Confirming>(null);
  const archiveTier = useArchiveTier();
  const deleteTier = useDeleteTier();
  const updateTier = useUpdateTier();
  const close = () => setConfirming(null);

  const items: ContentAction[] = [
    { id: "benefits", label: "Edit benefits", icon: <SlidersHorizontal aria-hidden />, onSelect: () => setConfirming("benefits") },
  ];
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

  const saveBenefits = (benefits: TierView["benefits"]) =>
    updateTier.mutate(
      { tierId: tier.id, changes: { benefits } },
      {
        onSuccess: () => {
          toast({ title: "Benefits saved", description: `${tier.name}'s fans get the new benefits now.` });
          close();
        },
      },
    );

  return (
    <>
      <ContentActionsMenu subject={`the ${tier.name} tier`} items={items} className="-mt-1 -mr-2" />
      <Dialog open={confirming === "benefits"} onOpenChange={(open) => !open && close()}>
        <DialogContent className="max-w-md">
          <DialogHeader>
            <DialogTitle>{tier.name} benefits</DialogTitle>
            <DialogDescription>What fans of this tier get. Changes apply to its current fans at once.</DialogDescription>
          </DialogHeader>
          {confirming === "benefits" && <BenefitsEditor initial={tier.benefits} pending={updateTier.isPending} onSave={saveBenefits} />}
        </DialogContent>
      </Dialog>
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
