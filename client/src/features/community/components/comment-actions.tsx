import { lazy, Suspense, useState, type ReactNode } from "react";
import { Pencil, Trash2 } from "lucide-react";
import type { CommentView } from "@shared/api-types";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { ContentActionsMenu, type ContentAction } from "@/components/content-actions-menu";
import { useReportAction } from "@/components/moderation/use-report-action";
import { useAuth } from "@/hooks/use-auth";
import { useDeferredPart } from "@/hooks/use-deferred-part";
import { toast } from "@/hooks/use-toast";
import { useDeleteComment } from "../api/delete-comment";

// The edit form (its schema and the form library) loads the first time its author edits.
const loadEditCommentDialog = () => import("./edit-comment-dialog");
const EditCommentDialog = lazy(() => loadEditCommentDialog().then((m) => ({ default: m.EditCommentDialog })));

/** A comment's "Edit" (its author) and "Delete" (its author, or staff) items and their dialogs. */
function useCommentOwnerActions(comment: CommentView): { items: ContentAction[]; dialogs: ReactNode } {
  const { user } = useAuth();
  const [editing, setEditing] = useState(false);
  const editDialog = useDeferredPart(loadEditCommentDialog);
  const startEditing = () => {
    editDialog.want();
    setEditing(true);
  };
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const deleteComment = useDeleteComment(comment.threadId);
  const isAuthor = Boolean(user && user.id === comment.userId);
  const mayDelete = isAuthor || Boolean(user?.isStaff);

  const items: ContentAction[] = [];
  if (isAuthor) items.push({ id: "edit", label: "Edit comment", icon: <Pencil aria-hidden />, onSelect: startEditing });
  if (mayDelete) {
    items.push({ id: "delete", label: "Delete comment", icon: <Trash2 aria-hidden />, destructive: true, onSelect: () => setConfirmingDelete(true) });
  }

  const confirmDelete = () =>
    deleteComment.mutate(comment.id, {
      onSuccess: () => {
        toast({ title: "Comment deleted" });
        setConfirmingDelete(false);
      },
    });

  const dialogs = (
    <>
      {isAuthor && editDialog.wanted && (
        <Suspense fallback={null}>
          <EditCommentDialog comment={comment} open={editing} onOpenChange={setEditing} />
        </Suspense>
      )}
      {mayDelete && (
        <ConfirmDialog
          open={confirmingDelete}
          onClose={() => setConfirmingDelete(false)}
          title="Delete this comment?"
          description="It is deleted for good. This cannot be undone."
          confirmLabel="Delete comment"
          pendingLabel="Deleting..."
          pending={deleteComment.isPending}
          onConfirm={confirmDelete}
        />
      )}
    </>
  );
  return { items, dialogs };
}

/** The "⋯" menu of a comment. */
export function CommentActions({ comment }: { comment: CommentView }) {
  const owner = useCommentOwnerActions(comment);
  const report = useReportAction({ targetType: "comment", targetId: comment.id, authorId: comment.userId });
  return (
    <>
      <ContentActionsMenu subject="comment" items={[...owner.items, ...report.items]} className="-mt-1 -mr-1" />
      {owner.dialogs}
      {report.dialog}
    </>
  );
}
