/**
 * Wellness tips and vet articles: visitors read them; only staff publish, so
 * health advice on the platform is always reviewed (having written an article
 * before gives no right to publish another).
 */
import { staffOnly } from "./rule";

export const articleRules = {
  publishArticles: staffOnly,
};
