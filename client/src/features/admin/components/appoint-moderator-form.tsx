import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { LoaderCircle, UserPlus } from "lucide-react";
import { appointModeratorSchema } from "@shared/moderation";
import { displayNameOf } from "@shared/people";
import { FormField } from "@/components/form-field";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { toast } from "@/hooks/use-toast";
import { errorMessage } from "@/lib/api";
import { useAppointModerator } from "../api/staff";

/** Appoints a member as a moderator by their email address or username; the server's refusal shows under the field. */
export function AppointModeratorForm() {
  const appoint = useAppointModerator();
  const form = useForm({ resolver: zodResolver(appointModeratorSchema), defaultValues: { user: "" } });

  const submit = form.handleSubmit((input) => {
    appoint.mutate(input, {
      onSuccess: (moderator) => {
        form.reset({ user: "" });
        toast({ title: "Moderator appointed", description: `${displayNameOf(moderator, { withEmail: false })} can now review reports.` });
      },
      onError: (error) => form.setError("user", { message: errorMessage(error, "Failed to appoint the moderator") }),
    });
  });

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-3 sm:flex-row sm:items-start">
      <FormField
        id="appoint-moderator"
        label="Member's email or username"
        error={form.formState.errors.user?.message}
        className="flex-1"
      >
        {(control) => <Input {...control} placeholder="name@example.com or username" autoComplete="off" {...form.register("user")} />}
      </FormField>
      <Button type="submit" className="sm:mt-7" disabled={appoint.isPending}>
        {appoint.isPending ? <LoaderCircle className="animate-spin" aria-hidden /> : <UserPlus aria-hidden />}
        Appoint moderator
      </Button>
    </form>
  );
}
