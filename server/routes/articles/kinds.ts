/**
 * The two kinds of staff-written health content. Wellness tips and vet articles
 * work alike: visitors list them (newest first, filtered by one topic field) and
 * read one; staff publish them. What differs is named here, once per kind, and
 * ./router.ts is mounted once for each.
 */
import { VET_SPECIALIZATIONS, WELLNESS_CATEGORIES } from "@shared/constants/categories";
import { vetArticles, wellnessTips } from "@shared/schema";
import { vetArticleInputSchema, wellnessTipInputSchema } from "@shared/validation";
import { oneOfFilter } from "../../http/list-filter";
import { pageQuerySchema } from "../../http/paging";

export const ARTICLE_KINDS = {
  wellnessTips: {
    /** URL prefix under /api. */
    path: "/wellness-tips",
    table: wellnessTips,
    tableName: "wellness_tips",
    /** The field a list is filtered by (`?category=`), and the values it takes. */
    topicField: "category",
    topics: WELLNESS_CATEGORIES,
    /** A page of the list, optionally of one topic (a refusal names the field). */
    listQuerySchema: pageQuerySchema
      .extend({ category: oneOfFilter(WELLNESS_CATEGORIES, "category") })
      .transform(({ category, ...page }) => ({ ...page, topic: category })),
    inputSchema: wellnessTipInputSchema,
    notFoundMessage: "Wellness tip not found",
  },
  vetArticles: {
    path: "/vet-articles",
    table: vetArticles,
    tableName: "vet_articles",
    topicField: "specialization",
    topics: VET_SPECIALIZATIONS,
    listQuerySchema: pageQuerySchema
      .extend({ specialization: oneOfFilter(VET_SPECIALIZATIONS, "specialization") })
      .transform(({ specialization, ...page }) => ({ ...page, topic: specialization })),
    inputSchema: vetArticleInputSchema,
    notFoundMessage: "Article not found",
  },
} as const;

export type ArticleKindName = keyof typeof ARTICLE_KINDS;
export type ArticleKind = (typeof ARTICLE_KINDS)[ArticleKindName];
