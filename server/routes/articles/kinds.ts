/**
 * The two kinds of staff-written health content, rows of one table told apart by
 * `articles.kind`. Wellness tips and vet articles work alike: visitors list them
 * (newest first, optionally of one topic) and read one; staff publish them. What
 * differs is their address and their topic's name in requests and answers (a tip's
 * `category`, an article's `specialization`); ./router.ts is mounted once for each.
 */
import { VET_SPECIALIZATIONS, WELLNESS_CATEGORIES } from "@shared/constants/categories";
import { vetArticleInputSchema, wellnessTipInputSchema } from "@shared/validation";
import { oneOfFilter } from "../../http/list-filter";
import { pageQuerySchema } from "../../http/paging";

export const ARTICLE_KINDS = {
  wellnessTips: {
    kind: "wellness",
    /** URL prefix under /api. */
    path: "/wellness-tips",
    /** A page of the list, optionally of one topic (`?category=`; a refusal names that field). */
    listQuerySchema: pageQuerySchema
      .extend({ category: oneOfFilter(WELLNESS_CATEGORIES, "category") })
      .transform(({ category, ...page }) => ({ ...page, topic: category })),
    inputSchema: wellnessTipInputSchema.transform(({ category, ...input }) => ({ ...input, topic: category })),
    notFoundMessage: "Wellness tip not found",
  },
  vetArticles: {
    kind: "vet",
    path: "/vet-articles",
    listQuerySchema: pageQuerySchema
      .extend({ specialization: oneOfFilter(VET_SPECIALIZATIONS, "specialization") })
      .transform(({ specialization, ...page }) => ({ ...page, topic: specialization })),
    inputSchema: vetArticleInputSchema.transform(({ specialization, ...input }) => ({ ...input, topic: specialization })),
    notFoundMessage: "Article not found",
  },
} as const;

export type ArticleKindName = keyof typeof ARTICLE_KINDS;
