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

/** `?q=`: words to search for; blank means no search. */
export const searchFilter = z.preprocess(
  (v) => (typeof v === "string" && v.trim() === "" ? undefined : v),
  z.string().trim().max(100, "Search for at most 100 characters").optional(),
);

/** A price bound (`?minPrice=`, `?maxPrice=`): dollars with at most two decimals. */
export function priceFilter(label: string) {
  return z.preprocess(
    (v) => (v === "" ? undefined : v),
    z
      .string()
      .regex(/^\d{1,8}(\.\d{1,2})?$/, `${label} must be an amount like 12.50`)
      .optional(),
  );
}
