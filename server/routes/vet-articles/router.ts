/** Vet articles: read by everyone, published by staff. */
import { Router } from "express";
import { VET_SPECIALIZATIONS } from "@shared/constants";
import { vetArticleInputSchema } from "@shared/validation";
import { requireUser } from "../../auth/guards";
import type { AppContext } from "../../context";
import { forbidden, notFound } from "../../http/errors";
import { oneOfFilter } from "../../http/list-filter";
import { pageQuerySchema } from "../../http/paging";
import { parse } from "../../http/validate";
import { canPublishArticles } from "../../policies/articles";
import { presentVetArticle } from "../../presenters/articles";
import { findArticle, insertArticle, listArticles } from "./queries";

const articleListQuerySchema = pageQuerySchema.extend({
  specialization: oneOfFilter(VET_SPECIALIZATIONS, "specialization"),
});

export function vetArticlesRouter(ctx: AppContext): Router {
  const router = Router();

  router.get("/vet-articles", async (req, res) => {
    const query = parse(articleListQuerySchema, req.query);
    const articles = await listArticles(ctx.db, query);
    res.json(articles.map(presentVetArticle));
  });

  router.get("/vet-articles/:id", async (req, res) => {
    const article = await findArticle(ctx.db, req.params.id);
    if (!article) throw notFound("Article not found");
    res.json(presentVetArticle(article));
  });

  router.post("/vet-articles", async (req, res) => {
    const viewer = requireUser(req);
    if (!canPublishArticles(viewer)) throw forbidden("Staff only");
    const input = parse(vetArticleInputSchema, req.body);
    const article = await insertArticle(ctx.db, viewer.id, input);
    res.status(201).json(presentVetArticle(article));
  });

  return router;
}
