/**
 * Every route of the app (SPEC section 2). Each page is its own lazy chunk, so
 * the first load carries only the shell and the page in view.
 */
import { lazy, type ComponentType, type LazyExoticComponent } from "react";

export interface AppRoute {
  path: string;
  page: LazyExoticComponent<ComponentType>;
}

export const appRoutes: AppRoute[] = [
  { path: "/", page: lazy(() => import("@/features/marketing/routes/home")) },
  { path: "/explore", page: lazy(() => import("@/features/creators/routes/explore")) },
  { path: "/profile", page: lazy(() => import("@/features/creators/routes/my-profile")) },
  { path: "/profile/:userId", page: lazy(() => import("@/features/creators/routes/creator-profile")) },
  { path: "/guidelines", page: lazy(() => import("@/features/marketing/routes/guidelines")) },
  { path: "/about", page: lazy(() => import("@/features/marketing/routes/about")) },
  { path: "/become-creator", page: lazy(() => import("@/features/creators/routes/become-creator")) },
  { path: "/creator-dashboard", page: lazy(() => import("@/features/dashboard/routes/creator-dashboard")) },
  { path: "/create-post", page: lazy(() => import("@/features/posts/routes/create-post")) },
  {
    path: "/manage-subscription-tiers",
    page: lazy(() => import("@/features/tiers/routes/manage-subscription-tiers")),
  },
  { path: "/view-subscribers", page: lazy(() => import("@/features/subscriptions/routes/view-subscribers")) },
  { path: "/contact", page: lazy(() => import("@/features/contact/routes/contact")) },
  { path: "/admin/messages", page: lazy(() => import("@/features/admin/routes/contact-messages")) },
  { path: "/community", page: lazy(() => import("@/features/community/routes/community")) },
  { path: "/marketplace", page: lazy(() => import("@/features/marketplace/routes/marketplace")) },
  { path: "/wellness-tips", page: lazy(() => import("@/features/wellness/routes/wellness-tips")) },
  { path: "/vets-corner", page: lazy(() => import("@/features/vets/routes/vets-corner")) },
];

export const NotFoundPage = lazy(() => import("./not-found"));
