/**
 * The fields of a person's data export (GET /api/me/export), section by
 * section: everything about them, and nothing of anyone else (their fans appear
 * by shown name only, never by email). Dates are ISO strings, money integer
 * cents or 2-decimal strings as in the API, and uploads full addresses on this site.
 */
import { displayNameOf, type PersonNameFields } from "@shared/people";
import { audienceOf } from "../policies/post-access";
import type {
  CommunityThread,
  ContactMessage,
  CreatorProfile,
  Invoice,
  LedgerEntry,
  LedgerTransfer,
  MarketplaceItem,
  Message,
  Notification,
  Payout,
  Post,
  PostComment,
  Report,
  Subscription,
  SubscriptionTier,
  ThreadComment,
  User,
} from "../db/schema";

/** The export's own description, at its top. */
export function presentExportHeader(exportedAt: Date, publicUrl: string, rowsPerSection: number) {
  return {
    format: "pawfans-data-export/1",
    exportedAt: exportedAt.toISOString(),
    site: publicUrl,
    note: `Each list holds at most ${rowsPerSection} entries, oldest first; "truncated" names the lists that had more.`,
  };
}

/** A stored reference as an address to open: uploads ("/objects/…") on this site, others as they are. */
const addressOf = (reference: string | null, publicUrl: string) =>
  reference?.startsWith("/") ? `${publicUrl}${reference}` : reference;

export function presentExportedAccount(user: User, publicUrl: string) {
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    displayName: user.displayName,
    firstName: user.firstName,
    lastName: user.lastName,
    profileImageUrl: addressOf(user.profileImageUrl, publicUrl),
    role: user.role,
    createdAt: user.createdAt.toISOString(),
    updatedAt: user.updatedAt.toISOString(),
  };
}

export function presentExportedCreatorProfile(profile: CreatorProfile, publicUrl: string) {
  return {
    id: profile.id,
    petName: profile.petName,
    petType: profile.petType,
    breed: profile.breed,
    bio: profile.bio,
    coverImageUrl: addressOf(profile.coverImageUrl, publicUrl),
    avatarImageUrl: addressOf(profile.avatarImageUrl, publicUrl),
    subscriptionPrice: profile.subscriptionPrice,
    benefits: profile.benefits,
    fansCount: profile.fansCount,
    postsCount: profile.postsCount,
    createdAt: profile.createdAt.toISOString(),
  };
}

export function presentExportedTier(tier: SubscriptionTier) {
  return {
    id: tier.id,
    name: tier.name,
    price: tier.price,
    description: tier.description,
    features: tier.features,
    benefits: tier.benefits,
    archivedAt: tier.archivedAt?.toISOString() ?? null,
    createdAt: tier.createdAt.toISOString(),
  };
}

export function presentExportedPost(post: Post, publicUrl: string) {
  return {
    id: post.id,
    caption: post.caption,
    mediaType: post.mediaType,
    mediaUrl: addressOf(post.mediaUrl, publicUrl),
    thumbnailUrl: addressOf(post.thumbnailUrl, publicUrl),
    duration: post.duration,
    isPremium: post.isPremium,
    // Who the post was for: everyone, every fan, or a tier and those above it (by id, as in `tiers`).
    audience: audienceOf(post),
    behindTheScenes: post.behindTheScenes,
    likes: post.likes,
    createdAt: post.createdAt.toISOString(),
  };
}

const subscriptionFields = (s: Subscription) => ({
  id: s.id,
  price: s.price,
  status: s.status,
  currentPeriodStart: s.currentPeriodStart?.toISOString() ?? null,
  currentPeriodEnd: s.currentPeriodEnd?.toISOString() ?? null,
  cancelAtPeriodEnd: s.cancelAtPeriodEnd,
  canceledAt: s.canceledAt?.toISOString() ?? null,
  createdAt: s.createdAt.toISOString(),
});

/** A subscription of theirs as a fan, with the creator and tier by name. */
export function presentExportedSubscription(row: { subscription: Subscription; petName: string; tierName: string | null }) {
  return { ...subscriptionFields(row.subscription), creator: row.petName, tier: row.tierName };
}

