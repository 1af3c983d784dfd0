/**
 * Every router of the app, in one table. A URL's prefix says where its code is:
 *
 *   URL prefix                                        folder
 *   /api/health                                       routes/health/
 *   /api/login, /api/callback, /api/logout,
 *   /api/auth/user                                    routes/auth/ (sessions and passport: auth/)
 *   /api/objects/upload, /api/profile-images,
 *   /objects/…                                        routes/objects/
 *   /api/creator-profiles, /api/creator-profile/…     routes/creators/
 *   /api/creator-profile/:id/earnings, …/statements,
 *   …/payouts, …/payout-account, …/sales              routes/earnings/ (a creator's money, from the ledger)
 *   /api/admin/payments, /api/admin/invoices          routes/admin-payments/ (staff: payments and refunds)
 *   /api/admin/staff, /api/admin/moderators           routes/admin-roles/ (admins: appoint moderators)
 *   /api/admin/orders                                 routes/admin-orders/ (staff: resolve Paw Bazar disputes)
 *   /api/admin/mail                                   routes/admin-mail/ (staff: the built-in outbox's kept mail)
 *   /api/posts/…                                      routes/posts/
 *   /api/posts/:id/comments, /api/post-comments/…     routes/post-comments/
 *   /api/posts/:id/playback                           routes/videos/ (a video post's playback by tier; its files,
 *                                                     /api/videos/…, are mounted first by app.ts: the token is their check)
 *   /api/subscription-tiers/…                         routes/tiers/
 *   /api/subscriptions/…                              routes/subscriptions/
 *   /api/payments/config, /api/payments/test/…        routes/payments/ (the test provider's card form,
 *                                                     clock and onboarding; 404 with Stripe)
 *   /api/webhooks/payments                            routes/webhooks/ (the payment provider's events: raw
 *                                                     body, no same-origin check or rate limit, app.ts)
 *   /api/me, /api/me/export                           routes/me/ (the caller's own account: edit, delete, export)
 *   /api/me/notification-preferences, /api/unsubscribe routes/notification-preferences/ (email and push per category;
 *                                                     one-click unsubscribe of notification email)
 *   /api/notifications/…                              routes/notifications/
 *   /api/contact, /api/contact-messages/…             routes/contact/
 *   /api/community-threads/…, /api/thread-comments/…  routes/community/ (threads and their comments)
 *   /api/marketplace-items                            routes/marketplace/
 *   /api/marketplace-items/:id/orders, /api/orders/…  routes/orders/ (Paw Bazar orders)
 *   /api/wellness-tips/…, /api/vet-articles/…         routes/articles/ (one router per kind, kinds.ts)
 *   /api/search                                       routes/search/
 *   /api/reports                                      routes/reports/ (anyone signed in reports content)
 *   /api/moderation/…                                 routes/moderation/ (staff: the queue, cases, actions)
 *   /api/realtime                                     routes/realtime/ (the signed-in person's event stream)
 *   /api/conversations/…, /api/messages/…,
 *   /api/blocks/…, /api/message-settings, /api/message-broadcasts   routes/messages/ (direct messages between a creator and a fan)
 *   /api/creator-profile/:id/chat, /api/chat-messages routes/chat/ (creators' community chats)
 *   /api/live-sessions/…                              routes/live-sessions/ (live streams; their files,
 *                                                     /api/live/…, are mounted first by app.ts: the token is their check)
 *
 * app.ts mounts them in this order, after the session, the write rate limit and
 * the JSON body parser of /api. Two more things answer requests: the built-in
 * sign-in provider (/oidc/… and /auth/interaction/…, auth/dev-provider/, only
 * while OIDC_ISSUER_URL is unset), mounted by auth/ before the session because
 * it keeps its own cookies; and the built SPA (app.ts), for every other path.
 * routes.test.ts checks that each router serves only the paths listed for it.
 */
