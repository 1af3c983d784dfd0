/** Turns a template's element into the HTML and plain-text parts of an email. */
import type { ReactElement } from "react";
import { render } from "@react-email/components";

export interface MailDraft {
  subject: string;
  element: ReactElement;
}

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

export async function renderMail(draft: MailDraft): Promise<RenderedMail> {
  const [html, text] = await Promise.all([render(draft.element), render(draft.element, { plainText: true })]);
  return { subject: draft.subject, html, text };
}
