import type { MouseEvent, ReactNode } from "react";
import { Link } from "wouter";
import { Container } from "@/components/container";
import { PawLogo } from "@/components/paw-logo";
import { paths } from "@/lib/paths";

type FooterLink = { label: string; href: string } | { label: string; dead: true };

/** Footer links. Blog, Careers, Privacy and Terms have no page yet: shown, not followable. */
const COLUMNS: { title: string; links: FooterLink[] }[] = [
  {
    title: "Platform",
    links: [
      { label: "Features", href: paths.home },
      { label: "Pricing", href: paths.home },
      { label: "Explore PawPals", href: paths.explore() },
      { label: "Paw Bazar", href: paths.marketplace() },
    ],
  },
  {
    title: "Community",
    links: [
      { label: "Community Threads", href: paths.community() },
      { label: "Wellness Tips", href: paths.wellnessTips() },
      { label: "Vets Corner", href: paths.vetsCorner() },
      { label: "Guidelines", href: paths.guidelines },
    ],
  },
  {
    title: "Company",
    links: [
      { label: "About", href: paths.about },
      { label: "Contact", href: paths.contact },
      { label: "Blog", dead: true },
      { label: "Careers", dead: true },
    ],
  },
  {
    title: "Legal",
    links: [
      { label: "Privacy", dead: true },
      { label: "Terms", dead: true },
    ],
  },
];

const linkClass =
  "rounded text-sm text-muted-foreground transition-colors hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring";

function preventNavigation(event: MouseEvent) {
  event.preventDefault();
}

function FooterAnchor({ link }: { link: FooterLink }): ReactNode {
  if ("dead" in link) {
    return (
      <a href="#" aria-disabled="true" onClick={preventNavigation} className={`${linkClass} cursor-default opacity-70 hover:text-muted-foreground`}>
        {link.label}
      </a>
    );
  }
  return (
    <Link href={link.href} className={linkClass}>
      {link.label}
    </Link>
  );
}

export function Footer() {
  return (
    <footer className="mt-16 border-t bg-muted/40">
      <Container className="grid grid-cols-2 gap-x-6 gap-y-10 py-12 lg:grid-cols-6">
        <div className="col-span-2 space-y-4">
          <Link href={paths.home} aria-label="PawFans home" className="inline-block rounded-xl">
            <PawLogo />
          </Link>
          <p className="max-w-xs text-sm leading-relaxed text-muted-foreground">
            The home of exclusive pet content. PawPals share their pets' best moments; PawFans get closer to the pets
            they love.
          </p>
        </div>
        {COLUMNS.map((column) => (
          <nav key={column.title} aria-label={column.title} className="space-y-3">
            <h2 className="text-sm font-semibold text-foreground">{column.title}</h2>
            <ul className="space-y-2.5">
              {column.links.map((link) => (
                <li key={link.label}>
                  <FooterAnchor link={link} />
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </Container>
      <div className="border-t">
        <Container className="flex flex-col items-center justify-between gap-2 py-6 text-xs text-muted-foreground sm:flex-row">
          <p>© 2024 PawFans. All rights reserved.</p>
          <p>Made with love for pets and the people who adore them.</p>
        </Container>
      </div>
    </footer>
  );
}
