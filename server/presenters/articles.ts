/** Wellness tips and vet articles as everyone sees them: the same fields, the topic under its kind's name. */
import type { VetArticleView, WellnessTipView } from "@shared/api-types";
import type { Article } from "../db/schema";
import { presentImage, type ImageFacts } from "./image";

/** An article with its picture's media record, as the article queries load it (none for a just-published one). */
export type ArticleRow = Article & { imageFacts?: ImageFacts | null };

export function presentArticle(row: ArticleRow): WellnessTipView | VetArticleView {
  return row.kind === "wellness" ? presentWellnessTip(row) : presentVetArticle(row);
}

// Each view is one object literal: spreading shared parts into a new object
// makes a page of answers several times slower to build and to send.

function presentWellnessTip(row: ArticleRow): WellnessTipView {
  return {
    id: row.id,
    authorId: row.authorId,
    title: row.title,
    content: row.content,
    category: row.topic,
    imageUrl: row.imageUrl,
    image: presentImage(row.imageUrl, row.imageFacts ?? null),
    tags: row.tags,
    createdAt: row.createdAt.toISOString(),
  };
}

function presentVetArticle(row: ArticleRow): VetArticleView {
  return {
    id: row.id,
    authorId: row.authorId,
    title: row.title,
    content: row.content,
    specialization: row.topic,
    imageUrl: row.imageUrl,
    image: presentImage(row.imageUrl, row.imageFacts ?? null),
    tags: row.tags,
    createdAt: row.createdAt.toISOString(),
  };
}
