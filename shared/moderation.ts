/**
 * Trust and safety: what can be reported, why, how fast staff must look at it,
 * whose reports may hide something before anyone looked and what never is, and
 * what moderators can do. The community guidelines promise zero tolerance for
 * animal cruelty and a review of every report within 24 hours; cruelty and
 * neglect are looked at within 4.
 */
import { z } from "zod";
import { NULL_CHARACTER_MESSAGE } from "./validation";

/** Staff is a moderator or an admin; admins also grant and revoke the moderator role. */
const ROLES = ["member", "moderator", "admin"] as const;
export type Role = (typeof ROLES)[number];
const STAFF_ROLES: readonly Role[] = ["moderator", "admin"];
export const isStaffRole = (role: Role | string | null | undefined) => STAFF_ROLES.includes(role as Role);

/**
 * "comment" is a community thread's comment; "post_comment" one on a creator's
 * post; "message" a direct message; "chat_message" one in a creator's community chat.
 */
export const REPORT_TARGET_TYPES = [
  "creator_profile",
  "post",
  "post_comment",
  "thread",
  "comment",
  "marketplace_item",
  "message",
  "chat_message",
] as const;
export type ReportTargetType = (typeof REPORT_TARGET_TYPES)[number];

export const REPORT_TARGET_LABELS: Record<ReportTargetType, string> = {
  creator_profile: "Creator profile",
  post: "Post",
  post_comment: "Comment on a post",
  thread: "Thread",
  comment: "Comment",
  marketplace_item: "Paw Bazar item",
  message: "Direct message",
  chat_message: "Community chat message",
};

/** Targets whose ids are numbers (chat_messages.id); every other target's id is a uuid. */
const NUMBERED_TARGET_TYPES: readonly ReportTargetType[] = ["chat_message"];

/**
 * What a moderator reads of a reported message: it and the few before it in its
 * conversation or room, oldest first, kept as they were when it was first reported.
 */
export const MESSAGE_EVIDENCE_BEFORE = 4;
export interface MessageEvidence {
  /** Where it was written: "Conversation between Biscuit and Sam", "Biscuit's community chat (VIP room)". */
  place: string;
  messages: Array<{
    id: string;
    author: string;
    authorId: string;
    text: string;
    /** A photo's address, readable by staff. */
    mediaUrl: string | null;
    /** Deleted by its sender before the report: its words were gone already. */
    deleted: boolean;
    createdAt: string;
    /** The message the report is about. */
    reported: boolean;
  }>;
}

export const REPORT_REASONS = [
  "animal_cruelty",
  "animal_neglect",
  "illegal_animal_sale",
  "dangerous_advice",
  "obscene",
  "harassment",
  "spam_scam",
  "other",
] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

export const REPORT_REASON_LABELS: Record<ReportReason, string> = {
  animal_cruelty: "Animal cruelty",
  animal_neglect: "Animal neglect",
  illegal_animal_sale: "Illegal animal sale",
  dangerous_advice: "Dangerous advice",
  obscene: "Obscene content",
  harassment: "Harassment",
  spam_scam: "Spam or scam",
  other: "Something else",
};

/** Reasons a moderator cannot act on without the reporter's account of what they saw. */
export const REASONS_REQUIRING_DETAILS: readonly ReportReason[] = ["animal_cruelty", "illegal_animal_sale"];

/** Reports about an animal's welfare are urgent: due in 4 hours instead of 24. */
const URGENT_REASONS: readonly ReportReason[] = ["animal_cruelty", "animal_neglect"];
export const REVIEW_DUE_HOURS = { urgent: 4, normal: 24 } as const;
export type CasePriority = keyof typeof REVIEW_DUE_HOURS;
export const priorityOf = (reason: ReportReason): CasePriority => (URGENT_REASONS.includes(reason) ? "urgent" : "normal");

/**
 * Content is hidden pending review after this many distinct reporters in good
 * standing (cruelty counts double-quick); everyone's reports reach the queue.
 */
export const AUTO_HIDE_THRESHOLDS = { crueltyReports: 2, anyReports: 3 } as const;

/** Whose reports count toward hiding something by itself: not accounts made for a brigade. */
export const REPORTER_STANDING = {
  /** Throwaway accounts are minutes old; a week means planning ahead, and moderators see the reports meanwhile. */
  minAccountAgeDays: 7,
  /** The identity provider vouched for the address (users.email_verified): one more thing a throwaway lacks. */
  requiresVerifiedEmail: true,
  /** Dismissed reports beyond the upheld ones a reporter keeps their standing with: a mistake or two, not a habit. */
  maxDismissedBeyondUpheld: 2,
} as const;

/** What the standing rule looks at: the account, and the moderators' answers to the reporter's earlier reports. */
export interface ReporterRecord {
  accountCreatedAt: Date;
  emailVerified: boolean;
  upheld: number;
  dismissed: number;
}