/** A fan of theirs: shown name only, never the fan's email. */
export function presentExportedSubscriber(row: {
  subscription: Subscription;
  fan: Pick<User, "displayName" | "firstName" | "lastName" | "username">;
  tierName: string | null;
}) {
  return { ...subscriptionFields(row.subscription), fan: displayNameOf(row.fan, { withEmail: false }), tier: row.tierName };
}

export function presentExportedInvoice(invoice: Invoice) {
  return {
    id: invoice.id,
    subscriptionId: invoice.subscriptionId,
    amountCents: invoice.amountCents,
    amountRefundedCents: invoice.amountRefundedCents,
    currency: invoice.currency,
    status: invoice.status,
    periodStart: invoice.periodStart.toISOString(),
    periodEnd: invoice.periodEnd.toISOString(),
    paidAt: invoice.paidAt?.toISOString() ?? null,
    createdAt: invoice.createdAt.toISOString(),
  };
}

/** A line of their creator balance (positive: owed to them; charges, refunds, disputes, payouts). */
export function presentExportedEarning(row: { entry: LedgerEntry; transfer: Pick<LedgerTransfer, "kind" | "occurredAt"> }) {
  return {
    id: row.entry.id,
    kind: row.transfer.kind,
    // The payable is a credit account: its entries are negative when money is owed to the creator.
    amountCents: -row.entry.amountCents,
    occurredAt: row.transfer.occurredAt.toISOString(),
  };
}

export function presentExportedPayout(payout: Payout) {
  return {
    id: payout.id,
    amountCents: payout.amountCents,
    status: payout.status,
    arrivalAt: payout.arrivalAt?.toISOString() ?? null,
    createdAt: payout.createdAt.toISOString(),
  };
}

export function presentExportedThread(thread: CommunityThread) {
  return {
    id: thread.id,
    title: thread.title,
    content: thread.content,
    category: thread.category,
    commentCount: thread.commentCount,
    createdAt: thread.createdAt.toISOString(),
  };
}

export function presentExportedComment(comment: ThreadComment) {
  return { id: comment.id, threadId: comment.threadId, content: comment.content, createdAt: comment.createdAt.toISOString() };
}

export function presentExportedPostComment(comment: PostComment) {
  return { id: comment.id, postId: comment.postId, content: comment.content, createdAt: comment.createdAt.toISOString() };
}

export function presentExportedLike(like: { postId: string; createdAt: Date }) {
  return { postId: like.postId, createdAt: like.createdAt.toISOString() };
}

export function presentExportedItem(item: MarketplaceItem, publicUrl: string) {
  return {
    id: item.id,
    title: item.title,
    description: item.description,
    price: item.price,
    category: item.category,
    condition: item.condition,
    location: item.location,
    imageUrl: addressOf(item.imageUrl, publicUrl),
    status: item.status,
    createdAt: item.createdAt.toISOString(),
  };
}

export function presentExportedNotification(n: Notification) {
  return { id: n.id, type: n.type, title: n.title, message: n.message, read: n.read, createdAt: n.createdAt.toISOString() };
}

export function presentExportedContactMessage(m: ContactMessage) {
  return { id: m.id, name: m.name, email: m.email, subject: m.subject, message: m.message, createdAt: m.createdAt.toISOString() };
}

export function presentExportedReport(report: Report) {
  return {
    id: report.id,
    targetType: report.targetType,
    targetId: report.targetId,
    reason: report.reason,
    details: report.details,
    createdAt: report.createdAt.toISOString(),
  };
}

/** A message of one of the person's conversations, named by the other side (a deleted one keeps its place, not its words). */
export function presentExportedDirectMessage(
  row: { message: Message; creatorUserId: string; petName: string; fan: PersonNameFields },
  userId: string,
) {
  const { message } = row;
  return {
    id: message.id,
    conversationId: message.conversationId,
    with: row.creatorUserId === userId ? displayNameOf(row.fan, { withEmail: false }) : row.petName,
    sentByYou: message.senderId === userId,
    content: message.content,
    mediaUrl: message.mediaUrl,
    deleted: message.deletedAt !== null,
    createdAt: message.createdAt.toISOString(),
  };
}
