import type { ReactNode } from "react";
import { Link } from "wouter";
import { ArrowRight, Clock, Mail, MessageCircle, type LucideIcon } from "lucide-react";
import { paths } from "@/lib/paths";
import { LIVE_CHAT_HOURS, RESPONSE_TIME, SUPPORT_EMAIL } from "../content";

interface InfoCard {
  icon: LucideIcon;
  title: string;
  body: ReactNode;
}

const CARDS: InfoCard[] = [
  {
    icon: Mail,
    title: "Email Support",
    body: (
      <a href={`mailto:${SUPPORT_EMAIL}`} className="font-medium text-primary underline-offset-4 hover:underline">
        {SUPPORT_EMAIL}
      </a>
    ),
  },
  { icon: MessageCircle, title: "Live Chat", body: `Available ${LIVE_CHAT_HOURS}` },
  { icon: Clock, title: "Response Time", body: `We respond ${RESPONSE_TIME}` },
];

const LINKS = [
  { href: paths.about, label: "About PawFans" },
  { href: paths.guidelines, label: "Community Guidelines" },
];

/** The support channels beside the form, and where to read more. */
export function ContactInfo() {
  return (
    <div className="space-y-4">
      <ul className="space-y-4">
        {CARDS.map(({ icon: Icon, title, body }) => (
          <li key={title} className="flex items-start gap-4 rounded-2xl border bg-card p-5 shadow-soft">
            <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-secondary text-secondary-foreground">
              <Icon className="size-5" aria-hidden />
            </span>
            <div className="min-w-0 space-y-1">
              <h2 className="font-bold">{title}</h2>
              <p className="text-sm break-words text-muted-foreground">{body}</p>
            </div>
          </li>
        ))}
      </ul>
      <nav aria-label="Learn more" className="rounded-2xl border bg-card p-5 shadow-soft">
        <h2 className="mb-2 font-bold">Learn more</h2>
        <ul className="divide-y">
          {LINKS.map((link) => (
            <li key={link.href}>
              <Link
                href={link.href}
                className="group flex items-center justify-between py-2.5 text-sm font-medium text-foreground hover:text-primary focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring rounded"
              >
                {link.label}
                <ArrowRight className="size-4 text-muted-foreground transition-transform group-hover:translate-x-0.5 group-hover:text-primary" aria-hidden />
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
