import type { ReactNode } from "react";
import { Link } from "wouter";
import { LogIn, PawPrint, Sparkles } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Container } from "@/components/container";
import { loginUrl } from "@/lib/auth-urls";
import { paths } from "@/lib/paths";

interface GatePanelProps {
  icon: ReactNode;
  title: string;
  description: string;
  action?: ReactNode;
}

/** A centred card that stands in for a page the visitor cannot use yet. */
function GatePanel({ icon, title, description, action }: GatePanelProps) {
  return (
    <Container className="flex min-h-[60vh] items-center justify-center py-12">
      <div className="relative w-full max-w-md overflow-hidden rounded-3xl border bg-card p-8 text-center shadow-lifted sm:p-10">
        <div className="absolute inset-x-0 top-0 h-1.5 bg-brand-gradient" aria-hidden />
        <div className="mx-auto mb-5 flex size-16 items-center justify-center rounded-2xl bg-brand-gradient text-white shadow-glow [&_svg]:size-8">
          {icon}
        </div>
        <h1 className="text-2xl font-extrabold">{title}</h1>
        <p className="mt-2 text-muted-foreground">{description}</p>
        {action && <div className="mt-6 flex flex-wrap justify-center gap-2">{action}</div>}
      </div>
    </Container>
  );
}

/** Signed-out visitors: a sign-in link that comes back to `returnTo` afterwards. */
export function SignInPrompt({ title, description, returnTo }: { title: string; description: string; returnTo: string }) {
  return (
    <GatePanel
      icon={<LogIn aria-hidden />}
      title={title}
      description={description}
      action={
        <Button asChild variant="gradient" size="lg">
          <a href={loginUrl(returnTo)}>
            <LogIn aria-hidden />
            Sign In
          </a>
        </Button>
      }
    />
  );
}

/** Signed-in people without a creator profile, on a creator-only page. */
export function NoCreatorProfilePrompt() {
  return (
    <GatePanel
      icon={<PawPrint aria-hidden />}
      title="You're not a PawPal yet"
      description="Create your pet's creator profile to publish posts, set up tiers and welcome your first PawFans."
      action={
        <Button asChild variant="gradient" size="lg">
          <Link href={paths.becomeCreator}>
            <Sparkles aria-hidden />
            Become a PawPal
          </Link>
        </Button>
      }
    />
  );
}
