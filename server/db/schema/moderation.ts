/** Trust and safety: a case per reported thing, its reports and the audit log. */
import { sql } from "drizzle-orm";
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import type { MessageEvidence } from "@shared/moderation";
import { id, createdAt, newestFirst } from "./columns";
import { users } from "./accounts";

/**
 * One moderation case per reported thing (creator profile, post, thread, comment
 * or marketplace item): open until a moderator acts, reopened by a new report
 * (report-content.ts says whose). The queue reads escalated cases first, then
 * urgent ones, then by due time.
 */
export const moderationCases = pgTable(
  "moderation_cases",
  {
    id: id(),
    targetType: text("target_type").notNull(),
    /** A uuid, or a community chat message's number (chat_messages.id): text holds both (shared/moderation.ts). */
    targetId: text("target_id").notNull(),
    /** Whose content it is, read when the case opens (null once that account is gone). */
    authorId: uuid("author_id").references(() => users.id, { onDelete: "set null" }),
    status: text("status").notNull().default("open"),
    /** A cruelty or neglect report makes the case urgent (due in 4 hours, not 24). */
    urgent: boolean("urgent").notNull().default(false),
    /**
     * Reports reached the threshold for something PawFans may not hide by itself
     * (shared/moderation.ts): first in the queue, and urgent.
     */
    escalated: boolean("escalated").notNull().default(false),
    dueAt: timestamp("due_at", { withTimezone: true }).notNull(),
    openedAt: timestamp("opened_at", { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp("resolved_at", { withTimezone: true }),
    /** Bumped by every change: a moderator acting on an older version gets 409. */
    version: integer("version").notNull().default(0),
    /**
     * A reported message's words and the few before it, as they were when it was
     * first reported: what the moderator reads even after the sender deleted it.
     */
    evidence: jsonb("evidence").$type<MessageEvidence>(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("moderation_cases_target_key").on(t.targetType, t.targetId),
    index("moderation_cases_queue_idx").on(t.status, t.escalated.desc().nullsFirst(), t.urgent.desc().nullsFirst(), t.dueAt, t.id),
    // How much of one author's content reports hid lately (report-content.ts).
    index("moderation_cases_author_idx").on(t.authorId),
    check("moderation_cases_status_check", sql`${t.status} in ('open', 'actioned', 'dismissed')`),
    check("moderation_cases_escalated_check", sql`not ${t.escalated} or ${t.urgent}`),
  ],
);

/** A person's report of a thing: one per reporter and target (a repeat answers the first). */
export const reports = pgTable(
  "reports",
  {
    id: id(),
    caseId: uuid("case_id")
      .notNull()
      .references(() => moderationCases.id, { onDelete: "cascade" }),
    reporterId: uuid("reporter_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    targetType: text("target_type").notNull(),
    targetId: text("target_id").notNull(),
    reason: text("reason").notNull(),
    details: text("details"),
    /** The reporter's standing when they filed it (shared/moderation.ts): only such reports count toward hiding. */
    reporterInGoodStanding: boolean("reporter_in_good_standing").notNull().default(false),
    /** The moderators' latest answer: upheld or dismissed; null until one acts on the case after it. */
    outcome: text("outcome"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("reports_reporter_target_key").on(t.reporterId, t.targetType, t.targetId),
    index("reports_case_created_idx").on(t.caseId, ...newestFirst(t)),
    check("reports_outcome_check", sql`${t.outcome} in ('upheld', 'dismissed')`),
  ],
);

/**
 * The audit log of moderation: every action with its moderator and note.
 * Append-only (a trigger refuses UPDATE and DELETE, migrations/0008_trust_and_safety.sql).
 */
export const moderationActions = pgTable(
  "moderation_actions",
  {
    id: id(),
    caseId: uuid("case_id")
      .notNull()
      .references(() => moderationCases.id),
    /** Null: taken by PawFans itself (content hidden pending review when reports reach the threshold). */
    moderatorId: uuid("moderator_id").references(() => users.id),
    action: text("action").notNull(),
    note: text("note").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("moderation_actions_case_created_idx").on(t.caseId, ...newestFirst(t))],
);

export type ModerationCase = typeof moderationCases.$inferSelect;

export type Report = typeof reports.$inferSelect;

export type ModerationActionRow = typeof moderationActions.$inferSelect;
