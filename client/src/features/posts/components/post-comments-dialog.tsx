import { useLocation } from "wouter";
import type { PostView } from "@shared/api-types";
import { pluralize } from "@shared/plural";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { PostComments } from "./post-comments";

interface PostCommentsDialogProps {
  post: PostView;
  creatorUserId?: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** A post's comments section, opened from its card. */
export function PostCommentsDialog({ post, creatorUserId, open, onOpenChange }: PostCommentsDialogProps) {
  const [location] = useLocation();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90dvh] max-w-lg overflow-y-auto">
        <DialogHeader>
          <DialogTitle>Comments</DialogTitle>
          <DialogDescription>
            {post.caption ? `On “${post.caption}”: ` : ""}
            {pluralize(post.commentsCount, "comment")}
          </DialogDescription>
        </DialogHeader>
        {open && <PostComments post={post} creatorUserId={creatorUserId} returnTo={location} />}
      </DialogContent>
    </Dialog>
  );
}
