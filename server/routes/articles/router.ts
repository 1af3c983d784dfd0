/**
 * Wellness tips (/api/wellness-tips) and vet articles (/api/vet-articles), one
 * router per kind of ./kinds.ts: GET <path>?<topic field>= and GET <path>/:id for
 * everyone, POST <path> for staff.
 */
import { Router } from "express";
import { requireUser } from "../../auth/guards";
import { acceptOptionalImageReference } from "../../commands/image-reference";
import type { AppContext } from "../../context";
import { notFound } from "../../http/errors";
import { parse } from "../../http/validate";
import { authorize } from "../../policies";
import { presentArticle } from "../../presenters/articles";
import { ARTICLE_KINDS, type ArticleKindName } from "./kinds";
import { findArticle, insertArticle, listArticles } from "./queries";

export function articlesRouter(ctx: AppContext, kindName: ArticleKindName): Router {
  const kind = ARTICLE_KINDS[kindName];
  const router = Router({ caseSensitive: true });

  router.get(kind.path, async (req, res) => {
    const rows = await listArticles(ctx.db, kind.kind, parse(kind.listQuerySchema, req.query));
    res.json(rows.map(presentArticle));
  });

  router.get(`${kind.path}/:id`, async (req, res) => {
    const row = await findArticle(ctx.db, kind.kind, req.params.id);
    if (!row) throw notFound(kind.notFoundMessage);
    res.json(presentArticle(row));
  });

  router.post(kind.path, async (req, res) => {
    const user = requireUser(req);
    authorize(user, "publishArticles");
    const input = parse(kind.inputSchema, req.body);
    // The author's own upload (recorded public) or an https address elsewhere.
    const imageUrl = await acceptOptionalImageReference(
      { db: ctx.db, storage: ctx.storage, jobs: ctx.jobs, publicUrl: ctx.config.publicUrl },
      { reference: input.imageUrl, ownerId: user.id },
    );
    const row = await insertArticle(ctx.db, { ...input, kind: kind.kind, imageUrl, authorId: user.id });
    res.status(201).json(presentArticle(row));
  });

  return router;
}
