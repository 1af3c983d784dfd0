import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { LoaderCircle } from "lucide-react";
import type { CurrentUser } from "@shared/api-types";
import { TEXT_LIMITS } from "@shared/constants/text-limits";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { FormField } from "@/components/form-field";
import { MediaUpload } from "@/components/media-upload/media-upload";
import { toast } from "@/hooks/use-toast";
import { accountChanges, accountNamesSchema, accountNameValuesOf, type AccountNameValues } from "../account-form";
import { useEditAccount } from "../api/edit-account";

type Picture = { value: string | null; changed: boolean };

/** 'Your profile': the picture and names a person is shown under; saves only what changed. */
export function AccountProfileCard({ user }: { user: CurrentUser }) {
  const id = useId();
  const editAccount = useEditAccount();
  const form = useForm({ resolver: zodResolver(accountNamesSchema), defaultValues: accountNameValuesOf(user) });
  const { errors, isDirty, dirtyFields } = form.formState;
  const [picture, setPicture] = useState<Picture>({ value: user.profileImageUrl, changed: false });
  const [uploading, setUploading] = useState(false);
  const changed = isDirty || picture.changed;

  const onSubmit = form.handleSubmit((names) =>
    editAccount.mutate(accountChanges(names, dirtyFields, picture), {
      onSuccess: (updated) => {
        toast({ title: "Profile saved" });
        form.reset(accountNameValuesOf(updated));
        setPicture({ value: updated.profileImageUrl, changed: false });
      },
    }),
  );

  const nameField = (name: keyof AccountNameValues, label: string, max: number, autoComplete: string) => (
    <FormField id={`${id}-${name}`} label={label} optional error={errors[name]?.message}>
      {(control) => <Input {...control} autoComplete={autoComplete} maxLength={max} {...form.register(name)} />}
    </FormField>
  );

  return (
    <Card className="rounded-3xl">
      <CardHeader>
        <CardTitle>Your profile</CardTitle>
        <CardDescription>The picture and name other PawFans see next to what you share.</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={onSubmit} className="grid gap-6 sm:grid-cols-[10rem_minmax(0,1fr)]" noValidate>
          <MediaUpload
            label="Profile picture"
            purpose="profile"
            shape="avatar"
            hint="Square images look best"
            value={picture.value}
            onChange={(value) => setPicture({ value, changed: true })}
            onUploadingChange={setUploading}
            disabled={editAccount.isPending}
            className="w-full max-w-48 sm:max-w-none"
          />
          <div className="grid gap-4">
            {nameField("displayName", "Display name", TEXT_LIMITS.displayName, "nickname")}
            <div className="grid gap-4 sm:grid-cols-2">
              {nameField("firstName", "First name", TEXT_LIMITS.personName, "given-name")}
              {nameField("lastName", "Last name", TEXT_LIMITS.personName, "family-name")}
            </div>
            <div className="flex justify-end">
              <Button type="submit" variant="gradient" disabled={!changed || uploading || editAccount.isPending}>
                {editAccount.isPending && <LoaderCircle className="animate-spin" aria-hidden />}
                {editAccount.isPending ? "Saving..." : "Save changes"}
              </Button>
            </div>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
