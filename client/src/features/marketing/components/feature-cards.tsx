import { CircleDollarSign, Lock, TrendingUp, Users } from "lucide-react";
import { CREATOR_SHARE_PERCENT } from "@shared/constants/money";
import { Container } from "@/components/container";

const FEATURES = [
  {
    icon: CircleDollarSign,
    title: "Monetize your content",
    text: `Set your own monthly price and keep ${CREATOR_SHARE_PERCENT}% of every subscription. No listing or setup fee, ever.`,
  },
  {
    icon: Lock,
    title: "Exclusive access",
    text: "You decide what is public and what is exclusive. Premium posts unlock only for your subscribers.",
  },
  {
    icon: Users,
    title: "Build a community",
    text: "Turn followers into PawFans who cheer on every nap, zoomie and new trick.",
  },
  {
    icon: TrendingUp,
    title: "Grow your following",
    text: "Get discovered on Explore, share your profile anywhere and watch your fan base grow.",
  },
];

export function FeatureCards() {
  return (
    <section aria-labelledby="features-heading" className="py-16 sm:py-20">
      <Container>
        <div className="mx-auto mb-12 max-w-2xl text-center">
          <p className="text-sm font-semibold tracking-wide text-primary uppercase">Why PawFans</p>
          <h2 id="features-heading" className="mt-2 text-3xl font-extrabold sm:text-4xl">
            Everything your pet needs to go from cute to career
          </h2>
        </div>
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {FEATURES.map(({ icon: Icon, title, text }) => (
            <li
              key={title}
              className="group flex gap-4 rounded-2xl border bg-card p-5 shadow-soft transition-all duration-300 hover:-translate-y-1 hover:shadow-lifted sm:block sm:p-6"
            >
              <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-brand-gradient text-white shadow-glow transition-transform group-hover:scale-110 sm:mb-5">
                <Icon className="size-6" aria-hidden />
              </span>
              <div>
                <h3 className="text-lg font-bold">{title}</h3>
                <p className="mt-1.5 text-sm leading-relaxed text-muted-foreground sm:mt-2">{text}</p>
              </div>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
