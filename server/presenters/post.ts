/**
 * A post as a given viewer sees it (PostView). Premium posts are listed for
 * everyone, but their media leave the server only when the viewPostMedia rule
 * allows it, with the viewer's answer from canViewCreatorContent (asked once
 * per request).
 */
import type { PostView } from "@shared/api-types";
import type { MediaType } from "@shared/constants";
import type { Post } from "@shared/schema";
import { can, type Actor } from "../policies";

export interface PostViewerState {
  viewer: Actor | undefined;
  /** The viewer may see this creator's subscriber-only content. */
  mayViewCreatorContent: boolean;
  likedByViewer: boolean;
}

export function presentPost(post: Post, { viewer, mayViewCreatorContent, likedByViewer }: PostViewerState): PostView {
  const locked = !can(viewer, "viewPostMedia", { post, mayViewCreatorContent });
  return {
    id: post.id,
    creatorProfileId: post.creatorProfileId,
    caption: post.caption,
    mediaType: post.mediaType as MediaType,
    mediaUrl: locked ? null : post.mediaUrl,
    thumbnailUrl: locked ? null : post.thumbnailUrl,
    duration: post.duration,
    isPremium: post.isPremium,
    likes: post.likes,
    likedByViewer,
    locked,
    createdAt: post.createdAt.toISOString(),
  };
}

/** The answer to POST and DELETE /api/posts/:id/like. */
export interface LikeStateView {
  likes: number;
  likedByViewer: boolean;
}

export function presentLikeState(likes: number, likedByViewer: boolean): LikeStateView {
  return { likes, likedByViewer };
}
