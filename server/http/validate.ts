import type { z } from "zod";

/**
 * Parses a request part with a shared schema. A ZodError thrown here becomes
 * 400 {"message", "errors": [{path, message}]} in the error handler.
 */
export function parse<S extends z.ZodType>(schema: S, data: unknown): z.output<S> {
  return schema.parse(data ?? {});
}
