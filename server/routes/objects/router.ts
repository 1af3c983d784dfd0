/**
 * Uploads and object reads. Upload bodies (PUT /objects/…) stream to storage:
 * the app's JSON parser only reads /api bodies.
 *
 *   POST /api/objects/upload      a signed upload URL for one new object
 *   PUT  /api/profile-images      records an uploaded image as a public profile/cover image
 *   PUT  /objects/<path>?…        the local driver's upload receiver (signed URL)
 *   GET  /objects/<path>          reads, with access control, ETag and Range
 */
import { Router } from "express";
import { profileImageInputSchema } from "@shared/validation";
import { requireUser } from "../../auth/guards";
import type { AppContext } from "../../context";
import { HttpError } from "../../http/errors";
import { parse } from "../../http/validate";
import { registerProfileImage } from "../../commands/media";
import { issueUpload } from "./issue-upload";
import { receiveUpload } from "./receive-upload";
import { serveObject } from "./serve-object";

export function objectsRouter(ctx: AppContext): Router {
  const router = Router({ caseSensitive: true });

  router.post("/api/objects/upload", issueUpload(ctx));

  router.put("/api/profile-images", async (req, res) => {
    const user = requireUser(req);
    const { imageURL } = parse(profileImageInputSchema, req.body);
    const objectPath = await registerProfileImage(ctx, { imageURL, ownerId: user.id });
    res.json({ objectPath });
  });

  router.get("/objects/*objectPath", serveObject(ctx)); // Express answers HEAD with the GET route
  router.put("/objects/*objectPath", receiveUpload(ctx));
  router.all("/objects/*objectPath", (_req, res) => {
    res.setHeader("Allow", "GET, HEAD, PUT");
    throw new HttpError(405, "Method not allowed");
  });
  return router;
}
