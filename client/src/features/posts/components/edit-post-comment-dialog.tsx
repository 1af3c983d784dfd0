import type { PostCommentView } from "@shared/api-types";
import { EditCommentDialog } from "@/components/comments/edit-comment-dialog";
import { toast } from "@/hooks/use-toast";
import { useEditPostComment } from "../api/post-comments";

interface EditPostCommentDialogProps {
  comment: PostCommentView;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** 'Edit comment' of a comment on a post (its author). */
export function EditPostCommentDialog({ comment, open, onOpenChange }: EditPostCommentDialogProps) {
  const editComment = useEditPostComment(comment.postId);
  return (
    <EditCommentDialog
      content={comment.content}
      open={open}
      onOpenChange={onOpenChange}
      pending={editComment.isPending}
      onSave={(changes) =>
        editComment.mutate(
          { commentId: comment.id, changes },
          {
            onSuccess: () => {
              toast({ title: "Comment updated" });
              onOpenChange(false);
            },
          },
        )
      }
    />
  );
}