import type { Express, Router } from "express";
import type { SignIn } from "../auth";
import type { AppContext } from "../context";
import { pathPatternSource } from "../http/path-pattern";
import type { PublicCacheFamily } from "../http/public-cache";
import type { PublicCacheStore } from "../http/public-cache-store";
import { adminMailRouter } from "./admin-mail/router";
import { adminOrdersRouter } from "./admin-orders/router";
import { adminPaymentsRouter } from "./admin-payments/router";
import { adminRolesRouter } from "./admin-roles/router";
import { articlesRouter } from "./articles/router";
import { authRouter } from "./auth/router";
import { communityRouter } from "./community/router";
import { chatRouter } from "./chat/router";
import { contactRouter } from "./contact/router";
import { creatorsRouter } from "./creators/router";
import { earningsRouter } from "./earnings/router";
import { healthRouter } from "./health/router";
import { liveSessionsRouter } from "./live-sessions/router";
import { marketplaceRouter } from "./marketplace/router";
import { ordersRouter } from "./orders/router";
import { meRouter } from "./me/router";
import { messagesRouter } from "./messages/router";
import { moderationRouter } from "./moderation/router";
import { notificationsRouter } from "./notifications/router";
import { notificationPreferencesRouter } from "./notification-preferences/router";
import { objectsRouter } from "./objects/router";
import { paymentsRouter } from "./payments/router";
import { postCommentsRouter } from "./post-comments/router";
import { postsRouter } from "./posts/router";
import { realtimeRouter } from "./realtime/router";
import { reportsRouter } from "./reports/router";
import { searchRouter } from "./search/router";
import { subscriptionsRouter } from "./subscriptions/router";
import { tiersRouter } from "./tiers/router";
import { videosRouter } from "./videos/router";
import { webhooksRouter } from "./webhooks/router";
import { CACHEABLE_PAGE_PATH } from "../pages/serve-pages";

/** What the routers are built from: the app's context, what auth/ set up for the sign-in routes and the public cache's store. */
interface RouterDeps {
  ctx: AppContext;
  signIn: SignIn;
  /** For the writes whose path does not say what they change (../http/public-cache.ts clears by path). */
  publicAnswers: Pick<PublicCacheStore, "invalidate">;
}

interface RouteTableEntry {
  /** Where the router is mounted; its own paths continue from here. */
  mount: "/" | "/api";
  /** The URL prefixes it serves (full paths; a prefix covers itself and the paths below it). */
  prefixes: readonly string[];
  folder: string;
  build(deps: RouterDeps): Router;
}

