/**
 * The shapes the API answers with. Server presenters build exactly these; the
 * client reads them. Dates travel as ISO strings, money as 2-decimal strings.
 */
import type { DeliveryOptions, MarketplaceItemStatus, SellerRatingView } from "./marketplace";
import type { Benefits } from "./benefits";
import type { AuditAction, CaseStatus, MessageEvidence, ReportReason, ReportTargetType, Role } from "./moderation";
import type { MediaType } from "./constants/uploads";
import type { ImageTeaser, ImageView } from "./media";
import type { LockReason, PostAudience, UnlockTier } from "./post-audience";
import type { VideoProcessingView } from "./video";
import type { SubscriptionStatus } from "./subscriptions";

/** GET /api/auth/user: the signed-in user (own email included). */
export interface CurrentUser {
  id: string;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  profileImageUrl: string | null;
  displayName: string | null;
  username: string;
  /** member, moderator or admin; staff is a moderator or an admin. */
  role: Role;
  isStaff: boolean;
}

/** GET /api/admin/staff: a moderator or an admin, as the admins' roles page lists them. */
export interface StaffMemberView {
  id: string;
  username: string;
  displayName: string | null;
  email: string | null;
  role: Role;
}

export interface CreatorProfileView {
  id: string;
  userId: string;
  petName: string;
  petType: string;
  breed: string | null;
  bio: string;
  /** The stored addresses (what the edit form saves back). */
  coverImageUrl: string | null;
  avatarImageUrl: string | null;
  /** The same images to show: size, placeholder and variants (shared/media.ts). */
  coverImage: ImageView | null;
  avatarImage: ImageView | null;
  subscriptionPrice: string;
  /** What the profile's own price (a subscription without a tier) gives: shared/benefits.ts. */
  benefits: Benefits;
  createdAt: string;
  /** The creator's display name ("by ..."). */
  creatorName: string;
  /** Active subscriptions. */
  fansCount: number;
  postsCount: number;
  /** The creator's live on now (its id, for the LIVE badge and the watch page), else null. */
  liveSessionId: string | null;
  /**
   * Present only when hidden (pending review or by moderators): then only its
   * author, who is shown a notice, and staff receive it.
   */
  hidden?: true;
}

export interface PostView {
  id: string;
  creatorProfileId: string;
  caption: string | null;
  mediaType: MediaType;
  /** null while locked, and for a video except to its creator and staff (viewers stream it: GET /api/posts/:id/playback). */
  mediaUrl: string | null;
  thumbnailUrl: string | null;
  /** An image post's photo to show (null while locked, and for videos). */
  mediaImage: ImageView | null;
  /** A video's thumbnail to show (null while locked or when it has none). */
  thumbnailImage: ImageView | null;
  /**
   * Locked only: the blurred placeholder and size of the photo (or of a video's
   * thumbnail), with no address of it; null when the post is not locked or none is made yet.
   */
  teaser: ImageTeaser | null;
  duration: number | null;
  isPremium: boolean;
  likes: number;
  /** Its comments everyone sees (hidden ones are not counted). */
  commentsCount: number;
  /** Whether the viewer has liked it (false when signed out). */
  likedByViewer: boolean;
  /** Who it is for (shared/post-audience.ts); isPremium is true unless it is for everyone. */
  audience: PostAudience;
  /** Only for tiers with the behind-the-scenes benefit. */
  behindTheScenes: boolean;
  /** The viewer may not see it (server/policies/post-access.ts decides): then it carries no media address. */
  locked: boolean;
  /** Why it is locked; null when it is not. */
  lockReason: LockReason | null;
  /** The cheapest tier of its creator that would unlock it for the viewer, or null (none does, or not locked). */
  unlockTier: UnlockTier | null;
  /**
   * Present only on a video or reel post whose video is not watchable yet: then
   * only its author and staff receive the post (shared/video.ts).
   */
  videoProcessing?: VideoProcessingView;
  /**
   * Present only when hidden (pending review or by moderators): then only its
   * author, who is shown a notice, and staff receive it.
   */
  hidden?: true;
  createdAt: string;
}

