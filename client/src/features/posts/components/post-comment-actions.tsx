import { lazy, Suspense, useState, type ReactNode } from "react";
import { Pencil, Trash2 } from "lucide-react";
import type { PostCommentView } from "@shared/api-types";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { ContentActionsMenu, type ContentAction } from "@/components/content-actions-menu";
import { useReportAction } from "@/components/moderation/use-report-action";
import { useAuth } from "@/hooks/use-auth";
import { useDeferredPart } from "@/hooks/use-deferred-part";
import { toast } from "@/hooks/use-toast";
import { useDeletePostComment } from "../api/post-comments";

// The edit form (its schema and the form library) loads the first time its author edits.
const loadEditDialog = () => import("./edit-post-comment-dialog");
const EditPostCommentDialog = lazy(() => loadEditDialog().then((m) => ({ default: m.EditPostCommentDialog })));

interface PostCommentActionsProps {
  comment: PostCommentView;
  creatorProfileId: string;
  /** The post's creator, who may delete comments on their post (unknown: only the author and staff do). */
  creatorUserId?: string;
}

/** "Edit" (its author) and "Delete" (its author, the post's creator or staff) with their dialogs. */
function useOwnerActions({ comment, creatorProfileId, creatorUserId }: PostCommentActionsProps): { items: ContentAction[]; dialogs: ReactNode } {
  const { user } = useAuth();
  const [editing, setEditing] = useState(false);
  const editDialog = useDeferredPart(loadEditDialog);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const deleteComment = useDeletePostComment(comment.postId, creatorProfileId);
  const isAuthor = Boolean(user && user.id === comment.userId);
  const mayDelete = isAuthor || Boolean(user && (user.id === creatorUserId || user.isStaff));

  const items: ContentAction[] = [];
  if (isAuthor) {
    items.push({
      id: "edit",
      label: "Edit comment",
      icon: <Pencil aria-hidden />,
      onSelect: () => {
        editDialog.want();
        setEditing(true);
      },
    });
  }
  if (mayDelete) {
    items.push({ id: "delete", label: "Delete comment", icon: <Trash2 aria-hidden />, destructive: true, onSelect: () => setConfirmingDelete(true) });
  }

  const dialogs = (
    <>
      {isAuthor && editDialog.wanted && (
        <Suspense fallback={null}>
          <EditPostCommentDialog comment={comment} open={editing} onOpenChange={setEditing} />
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
          onConfirm={() =>
            deleteComment.mutate(comment.id, {
              onSuccess: () => {
                toast({ title: "Comment deleted" });
                setConfirmingDelete(false);
              },
            })
          }
        />
      )}
    </>
  );
  return { items, dialogs };
}

/** The "⋯" menu of a comment on a post. */
export function PostCommentActions(props: PostCommentActionsProps) {
  const owner = useOwnerActions(props);
  const report = useReportAction({ targetType: "post_comment", targetId: props.comment.id, authorId: props.comment.userId });
  return (
    <>
      <ContentActionsMenu subject="comment" items={[...owner.items, ...report.items]} className="-mt-1 -mr-1" />
      {owner.dialogs}
      {report.dialog}
    </>
  );
}
