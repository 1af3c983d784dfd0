/** GET /api/health: answers once the server is up and its database migrated (it starts listening only then). */
import { Router } from "express";

export function healthRouter(): Router {
  const router = Router({ caseSensitive: true });
  router.get("/health", (_req, res) => {
    res.json({ status: "ok" });
  });
  return router;
}
