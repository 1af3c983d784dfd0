import { Container } from "@/components/container";
import { PageHeader } from "@/components/page-header";
import { usePageTitle } from "@/hooks/use-page-title";
import { ContactForm } from "../components/contact-form";
import { ContactInfo } from "../components/contact-info";

/** /contact: the contact form beside the support channels. */
export default function ContactPage() {
  usePageTitle("Contact Us");
  return (
    <div className="bg-hero-glow">
      <Container className="space-y-10 py-10 sm:py-14">
        <PageHeader
          eyebrow="Get in touch"
          title="Contact Us"
          description="Questions, feedback or a pet we should meet? Send us a message and our team will get back to you."
        />
        <div className="grid gap-8 lg:grid-cols-[1fr_22rem] lg:items-start">
          <section aria-label="Contact form" className="rounded-2xl border bg-card p-6 shadow-soft sm:p-8">
            <ContactForm />
          </section>
          <ContactInfo />
        </div>
      </Container>
    </div>
  );
}