export const ROUTE_TABLE: readonly RouteTableEntry[] = [
  { mount: "/api", prefixes: ["/api/health"], folder: "routes/health", build: () => healthRouter() },
  {
    mount: "/",
    prefixes: ["/api/login", "/api/callback", "/api/logout", "/api/auth/user"],
    folder: "routes/auth",
    build: ({ ctx, signIn }) => authRouter(ctx, signIn.authenticator, signIn.ensureStrategy),
  },
  {
    mount: "/",
    prefixes: ["/api/objects/upload", "/api/profile-images", "/objects"],
    folder: "routes/objects",
    build: ({ ctx }) => objectsRouter(ctx),
  },
  {
    mount: "/api",
    prefixes: ["/api/creator-profiles", "/api/creator-profile"],
    folder: "routes/creators",
    build: ({ ctx }) => creatorsRouter(ctx),
  },
  {
    mount: "/api",
    prefixes: [
      "/api/creator-profile/:id/earnings",
      "/api/creator-profile/:id/statements",
      "/api/creator-profile/:id/payouts",
      "/api/creator-profile/:id/payout-account",
      "/api/creator-profile/:id/sales",
    ],
    folder: "routes/earnings",
    build: ({ ctx }) => earningsRouter(ctx),
  },
  {
    mount: "/api",
    prefixes: ["/api/admin/orders"],
    folder: "routes/admin-orders",
    build: ({ ctx }) => adminOrdersRouter(ctx),
  },
  {
    mount: "/api",
    prefixes: ["/api/admin/mail"],
    folder: "routes/admin-mail",
    build: ({ ctx }) => adminMailRouter(ctx),
  },
  {
    mount: "/api",
    prefixes: ["/api/admin/payments", "/api/admin/invoices"],
    folder: "routes/admin-payments",
    build: ({ ctx }) => adminPaymentsRouter(ctx),
  },
  {
    mount: "/api",
    prefixes: ["/api/admin/staff", "/api/admin/moderators"],
    folder: "routes/admin-roles",
    build: ({ ctx }) => adminRolesRouter(ctx),
  },
  { mount: "/api", prefixes: ["/api/posts"], folder: "routes/posts", build: ({ ctx }) => postsRouter(ctx) },
  {
    mount: "/api",
    prefixes: ["/api/posts/:id/comments", "/api/post-comments"],
    folder: "routes/post-comments",
    build: ({ ctx }) => postCommentsRouter(ctx),
  },
  {
    mount: "/api",
    prefixes: ["/api/posts/:id/playback"],
    folder: "routes/videos",
    build: ({ ctx }) => videosRouter(ctx),
  },
  { mount: "/api", prefixes: ["/api/subscription-tiers"], folder: "routes/tiers", build: ({ ctx }) => tiersRouter(ctx) },
  {
    mount: "/api",
    prefixes: ["/api/subscriptions"],
    folder: "routes/subscriptions",
    build: ({ ctx }) => subscriptionsRouter(ctx),
  },
  {
    mount: "/api",
    prefixes: ["/api/payments"],
    folder: "routes/payments",
    build: ({ ctx }) => paymentsRouter(ctx),
  },
  { mount: "/api", prefixes: ["/api/webhooks/payments"], folder: "routes/webhooks", build: ({ ctx }) => webhooksRouter(ctx) },
  {
    mount: "/api",
    prefixes: ["/api/me/notification-preferences", "/api/unsubscribe"],
    folder: "routes/notification-preferences",
    build: ({ ctx }) => notificationPreferencesRouter(ctx),
  },
  { mount: "/api", prefixes: ["/api/me"], folder: "routes/me", build: ({ ctx }) => meRouter(ctx) },
  {
    mount: "/api",
    prefixes: ["/api/notifications"],
    folder: "routes/notifications",
    build: ({ ctx }) => notificationsRouter(ctx),
  },
  {
    mount: "/api",
    prefixes: ["/api/contact", "/api/contact-messages"],
    folder: "routes/contact",
    build: ({ ctx }) => contactRouter(ctx),
  },
  {
    mount: "/api",
    prefixes: ["/api/community-threads", "/api/thread-comments"],
    folder: "routes/community",
    build: ({ ctx }) => communityRouter(ctx),
  },
  {
    mount: "/api",
    prefixes: ["/api/marketplace-items"],
    folder: "routes/marketplace",
    build: ({ ctx }) => marketplaceRouter(ctx),
  },
  {
    mount: "/api",
    prefixes: ["/api/marketplace-items/:id/orders", "/api/orders"],
    folder: "routes/orders",
    build: ({ ctx }) => ordersRouter(ctx),
  },
  {
    mount: "/api",
    prefixes: ["/api/wellness-tips"],
    folder: "routes/articles",
    build: ({ ctx }) => articlesRouter(ctx, "wellnessTips"),
  },
  {
    mount: "/api",
    prefixes: ["/api/vet-articles"],
    folder: "routes/articles",
    build: ({ ctx }) => articlesRouter(ctx, "vetArticles"),
  },
  { mount: "/api", prefixes: ["/api/search"], folder: "routes/search", build: ({ ctx }) => searchRouter(ctx) },
  {
    mount: "/api",
    prefixes: ["/api/reports"],
    folder: "routes/reports",
    // A report rarely changes what visitors see, so its path clears nothing; a hide by reports clears what a moderator's does.
    build: ({ ctx, publicAnswers }) => reportsRouter(ctx, { contentHidden: () => clearPublicAnswers(publicAnswers, CHANGED_BY_HIDING) }),
  },
  {
    mount: "/api",
    prefixes: ["/api/moderation"],
    folder: "routes/moderation",
    build: ({ ctx }) => moderationRouter(ctx),
  },
  { mount: "/api", prefixes: ["/api/realtime"], folder: "routes/realtime", build: ({ ctx }) => realtimeRouter(ctx) },
  {
    mount: "/api",
    prefixes: ["/api/conversations", "/api/messages", "/api/blocks", "/api/message-settings", "/api/message-broadcasts"],
    folder: "routes/messages",
    build: ({ ctx }) => messagesRouter(ctx),
  },
  {
    mount: "/api",
    prefixes: ["/api/creator-profile/:id/chat", "/api/chat-messages"],
    folder: "routes/chat",
    build: ({ ctx }) => chatRouter(ctx),
  },
  {
    mount: "/api",
    prefixes: ["/api/live-sessions"],
    folder: "routes/live-sessions",
    build: ({ ctx }) => liveSessionsRouter(ctx),
  },
];

/**
 * Mounts every router of the table, in its order. A router sees only the requests
 * under its prefixes: any other request walks past it without trying each of its
 * routes (otherwise every API read would try the routes of every router before its own).
 */
export function mountRoutes(app: Express, deps: RouterDeps): void {
  for (const entry of ROUTE_TABLE) {
    const router = entry.build(deps);
    // Express routers ignore case unless told; the public cache and every path check do not.
    if ((router as Router & { caseSensitive?: boolean }).caseSensitive !== true) {
      throw new Error(`The router of ${entry.folder} must match paths case-sensitively: Router({ caseSensitive: true })`);
    }
    const serves = prefixesPattern(entry.prefixes);
    app.use(entry.mount, (req, res, next) => (serves.test(req.baseUrl + req.path) ? router(req, res, next) : next()));
  }
}

/**
 * Paths under any of the prefixes: the prefix itself or below it, ":name" standing for
 * one segment; case-sensitive, as the app's routes are (app.ts).
 */
export function prefixesPattern(prefixes: readonly string[]): RegExp {
  return new RegExp(`^(?:${prefixes.map(pathPatternSource).join("|")})(?:/|$)`);
}

