/**
 * The shapes the API answers with. Server presenters build exactly these; the
 * client reads them. Dates travel as ISO strings, money as 2-decimal strings.
 */
import type { MediaType } from "./constants";

/** GET /api/auth/user: the signed-in user (own email included). */
export interface CurrentUser {
  id: string;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  profileImageUrl: string | null;
  displayName: string | null;
  username: string;
  isStaff: boolean;
}

export interface CreatorProfileView {
  id: string;
  userId: string;
  petName: string;
  petType: string;
  breed: string | null;
  bio: string;
  coverImageUrl: string | null;
  avatarImageUrl: string | null;
  subscriptionPrice: string;
  createdAt: string;
  /** The creator's display name ("by ..."). */
  creatorName: string;
  /** Active subscriptions. */
  fansCount: number;
  postsCount: number;
}

export interface PostView {
  id: string;
  creatorProfileId: string;
  caption: string | null;
  mediaType: MediaType;
  /** null while locked. */
  mediaUrl: string | null;
  thumbnailUrl: string | null;
  duration: number | null;
  isPremium: boolean;
  likes: number;
  /** Whether the viewer has liked it (false when signed out). */
  likedByViewer: boolean;
  /** Premium and the viewer is neither the owner nor an active subscriber. */
  locked: boolean;
  createdAt: string;
}

export interface TierView {
  id: string;
  creatorProfileId: string;
  name: string;
  price: string;
  description: string | null;
  features: string[];
  createdAt: string;
}

/** GET /api/subscriptions/creator/:id (the profile's owner or staff only). */
export interface CreatorSubscriptionView {
  id: string;
  subscriberId: string;
  creatorProfileId: string;
  tierId: string | null;
  price: string;
  status: string;
  createdAt: string;
  /**
   * displayName is the fan's shown name (shared/people.ts displayNameOf, never built
   * from the email); email goes to the profile's owner and staff, the only viewers
   * of this list (null when the fan has none).
   */
  subscriber: { displayName: string; email: string | null; profileImageUrl: string | null };
  tier: { name: string; price: string } | null;
}

/** GET /api/subscriptions/mine: the caller's own subscriptions. */
export interface MySubscriptionView {
  id: string;
  creatorProfileId: string;
  tierId: string | null;
  price: string;
  status: string;
  createdAt: string;
  creator: { petName: string; avatarImageUrl: string | null; userId: string };
}

export interface DashboardStats {
  activeSubscribers: number;
  postsCount: number;
  /** Sum of active subscription prices, before the split. */
  monthlyGross: string;
  /** The creator's 80% share of monthlyGross. */
  monthlyEarnings: string;
  /** The platform's 20%. */
  platformFee: string;
}

export interface ContactMessageView {
  id: string;
  name: string;
  email: string;
  subject: string;
  message: string;
  read: boolean;
  createdAt: string;
}

/** GET /api/contact-messages/summary (staff): the inbox's size. */
export interface ContactInboxSummary {
  total: number;
  unread: number;
}

export interface ThreadView {
  id: string;
  userId: string;
  title: string;
  content: string;
  category: string;
  likes: number;
  commentCount: number;
  createdAt: string;
}

export interface CommentView {
  id: string;
  threadId: string;
  userId: string;
  content: string;
  createdAt: string;
}

export interface MarketplaceItemView {
  id: string;
  sellerId: string;
  title: string;
  description: string;
  price: string;
  platformCommission: string;
  category: string;
  imageUrl: string | null;
  condition: string;
  location: string | null;
  status: string;
  createdAt: string;
}

/** What wellness tips and vet articles share; each names its topic field its own way. */
interface ArticleViewBase {
  id: string;
  authorId: string;
  title: string;
  content: string;
  imageUrl: string | null;
  tags: string[];
  createdAt: string;
}

export interface WellnessTipView extends ArticleViewBase {
  category: string;
}

export interface VetArticleView extends ArticleViewBase {
  specialization: string;
}

export interface NotificationView {
  id: string;
  /** One of NOTIFICATION_TYPES (shared/constants.ts). */
  type: "new_post" | "new_subscriber" | string;
  title: string;
  message: string;
  creatorProfileId: string | null;
  postId: string | null;
  read: boolean;
  createdAt: string;
}

export interface UploadTicket {
  uploadURL: string;
  objectPath: string;
  /** Headers the PUT to uploadURL must carry exactly (Content-Type, and for cloud storage its size limit). */
  uploadHeaders: Record<string, string>;
}

/** Every 4xx answer. */
export interface ApiError {
  message: string;
  errors?: { path: string; message: string }[];
}
