/**
 * Demo content for a fresh database: PawPals covering every Explore tab with
 * tiers, posts and fans, community threads, marketplace items, wellness tips and
 * vet articles (see ./demo). Images are drawn locally and stored through the
 * object storage; the rows go in with one transaction, so a failed seed leaves
 * the database empty. Like uploads, the images' sizes and placeholders are made
 * by the make-image-variants job, sent with their records (the drawings are SVG,
 * sharp at every width, so they get no raster variants).
 *
 * The demo fans are real subscriptions of the built-in test payment provider:
 * each goes in incomplete, is started at the provider and paid with the test card
 * 4242…, and becomes active only through the provider's signed events, verified
 * and processed as the webhook would (in process: the server is not listening
 * yet). With Stripe configured there are no demo fans (nobody pays Stripe for
 * demo content); canceled demo subscriptions go in as they are.
 */
import {
  articles,
  communityThreads,
  contactMessages,
  creatorProfiles,
  marketplaceItems,
  mediaObjects,
  postLikes,
  posts,
  subscriptions,
  subscriptionTiers,
  threadComments,
  users,
} from "../db/schema";
import { INCOMPLETE_SUBSCRIPTION_STATUS, isFanSubscription } from "@shared/subscriptions";
import type { AppContext } from "../context";
import type { ObjectStorage } from "../storage/types";
import { buildDemoData, type DemoData, type DemoImage } from "./build";
import { payDemoSubscriptions } from "./payments";
import type { DbOrTx } from "../db";

export { DEMO_STAFF_EMAIL } from "./people";

/** True when nobody has signed up and nothing was sent: the only state the demo goes into. */
export async function isDatabaseEmpty(db: DbOrTx): Promise<boolean> {
  const [user] = await db.select({ id: users.id }).from(users).limit(1);
  if (user) return false;
  const [message] = await db.select({ id: contactMessages.id }).from(contactMessages).limit(1);
  return !message;
}

export interface DemoSummary {
  users: number;
  creators: number;
  posts: number;
  subscriptions: number;
  threads: number;
  comments: number;
  items: number;
  tips: number;
  articles: number;
  images: number;
}

/** Loads the demo content. Callers check isDatabaseEmpty first; on a seeded database the inserts conflict and nothing changes. */
export async function seedDemo(ctx: Pick<AppContext, "db" | "storage" | "jobs" | "payments" | "config">, now = new Date()): Promise<DemoSummary> {
  const data = buildDemoData(now);
  const media = await storeImages(ctx.storage, data.images);
  const fans = ctx.payments.kind === "test" ? data.subscriptions.filter((s) => isFanSubscription({ status: s.status! })) : [];
  const subscriptionRows = subscriptionsToInsert(data, fans, ctx.payments.kind);

  await ctx.db.transaction(async (tx) => {
    await tx.insert(users).values(data.users);
    await tx.insert(creatorProfiles).values(data.creatorProfiles);
    await tx.insert(subscriptionTiers).values(data.tiers);
    await tx.insert(posts).values(data.posts);
    await tx.insert(mediaObjects).values(media);
    await ctx.jobs.send(tx, "make-image-variants", { objectPaths: media.map((m) => m.objectPath) });
    await tx.insert(subscriptions).values(subscriptionRows);
    await tx.insert(postLikes).values(data.postLikes);
    await tx.insert(communityThreads).values(data.threads);
    await tx.insert(threadComments).values(data.comments);
    await tx.insert(marketplaceItems).values(data.items);
    await tx.insert(articles).values([...data.tips, ...data.vetArticles]);
  });
  // Outside the transaction: the provider's calls and the processing of its events.
  await payDemoSubscriptions(ctx, data, fans);

  return {
    users: data.users.length,
    creators: data.creatorProfiles.length,
    posts: data.posts.length,
    subscriptions: subscriptionRows.length,
    threads: data.threads.length,
    comments: data.comments.length,
    items: data.items.length,
    tips: data.tips.length,
    articles: data.vetArticles.length,
    images: data.images.length,
  };
}

/** Fans start incomplete (their payment makes them active); the others go in as they are. */
function subscriptionsToInsert(
  data: DemoData,
  fans: DemoData["subscriptions"],
  provider: AppContext["payments"]["kind"],
): DemoData["subscriptions"] {
  return data.subscriptions.flatMap((s) => {
    if (!isFanSubscription({ status: s.status! })) return [s];
    if (!fans.includes(s)) return [];
    return [{ ...s, status: INCOMPLETE_SUBSCRIPTION_STATUS, paymentProvider: provider }];
  });
}

const SVG = "image/svg+xml";
const PARALLEL_WRITES = 8;

/** Writes the images (a few at a time) and answers their media_objects rows. */
async function storeImages(storage: ObjectStorage, images: DemoImage[]): Promise<(typeof mediaObjects.$inferInsert)[]> {
  const rows: (typeof mediaObjects.$inferInsert)[] = new Array(images.length);
  let next = 0;
  async function worker() {
    while (next < images.length) {
      const index = next++;
      const img = images[index];
      const stored = await storage.writeObject(img.objectPath, Buffer.from(img.svg, "utf8"), SVG);
      rows[index] = {
        objectPath: img.objectPath,
        ownerId: img.ownerId,
        visibility: img.visibility,
        creatorProfileId: img.creatorProfileId,
        postId: img.postId,
        contentType: stored.contentType,
        size: stored.size,
        etag: stored.etag,
      };
    }
  }
  await Promise.all(Array.from({ length: Math.min(PARALLEL_WRITES, images.length) }, worker));
  return rows;
}
