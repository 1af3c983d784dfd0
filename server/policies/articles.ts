/**
 * Wellness tips and vet articles: visitors read them; only staff publish, so
 * health advice on the platform is always reviewed (having written an article
 * before gives no right to publish another).
 */
import type { SessionUser } from "../auth/guards";

export function canPublishArticles(viewer: SessionUser | undefined): boolean {
  return Boolean(viewer?.isStaff);
}
