import { LogIn } from "lucide-react";
import { Button } from "@/components/ui/button";
import { loginUrl } from "@/lib/auth-urls";
import { cn } from "@/lib/utils";

/** "Please log in to …" with a sign-in link that comes back to `returnTo`. */
export function SignInNotice({ message, returnTo, className }: { message: string; returnTo: string; className?: string }) {
  return (
    <div
      className={cn(
        "flex flex-col items-center gap-3 rounded-xl border border-primary/20 bg-secondary/60 px-4 py-3 text-center sm:flex-row sm:justify-between sm:text-left",
        className,
      )}
    >
      <p className="text-sm font-medium text-secondary-foreground">{message}</p>
      <Button asChild size="sm">
        <a href={loginUrl(returnTo)}>
          <LogIn aria-hidden />
          Sign In
        </a>
      </Button>
    </div>
  );
}
