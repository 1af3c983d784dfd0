/**
 * What people are told about moderation, as notifications of the "moderation"
 * type: every reporter of a case learns the outcome of each action; the author
 * learns when their content is hidden (pending review or by a moderator) or
 * removed, and when they are warned or suspended. A moderator's note stays in
 * the audit log: these texts never quote it. Moderation notifications carry no
 * post id, so hiding a post never hides what its author or its reporters were told.
 */
import { NOTIFICATION_TYPES } from "@shared/constants/notifications";
import {
  REPORT_REASON_LABELS,
  REPORT_TARGET_LABELS,
  REVIEW_DUE_HOURS,
  type ModerationAction,
  type ReportReason,
  type ReportTargetType,
} from "@shared/moderation";
import { notifications } from "../db/schema";
import type { DbOrTx } from "../db";
import { notificationsCreated, publish } from "../realtime/publish";

interface Notice {
  title: string;
  message: string;
}

/** "post", "comment", "Paw Bazar item" … as a word inside a sentence. */
function nounOf(type: ReportTargetType): string {
  const label = REPORT_TARGET_LABELS[type];
  return type === "marketplace_item" ? label : label.toLowerCase();
}

const OUTCOME_FOR_REPORTERS: Record<ModerationAction, string> = {
  dismiss: "found that it does not break our community guidelines",
  hide: "hid it",
  restore: "found that it may stay",
  remove: "removed it",
  warn: "warned its author",
  suspend: "suspended its author's account",
};

export function reporterNotice(action: ModerationAction, type: ReportTargetType): Notice {
  return {
    title: "Your report was reviewed",
    message: `Thank you for reporting a ${nounOf(type)}. Our moderators ${OUTCOME_FOR_REPORTERS[action]}.`,
  };
}

function reasonsText(reasons: readonly ReportReason[]): string {
  return reasons.map((reason) => REPORT_REASON_LABELS[reason].toLowerCase()).join(", ");
}

/** To the author, for the actions that concern them; null for the others. */
export function authorNotice(action: ModerationAction, type: ReportTargetType, reasons: readonly ReportReason[]): Notice | null {
  const noun = nounOf(type);
  const reported = reasons.length > 0 ? ` It was reported for ${reasonsText(reasons)}.` : "";
  switch (action) {
    case "hide":
      return {
        title: `Your ${noun} is hidden by moderators`,
        message: `Only you and our team can see it now.${reported}`,
      };
    case "remove":
      return {
        title: `Your ${noun} was removed`,
        message: `Our moderators removed it for breaking the community guidelines.${reported}`,
      };
    case "warn":
      return {
        title: "A warning from our moderators",
        message: `Your ${noun} was reviewed after reports.${reported} Please follow the community guidelines: another breach can suspend your account.`,
      };
    case "suspend":
      return {
        title: "Your account is suspended",
        message: `Our moderators suspended your account after reviewing your ${noun}.${reported} Contact us if you think this is a mistake.`,
      };
    default:
      return null;
  }
}

/** To the author when reports hide their content before anyone has reviewed it. */
export function hiddenPendingReviewNotice(type: ReportTargetType, urgent: boolean): Notice {
  const hours = urgent ? REVIEW_DUE_HOURS.urgent : REVIEW_DUE_HOURS.normal;
  return {
    title: `Your ${nounOf(type)} is hidden pending review`,
    message: `Several people reported it, so only you and our team can see it until a moderator reviews it, within ${hours} hours.`,
  };
}

export async function notify(db: DbOrTx, userIds: readonly string[], notice: Notice): Promise<void> {
  if (userIds.length === 0) return;
  const created = await db
    .insert(notifications)
    .values([...new Set(userIds)].map((userId) => ({ userId, type: NOTIFICATION_TYPES.moderation, ...notice })))
    .returning({ id: notifications.id, userId: notifications.userId });
  await publish(db, notificationsCreated(created, NOTIFICATION_TYPES.moderation));
}
