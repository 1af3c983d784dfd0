import { z } from "zod";

/**
 * An optional list filter (`?category=`, `?specialization=`) that must be one of
 * a fixed list from shared/constants. Absent or blank means "all"; anything else
 * outside the list is a 400, so a typo never looks like an empty list.
 */
export function oneOfFilter<const T extends readonly [string, ...string[]]>(values: T, label: string) {
  return z.preprocess(
    (v) => (v === "" ? undefined : v),
    z.enum(values, { error: `Unknown ${label}. Choose one of: ${values.join(", ")}` }).optional(),
  );
}
