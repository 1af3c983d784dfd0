import { HeartPulse } from "lucide-react";
import type { WellnessTipView } from "@shared/api-types";
import { WELLNESS_CATEGORIES } from "@shared/constants/categories";
import type { ArticleKind } from "./kind";

/** /wellness-tips: tips by category, published by staff. */
export const wellnessTips: ArticleKind<WellnessTipView> = {
  path: "/api/wellness-tips",
  topicField: "category",
  topics: WELLNESS_CATEGORIES,
  topicOf: (tip) => tip.category,
  loadInputSchema: () => import("@shared/validation").then((m) => m.wellnessTipInputSchema),
  icon: HeartPulse,
  text: {
    pageTitle: "Wellness Tips",
    pageDescription: "Expert advice for keeping your pets healthy and happy",
    eyebrow: "Pet wellness",
    allLabel: "All Tips",
    filterLabel: "Wellness categories",
    topicLabel: "Category",
    loading: "Loading tips...",
    empty: "No wellness tips available yet. Check back soon!",
    notFound: "Tip not found",
    loadFailed: "Wellness tips could not be loaded",
    back: "← Back to Tips",
    add: "Add Tip",
    dialogTitle: "Add a Wellness Tip",
    dialogDescription: "Share expert advice with every pet owner on PawFans",
    submit: "Publish Tip",
    created: "Tip published!",
    createFailed: "Failed to publish tip",
  },
};
