/**
 * Every in-app path, named once. Links, redirects, sign-in return addresses and
 * the route table all use these; no other client file spells a path out.
 * Server calls (/api/...) are not in-app paths: each feature's api files name them.
 */
export const paths = {
  home: "/",
  /** Explore PawPals, optionally opened on a search (/explore?q=...). */
  explore: (query?: string) => {
    const q = query?.trim();
    return q ? `/explore?q=${encodeURIComponent(q)}` : "/explore";
  },
  /** The signed-in person's own page, or a creator's public page by their user id. */
  profile: (userId?: string) => (userId === undefined ? "/profile" : `/profile/${encodeURIComponent(userId)}`),
  guidelines: "/guidelines",
  about: "/about",
  contact: "/contact",
  becomeCreator: "/become-creator",
  creatorDashboard: "/creator-dashboard",
  createPost: "/create-post",
  manageSubscriptionTiers: "/manage-subscription-tiers",
  viewSubscribers: "/view-subscribers",
  adminMessages: "/admin/messages",
  community: "/community",
  marketplace: "/marketplace",
  wellnessTips: "/wellness-tips",
  vetsCorner: "/vets-corner",
} as const;

/** Route patterns with parameters, for the router (paths.profile(userId) builds the real address). */
export const routePatterns = {
  creatorProfile: "/profile/:userId",
} as const;
