/**
 * Every route of the app as data: the path the router matches, the page module
 * (its own lazy chunk, loaded by ./routes.ts) and, for public pages, the read the
 * page makes first.
 *
 * The build reads this table too (client/build/route-preload.ts): index.html
 * preloads the chunk of the route being opened and starts its first read, so
 * neither waits for the shell's script. That is why this module imports only
 * plain data modules, by relative paths (the build config has no "@/" alias).
 */
import { paths, routePatterns } from "../lib/paths";
import { creatorProfileByUserKey, creatorProfilesKey } from "../lib/query-keys";
import { threadsKey } from "../features/community/api/keys";
import { marketplaceItemsKey } from "../features/marketplace/api/keys";
import { CARD_GRID_SIZES, CONTAINER_WIDTH_SIZES } from "../components/media/sizes";

export interface RouteEntry {
  /** wouter's pattern, e.g. "/profile/:userId". */
  path: string;
  /** The page's module, named as ./routes.ts's import.meta.glob names it (relative to this folder). */
  page: string;
  /**
   * The URL of the GET the page sends first when its address has no query string,
   * with the route's parameters (":userId"). Only public reads: they are started
   * from index.html before the app knows who is signed in.
   */
  firstRead?: string;
  /**
   * The picture the page draws largest on a phone (its largest paint), found in
   * the first read's answer: `at` is its path there ("0.coverImage": the first
   * creator's cover), `sizes` how wide it is drawn. index.html preloads it as
   * soon as the answer is in, rather than once the page has rendered.
   */
  firstImage?: { at: string; sizes: string };
  /**
   * A page anyone may open: for a signed-out visitor the server draws it with its
   * data (../entry-server.tsx), so the first paint is the page itself and the
   * app takes it over in place (hydration) once its scripts have run.
   */
  public?: true;
  /**
   * The query parameter that opens something in place whose code loads on first use
   * (Community's ?thread=, Paw Bazar's ?item=): such an address is drawn by the browser,
   * as a drawn page's part would stay dead until its code had arrived.
   */
  opensInPlace?: string;
}

/** A query key's URL: its segments joined with "/", as the API client reads it (lib/api.ts). */
const urlOf = (key: readonly string[]) => key.join("/");

export const ROUTE_TABLE: readonly RouteEntry[] = [
  { path: paths.home, page: "./routes/home.tsx", public: true, firstRead: urlOf(creatorProfilesKey) },
  {
    path: paths.explore(),
    page: "./routes/explore.tsx",
    public: true,
    firstRead: urlOf(creatorProfilesKey),
    firstImage: { at: "0.coverImage", sizes: CARD_GRID_SIZES },
  },
  { path: paths.profile(), page: "./routes/my-profile.tsx" },
  {
    path: routePatterns.creatorProfile,
    page: "./routes/creator-profile.tsx",
    public: true,
    firstRead: urlOf(creatorProfileByUserKey(":userId")),
    firstImage: { at: "coverImage", sizes: CONTAINER_WIDTH_SIZES },
  },
  { path: paths.guidelines, page: "../features/marketing/routes/guidelines.tsx", public: true },
  { path: paths.about, page: "../features/marketing/routes/about.tsx", public: true },
  { path: paths.becomeCreator, page: "../features/creators/routes/become-creator.tsx" },
  { path: paths.creatorDashboard, page: "./routes/creator-dashboard.tsx" },
  { path: paths.creatorStatements, page: "../features/earnings/routes/statements.tsx" },
  { path: paths.creatorLives, page: "./routes/creator-lives.tsx" },
  { path: routePatterns.liveStudio, page: "../features/live/routes/live-studio.tsx" },
  { path: routePatterns.liveWatch, page: "./routes/live-watch.tsx" },
  { path: paths.createPost, page: "../features/posts/routes/create-post.tsx" },
  { path: paths.manageSubscriptionTiers, page: "../features/tiers/routes/manage-subscription-tiers.tsx" },
  { path: paths.viewSubscribers, page: "./routes/view-subscribers.tsx" },
  { path: paths.messages(), page: "../features/messages/routes/messages.tsx" },
  { path: paths.contact, page: "../features/contact/routes/contact.tsx", public: true },
  { path: paths.adminMessages, page: "../features/admin/routes/contact-messages.tsx" },
  { path: paths.adminPayments, page: "../features/admin/routes/payments.tsx" },
  { path: paths.adminRoles, page: "../features/admin/routes/roles.tsx" },
  { path: paths.adminMail, page: "../features/admin/routes/mail.tsx" },
  { path: paths.notificationSettings, page: "../features/notifications/routes/notification-settings.tsx" },
  { path: paths.adminDisputes, page: "../features/orders/routes/disputes.tsx" },
  { path: paths.adminModeration, page: "../features/moderation/routes/moderation.tsx" },
  {
    path: paths.community(),
    page: "../features/community/routes/community.tsx",
    public: true,
    firstRead: urlOf(threadsKey),
    opensInPlace: "thread",
  },
  {
    path: paths.marketplace(),
    page: "./routes/marketplace.tsx",
    public: true,
    firstRead: urlOf(marketplaceItemsKey),
    firstImage: { at: "0.image", sizes: CARD_GRID_SIZES },
    opensInPlace: "item",
  },
  { path: paths.orders(), page: "../features/orders/routes/orders.tsx" },
  { path: routePatterns.order, page: "../features/orders/routes/order.tsx" },
  { path: paths.wellnessTips(), page: "../features/articles/routes/wellness-tips.tsx", public: true },
  { path: paths.vetsCorner(), page: "../features/articles/routes/vets-corner.tsx", public: true },
];
