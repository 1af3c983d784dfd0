import { Link } from "wouter";
import { CircleAlert } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { Container } from "@/components/container";
import { usePageTitle } from "@/hooks/use-page-title";
import { paths } from "@/lib/paths";

export default function NotFound() {
  usePageTitle("Page not found");
  return (
    <Container className="flex min-h-[60vh] items-center justify-center py-16">
      <Card className="w-full max-w-md">
        <CardContent className="flex flex-col items-start gap-4 p-8">
          <div className="flex items-center gap-3">
            <CircleAlert className="size-8 text-destructive" aria-hidden />
            <h1 className="text-2xl font-bold">404 Page Not Found</h1>
          </div>
          <p className="text-sm text-muted-foreground">Did you forget to add the page to the router?</p>
          <Button asChild variant="outline">
            <Link href={paths.home}>Back to home</Link>
          </Button>
        </CardContent>
      </Card>
    </Container>
  );
}
