/** Wellness tips and vet articles as everyone sees them: the same fields, the topic under its kind's name. */
import type { VetArticleView, WellnessTipView } from "@shared/api-types";
import type { ArticleKind } from "../routes/articles/kinds";
import type { ArticleRow } from "../routes/articles/queries";
import { presentImage } from "./image";

export function presentArticle(kind: ArticleKind, row: ArticleRow): WellnessTipView | VetArticleView {
  // One object literal, the topic under a computed key (which TypeScript types as any
  // string, hence the cast): built by spreading parts into a new object, a page of fifty
  // took several times as long to make and to send.
  const view = {
    id: row.id,
    authorId: row.authorId,
    title: row.title,
    content: row.content,
    [kind.topicField]: row.topic,
    imageUrl: row.imageUrl,
    image: presentImage(row.imageUrl, row.imageFacts ?? null),
    tags: row.tags,
    createdAt: row.createdAt.toISOString(),
  };
  return view as unknown as WellnessTipView | VetArticleView;
}
