import { useState, type ReactNode } from "react";
import { EyeOff, Pencil, RotateCcw, Trash2 } from "lucide-react";
import type { MarketplaceItemView } from "@shared/api-types";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { ContentActionsMenu, type ContentAction } from "@/components/content-actions-menu";
import { useReportAction } from "@/components/moderation/use-report-action";
import { useAuth } from "@/hooks/use-auth";
import { toast } from "@/hooks/use-toast";
import { useDeleteMarketplaceItem } from "../api/delete-item";
import { useEditMarketplaceItem } from "../api/edit-item";
import { EditItemDialog } from "./edit-item-dialog";

/**
 * A listing's seller items ("Edit item", "Withdraw" or "Relist"; none once a
 * buyer reserved or bought it, as the server refuses them then)
 * and "Delete item" (the seller, or staff), with their dialogs; `onDeleted` runs
 * once it is gone (the open item closes).
 */
function useItemOwnerActions(item: MarketplaceItemView, onDeleted: () => void): { items: ContentAction[]; dialogs: ReactNode } {
  const { user } = useAuth();
  const [editing, setEditing] = useState(false);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const editItem = useEditMarketplaceItem();
  const deleteItem = useDeleteMarketplaceItem();
  const isSeller = Boolean(user && user.id === item.sellerId);
  const mayDelete = isSeller || Boolean(user?.isStaff);
  const withdrawn = item.status === "withdrawn";
  const editable = item.status === "available" || withdrawn;

  const markAs = (status: "withdrawn" | "available") =>
    editItem.mutate(
      { itemId: item.id, changes: { status } },
      { onSuccess: () => toast({ title: status === "withdrawn" ? "Item withdrawn" : "Listed again" }) },
    );

  const items: ContentAction[] = [];
  if (isSeller && editable) {
    items.push(
      { id: "edit", label: "Edit item", icon: <Pencil aria-hidden />, onSelect: () => setEditing(true) },
      withdrawn
        ? { id: "status", label: "Relist", icon: <RotateCcw aria-hidden />, onSelect: () => markAs("available"), disabled: editItem.isPending }
        : { id: "status", label: "Withdraw", icon: <EyeOff aria-hidden />, onSelect: () => markAs("withdrawn"), disabled: editItem.isPending },
    );
  }
  if (mayDelete) {
    items.push({ id: "delete", label: "Delete item", icon: <Trash2 aria-hidden />, destructive: true, onSelect: () => setConfirmingDelete(true) });
  }

  const confirmDelete = () =>
    deleteItem.mutate(item.id, {
      onSuccess: () => {
        toast({ title: "Item deleted" });
        setConfirmingDelete(false);
        onDeleted();
      },
    });

  const dialogs = (
    <>
      {isSeller && <EditItemDialog item={item} open={editing} onOpenChange={setEditing} />}
      {mayDelete && (
        <ConfirmDialog
          open={confirmingDelete}
          onClose={() => setConfirmingDelete(false)}
          title="Delete this listing?"
          description="The item and its picture are deleted for good. This cannot be undone."
          confirmLabel="Delete item"
          pendingLabel="Deleting..."
          pending={deleteItem.isPending}
          onConfirm={confirmDelete}
        />
      )}
    </>
  );
  return { items, dialogs };
}

/** The "⋯" menu of an open listing. */
export function ItemActions({ item, onDeleted }: { item: MarketplaceItemView; onDeleted: () => void }) {
  const owner = useItemOwnerActions(item, onDeleted);
  const report = useReportAction({ targetType: "marketplace_item", targetId: item.id, authorId: item.sellerId });
  return (
    <>
      <ContentActionsMenu subject={item.title} items={[...owner.items, ...report.items]} />
      {owner.dialogs}
      {report.dialog}
    </>
  );
}
