import { Link } from "wouter";
import { HandHeart, Heart, ShieldCheck, Sparkles, Target, Users } from "lucide-react";
import { CREATOR_SHARE_PERCENT } from "@shared/constants/money";
import { Button } from "@/components/ui/button";
import { Container } from "@/components/container";
import { usePageTitle } from "@/hooks/use-page-title";
import { paths } from "@/lib/paths";
import { MARKETING_STATS } from "../content";

const VALUES = [
  {
    icon: Heart,
    title: "Kindness first",
    text: "Every pet deserves love and respect, and so does every person in our community. We build for warmth, not outrage.",
  },
  {
    icon: ShieldCheck,
    title: "Safety, always",
    text: "Zero tolerance for animal cruelty. Content that puts an animal at risk is removed and the account is suspended for good.",
  },
  {
    icon: Sparkles,
    title: "Creator empowerment",
    text: `PawPals set their own prices and keep ${CREATOR_SHARE_PERCENT}% of what they earn, with no listing or setup fees.`,
  },
  {
    icon: Users,
    title: "Authentic connections",
    text: "Real pets, real moments. We celebrate honest everyday life over staged perfection.",
  },
];

export default function AboutPage() {
  usePageTitle("About");
  return (
    <>
      <section className="bg-hero-glow">
        <Container className="max-w-4xl space-y-6 py-16 text-center sm:py-24">
          <p className="text-sm font-semibold tracking-wide text-primary uppercase">About PawFans</p>
          <h1 className="text-4xl font-extrabold sm:text-5xl">
            Built by pet lovers, for the <span className="text-brand-gradient">pets we can't stop talking about</span>
          </h1>
          <p className="mx-auto max-w-2xl text-lg text-muted-foreground">
            PawFans is where pet owners share the moments that make their pets unforgettable, and where fans can get
            closer to the animals that brighten their day.
          </p>
        </Container>
      </section>

      <Container className="grid gap-12 py-14 lg:grid-cols-[1.2fr_1fr] lg:items-start">
        <article className="space-y-5 text-base leading-relaxed text-muted-foreground">
          <h2 className="text-2xl font-bold text-foreground">Our story</h2>
          <p>
            It started with a golden retriever who would not stop stealing socks. His owner posted a short clip, then
            another, and within weeks thousands of people were asking for more. They wanted the behind-the-scenes
            moments, the bloopers and the bath-time protests, and they were happy to support him for it.
          </p>
          <p>
            But there was no good place for it. Big social networks buried the posts, and general creator platforms
            were never made with animals or their owners in mind. So we built one: a home where pet owners can share
            exclusive content with the fans who love their pets, and be paid fairly for the work that goes into it.
          </p>
          <p>
            Today PawFans brings together dogs, cats, parrots, hedgehogs, goats and every pet in between, with a
            community of fans who come for the cuteness and stay for the people.
          </p>
        </article>

        <aside className="rounded-3xl bg-brand-gradient p-px shadow-lifted">
          <div className="space-y-4 rounded-[calc(var(--radius-3xl)-1px)] bg-card p-8">
            <span className="flex size-12 items-center justify-center rounded-xl bg-brand-gradient text-white shadow-glow">
              <Target className="size-6" aria-hidden />
            </span>
            <h2 className="text-2xl font-bold">Our mission</h2>
            <p className="leading-relaxed text-muted-foreground">
              To give every pet owner a fair, safe way to share their pet with the world, and to give every fan a
              closer, kinder connection to the animals they love.
            </p>
            <dl className="grid grid-cols-3 gap-3 border-t pt-5">
              {MARKETING_STATS.map((stat) => (
                <div key={stat.label} className="flex flex-col">
                  <dt className="text-xs text-muted-foreground">{stat.label}</dt>
                  <dd className="order-first text-xl font-extrabold">{stat.value}</dd>
                </div>
              ))}
            </dl>
          </div>
        </aside>
      </Container>

      <section aria-labelledby="values-heading" className="border-y bg-muted/40 py-16">
        <Container>
          <h2 id="values-heading" className="mb-10 text-center text-3xl font-extrabold">
            What we stand for
          </h2>
          <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
            {VALUES.map(({ icon: Icon, title, text }) => (
              <li key={title} className="rounded-2xl border bg-card p-6 shadow-soft">
                <span className="mb-4 flex size-11 items-center justify-center rounded-xl bg-secondary text-secondary-foreground">
                  <Icon className="size-5" aria-hidden />
                </span>
                <h3 className="text-lg font-bold">{title}</h3>
                <p className="mt-2 text-sm leading-relaxed text-muted-foreground">{text}</p>
              </li>
            ))}
          </ul>
        </Container>
      </section>

      <Container className="py-16 text-center">
        <HandHeart className="mx-auto mb-4 size-10 text-primary" aria-hidden />
        <h2 className="text-2xl font-bold">Questions, ideas or a pet we should meet?</h2>
        <p className="mx-auto mt-2 max-w-xl text-muted-foreground">
          We read every message. Read how we keep the community safe, or get in touch.
        </p>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <Button asChild variant="gradient">
            <Link href={paths.contact}>Contact us</Link>
          </Button>
          <Button asChild variant="outline">
            <Link href={paths.guidelines}>Community Guidelines</Link>
          </Button>
        </div>
      </Container>
    </>
  );
}
