import { lazy, Suspense, useState, type ReactNode } from "react";
import { Pencil, Trash2 } from "lucide-react";
import type { ThreadView } from "@shared/api-types";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { ContentActionsMenu, type ContentAction } from "@/components/content-actions-menu";
import { useReportAction } from "@/components/moderation/use-report-action";
import { useAuth } from "@/hooks/use-auth";
import { useDeferredPart } from "@/hooks/use-deferred-part";
import { toast } from "@/hooks/use-toast";
import { useDeleteThread } from "../api/delete-thread";

// The edit form (its schema and the form library) loads the first time its author edits.
const loadEditThreadDialog = () => import("./edit-thread-dialog");
const EditThreadDialog = lazy(() => loadEditThreadDialog().then((m) => ({ default: m.EditThreadDialog })));

/**
 * A thread's "Edit" (its author) and "Delete" (its author, or staff) items and
 * their dialogs; `onDeleted` runs once it is gone (the detail goes back to the list).
 */
function useThreadOwnerActions(thread: ThreadView, onDeleted: () => void): { items: ContentAction[]; dialogs: ReactNode } {
  const { user } = useAuth();
  const [editing, setEditing] = useState(false);
  const editDialog = useDeferredPart(loadEditThreadDialog);
  const startEditing = () => {
    editDialog.want();
    setEditing(true);
  };
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const deleteThread = useDeleteThread();
  const isAuthor = Boolean(user && user.id === thread.userId);
  const mayDelete = isAuthor || Boolean(user?.isStaff);

  const items: ContentAction[] = [];
  if (isAuthor) items.push({ id: "edit", label: "Edit thread", icon: <Pencil aria-hidden />, onSelect: startEditing });
  if (mayDelete) {
    items.push({ id: "delete", label: "Delete thread", icon: <Trash2 aria-hidden />, destructive: true, onSelect: () => setConfirmingDelete(true) });
  }

  const confirmDelete = () =>
    deleteThread.mutate(thread.id, {
      onSuccess: () => {
        toast({ title: "Thread deleted" });
        setConfirmingDelete(false);
        onDeleted();
      },
    });

  const dialogs = (
    <>
      {isAuthor && editDialog.wanted && (
        <Suspense fallback={null}>
          <EditThreadDialog thread={thread} open={editing} onOpenChange={setEditing} />
        </Suspense>
      )}
      {mayDelete && (
        <ConfirmDialog
          open={confirmingDelete}
          onClose={() => setConfirmingDelete(false)}
          title="Delete this thread?"
          description="The thread and every comment on it are deleted for good. This cannot be undone."
          confirmLabel="Delete thread"
          pendingLabel="Deleting..."
          pending={deleteThread.isPending}
          onConfirm={confirmDelete}
        />
      )}
    </>
  );
  return { items, dialogs };
}

/** The "⋯" menu of an opened thread. */
export function ThreadActions({ thread, onDeleted }: { thread: ThreadView; onDeleted: () => void }) {
  const owner = useThreadOwnerActions(thread, onDeleted);
  const report = useReportAction({ targetType: "thread", targetId: thread.id, authorId: thread.userId });
  return (
    <>
      <ContentActionsMenu subject="thread" items={[...owner.items, ...report.items]} />
      {owner.dialogs}
      {report.dialog}
    </>
  );
}
