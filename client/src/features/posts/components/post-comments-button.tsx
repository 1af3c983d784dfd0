import { lazy, Suspense, useState } from "react";
import { MessageCircle } from "lucide-react";
import type { PostView } from "@shared/api-types";
import { pluralize } from "@shared/plural";
import { Button } from "@/components/ui/button";
import { useDeferredPart } from "@/hooks/use-deferred-part";

// The comments (their list, form and the form library) load the first time they are opened.
const loadCommentsDialog = () => import("./post-comments-dialog");
const PostCommentsDialog = lazy(() => loadCommentsDialog().then((m) => ({ default: m.PostCommentsDialog })));

/**
 * A post's comment count; on a post the viewer may see, a button that opens its
 * comments. A locked post shows the count only (its comments are the fans').
 */
export function PostCommentsButton({ post, creatorUserId }: { post: PostView; creatorUserId?: string }) {
  const [open, setOpen] = useState(false);
  const dialog = useDeferredPart(loadCommentsDialog);
  const countText = pluralize(post.commentsCount, "comment");

  if (post.locked) {
    return (
      <span className="inline-flex items-center gap-1.5">
        <MessageCircle className="size-4" aria-hidden />
        <span aria-hidden>{post.commentsCount}</span>
        <span className="sr-only">{countText}</span>
      </span>
    );
  }
  return (
    <>
      <Button
        variant="ghost"
        size="sm"
        aria-label={`Comments, ${countText}`}
        className="gap-1.5 text-muted-foreground"
        onPointerEnter={dialog.preload}
        onFocus={dialog.preload}
        onClick={() => {
          dialog.want();
          setOpen(true);
        }}
      >
        <MessageCircle aria-hidden />
        {post.commentsCount}
      </Button>
      {dialog.wanted && (
        <Suspense fallback={null}>
          <PostCommentsDialog post={post} creatorUserId={creatorUserId} open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  );
}
