/** Mail about a person's account: a moderation decision on their content (server/commands/act-on-case.ts), its deletion (delete-account.ts). */
import { REPORT_REASON_LABELS, type ModerationAction, type ReportReason } from "@shared/moderation";
import { displayNameOf } from "@shared/people";
import type { User } from "../db/schema";
import type { DbOrTx } from "../db";
import { mailAddress, mailPerson, type MailContext } from "./outbox";
import { accountDeletedMail, moderationDecisionMail } from "./templates/account";

/** The author hears of a hide, removal, warning or suspension, with the guidelines the reports named: once per case, action and version. */
export async function mailModerationDecision(
  tx: DbOrTx,
  mail: MailContext,
  input: { authorId: string; caseId: string; caseVersion: number; action: ModerationAction; notice: { title: string; message: string }; reasons: ReportReason[] },
) {
  await mailPerson(tx, mail, {
    userId: input.authorId,
    kind: "moderation_decision",
    causeKey: `case:${input.caseId}:v${input.caseVersion}`,
    draft: (to) =>
      moderationDecisionMail(to, {
        title: input.notice.title,
        message: input.notice.message,
        guidelines: input.reasons.map((reason) => REPORT_REASON_LABELS[reason]),
        suspended: input.action === "suspend",
      }),
  });
}

/** The deletion's confirmation, to the address the account had (written before it is cleared, in the deletion's transaction). */
export async function mailAccountDeleted(tx: DbOrTx, mail: MailContext, user: User, input: { deletedAt: Date; canceledSubscriptions: number }) {
  if (!user.email) return;
  await mailAddress(tx, mail, {
    userId: user.id,
    address: user.email,
    name: user.firstName?.trim() || displayNameOf(user, { withEmail: false }),
    kind: "account_deleted",
    causeKey: `user:${user.id}`,
    draft: (to) => accountDeletedMail(to, input),
  });
}
