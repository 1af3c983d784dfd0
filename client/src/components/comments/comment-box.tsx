import { useId } from "react";
import { useForm, useWatch } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { LoaderCircle, Send } from "lucide-react";
import { TEXT_LIMITS } from "@shared/constants/text-limits";
import { commentUpdateSchema, type CommentUpdate } from "@shared/validation";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";

interface CommentBoxProps {
  pending: boolean;
  /** Posts the text; `clear` empties the box (call it once the comment is saved). */
  onPost: (input: CommentUpdate, clear: () => void) => void;
}

/**
 * A comment box: 'Post Comment' ('Posting...' while pending). A blank or
 * whitespace-only comment is silently ignored: the button stays disabled until
 * there is text. Ctrl/Cmd + Enter posts, like most comment boxes.
 */
export function CommentBox({ pending, onPost }: CommentBoxProps) {
  const id = useId();
  const form = useForm({ resolver: zodResolver(commentUpdateSchema), defaultValues: { content: "" } });
  const content = useWatch({ control: form.control, name: "content" });
  const blank = !content?.trim();
  const submit = form.handleSubmit((input) => onPost(input, () => form.reset({ content: "" })));

  return (
    <form onSubmit={submit} className="space-y-3" noValidate>
      <Label htmlFor={`${id}-content`}>Add a comment</Label>
      <Textarea
        id={`${id}-content`}
        placeholder="Share your thoughts or experience..."
        className="min-h-24"
        maxLength={TEXT_LIMITS.comment}
        {...form.register("content")}
        onKeyDown={(e) => {
          if (e.key === "Enter" && (e.metaKey || e.ctrlKey)) void submit();
        }}
      />
      <div className="flex justify-end">
        <Button type="submit" disabled={blank || pending}>
          {pending ? <LoaderCircle className="animate-spin" aria-hidden /> : <Send aria-hidden />}
          {pending ? "Posting..." : "Post Comment"}
        </Button>
      </div>
    </form>
  );
}
