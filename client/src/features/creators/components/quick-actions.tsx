import { Link } from "wouter";
import { ChevronRight, FileText, Layers, PlusCircle, Radio, Users } from "lucide-react";
import { Card, CardHeader, CardTitle } from "@/components/ui/card";
import { paths } from "@/lib/paths";

const ACTIONS = [
  { href: paths.createPost, icon: PlusCircle, title: "Create Post", text: "Share a photo, video or reel" },
  { href: paths.creatorLives, icon: Radio, title: "Go Live", text: "Schedule a live and stream to your fans" },
  { href: paths.manageSubscriptionTiers, icon: Layers, title: "Manage Tiers", text: "Set up what fans can subscribe to" },
  { href: paths.viewSubscribers, icon: Users, title: "View Subscribers", text: "See who supports your pet" },
  { href: paths.creatorStatements, icon: FileText, title: "Statements", text: "Monthly statements and payouts" },
];

/** The creator's shortcuts on the dashboard: post, go live, tiers, subscribers, statements. */
export function QuickActions() {
  return (
    <Card>
      <CardHeader className="pb-3">
        <CardTitle>Quick Actions</CardTitle>
      </CardHeader>
      <ul className="space-y-1 px-3 pb-3">
        {ACTIONS.map(({ href, icon: Icon, title, text }) => (
          <li key={href}>
            <Link
              href={href}
              className="group flex items-center gap-3 rounded-xl p-3 transition-colors hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
            >
              <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand-gradient text-white shadow-glow">
                <Icon className="size-5" aria-hidden />
              </span>
              <span className="min-w-0 flex-1">
                <span className="block text-sm font-semibold">{title}</span>
                <span className="block truncate text-xs text-muted-foreground">{text}</span>
              </span>
              <ChevronRight className="size-4 text-muted-foreground transition-transform group-hover:translate-x-0.5" aria-hidden />
            </Link>
          </li>
        ))}
      </ul>
    </Card>
  );
}
