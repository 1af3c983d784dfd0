import { useId, useState } from "react";
import { Link, useLocation } from "wouter";
import { Controller, useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { LoaderCircle, Send } from "lucide-react";
import type { CreatorProfileView } from "@shared/api-types";
import { TEXT_LIMITS } from "@shared/constants/text-limits";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { Textarea } from "@/components/ui/textarea";
import { Container } from "@/components/container";
import { FormField } from "@/components/form-field";
import { FormSelect } from "@/components/form-select";
import { PageHeader } from "@/components/page-header";
import { BackToDashboard } from "@/components/back-to-dashboard";
import { CreatorGate } from "@/components/gates/creator-gate";
import { MediaUpload } from "@/components/media-upload/media-upload";
import { toast } from "@/hooks/use-toast";
import { errorMessage, errorStatus } from "@/lib/api";
import { usePageTitle } from "@/hooks/use-page-title";
import { paths } from "@/lib/paths";
import { useCreatePost } from "../api/create-post";
import { AudienceFields } from "../components/audience-fields";
import { FormProblem } from "../components/form-problem";
import {
  MEDIA_TYPE_LABELS,
  MEDIA_TYPE_OPTIONS,
  postFormDefaults,
  postFormProblem,
  postFormSchema,
  uploadHint,
  type PostFormOutput,
  type PostFormValues,
} from "../forms/post-form";

const DASHBOARD = paths.creatorDashboard;

export default function CreatePostPage() {
  usePageTitle("Create New Post");
  return (
    <CreatorGate returnTo={paths.createPost} signInText="Sign in to publish posts for your PawFans.">
      {(profile) => <CreatePost profile={profile} />}
    </CreatorGate>
  );
}

function CreatePost({ profile }: { profile: CreatorProfileView }) {
  const id = useId();
  const [, navigate] = useLocation();
  const [uploading, setUploading] = useState(false);
  // The server's refusal of the audience (a limited tier's month is used), shown in the form by the choice it concerns.
  const [refusal, setRefusal] = useState<string | null>(null);
  const createPost = useCreatePost();
  const form = useForm<PostFormValues, unknown, PostFormOutput>({
    resolver: zodResolver(postFormSchema),
    defaultValues: postFormDefaults(),
  });
  const mediaType = form.watch("mediaType") ?? "image";

  // A 409 (the month's posts of a limited tier are used) is shown in the form; any other failure
  // (a profile gone meanwhile answers 404 "Creator profile not found") is toasted as 'Error'.
  const onValid = (values: PostFormOutput) => {
    setRefusal(null);
    createPost.mutate(
      { ...values, creatorProfileId: profile.id },
      {
        onSuccess: () => {
          toast({ title: "Post created!", description: "Your post has been published successfully." });
          navigate(DASHBOARD);
        },
        onError: (error) => {
          if (errorStatus(error) === 409) setRefusal(errorMessage(error));
          else toast({ title: "Error", description: errorMessage(error, "Failed to create post"), variant: "destructive" });
        },
      },
    );
  };

  const onInvalid = (errors: Parameters<typeof postFormProblem>[0]) => {
    const problem = postFormProblem(errors);
    if (problem) toast({ ...problem, variant: "destructive" });
  };

  return (
    <Container className="max-w-3xl space-y-6 py-8 sm:py-12">
      <BackToDashboard />
      <PageHeader title="Create New Post" description={`Share a new moment of ${profile.petName} with your PawFans.`} />

      <Card className="rounded-3xl">
        <CardContent className="p-6 sm:p-8">
          <form noValidate onSubmit={form.handleSubmit(onValid, onInvalid)} className="space-y-6">
            {/* A refused caption is told by a toast, so the field is only marked invalid. */}
            <FormField id={`${id}-caption`} label="Caption">
              {(control) => (
                <Textarea
                  {...control}
                  {...form.register("caption")}
                  maxLength={TEXT_LIMITS.caption}
                  aria-invalid={form.formState.errors.caption ? true : undefined}
                  placeholder={`What's ${profile.petName} up to today?`}
                  rows={4}
                />
              )}
            </FormField>

            <FormField id={`${id}-media-type`} label="Media type">
              {(control) => (
                <FormSelect control={form.control} name="mediaType" options={MEDIA_TYPE_OPTIONS} controlProps={control} className="sm:w-56" />
              )}
            </FormField>

            {/* The upload keeps its file when the media type changes. */}
            <Controller
              control={form.control}
              name="mediaUrl"
              render={({ field }) => (
                <MediaUpload
                  label={`${MEDIA_TYPE_LABELS[mediaType]} upload`}
                  purpose={mediaType}
                  hint={uploadHint(mediaType)}
                  value={field.value || null}
                  onChange={(objectPath) => field.onChange(objectPath ?? "")}
                  onUploadingChange={setUploading}
                  disabled={createPost.isPending}
                />
              )}
            />

            <AudienceFields
              id={`${id}-audience`}
              creatorProfileId={profile.id}
              audience={form.watch("audience")}
              onAudienceChange={(audience) => {
                setRefusal(null);
                form.setValue("audience", audience);
              }}
              behindTheScenes={form.watch("behindTheScenes") ?? false}
              onBehindTheScenesChange={(behindTheScenes) => {
                setRefusal(null);
                form.setValue("behindTheScenes", behindTheScenes);
              }}
              disabled={createPost.isPending}
            />

            <FormProblem message={refusal} />

            <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
              <Button asChild variant="outline" size="lg">
                <Link href={DASHBOARD}>Cancel</Link>
              </Button>
              <Button type="submit" variant="gradient" size="lg" disabled={createPost.isPending || uploading} className="sm:min-w-40">
                {createPost.isPending ? <LoaderCircle className="animate-spin" aria-hidden /> : <Send aria-hidden />}
                {createPost.isPending ? "Posting..." : "Publish Post"}
              </Button>
            </div>
          </form>
        </CardContent>
      </Card>
    </Container>
  );
}
