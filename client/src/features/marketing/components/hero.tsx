import { Link } from "wouter";
import { Bird, Cat, Compass, Dog, Headphones, Heart, Lock, ShieldCheck, Sparkles, Zap } from "lucide-react";
import { CREATOR_SHARE_PERCENT } from "@shared/constants/money";
import { Button } from "@/components/ui/button";
import { Container } from "@/components/container";
import { paths } from "@/lib/paths";
import { MARKETING_STATS, TRUST_POINTS } from "../content";

const TRUST_ICONS = [ShieldCheck, Zap, Headphones];

export function Hero() {
  return (
    <section className="relative overflow-hidden bg-hero-glow">
      <div className="absolute inset-0 bg-dot-grid [mask-image:linear-gradient(to_bottom,black,transparent_85%)]" aria-hidden />
      <Container className="relative grid items-center gap-12 py-14 sm:py-20 lg:grid-cols-[1.1fr_0.9fr] lg:py-24">
        <div className="space-y-7">
          <p className="inline-flex items-center gap-2 rounded-full border bg-card/80 px-3.5 py-1.5 text-sm font-medium shadow-soft backdrop-blur">
            <Sparkles className="size-4 text-primary" aria-hidden />
            PawPals keep {CREATOR_SHARE_PERCENT}% of every subscription
          </p>
          <h1 className="text-4xl leading-[1.05] font-extrabold sm:text-5xl lg:text-6xl">
            Where pets become <span className="text-brand-gradient">stars</span> and fans get closer
          </h1>
          <p className="max-w-xl text-lg leading-relaxed text-muted-foreground">
            PawFans is the subscription home for pet creators. Share exclusive photos, videos and reels of your pet, set
            your own price, and let the people who adore them get a front-row seat.
          </p>
          <div className="grid grid-cols-2 gap-3 sm:flex sm:flex-wrap">
            <Button asChild size="lg" variant="gradient">
              <Link href={paths.becomeCreator}>
                <Sparkles aria-hidden />
                Be a PawPal
              </Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link href={paths.explore()}>
                <Compass aria-hidden />
                PawFans
              </Link>
            </Button>
          </div>
          <dl className="grid max-w-lg grid-cols-3 gap-3 border-t pt-6 sm:gap-6">
            {MARKETING_STATS.map((stat) => (
              <div key={stat.label} className="flex flex-col">
                <dt className="text-xs text-muted-foreground sm:text-sm">{stat.label}</dt>
                <dd className="order-first text-xl font-extrabold sm:text-3xl">{stat.value}</dd>
              </div>
            ))}
          </dl>
          <ul className="flex flex-wrap gap-x-5 gap-y-2 text-sm text-muted-foreground">
            {TRUST_POINTS.map((point, i) => {
              const Icon = TRUST_ICONS[i];
              return (
                <li key={point} className="inline-flex items-center gap-1.5">
                  <Icon className="size-4 text-success" aria-hidden />
                  {point}
                </li>
              );
            })}
          </ul>
        </div>
        <HeroIllustration />
      </Container>
    </section>
  );
}

/** Decorative: three pet "posts", one locked, with floating notes. */
function HeroIllustration() {
  return (
    <div className="relative mx-auto hidden aspect-square w-full max-w-md sm:block" aria-hidden>
      <div className="absolute inset-6 rotate-6 rounded-[2rem] bg-brand-gradient opacity-25 blur-2xl" />
      <div className="absolute top-4 left-4 flex h-64 w-52 -rotate-6 flex-col justify-end overflow-hidden rounded-3xl bg-gradient-to-br from-amber-300 to-orange-500 p-4 shadow-lifted">
        <Dog className="absolute top-8 left-1/2 size-28 -translate-x-1/2 text-white/90" strokeWidth={1.5} />
        <p className="font-bold text-white">Biscuit</p>
        <p className="text-xs text-white/80">Golden Retriever</p>
      </div>
      <div className="absolute right-2 bottom-10 flex h-64 w-52 rotate-6 flex-col justify-end overflow-hidden rounded-3xl bg-gradient-to-br from-sky-400 to-indigo-600 p-4 shadow-lifted">
        <Cat className="absolute top-8 left-1/2 size-28 -translate-x-1/2 text-white/90" strokeWidth={1.5} />
        <p className="font-bold text-white">Mochi</p>
        <p className="text-xs text-white/80">Ragdoll Cat</p>
      </div>
      <div className="absolute top-1/2 left-1/2 flex h-72 w-56 -translate-x-1/2 -translate-y-1/2 flex-col overflow-hidden rounded-3xl border-4 border-card bg-brand-gradient shadow-lifted">
        <div className="relative flex flex-1 items-center justify-center">
          <Bird className="size-28 text-white/30 blur-[3px]" strokeWidth={1.5} />
          <div className="absolute flex flex-col items-center gap-2 text-white">
            <span className="flex size-12 items-center justify-center rounded-full bg-white/20 backdrop-blur">
              <Lock className="size-6" />
            </span>
            <span className="text-sm font-semibold">Exclusive reel</span>
          </div>
        </div>
        <div className="bg-card px-4 py-3">
          <p className="text-sm font-bold text-foreground">Kiwi the Parrot</p>
          <p className="text-xs text-muted-foreground">Subscribers only</p>
        </div>
      </div>
      <div className="absolute top-10 right-0 flex animate-float items-center gap-2 rounded-2xl border bg-card px-3.5 py-2.5 shadow-lifted">
        <span className="flex size-8 items-center justify-center rounded-full bg-accent/15 text-accent">
          <Heart className="size-4 fill-current" />
        </span>
        <span className="text-sm font-semibold text-foreground">New PawFan!</span>
      </div>
      <div className="absolute bottom-2 left-6 flex animate-float items-center gap-2 rounded-2xl border bg-card px-3.5 py-2.5 shadow-lifted [animation-delay:-3s]">
        <span className="flex size-8 items-center justify-center rounded-full bg-success/15 text-success text-sm font-bold">$</span>
        <span className="text-sm font-semibold text-foreground">You keep {CREATOR_SHARE_PERCENT}%</span>
      </div>
    </div>
  );
}
