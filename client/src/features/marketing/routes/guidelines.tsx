import { Link } from "wouter";
import { Ban, CircleCheck, CircleX, Clock, Flag, Gavel, OctagonAlert, ShieldAlert, Trash2, UserX } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Container } from "@/components/container";
import { PageHeader } from "@/components/page-header";
import { usePageTitle } from "@/hooks/use-page-title";
import { paths } from "@/lib/paths";

const CONSEQUENCES = [
  { icon: Trash2, title: "Immediate removal", text: "The content comes down as soon as it is confirmed." },
  { icon: UserX, title: "Permanent suspension", text: "The account is suspended for good, without warning." },
  { icon: Gavel, title: "Reported to authorities", text: "Cruelty is reported to the relevant authorities." },
];

const ENCOURAGED = [
  "Everyday moments: naps, walks, zoomies and mealtimes",
  "Training progress, tricks and enrichment ideas",
  "Behind-the-scenes content made with your pet's comfort in mind",
  "Adoption and rescue stories",
  "Helpful care tips, shared kindly",
  "Friendly, supportive comments on other PawPals' posts",
];

const PROHIBITED = [
  "Any harm, neglect, abuse or distress caused to an animal",
  "Staged danger, forced costumes or stunts that stress a pet",
  "Obscene, sexual or graphic content of any kind",
  "Selling or breeding animals through posts or messages",
  "Harassment, hate or bullying of people or their pets",
  "Reposting other creators' content as your own",
];

export default function GuidelinesPage() {
  usePageTitle("Community Guidelines");
  return (
    <Container className="max-w-5xl space-y-12 py-12 sm:py-16">
      <PageHeader
        eyebrow="Safety"
        title="Community Guidelines"
        description="PawFans is a place for the love of animals. These rules keep every pet and every person here safe."
      />

      <section
        aria-labelledby="zero-tolerance"
        className="rounded-3xl border-2 border-destructive/40 bg-destructive/5 p-6 sm:p-8"
      >
        <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
          <span className="flex size-12 shrink-0 items-center justify-center rounded-2xl bg-destructive text-destructive-foreground">
            <OctagonAlert className="size-6" aria-hidden />
          </span>
          <div className="space-y-2">
            <h2 id="zero-tolerance" className="text-2xl font-bold">
              Zero tolerance for animal cruelty and obscene content
            </h2>
            <p className="text-muted-foreground">
              Content that shows or encourages cruelty to animals, or obscene content of any kind, has no place on
              PawFans. There are no second chances for it.
            </p>
          </div>
        </div>
        <ul className="mt-6 grid gap-4 sm:grid-cols-3">
          {CONSEQUENCES.map(({ icon: Icon, title, text }) => (
            <li key={title} className="rounded-2xl border bg-card p-5 shadow-soft">
              <Icon className="mb-3 size-5 text-destructive" aria-hidden />
              <h3 className="font-semibold">{title}</h3>
              <p className="mt-1 text-sm text-muted-foreground">{text}</p>
            </li>
          ))}
        </ul>
      </section>

      <div className="grid gap-6 md:grid-cols-2">
        <section aria-labelledby="encouraged" className="rounded-2xl border bg-card p-6 shadow-soft sm:p-8">
          <h2 id="encouraged" className="flex items-center gap-2 text-xl font-bold">
            <CircleCheck className="size-6 text-success" aria-hidden />
            Encouraged content
          </h2>
          <ul className="mt-5 space-y-3">
            {ENCOURAGED.map((item) => (
              <li key={item} className="flex items-start gap-2.5 text-sm">
                <CircleCheck className="mt-0.5 size-4 shrink-0 text-success" aria-hidden />
                {item}
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="prohibited" className="rounded-2xl border bg-card p-6 shadow-soft sm:p-8">
          <h2 id="prohibited" className="flex items-center gap-2 text-xl font-bold">
            <Ban className="size-6 text-destructive" aria-hidden />
            Prohibited content
          </h2>
          <ul className="mt-5 space-y-3">
            {PROHIBITED.map((item) => (
              <li key={item} className="flex items-start gap-2.5 text-sm">
                <CircleX className="mt-0.5 size-4 shrink-0 text-destructive" aria-hidden />
                {item}
              </li>
            ))}
          </ul>
        </section>
      </div>

      <section
        aria-labelledby="reporting"
        className="flex flex-col gap-6 rounded-3xl bg-muted/60 p-6 sm:flex-row sm:items-center sm:justify-between sm:p-8"
      >
        <div className="flex gap-4">
          <span className="flex size-12 shrink-0 items-center justify-center rounded-2xl bg-secondary text-secondary-foreground">
            <Flag className="size-6" aria-hidden />
          </span>
          <div className="space-y-1">
            <h2 id="reporting" className="text-xl font-bold">
              See something wrong? Report it.
            </h2>
            <p className="text-muted-foreground">
              <Clock className="mr-1 inline size-4 align-[-2px]" aria-hidden />
              Reports are reviewed within 24 hours. If an animal is in immediate danger, contact your local
              authorities first.
            </p>
          </div>
        </div>
        <Button asChild variant="destructive" className="shrink-0">
          <Link href={paths.contact}>
            <ShieldAlert aria-hidden />
            Report a concern
          </Link>
        </Button>
      </section>
    </Container>
  );
}
