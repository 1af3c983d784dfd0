import { useState, type FormEvent } from "react";
import { LoaderCircle, Save } from "lucide-react";
import type { Benefits } from "@shared/benefits";
import { benefitsSchema } from "@shared/validation";
import { Button } from "@/components/ui/button";
import { toast } from "@/hooks/use-toast";
import { POSTS_PER_MONTH_PROBLEM } from "../forms/tier-form";
import { BenefitsFields } from "./benefits-fields";

interface BenefitsEditorProps {
  initial: Benefits;
  pending: boolean;
  onSave: (benefits: Benefits) => void;
  submitLabel?: string;
}

/** The benefit controls and a save button, for benefits that already exist (a tier's, the profile price's). */
export function BenefitsEditor({ initial, pending, onSave, submitLabel = "Save benefits" }: BenefitsEditorProps) {
  const [benefits, setBenefits] = useState(initial);
  const [postsInvalid, setPostsInvalid] = useState(false);

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = benefitsSchema.safeParse(benefits);
    if (!parsed.success) {
      setPostsInvalid(true);
      toast({ title: "Invalid benefits", description: POSTS_PER_MONTH_PROBLEM, variant: "destructive" });
      return;
    }
    setPostsInvalid(false);
    onSave(parsed.data);
  }

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <BenefitsFields value={benefits} onChange={setBenefits} disabled={pending} postsInvalid={postsInvalid} />
      <Button type="submit" variant="gradient" className="w-full" disabled={pending}>
        {pending ? <LoaderCircle className="animate-spin" aria-hidden /> : <Save aria-hidden />}
        {pending ? "Saving..." : submitLabel}
      </Button>
    </form>
  );
}
