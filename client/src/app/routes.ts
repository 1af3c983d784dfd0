/**
 * Every route of the app. Each page is its own lazy chunk, so the first load
 * carries only the shell and the page in view. Pages of one feature live in that
 * feature's routes/ folder; pages that combine features are composed in ./routes/.
 */
import { lazy, type ComponentType, type LazyExoticComponent } from "react";
import { paths, routePatterns } from "@/lib/paths";

export interface AppRoute {
  path: string;
  page: LazyExoticComponent<ComponentType>;
}

export const appRoutes: AppRoute[] = [
  { path: paths.home, page: lazy(() => import("./routes/home")) },
  { path: paths.explore(), page: lazy(() => import("./routes/explore")) },
  { path: paths.profile(), page: lazy(() => import("./routes/my-profile")) },
  { path: routePatterns.creatorProfile, page: lazy(() => import("./routes/creator-profile")) },
  { path: paths.guidelines, page: lazy(() => import("@/features/marketing/routes/guidelines")) },
  { path: paths.about, page: lazy(() => import("@/features/marketing/routes/about")) },
  { path: paths.becomeCreator, page: lazy(() => import("@/features/creators/routes/become-creator")) },
  { path: paths.creatorDashboard, page: lazy(() => import("./routes/creator-dashboard")) },
  { path: paths.creatorStatements, page: lazy(() => import("@/features/earnings/routes/statements")) },
  { path: paths.createPost, page: lazy(() => import("@/features/posts/routes/create-post")) },
  { path: paths.manageSubscriptionTiers, page: lazy(() => import("@/features/tiers/routes/manage-subscription-tiers")) },
  { path: paths.viewSubscribers, page: lazy(() => import("./routes/view-subscribers")) },
  { path: paths.contact, page: lazy(() => import("@/features/contact/routes/contact")) },
  { path: paths.adminMessages, page: lazy(() => import("@/features/admin/routes/contact-messages")) },
  { path: paths.adminPayments, page: lazy(() => import("@/features/admin/routes/payments")) },
  { path: paths.community(), page: lazy(() => import("@/features/community/routes/community")) },
  { path: paths.marketplace(), page: lazy(() => import("@/features/marketplace/routes/marketplace")) },
  { path: paths.wellnessTips(), page: lazy(() => import("@/features/articles/routes/wellness-tips")) },
  { path: paths.vetsCorner(), page: lazy(() => import("@/features/articles/routes/vets-corner")) },
];

export const NotFoundPage = lazy(() => import("./not-found"));
