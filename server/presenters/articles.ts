/** Wellness tips and vet articles as everyone sees them. */
import type { VetArticleView, WellnessTipView } from "@shared/api-types";
import type { VetArticle, WellnessTip } from "@shared/schema";

export function presentWellnessTip(tip: WellnessTip): WellnessTipView {
  return {
    id: tip.id,
    authorId: tip.authorId,
    title: tip.title,
    content: tip.content,
    category: tip.category,
    imageUrl: tip.imageUrl,
    tags: tip.tags,
    createdAt: tip.createdAt.toISOString(),
  };
}

export function presentVetArticle(article: VetArticle): VetArticleView {
  return {
    id: article.id,
    authorId: article.authorId,
    title: article.title,
    content: article.content,
    specialization: article.specialization,
    imageUrl: article.imageUrl,
    tags: article.tags,
    createdAt: article.createdAt.toISOString(),
  };
}
