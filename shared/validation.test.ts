/**
 * The request schemas are written in plain zod so the browser need not load the
 * Drizzle tables. These checks keep them tied to the tables: every field a
 * request carries is a column of the table it is inserted into, with the
 * insert schema drizzle-zod derives from that table.
 */
import { createInsertSchema } from "drizzle-zod";
import { describe, expect, it } from "vitest";
import type { z } from "zod";
import * as tables from "./schema";
import * as requests from "./validation";

const cases: [string, z.ZodObject, Parameters<typeof createInsertSchema>[0]][] = [
  ["creatorProfileInputSchema", requests.creatorProfileInputSchema, tables.creatorProfiles],
  ["postInputSchema", requests.postInputSchema, tables.posts],
  ["tierInputSchema", requests.tierInputSchema, tables.subscriptionTiers],
  ["subscriptionInputSchema", requests.subscriptionInputSchema, tables.subscriptions],
  ["contactInputSchema", requests.contactInputSchema, tables.contactMessages],
  ["threadInputSchema", requests.threadInputSchema, tables.communityThreads],
  ["commentInputSchema", requests.commentInputSchema, tables.threadComments],
  ["marketplaceItemInputSchema", requests.marketplaceItemInputSchema, tables.marketplaceItems],
  ["wellnessTipInputSchema", requests.wellnessTipInputSchema, tables.wellnessTips],
  ["vetArticleInputSchema", requests.vetArticleInputSchema, tables.vetArticles],
];

describe("request schemas match their tables", () => {
  it.each(cases)("%s carries only columns of its table", (_name, request, table) => {
    const columns = Object.keys(createInsertSchema(table).shape);
    for (const field of Object.keys(request.shape)) expect(columns).toContain(field);
  });

  it.each(cases)("%s requires every NOT NULL column without a default that the caller supplies", (_name, request, table) => {
    const insert = createInsertSchema(table);
    const required = Object.entries(insert.shape)
      .filter(([, schema]) => !(schema as z.ZodType).safeParse(undefined).success)
      .map(([column]) => column);
    const requestFields = Object.keys(request.shape);
    // Columns the server fills from the session or the database (owner ids, prices, ids).
    const filledByServer = new Set(["userId", "subscriberId", "sellerId", "authorId", "price"]);
    for (const column of required) {
      if (filledByServer.has(column) && !requestFields.includes(column)) continue;
      expect(requestFields).toContain(column);
    }
  });
});
