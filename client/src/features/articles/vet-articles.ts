import { Stethoscope } from "lucide-react";
import type { VetArticleView } from "@shared/api-types";
import { VET_SPECIALIZATIONS } from "@shared/constants/categories";
import type { ArticleKind } from "./kind";

/** /vets-corner: veterinary articles by specialization, published by staff. */
export const vetArticles: ArticleKind<VetArticleView> = {
  path: "/api/vet-articles",
  topicField: "specialization",
  topics: VET_SPECIALIZATIONS,
  topicOf: (article) => article.specialization,
  loadInputSchema: () => import("@shared/validation").then((m) => m.vetArticleInputSchema),
  icon: Stethoscope,
  text: {
    pageTitle: "Vets Corner",
    pageDescription: "Professional veterinary advice and insights",
    eyebrow: "Veterinary advice",
    allLabel: "All Articles",
    filterLabel: "Veterinary specializations",
    topicLabel: "Specialization",
    loading: "Loading articles...",
    empty: "No veterinary articles available yet. Check back soon!",
    notFound: "Article not found",
    loadFailed: "Veterinary articles could not be loaded",
    back: "← Back to Articles",
    add: "Add Article",
    dialogTitle: "Add a Veterinary Article",
    dialogDescription: "Publish professional advice for the PawFans community",
    submit: "Publish Article",
    created: "Article published!",
    createFailed: "Failed to publish article",
  },
};
