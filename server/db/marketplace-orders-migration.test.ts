/**
 * The migration that made Paw Bazar a marketplace: listings made before it
 * offer pickup only (no shipping, shipping price 0) and keep their status. Run
 * here on rows written to the tables as they were before it (inside a
 * transaction that is rolled back).
 */
import fs from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { MIGRATIONS_DIR } from "../paths";
import { buildUser } from "../test/factories";
import { startTestApp, type TestApp } from "../test/harness";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

const MIGRATION = fs.readFileSync(path.join(MIGRATIONS_DIR, "0032_marketplace_orders.sql"), "utf8");

class RollBack extends Error {}

it("gives every existing listing pickup only, and keeps available and sold listings as they were", async () => {
  const seller = await buildUser(t.ctx.db);
  let found: unknown;
  await t.ctx.db
    .transaction(async (tx) => {
      // The tables as the release before it left them.
      // (Later migrations refer to orders: order_fulfilment's notifications.order_id, order_ratings' ratings.)
      await tx.execute(sql`drop table order_ratings`);
      await tx.execute(sql`alter table notifications drop column order_id`);
      await tx.execute(sql`drop table order_events`);
      await tx.execute(sql`drop table orders`);
      await tx.execute(sql`drop table test_payment_intents`);
      await tx.execute(sql`alter table marketplace_items drop constraint marketplace_items_delivery_check`);
      await tx.execute(sql`alter table marketplace_items drop constraint marketplace_items_status_check`);
      await tx.execute(sql`alter table marketplace_items drop column delivery_pickup, drop column delivery_shipping, drop column shipping_cents`);
      for (const status of ["available", "sold"]) {
        await tx.execute(sql`
          insert into marketplace_items (seller_id, title, description, price, category, condition, status)
          values (${seller.id}, ${`Old ${status}`}, 'd', '5.00', 'Toys', 'Good', ${status})`);
      }

      for (const statement of MIGRATION.split("--> statement-breakpoint")) await tx.execute(sql.raw(statement));

      const rows = await tx.execute<{ title: string; status: string; delivery_pickup: boolean; delivery_shipping: boolean; shipping_cents: number }>(
        sql`select title, status, delivery_pickup, delivery_shipping, shipping_cents from marketplace_items where seller_id = ${seller.id} order by title`,
      );
      found = rows.rows;
      throw new RollBack();
    })
    .catch((error: unknown) => {
      if (!(error instanceof RollBack)) throw error;
    });

  expect(found).toEqual([
    { title: "Old available", status: "available", delivery_pickup: true, delivery_shipping: false, shipping_cents: 0 },
    { title: "Old sold", status: "sold", delivery_pickup: true, delivery_shipping: false, shipping_cents: 0 },
  ]);
});
