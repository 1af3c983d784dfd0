import type { CommentView } from "@shared/api-types";
import { EditCommentDialog as EditCommentForm } from "@/components/comments/edit-comment-dialog";
import { toast } from "@/hooks/use-toast";
import { useEditComment } from "../api/edit-comment";

interface EditCommentDialogProps {
  comment: CommentView;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** 'Edit comment' of a thread's comment (its author). */
export function EditCommentDialog({ comment, open, onOpenChange }: EditCommentDialogProps) {
  const editComment = useEditComment(comment.threadId);
  return (
    <EditCommentForm
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
