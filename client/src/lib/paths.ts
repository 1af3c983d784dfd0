/**
 * Every in-app path, named once. Links, redirects, sign-in return addresses and
 * the route table all use these; no other client file spells a path out.
 * Server calls (/api/...) are not in-app paths: each feature's api files name them.
 */

/** Query parameters of an in-app path; blank ones are left out. */
type PathParams = Record<string, string | null | undefined>;

/** `path` followed by its non-blank params, trimmed and encoded: ("/explore", {q: " a b "}) → "/explore?q=a%20b". */
function withParams(path: string, params: PathParams = {}): string {
  const parts = Object.entries(params).flatMap(([name, value]) => {
    const text = value?.trim();
    return text ? [`${encodeURIComponent(name)}=${encodeURIComponent(text)}`] : [];
  });
  return parts.length > 0 ? `${path}?${parts.join("&")}` : path;
}

export const paths = {
  home: "/",
  /** Explore PawPals, optionally opened on a search and a category tab (/explore?q=...&category=dog). */
  explore: (query?: string, category?: string) => withParams("/explore", { q: query, category }),
  /** Explore from a home page pricing tier (/explore?tier=vip): it says what that tier gets. */
  exploreForTier: (template: string) => withParams("/explore", { tier: template }),
  /** The signed-in person's own page, or a creator's public page by their user id. */
  profile: (userId?: string) => (userId === undefined ? "/profile" : `/profile/${encodeURIComponent(userId)}`),
  guidelines: "/guidelines",
  about: "/about",
  contact: "/contact",
  becomeCreator: "/become-creator",
  creatorDashboard: "/creator-dashboard",
  /** The creator's monthly statements (CSV per month) and payouts. */
  creatorStatements: "/creator-dashboard/statements",
  /** The creator's lives: schedule one, the upcoming, live and past ones. */
  creatorLives: "/creator-dashboard/live",
  /** The studio of one of the creator's lives: camera, Start, the timer, viewers, chat, End. */
  liveStudio: (liveSessionId: string) => `/creator-dashboard/live/${encodeURIComponent(liveSessionId)}/studio`,
  /** Watching a live (its player, chat and viewers), or its replay once it ended. */
  liveWatch: (liveSessionId: string) => `/live/${encodeURIComponent(liveSessionId)}`,
  createPost: "/create-post",
  /** What the person is emailed and pushed about, per category. */
  notificationSettings: "/settings/notifications",
  manageSubscriptionTiers: "/manage-subscription-tiers",
  viewSubscribers: "/view-subscribers",
  /** Direct messages, optionally with one conversation open (?c=<id>). */
  messages: (conversationId?: string) => withParams("/messages", { c: conversationId }),
  adminMessages: "/admin/messages",
  /** Staff: paid invoices, refunds and (test provider only) the test clock. */
  adminPayments: "/admin/payments",
  /** Staff: the built-in outbox's kept email (only while no mail server is configured). */
  adminMail: "/admin/mail",
  /** Staff: Paw Bazar orders in dispute, each resolved with a refund or a release. */
  adminDisputes: "/admin/disputes",
  /** Admins: appoint and dismiss moderators. */
  adminRoles: "/admin/roles",
  /** Staff: the moderation queue of reports, optionally with one case open (?case=<id>) or another status (?status=). */
  adminModeration: "/admin/moderation",
  /** Community Threads, optionally searched (?q=), filtered (?category=) or with one thread open (?thread=<id>). */
  community: (params: { q?: string; category?: string; thread?: string } = {}) => withParams("/community", params),
  /** Paw Bazar, optionally searched and filtered, or with one item open (?item=<id>). */
  marketplace: (
    params: {
      q?: string;
      category?: string;
      condition?: string;
      minPrice?: string;
      maxPrice?: string;
      item?: string;
    } = {},
  ) => withParams("/marketplace", params),
  /** The signed-in person's Paw Bazar orders: Purchases, or Sales (?role=seller). */
  orders: (role?: "buyer" | "seller") => withParams("/orders", { role: role === "seller" ? role : undefined }),
  /** One order: its item, amounts, delivery, timeline and next step. */
  order: (orderId: string) => `/orders/${encodeURIComponent(orderId)}`,
  /** Wellness Tips, optionally with one tip open (?open=<id>). */
  wellnessTips: (params: { open?: string } = {}) => withParams("/wellness-tips", params),
  /** Vets Corner, optionally with one article open (?open=<id>). */
  vetsCorner: (params: { open?: string } = {}) => withParams("/vets-corner", params),
} as const;

/** Route patterns with parameters, for the router (paths.profile(userId) builds the real address). */
export const routePatterns = {
  creatorProfile: "/profile/:userId",
  liveWatch: "/live/:liveSessionId",
  liveStudio: "/creator-dashboard/live/:liveSessionId/studio",
  order: "/orders/:orderId",
} as const;
