/**
 * The look every email shares: the PawFans name in the brand's violet, a card on
 * a soft background, a button, and a footer. Colours are set for light clients
 * and changed by prefers-color-scheme for dark ones (Apple Mail, Outlook apps);
 * clients that invert colours themselves (Gmail) keep the contrast either way.
 */
import type { ReactNode } from "react";
import { Body, Button, Container, Head, Hr, Html, Link, Preview, Section, Text } from "@react-email/components";
import { PRODUCT_NAME } from "@shared/constants/product";

export const BRAND = { violet: "#6d28d9", rose: "#e11d48", ink: "#1f1a2e", muted: "#5b5670", paper: "#ffffff", page: "#f4f1fb", line: "#e4def3" };

const DARK_MODE = `
  :root { color-scheme: light dark; supported-color-schemes: light dark; }
  @media (prefers-color-scheme: dark) {
    .pf-page, .pf-page > table > tbody > tr > td { background-color: #151221 !important; }
    .pf-card { background-color: #221d33 !important; border-color: #3a3350 !important; }
    .pf-text, .pf-heading { color: #efeaf8 !important; }
    .pf-muted { color: #b7afcb !important; }
    .pf-brand { color: #b794f6 !important; }
    .pf-link { color: #c4a5ff !important; }
    .pf-rule { border-color: #3a3350 !important; }
  }
`;

export interface LayoutProps {
  /** The line inboxes show after the subject. */
  preview: string;
  heading: string;
  children: ReactNode;
  action?: { label: string; href: string };
  links: { home: string; contact: string };
  /** Why the person gets this email (transactional mail: their account's activity). */
  reason?: string;
}

export function Layout({ preview, heading, children, action, links, reason }: LayoutProps) {
  return (
    <Html lang="en">
      <Head>
        <meta name="color-scheme" content="light dark" />
        <meta name="supported-color-schemes" content="light dark" />
        <style>{DARK_MODE}</style>
      </Head>
      <Preview>{preview}</Preview>
      <Body className="pf-page" style={{ backgroundColor: BRAND.page, margin: 0, padding: "24px 0", fontFamily: "-apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif" }}>
        <Container style={{ maxWidth: 560, margin: "0 auto", padding: "0 12px" }}>
          <Section style={{ padding: "4px 8px 16px" }}>
            <Link href={links.home} className="pf-brand" style={{ color: BRAND.violet, fontSize: 22, fontWeight: 800, textDecoration: "none", letterSpacing: "-0.02em" }}>
              {PRODUCT_NAME}
            </Link>
          </Section>
          <Section className="pf-card" style={{ backgroundColor: BRAND.paper, border: `1px solid ${BRAND.line}`, borderRadius: 16, padding: "28px 28px 20px" }}>
            <Text className="pf-heading" style={{ color: BRAND.ink, fontSize: 22, fontWeight: 700, lineHeight: "28px", margin: "0 0 12px" }}>
              {heading}
            </Text>
            {children}
            {action ? (
              <Section style={{ padding: "12px 0 8px" }}>
                <Button
                  href={action.href}
                  style={{ backgroundColor: BRAND.violet, color: "#ffffff", borderRadius: 10, padding: "12px 20px", fontSize: 15, fontWeight: 600, textDecoration: "none" }}
                >
                  {action.label}
                </Button>
              </Section>
            ) : null}
          </Section>
          <Hr className="pf-rule" style={{ borderColor: BRAND.line, margin: "20px 0 12px" }} />
          <Text className="pf-muted" style={{ color: BRAND.muted, fontSize: 12, lineHeight: "18px", margin: "0 8px" }}>
            {reason ?? `You get this email because of activity on your ${PRODUCT_NAME} account.`} Questions?{" "}
            <Link href={links.contact} className="pf-link" style={{ color: BRAND.violet }}>
              Contact us
            </Link>
            .
          </Text>
        </Container>
      </Body>
    </Html>
  );
}

/** A paragraph in the card. */
export function P({ children }: { children: ReactNode }) {
  return (
    <Text className="pf-text" style={{ color: BRAND.ink, fontSize: 15, lineHeight: "22px", margin: "0 0 12px" }}>
      {children}
    </Text>
  );
}

/** Label and value lines (a receipt's amount, period, card). */
export function Facts({ rows }: { rows: [label: string, value: string][] }) {
  return (
    <Section style={{ margin: "4px 0 12px" }}>
      {rows.map(([label, value]) => (
        <Text key={label} className="pf-text" style={{ color: BRAND.ink, fontSize: 14, lineHeight: "20px", margin: "0 0 4px" }}>
          <span className="pf-muted" style={{ color: BRAND.muted }}>
            {label}:
          </span>{" "}
          <strong>{value}</strong>
        </Text>
      ))}
    </Section>
  );
}
