import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { LoaderCircle, Send } from "lucide-react";
import { TEXT_LIMITS } from "@shared/constants/text-limits";
import { contactInputSchema, type ContactInput } from "@shared/validation";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { FormField } from "@/components/form-field";
import { toast } from "@/hooks/use-toast";
import { useSendContactMessage } from "../api/send-message";

const EMPTY: ContactInput = { name: "", email: "", subject: "", message: "" };

/** The contact form: the shared schema's field messages, a toast on success and a reset. */
export function ContactForm() {
  const send = useSendContactMessage();
  const form = useForm({ resolver: zodResolver(contactInputSchema), defaultValues: EMPTY });
  const { errors } = form.formState;

  const submit = form.handleSubmit((input) =>
    send.mutate(input, {
      onSuccess: () => {
        toast({ title: "Message Sent!", description: "We'll get back to you as soon as possible." });
        form.reset(EMPTY);
      },
    }),
  );

  return (
    <form onSubmit={submit} className="grid gap-5" noValidate>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField id="contact-name" label="Name" error={errors.name?.message}>
          {(control) => <Input {...control} autoComplete="name" placeholder="Your name" maxLength={TEXT_LIMITS.contactName} {...form.register("name")} />}
        </FormField>
        <FormField id="contact-email" label="Email" error={errors.email?.message}>
          {(control) => (
            <Input
              {...control}
              type="email"
              autoComplete="email"
              placeholder="you@example.com"
              maxLength={TEXT_LIMITS.email}
              {...form.register("email")}
            />
          )}
        </FormField>
      </div>
      <FormField id="contact-subject" label="Subject" error={errors.subject?.message}>
        {(control) => <Input {...control} placeholder="What is this about?" maxLength={TEXT_LIMITS.contactSubject} {...form.register("subject")} />}
      </FormField>
      <FormField id="contact-message" label="Message" error={errors.message?.message}>
        {(control) => (
          <Textarea
            {...control}
            placeholder="Tell us more..."
            className="min-h-40"
            maxLength={TEXT_LIMITS.contactMessage}
            {...form.register("message")}
          />
        )}
      </FormField>
      <div>
        <Button type="submit" variant="gradient" size="lg" disabled={send.isPending} className="w-full sm:w-auto">
          {send.isPending ? <LoaderCircle className="animate-spin" aria-hidden /> : <Send aria-hidden />}
          {send.isPending ? "Sending..." : "Send Message"}
        </Button>
      </div>
    </form>
  );
}
