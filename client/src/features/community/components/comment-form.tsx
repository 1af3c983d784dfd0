import { useForm, useWatch } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { LoaderCircle, Send } from "lucide-react";
import { TEXT_LIMITS } from "@shared/constants/text-limits";
import { commentInputSchema } from "@shared/validation";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/hooks/use-toast";
import { useAddComment } from "../api/comments";

/**
 * The comment box of a thread. A blank or whitespace-only comment is silently
 * ignored and the button stays disabled until there is text; the box clears after success.
 */
export function CommentForm({ threadId }: { threadId: string }) {
  const addComment = useAddComment();
  const form = useForm({
    resolver: zodResolver(commentInputSchema),
    defaultValues: { threadId, content: "" },
  });
  const content = useWatch({ control: form.control, name: "content" });
  const blank = !content?.trim();

  const submit = form.handleSubmit((input) => {
    addComment.mutate(input, {
      onSuccess: () => {
        form.reset({ threadId, content: "" });
        toast({ title: "Comment posted!" });
      },
    });
  });

  return (
    <form onSubmit={submit} className="space-y-3" noValidate>
      <Label htmlFor="comment-content">Add a comment</Label>
      <Textarea
        id="comment-content"
        placeholder="Share your thoughts or experience..."
        className="min-h-24"
        maxLength={TEXT_LIMITS.comment}
        {...form.register("content")}
        onKeyDown={(e) => {
          // Ctrl/Cmd + Enter posts, like most comment boxes.
          if (e.key === "Enter" && (e.metaKey || e.ctrlKey)) void submit();
        }}
      />
      <div className="flex justify-end">
        <Button type="submit" disabled={blank || addComment.isPending}>
          {addComment.isPending ? <LoaderCircle className="animate-spin" aria-hidden /> : <Send aria-hidden />}
          {addComment.isPending ? "Posting..." : "Post Comment"}
        </Button>
      </div>
    </form>
  );
}