/**
 * The public cache's allow-list (../http/public-cache.ts): GET answers that are
 * the same for every signed-out visitor, kept a few seconds for all of them, and
 * the writes (path prefixes, any method but GET) that clear each family. A
 * creator's posts are listed here too: signed out, nobody may see premium media,
 * so every signed-out visitor gets the same locked page; signed-in requests never
 * touch the cache. Changes made by jobs and payment events (fans counts, image
 * variants) show within the cache time.
 */
/** A creator's community chat lives under their profile's path but is shown to no visitor: its writes clear nothing. */
const CHAT_WRITES = ["/api/creator-profile/:id/chat"];

/** A creator's card and profile show LIVE while they are live: a live's writes change them, but for its chat's (many, and shown to no visitor). */
const LIVE_WRITES = ["/api/live-sessions"];
const LIVE_CHAT_WRITES = ["/api/live-sessions/:id/chat"];

/** Hiding content (moderation), renaming or deleting an account change what every family shows. */
const CHANGES_EVERYTHING = ["/api/moderation", "/api/me"];

const API_CACHE_FAMILIES: readonly PublicCacheFamily[] = [
  {
    name: "creators",
    reads: ["/api/creator-profiles", "/api/creator-profile/:id", "/api/creator-profile/user/:userId"],
    // Posts count on the profile; the LIVE badge (a live ended by a lost ingest shows within the cache time).
    writtenBy: ["/api/creator-profile", "/api/profile-images", "/api/posts", ...LIVE_WRITES, ...CHANGES_EVERYTHING],
    notWrittenBy: [...CHAT_WRITES, ...LIVE_CHAT_WRITES],
  },
  // A post's comments change its commentsCount.
  {
    name: "posts",
    reads: ["/api/posts/creator/:creatorProfileId"],
    writtenBy: ["/api/posts", "/api/post-comments", ...CHANGES_EVERYTHING],
  },
  {
    name: "tiers",
    reads: ["/api/subscription-tiers/creator/:creatorProfileId"],
    writtenBy: ["/api/subscription-tiers", ...CHANGES_EVERYTHING],
  },
  {
    name: "community",
    reads: ["/api/community-threads", "/api/community-threads/:id", "/api/thread-comments/:threadId"],
    // A comment also changes its thread's comment count.
    writtenBy: ["/api/community-threads", "/api/thread-comments", ...CHANGES_EVERYTHING],
  },
  {
    name: "marketplace",
    reads: ["/api/marketplace-items", "/api/marketplace-items/:id"],
    writtenBy: ["/api/marketplace-items", ...CHANGES_EVERYTHING],
  },
  {
    name: "wellness-tips",
    reads: ["/api/wellness-tips", "/api/wellness-tips/:id"],
    writtenBy: ["/api/wellness-tips", ...CHANGES_EVERYTHING],
  },
  {
    name: "vet-articles",
    reads: ["/api/vet-articles", "/api/vet-articles/:id"],
    writtenBy: ["/api/vet-articles", ...CHANGES_EVERYTHING],
  },
  {
    name: "search",
    reads: ["/api/search"],
    writtenBy: [
      "/api/creator-profile",
      "/api/profile-images",
      "/api/community-threads",
      "/api/marketplace-items",
      "/api/wellness-tips",
      "/api/vet-articles",
      ...CHANGES_EVERYTHING,
    ],
    notWrittenBy: CHAT_WRITES,
  },
];

/**
 * Pages as a signed-out visitor gets them: the public ones drawn by the server
 * (../pages/serve-pages.ts) with answers of the families above, so any write that
 * changes one of those changes them; every other page is index.html as built.
 */
const PAGES: PublicCacheFamily = {
  name: "pages",
  reads: [CACHEABLE_PAGE_PATH],
  writtenBy: [...new Set(API_CACHE_FAMILIES.flatMap((family) => family.writtenBy))],
  notWrittenBy: [...CHAT_WRITES, ...LIVE_CHAT_WRITES],
};

export const PUBLIC_CACHE_FAMILIES: readonly PublicCacheFamily[] = [...API_CACHE_FAMILIES, PAGES];

/** The families that hiding something changes: those a moderator's write clears. */
const CHANGED_BY_HIDING = PUBLIC_CACHE_FAMILIES.filter((f) => f.writtenBy.includes("/api/moderation")).map((f) => f.name);

/** As a write's own clearing (../http/public-cache.ts): a store that is away is logged, and the answers end with their time. */
function clearPublicAnswers(store: RouterDeps["publicAnswers"], families: readonly string[]): Promise<void> {
  return store.invalidate(families).catch((error: Error) => console.error("public cache: invalidating failed:", error.message));
}
