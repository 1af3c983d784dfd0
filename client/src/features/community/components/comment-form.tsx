import { CommentBox } from "@/components/comments/comment-box";
import { toast } from "@/hooks/use-toast";
import { useAddComment } from "../api/comments";

/** The comment box of a thread; it clears after success. */
export function CommentForm({ threadId }: { threadId: string }) {
  const addComment = useAddComment();
  return (
    <CommentBox
      pending={addComment.isPending}
      onPost={({ content }, clear) =>
        addComment.mutate(
          { threadId, content },
          {
            onSuccess: () => {
              clear();
              toast({ title: "Comment posted!" });
            },
          },
        )
      }
    />
  );
}
