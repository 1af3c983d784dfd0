import { lazy, Suspense, useState, type ReactNode } from "react";
import { Pencil, Trash2 } from "lucide-react";
import type { PostView } from "@shared/api-types";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { ContentActionsMenu, type ContentAction } from "@/components/content-actions-menu";
import { useReportAction } from "@/components/moderation/use-report-action";
import { useAuth } from "@/hooks/use-auth";
import { useDeferredPart } from "@/hooks/use-deferred-part";
import { toast } from "@/hooks/use-toast";
import { useDeletePost } from "../api/delete-post";

// The edit form (its schema and the form library) loads the first time its author edits.
const loadEditPostDialog = () => import("./edit-post-dialog");
const EditPostDialog = lazy(() => loadEditPostDialog().then((m) => ({ default: m.EditPostDialog })));

/**
 * The post's "Edit" (its creator) and "Delete" (its creator, or staff) items of
 * its "⋯" menu, and the dialogs they open. Nobody else gets items.
 */
function usePostOwnerActions(post: PostView, creatorUserId: string): { items: ContentAction[]; dialogs: ReactNode } {
  const { user } = useAuth();
  const [editing, setEditing] = useState(false);
  const editDialog = useDeferredPart(loadEditPostDialog);
  const startEditing = () => {
    editDialog.want();
    setEditing(true);
  };
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const deletePost = useDeletePost(post.creatorProfileId);
  const isCreator = Boolean(user && user.id === creatorUserId);
  const mayDelete = isCreator || Boolean(user?.isStaff);

  const items: ContentAction[] = [];
  if (isCreator) items.push({ id: "edit", label: "Edit post", icon: <Pencil aria-hidden />, onSelect: startEditing });
  if (mayDelete) {
    items.push({ id: "delete", label: "Delete post", icon: <Trash2 aria-hidden />, destructive: true, onSelect: () => setConfirmingDelete(true) });
  }

  const confirmDelete = () =>
    deletePost.mutate(post.id, {
      onSuccess: () => {
        toast({ title: "Post deleted" });
        setConfirmingDelete(false);
      },
    });

  const dialogs = (
    <>
      {isCreator && editDialog.wanted && (
        <Suspense fallback={null}>
          <EditPostDialog post={post} open={editing} onOpenChange={setEditing} />
        </Suspense>
      )}
      {mayDelete && (
        <ConfirmDialog
          open={confirmingDelete}
          onClose={() => setConfirmingDelete(false)}
          title="Delete this post?"
          description="Its photo or video, caption and likes are deleted for good. This cannot be undone."
          confirmLabel="Delete post"
          pendingLabel="Deleting..."
          pending={deletePost.isPending}
          onConfirm={confirmDelete}
        />
      )}
    </>
  );
  return { items, dialogs };
}

/** The "⋯" menu of a post in a feed, with whatever its viewer may do. */
export function PostActions({ post, creatorUserId }: { post: PostView; creatorUserId: string }) {
  const owner = usePostOwnerActions(post, creatorUserId);
  const report = useReportAction({ targetType: "post", targetId: post.id, authorId: creatorUserId });
  return (
    <>
      <ContentActionsMenu subject="post" items={[...owner.items, ...report.items]} className="-mr-2" />
      {owner.dialogs}
      {report.dialog}
    </>
  );
}