export function inGoodStanding(reporter: ReporterRecord, now: Date = new Date()): boolean {
  const ageDays = (now.getTime() - reporter.accountCreatedAt.getTime()) / 86_400_000;
  return (
    ageDays >= REPORTER_STANDING.minAccountAgeDays &&
    (reporter.emailVerified || !REPORTER_STANDING.requiresVerifiedEmail) &&
    reporter.dismissed - reporter.upheld <= REPORTER_STANDING.maxDismissedBeyondUpheld
  );
}

/**
 * What reports never do by themselves, however many: past these the case is
 * escalated (first in the queue, urgent) for a moderator to decide. Nor do they
 * hide again what a moderator let stay (dismissed, or restored).
 */
export const AUTO_HIDE_LIMITS = {
  /**
   * A hidden profile takes every post its fans pay for: only a moderator hides one.
   * A message is not hidden, only removed: a moderator reads it first.
   */
  neverHidden: ["creator_profile", "message", "chat_message"] as readonly ReportTargetType[],
  /** A brigade of established accounts takes down a few things of one person before a moderator looks, not all of them. */
  perAuthorPerDay: 3,
} as const;

export const CASE_STATUSES = ["open", "actioned", "dismissed"] as const;
export type CaseStatus = (typeof CASE_STATUSES)[number];

export const MODERATION_ACTIONS = ["dismiss", "hide", "restore", "remove", "warn", "suspend"] as const;
export type ModerationAction = (typeof MODERATION_ACTIONS)[number];

export const MODERATION_ACTION_LABELS: Record<ModerationAction, string> = {
  dismiss: "Dismiss",
  hide: "Hide",
  restore: "Restore",
  remove: "Remove",
  warn: "Warn the author",
  suspend: "Suspend the author",
};

/** The audit log: the moderators' actions, and PawFans escalating what it may not hide by itself. */
const AUDIT_ACTIONS = [...MODERATION_ACTIONS, "escalate"] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];
export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = { ...MODERATION_ACTION_LABELS, escalate: "Escalate" };

/** A moderator's answer to a case's reports: the content may stay (dismiss, restore), or they held. */
export type ReportOutcome = "upheld" | "dismissed";
export const LETTING_STAY_ACTIONS: readonly ModerationAction[] = ["dismiss", "restore"];
export const letsStay = (action: string) => LETTING_STAY_ACTIONS.includes(action as ModerationAction);
export const outcomeOf = (action: ModerationAction): ReportOutcome => (letsStay(action) ? "dismissed" : "upheld");

export const REPORT_DETAILS_MAX = 2000;
export const MODERATION_NOTE_MAX = 2000;
export const DETAILS_REQUIRED = "Please describe what you saw";

const withoutNullCharacter = (text: string) => !text.includes("\u0000");

export const reportInputSchema = z
  .object({
    targetType: z.enum(REPORT_TARGET_TYPES, { error: "Please choose what you are reporting" }),
    targetId: z.union([z.string(), z.number()], { error: "Invalid id" }).transform(String),
    reason: z.enum(REPORT_REASONS, { error: "Please choose a reason" }),
    details: z
      .string()
      .trim()
      .max(REPORT_DETAILS_MAX, `Details must be at most ${REPORT_DETAILS_MAX} characters`)
      .refine(withoutNullCharacter, NULL_CHARACTER_MESSAGE)
      .optional()
      .transform((value) => value || undefined),
  })
  .superRefine((report, ctx) => {
    const numbered = NUMBERED_TARGET_TYPES.includes(report.targetType);
    if (numbered ? !/^[1-9][0-9]{0,14}$/.test(report.targetId) : !z.uuid().safeParse(report.targetId).success) {
      ctx.addIssue({ code: "custom", path: ["targetId"], message: "Invalid id" });
    }
    if (REASONS_REQUIRING_DETAILS.includes(report.reason) && !report.details) {
      ctx.addIssue({ code: "custom", path: ["details"], message: DETAILS_REQUIRED });
    }
  });
export type ReportInput = z.input<typeof reportInputSchema>;

export const moderationActionInputSchema = z.object({
  action: z.enum(MODERATION_ACTIONS, { error: "Please choose an action" }),
  note: z
    .string()
    .trim()
    .min(1, "Please add a note for the audit log")
    .max(MODERATION_NOTE_MAX, `Note must be at most ${MODERATION_NOTE_MAX} characters`)
    .refine(withoutNullCharacter, NULL_CHARACTER_MESSAGE),
  /** The case version the moderator saw: a case acted on meanwhile answers 409. */
  version: z.number().int().nonnegative(),
});
export type ModerationActionInput = z.input<typeof moderationActionInputSchema>;

/** POST /api/admin/moderators: the member to appoint, by email address or username. */
export const appointModeratorSchema = z.object({
  user: z
    .string({ error: "Please enter an email address or a username" })
    .trim()
    .min(1, "Please enter an email address or a username")
    .max(320, "Please enter an email address or a username"),
});
export type AppointModeratorInput = z.input<typeof appointModeratorSchema>;
