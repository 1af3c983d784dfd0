/**
 * A post as a given viewer sees it (PostView). Every post is listed for
 * everyone, but its media leave the server only when the one rule
 * (policies/post-access.ts, asked with the viewer's entitlement loaded once per
 * request) shows it. A locked post carries its reason, the cheapest tier that
 * unlocks it and only its teaser: the photo's (or the video thumbnail's)
 * blurred placeholder and size, never an address of the media or of their variants.
 */
import type { PostView } from "@shared/api-types";
import type { MediaType } from "@shared/constants/uploads";
import type { VideoProcessingView } from "@shared/video";
import type { Post } from "../db/schema";
import { audienceOf, isVideoPost, type PostAccess } from "../policies/post-access";
import { hiddenFlag } from "./hidden";
import { presentImage, presentImageTeaser, type ImageFacts } from "./image";

export interface PostViewerState {
  /** The rule's answer for this viewer. */
  access: PostAccess;
  likedByViewer: boolean;
  /** The post's creator or staff: the only ones a video's original upload is readable by (policies/media.ts). */
  managesPost: boolean;
}

/** The media records of a post's file and thumbnail, as the post queries join them (none for a post just published). */
export interface PostMediaFacts {
  media: ImageFacts | null;
  thumbnail: ImageFacts | null;
}

const NO_MEDIA_FACTS: PostMediaFacts = { media: null, thumbnail: null };

/** A video post not watchable yet whose asset is not read (yet): just sent to be transcoded. */
const JUST_SENT: VideoProcessingView = { status: "processing", progress: 0, failureReason: null };

/**
 * `processing`: where the video of a post not watchable yet stands (only its
 * creator and staff receive such a post: the queries and loaders keep it from others).
 */
export function presentPost(
  post: Post,
  { access, likedByViewer, managesPost }: PostViewerState,
  facts: PostMediaFacts = NO_MEDIA_FACTS,
  processing?: VideoProcessingView,
): PostView {
  const locked = !access.visible;
  const isImage = post.mediaType === "image";
  return {
    id: post.id,
    creatorProfileId: post.creatorProfileId,
    caption: post.caption,
    mediaType: post.mediaType as MediaType,
    // A video's viewers stream it (GET /api/posts/:id/playback); its original goes to those who may read it.
    mediaUrl: locked || (isVideoPost(post) && !managesPost) ? null : post.mediaUrl,
    thumbnailUrl: locked ? null : post.thumbnailUrl,
    mediaImage: locked || !isImage ? null : presentImage(post.mediaUrl, facts.media),
    thumbnailImage: locked ? null : presentImage(post.thumbnailUrl, facts.thumbnail),
    teaser: locked ? presentImageTeaser(isImage ? facts.media : facts.thumbnail) : null,
    duration: post.duration,
    isPremium: post.isPremium,
    audience: audienceOf(post),
    behindTheScenes: post.behindTheScenes,
    lockReason: access.reason,
    unlockTier: access.unlockTier,
    likes: post.likes,
    commentsCount: post.commentsCount,
    likedByViewer,
    locked,
    createdAt: post.createdAt.toISOString(),
    ...(post.videoReady ? {} : { videoProcessing: processing ?? JUST_SENT }),
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
