/**
 * Who may do what with posts. Whether a viewer may see a creator's premium
 * content is the one rule of ./creator-content.ts, asked once per request; the
 * rules here apply its answer to a post. A post is edited by its creator only
 * (staff do not act for creators); its creator or staff delete it, staff for
 * content that breaks the guidelines.
 */
import type { Post } from "../db/schema";
import type { Actor } from "./actor";
import { isProfileOwner, type ProfileOwnership } from "./creator-profile";
import { rule } from "./rule";

/** A post together with the viewer's answer from canViewCreatorContent for its creator. */
interface PostSeenBy {
  post: Pick<Post, "isPremium">;
  mayViewCreatorContent: boolean;
}

/** Public posts are open to all; premium ones to whoever may see the creator's content. */
function mayViewPost(_actor: Actor | undefined, { post, mayViewCreatorContent }: PostSeenBy): boolean {
  return !post.isPremium || mayViewCreatorContent;
}

export const postRules = {
  publishPost: rule<ProfileOwnership>("Only the profile's owner can post to it", isProfileOwner),
  /** The subject is the post's creator profile. */
  editPost: rule<ProfileOwnership>("Only the post's creator can edit it", isProfileOwner),
  deletePost: rule<ProfileOwnership>(
    "Only the post's creator or staff can delete it",
    (actor, profile) => isProfileOwner(actor, profile) || Boolean(actor?.isStaff),
  ),
  /** The post's media and thumbnail (a locked post is listed without them). */
  viewPostMedia: rule<PostSeenBy>("Subscribe to this PawPal to see their exclusive posts", mayViewPost),
  likePost: rule<PostSeenBy>("Subscribe to this PawPal to like their exclusive posts", mayViewPost),
  /** Reading and writing its comments: whoever may see the post. */
  viewPostComments: rule<PostSeenBy>("Subscribe to this PawPal to see the comments on their exclusive posts", mayViewPost),
};
