/**
 * The staff form that adds a tip or an article. Its fields are the same for both
 * kinds; the body is checked with the kind's own shared request schema.
 */
import type { FieldErrors, Resolver } from "react-hook-form";
import type { ArticleKind } from "./kind";

export interface ArticleFormValues {
  title: string;
  /** The category or specialization. */
  topic: string;
  content: string;
  imageUrl: string;
  /** Comma separated. */
  tags: string;
}

export function articleFormDefaults(kind: ArticleKind): ArticleFormValues {
  return { title: "", topic: kind.topics[0], content: "", imageUrl: "", tags: "" };
}

/** "nutrition, dogs,, senior " → ["nutrition", "dogs", "senior"]. */
export function parseTags(text: string): string[] {
  return text
    .split(",")
    .map((tag) => tag.trim())
    .filter(Boolean);
}

/** The request body of the kind: the topic under its own field name, tags as a list, a blank image left out. */
export function toArticleRequest(kind: ArticleKind, values: ArticleFormValues): Record<string, unknown> {
  const imageUrl = values.imageUrl.trim();
  return {
    title: values.title,
    content: values.content,
    [kind.topicField]: values.topic,
    ...(imageUrl ? { imageUrl } : {}),
    tags: parseTags(values.tags),
  };
}

/** Form field of a request field (the topic is named after the kind). */
function formFieldOf(kind: ArticleKind, requestField: string): keyof ArticleFormValues {
  if (requestField === kind.topicField) return "topic";
  return requestField as keyof ArticleFormValues;
}

/**
 * A react-hook-form resolver: builds the request body and checks it with the
 * kind's schema, reporting each problem on the form field it came from.
 */
export function articleResolver(kind: ArticleKind): Resolver<ArticleFormValues, unknown, Record<string, unknown>> {
  return async (values) => {
    const body = toArticleRequest(kind, values);
    const schema = await kind.loadInputSchema();
    const result = schema.safeParse(body);
    if (result.success) return { values: result.data as Record<string, unknown>, errors: {} };
    const errors: FieldErrors<ArticleFormValues> = {};
    for (const issue of result.error.issues) {
      const field = formFieldOf(kind, String(issue.path[0] ?? "title"));
      errors[field] ??= { type: issue.code, message: issue.message };
    }
    return { values: {}, errors };
  };
}
