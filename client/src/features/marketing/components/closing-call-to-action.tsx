import { Link } from "wouter";
import { Compass, Sparkles } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Container } from "@/components/container";
import { paths } from "@/lib/paths";

/** The band at the foot of the home page: become a PawPal, or go exploring. */
export function ClosingCallToAction() {
  return (
    <section aria-labelledby="cta-heading">
      <Container>
        <div className="relative overflow-hidden rounded-3xl bg-brand-gradient px-6 py-14 text-center text-white shadow-lifted sm:px-12">
          <div className="absolute inset-0 bg-dot-grid opacity-30" aria-hidden />
          <div className="relative mx-auto max-w-2xl space-y-5">
            <h2 id="cta-heading" className="text-3xl font-extrabold sm:text-4xl">
              Ready to share your pet with the world?
            </h2>
            <p className="text-lg text-white/85">
              Create your PawPal profile in minutes, or find a pet to fall in love with today.
            </p>
            <div className="flex flex-wrap justify-center gap-3">
              <Button asChild size="lg" className="bg-white text-primary hover:bg-white/90">
                <Link href={paths.becomeCreator}>
                  <Sparkles aria-hidden />
                  Start your PawPal profile
                </Link>
              </Button>
              <Button asChild size="lg" variant="outline" className="border-white/50 bg-white/10 text-white hover:border-white hover:bg-white/20">
                <Link href={paths.explore()}>
                  <Compass aria-hidden />
                  Explore PawPals
                </Link>
              </Button>
            </div>
          </div>
        </div>
      </Container>
    </section>
  );
}
