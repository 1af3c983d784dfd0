/** A person's account: a moderation decision on their content, and the deletion of their account. */
import { PRODUCT_NAME } from "@shared/constants/product";
import type { MailDraft } from "../render";
import { formatDateTime } from "../format";
import { Layout, P } from "./layout";
import type { MailRecipient } from "./recipient";

export function moderationDecisionMail(
  to: MailRecipient,
  input: { title: string; message: string; guidelines: string[]; suspended: boolean },
): MailDraft {
  return {
    subject: input.title,
    element: (
      <Layout preview={input.message} heading={input.title} links={to.links} action={{ label: "Read the community guidelines", href: to.links.guidelines }}>
        <P>Hi {to.name}, {input.message}</P>
        {input.guidelines.length > 0 ? <P>The guideline{input.guidelines.length > 1 ? "s" : ""} it broke: {input.guidelines.join("; ")}.</P> : null}
        <P>
          {input.suspended
            ? "While your account is suspended you cannot sign in. If you think this is a mistake, reply through our contact page."
            : "If you think this is a mistake, tell us through our contact page."}
        </P>
      </Layout>
    ),
  };
}

export function accountDeletedMail(to: MailRecipient, input: { deletedAt: Date; canceledSubscriptions: number }): MailDraft {
  return {
    subject: `Your ${PRODUCT_NAME} account is deleted`,
    element: (
      <Layout
        preview={`Your account was deleted on ${formatDateTime(input.deletedAt, to.timeZone)}`}
        heading="Your account is deleted"
        links={to.links}
        reason={`You get this email because your ${PRODUCT_NAME} account was deleted.`}
      >
        <P>
          Hi {to.name}, your {PRODUCT_NAME} account was deleted on {formatDateTime(input.deletedAt, to.timeZone)}, as you asked. Your posts,
          listings, comments, messages' words and uploads are gone.
        </P>
        {input.canceledSubscriptions > 0 ? (
          <P>
            {input.canceledSubscriptions === 1 ? "Your running subscription was" : `Your ${input.canceledSubscriptions} running subscriptions were`} ended at once, with no
            further charge. Receipts already paid are kept for accounting.
          </P>
        ) : null}
        <P>This is the last email we send to this address. You are welcome back any time: signing in again makes a new account.</P>
      </Layout>
    ),
  };
}