export interface TierView {
  id: string;
  creatorProfileId: string;
  name: string;
  price: string;
  description: string | null;
  /** The creator's own bullets, shown after the benefits. */
  features: string[];
  /** What the tier gives its fans (shared/benefits.ts). */
  benefits: Benefits;
  createdAt: string;
  /** When its creator archived it: offered to no new fan (only the owner's list shows it); null while offered. */
  archivedAt: string | null;
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

/**
 * GET /api/subscriptions/mine (the caller's own, newest first, abandoned checkouts
 * left out), GET /api/subscriptions/:id (the fan; the subscribe dialog polls it
 * until status is "active"), and the answers of subscribe, cancel and resume.
 */
export interface MySubscriptionView {
  id: string;
  creatorProfileId: string;
  tierId: string | null;
  /** The chosen tier, or null for the profile's own price. */
  tier: { id: string; name: string } | null;
  /** The monthly price the fan agreed to when subscribing ("9.99"); a later price change does not touch it. */
  price: string;
  /**
   * incomplete (waiting for the first payment: grants nothing), active, past_due
   * (a renewal failed: access kept for the grace while it is retried),
   * canceled, incomplete_expired (never paid). shared/subscriptions.ts says which make a fan.
   */
  status: SubscriptionStatus;
  /** The paid-for period (ISO), null until the first payment. */
  currentPeriodStart: string | null;
  currentPeriodEnd: string | null;
  /** Canceled by the fan: access is kept until currentPeriodEnd, then it ends (POST …/resume undoes it). */
  cancelAtPeriodEnd: boolean;
  /** When it ended (ISO), null while it runs. */
  canceledAt: string | null;
  /** A downgrade the fan chose: it takes effect at the next renewal (effectiveAt, ISO); null when none waits. */
  scheduledTierChange: { tier: { id: string; name: string; price: string }; effectiveAt: string } | null;
  /** The creator offers a tier to change to: one other than this subscription's, or any while a downgrade waits. */
  tierChangeOffered: boolean;
  createdAt: string;
  creator: { petName: string; avatarImageUrl: string | null; avatarImage: ImageView | null; userId: string };
}

/**
 * GET /api/subscriptions/:id/change-tier?tierId= (the fan): what moving to that
 * tier would do, shown in the dialog before confirming. An upgrade takes effect
 * now and charges amountDueNowCents (the prorated difference for the rest of the
 * period); a downgrade takes effect at the next renewal and charges nothing now.
 */
export interface TierChangePreview {
  kind: "upgrade" | "downgrade";
  tier: { id: string; name: string; price: string };
  amountDueNowCents: number;
  /** When the new tier applies (ISO): now for an upgrade, the period's end for a downgrade. */
  effectiveAt: string;
  /**
   * The moment the amount was prorated for (ISO): sent back with the change
   * (within 30 minutes), it is charged exactly as shown. The server always sends it.
   */
  prorationDate?: string;
  /** Choosing the current tier again: the downgrade scheduled for the renewal is dropped (nothing is due). The server always sends it. */
  cancelsScheduledChange?: boolean;
}

/**
 * POST /api/subscriptions/:id/change-tier {"tierId"}: the subscription as it is
 * now, and for an upgrade whose proration invoice needs the card confirmed, how
 * to collect it (null when it was charged to the card on file or nothing was due).
 */
export interface TierChangeAnswer {
  subscription: MySubscriptionView;
  payment: PaymentCollectionView | null;
}

/**
 * GET /api/posts/allowance/:creatorProfileId (the profile's owner): each tier
 * with a monthly limit on exclusive posts and how many of this calendar month's
 * (UTC) it has received. tierId is null for the profile's own price.
 */
export interface PostAllowanceView {
  tierId: string | null;
  tierName: string;
  perMonth: number;
  used: number;
  left: number;
}

/** How the subscribe dialog collects the card: Stripe's Payment Element, or the test provider's card form. */
export interface PaymentCollectionView {
  provider: "stripe" | "test";
  /** Stripe: the Payment Element's client secret. Test: POST /api/payments/test/confirm {clientSecret, cardNumber}. */
  clientSecret: string;
}

/**
 * POST /api/subscriptions: 201 with a new incomplete subscription, or 200 with the
 * same pending one (and its current client secret) while one waits for its first payment.
 */
export interface SubscribeAnswer {
  subscription: MySubscriptionView;
  payment: PaymentCollectionView;
}

/** GET /api/subscriptions/:id/invoices: the fan's receipts, newest first (the fan or staff). */
export interface InvoiceView {
  id: string;
  /** When it was paid, else when it was issued (ISO). */
  date: string;
  amountCents: number;
  amountRefundedCents: number;
  currency: string;
  /** paid, open (a failed renewal being retried), uncollectible (it never was paid) or void. */
  status: string;
  periodStart: string;
  periodEnd: string;
}

/** GET /api/payments/config: which card form the subscribe dialog shows. */
export interface PaymentConfigView {
  provider: "stripe" | "test";
  /** Stripe.js's publishable key (Stripe only). */
  publishableKey: string | null;
}

/** POST /api/payments/test/confirm: 200 (a declined card is 402 {"message": "Your card was declined."}). */
export interface TestPaymentResult {
  status: "succeeded";
}

/** POST /api/payments/test/advance-clock (staff, test provider only): the provider's time after the move. */
export interface TestClockView {
  now: string;
}

export interface DashboardStats {
  activeSubscribers: number;
  postsCount: number;
  /** This month's (UTC) payments from fans less refunds, from the ledger. */
  monthlyGross: string;
  /** The creator's 80% share of monthlyGross (each payment split when paid). */
  monthlyEarnings: string;
  /** The platform's 20%: monthlyGross − monthlyEarnings. */
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
  /**
   * Present only when hidden (pending review or by moderators): then only its
   * author, who is shown a notice, and staff receive it.
   */
  hidden?: true;
  createdAt: string;
}

/** A comment on a creator's post (GET /api/posts/:id/comments). */
export interface PostCommentView {
  id: string;
  postId: string;
  userId: string;
  content: string;
  /** Present only when hidden: then only its author and staff receive it. */
  hidden?: true;
  createdAt: string;
}

export interface CommentView {
  id: string;
  threadId: string;
  userId: string;
  content: string;
  /**
   * Present only when hidden (pending review or by moderators): then only its
   * author, who is shown a notice, and staff receive it.
   */
  hidden?: true;
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
  /** The picture to show, when there is one. */
  image: ImageView | null;
  condition: string;
  location: string | null;
  status: MarketplaceItemStatus;
  /** How the buyer may receive it: pickup, shipping at shippingCents, or both. */
  delivery: DeliveryOptions;
  /** The seller's ratings from buyers of their completed orders. */
  sellerRating: SellerRatingView;
  /**
   * Present only when hidden (pending review or by moderators): then only its
   * author, who is shown a notice, and staff receive it.
   */
  hidden?: true;
  createdAt: string;
}

/** What wellness tips and vet articles share; each names its topic field its own way. */
interface ArticleViewBase {
  id: string;
  authorId: string;
  title: string;
  content: string;
  imageUrl: string | null;
  /** The picture to show, when there is one. */
  image: ImageView | null;
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
  /** One of NOTIFICATION_TYPES (shared/constants/notifications.ts). */
  type: "new_post" | "new_subscriber" | string;
  title: string;
  message: string;
  creatorProfileId: string | null;
  postId: string | null;
  /** A live stream's notification: the live it is about. */
  liveSessionId: string | null;
  /** A Paw Bazar order's notification: the order it is about. */
  orderId: string | null;
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

// ---------- Money: a creator's earnings, statements and payouts; staff refunds ----------
// Amounts are integer cents. "gross" is what fans paid less what was taken back
// (refunds, lost disputes); fee is the platform's part, net the creator's: gross = fee + net.

export interface MoneyFiguresView {
  grossCents: number;
  feeCents: number;
  netCents: number;
}

export interface EarningsMonthView {
  /** "2026-11" (UTC months). */
  month: string;
  grossCents: number;
  netCents: number;
  /** Subscriptions whose first payment fell in the month. */
  newFans: number;
  /** Paid subscriptions canceled in the month. */
  churnedFans: number;
}

/** GET /api/creator-profile/:id/earnings */
export interface CreatorEarningsView {
  thisMonth: MoneyFiguresView;
  lastMonth: MoneyFiguresView;
  lifetime: MoneyFiguresView;
  /** Prices of the fan subscriptions not set to cancel at the period's end. */
  monthlyRecurringRevenueCents: number;
  activeFans: number;
  /** The creator's payable: pending for 7 days after each charge, then available to pay out. */
  balance: { pendingCents: number; availableCents: number };
  /** The last 12 months, this one included, oldest first. */
  months: EarningsMonthView[];
}

/** GET /api/creator-profile/:id/statements (newest first). */
export interface StatementView {
  month: string;
  /** Charges paid in the month. */
  grossCents: number;
  /** Taken back in the month (refunds and lost disputes, less disputes won). */
  refundsCents: number;
  feeCents: number;
  /** grossCents − refundsCents = feeCents + netCents. */
  netCents: number;
  payoutsCents: number;
  /** The payable balance at the month's end (previous closing + net − payouts). */
  closingBalanceCents: number;
}

/** GET /api/creator-profile/:id/payouts (newest first). */
export interface PayoutView {
  id: string;
  amountCents: number;
  /** pending, in_transit, paid, failed or canceled (Stripe's payout statuses). */
  status: string;
  arrivalAt: string | null;
  createdAt: string;
}

/** GET /api/creator-profile/:id/payout-account */
export interface PayoutAccountView {
  /** none: no account yet; pending: onboarding not finished; enabled: payouts are sent. */
  status: "none" | "pending" | "enabled";
}

/** POST /api/creator-profile/:id/payout-account/onboarding: where the creator finishes onboarding. */
export interface PayoutOnboardingView {
  url: string;
}

/** GET /api/admin/payments (staff): a paid invoice. */
export interface AdminPaymentView {
  invoiceId: string;
  paidAt: string | null;
  amountCents: number;
  refundedCents: number;
  fan: { id: string; displayName: string; email: string | null };
  creator: { id: string; petName: string };
  subscriptionId: string;
  subscriptionStatus: string;
}

/** POST /api/admin/invoices/:id/refund (staff): 202, the ledger records it when the provider confirms. */
export interface RefundRequestedView {
  status: "pending";
  amountCents: number;
  /** True when this refund completes a full refund: the subscription is ended now. */
  endsAccess: boolean;
}

// ---------- Trust and safety: reports and the moderation queue (shared/moderation.ts) ----------

/** POST /api/reports: 201 with the new report, 200 with the caller's earlier report of the same thing. */
export interface ReportView {
  id: string;
  targetType: ReportTargetType;
  targetId: string;
  reason: ReportReason;
  details: string | null;
  createdAt: string;
}

/** A reported thing as moderators see it, hidden or not; null once removed. */
export interface ModerationTargetView {
  type: ReportTargetType;
  id: string;
  /** A name or title: "Biscuit (Dog)", "Biscuit's image", a thread's title … */
  title: string;
  /** The text a moderator reads (the queue's answers cut it short). */
  text: string;
  media: { url: string; kind: "image" | "video" } | null;
  /** Where the app shows it. */
  href: string;
  /** When it was hidden (pending review or by moderators), null while visible. */
  hiddenAt: string | null;
}

/** The person whose content a case is about (null once their account is gone). */
interface ModerationAuthorView {
  id: string;
  name: string;
  username: string;
  role: Role;
  suspended: boolean;
}

/** GET /api/moderation/cases: one case of the queue. */
export interface ModerationCaseSummaryView {
  id: string;
  targetType: ReportTargetType;
  targetId: string;
  status: CaseStatus;
  /** Cruelty or neglect was reported: due in 4 hours instead of 24. */
  urgent: boolean;
  /** Reports reached the threshold for something PawFans may not hide by itself: first in the queue, and urgent. */
  escalated: boolean;
  dueAt: string;
  openedAt: string;
  resolvedAt: string | null;
  /** The version an action must name (409 when another moderator acted first). */
  version: number;
  reportCount: number;
  /** The reasons given, most often given first. */
  reasons: ReportReason[];
  /**
   * Reports no moderator has answered yet. On a resolved case: those filed since
   * the decision that did not reopen it (report-content.ts says whose do).
   */
  unansweredReportCount: number;
  target: ModerationTargetView | null;
}

/** GET /api/moderation/cases/:id, and the answer of an action. */
export interface ModerationCaseView extends ModerationCaseSummaryView {
  author: ModerationAuthorView | null;
  /** A reported message: it and the few before it, as they were when first reported (null for public things). */
  evidence: MessageEvidence | null;
  /** Newest first. */
  reports: Array<{
    id: string;
    reason: ReportReason;
    details: string | null;
    createdAt: string;
    /** Filed since the case was last opened (older ones were answered before). */
    sinceOpened: boolean;
    /** The reporter was in good standing when they filed it: only such reports count toward hiding anything. */
    reporterInGoodStanding: boolean;
    reporter: { id: string; name: string; username: string };
  }>;
  /** The audit log, newest first. */
  actions: Array<{
    id: string;
    action: AuditAction;
    note: string;
    createdAt: string;
    /** Null: PawFans acted by itself (hid the content pending review, or escalated the case, when reports reached the threshold). */
    moderator: { id: string; name: string } | null;
  }>;
}

/** GET /api/moderation/overview (staff). */
export interface ModerationOverviewView {
  open: { urgent: number; normal: number };
  /** Open cases whose due time has passed. */
  pastDue: number;
  /** Median time from (re)opening to the first action, over cases resolved in the last `periodDays`; null without any. */
  medianResolutionSeconds: number | null;
  resolvedCount: number;
  periodDays: number;
}
