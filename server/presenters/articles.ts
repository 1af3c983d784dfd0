/** Wellness tips and vet articles as everyone sees them: the same fields, the topic under its kind's name. */
import type { VetArticleView, WellnessTipView } from "@shared/api-types";
import type { ArticleKind } from "../routes/articles/kinds";
import type { ArticleRow } from "../routes/articles/queries";
import { presentImage } from "./image";

export function presentArticle(kind: ArticleKind, row: ArticleRow): WellnessTipView | VetArticleView {
  const about = { id: row.id, authorId: row.authorId, title: row.title, content: row.content };
  const rest = {
    imageUrl: row.imageUrl,
    image: presentImage(row.imageUrl, row.imageFacts ?? null),
    tags: row.tags,
    createdAt: row.createdAt.toISOString(),
  };
  return kind.topicField === "category"
    ? { ...about, category: row.topic, ...rest }
    : { ...about, specialization: row.topic, ...rest };
}
