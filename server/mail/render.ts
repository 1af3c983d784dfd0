/** Turns a template's element into the HTML and plain-text parts of an email. */
import type { ReactElement } from "react";
import { render, toPlainText } from "@react-email/components";

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
  // One React render: the text part is made from the HTML (as render's plainText option does, rendering again).
  const html = await render(draft.element);
  return { subject: draft.subject, html, text: toPlainText(html) };
}
