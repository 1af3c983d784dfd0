/** Small builders for test data, written straight to the database. */
import crypto from "node:crypto";
import { users, type User } from "@shared/schema";
import type { DbOrTx } from "../db";

export async function buildUser(db: DbOrTx, overrides: Partial<typeof users.$inferInsert> = {}): Promise<User> {
  const n = crypto.randomBytes(4).toString("hex");
  const [user] = await db
    .insert(users)
    .values({
      authSubject: `test-${n}`,
      email: `user-${n}@example.test`,
      username: `user_${n}`,
      displayName: `Test User ${n}`,
      firstName: "Test",
      lastName: `User${n}`,
      ...overrides,
    })
    .returning();
  return user;
}
