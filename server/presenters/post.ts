/**
 * A post as a given viewer sees it (PostView). Premium posts are listed for
 * everyone, but their media leave the server only when the viewPostMedia rule
 * allows it, with the viewer's answer from canViewCreatorContent (asked once
 * per request). A locked post carries only its teaser: the photo's (or the
 * video thumbnail's) blurred placeholder and size, never an address of the
 * media or of their variants.
 */
import type { PostView } from "@shared/api-types";
import { audienceOfIsPremium } from "@shared/post-audience";
import type { MediaType } from "@shared/constants/uploads";
import type { Post } from "../db/schema";
import { can, type Actor } from "../policies";
import { hiddenFlag } from "./hidden";
import { presentImage, presentImageTeaser, type ImageFacts } from "./image";

export interface PostViewerState {
  viewer: Actor | undefined;
  /** The viewer may see this creator's subscriber-only content. */
  mayViewCreatorContent: boolean;
  likedByViewer: boolean;
}

/** The media records of a post's file and thumbnail, as the post queries join them (none for a post just published). */
export interface PostMediaFacts {
  media: ImageFacts | null;
  thumbnail: ImageFacts | null;
}

const NO_MEDIA_FACTS: PostMediaFacts = { media: null, thumbnail: null };

export function presentPost(
  post: Post,
  { viewer, mayViewCreatorContent, likedByViewer }: PostViewerState,
  facts: PostMediaFacts = NO_MEDIA_FACTS,
): PostView {
  const locked = !can(viewer, "viewPostMedia", { post, mayViewCreatorContent });
  const isImage = post.mediaType === "image";
  return {
    id: post.id,
    creatorProfileId: post.creatorProfileId,
    caption: post.caption,
    mediaType: post.mediaType as MediaType,
    mediaUrl: locked ? null : post.mediaUrl,
    thumbnailUrl: locked ? null : post.thumbnailUrl,
    mediaImage: locked || !isImage ? null : presentImage(post.mediaUrl, facts.media),
    thumbnailImage: locked ? null : presentImage(post.thumbnailUrl, facts.thumbnail),
    teaser: locked ? presentImageTeaser(isImage ? facts.media : facts.thumbnail) : null,
    duration: post.duration,
    isPremium: post.isPremium,
    audience: audienceOfIsPremium(post.isPremium),
    behindTheScenes: false,
    lockReason: locked ? "subscribe" : null,
    unlockTier: null,
    likes: post.likes,
    commentsCount: post.commentsCount,
    likedByViewer,
    locked,
    createdAt: post.createdAt.toISOString(),
    ...hiddenFlag(post.hiddenAt),
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
