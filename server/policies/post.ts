/**
 * Who may do what with posts. Whether a viewer may see premium content is the
 * one rule of ./creator-content.ts; these functions only apply it to posts.
 */
import type { CreatorProfile, Post } from "@shared/schema";
import type { DbOrTx } from "../db";
import type { Actor } from "./actor";
import { isProfileOwner } from "./creator-profile";
import { canViewCreatorContent, type ContentViewer } from "./creator-content";

export function canPublishPost(actor: Actor, profile: Pick<CreatorProfile, "userId">): boolean {
  return isProfileOwner(actor, profile);
}

/** A premium post is locked for a viewer who may not see the creator's subscriber-only content. */
export function isPostLocked(post: Pick<Post, "isPremium">, mayViewCreatorContent: boolean): boolean {
  return post.isPremium && !mayViewCreatorContent;
}

/** One post (likes): public posts are open to all, premium ones follow the content rule. */
export async function canViewPost(
  db: DbOrTx,
  viewer: ContentViewer | undefined,
  post: Pick<Post, "isPremium">,
  profile: Pick<CreatorProfile, "id" | "userId">,
): Promise<boolean> {
  if (!post.isPremium) return true;
  return canViewCreatorContent(db, viewer, profile);
}
