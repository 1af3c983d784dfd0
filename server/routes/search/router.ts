/** GET /api/search: ranked results of one type, paged; or the best few of every type. */
import { Router } from "express";
import { SEARCH_LIMIT, SEARCH_PREVIEW_LIMIT, SEARCH_TYPES, type SearchAnswer } from "@shared/search";
import { searchQuerySchema } from "@shared/validation";
import type { AppContext } from "../../context";
import { badRequest } from "../../http/errors";
import { parse } from "../../http/validate";
import { decodeCursor, encodeCursor } from "./cursor";
import { searchType } from "./queries";

export function searchRouter(ctx: AppContext): Router {
  const router = Router({ caseSensitive: true });

  router.get("/search", async (req, res) => {
    const { q, type, limit, cursor } = parse(searchQuerySchema, req.query);
    let answer: SearchAnswer;
    if (type) {
      const after = cursor ? decodeCursor(cursor) : null;
      if (cursor && !after) throw badRequest("cursor must come from a previous page");
      const page = await searchType(ctx.database.pool, type, q, limit ?? SEARCH_LIMIT.default, after);
      answer = { results: page.results, nextCursor: page.next ? encodeCursor(page.next) : null };
    } else {
      // The grouped preview: the best few of each type, one query per type, side by side.
      const perType = limit ?? SEARCH_PREVIEW_LIMIT;
      const groups = await Promise.all(SEARCH_TYPES.map((each) => searchType(ctx.database.pool, each, q, perType, null)));
      answer = { results: groups.flatMap((g) => g.results), nextCursor: null };
    }
    res.json(answer);
  });

  return router;
}
