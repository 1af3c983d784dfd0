import type { CreatorProfileView } from "@shared/api-types";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { toast } from "@/hooks/use-toast";
import { errorMessage } from "@/lib/api";
import { useUpdateCreatorProfile } from "@/features/creators/api/save-creator-profile";
import { CreatorProfileForm } from "@/features/creators/components/creator-profile-form";
import { creatorProfileFormDefaults } from "@/features/creators/forms/creator-profile-form";

interface EditProfileDialogProps {
  profile: CreatorProfileView;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Edit the creator profile in place; the form starts from the saved values each time it opens. */
export function EditProfileDialog({ profile, open, onOpenChange }: EditProfileDialogProps) {
  const update = useUpdateCreatorProfile(profile.id);
  return (
    <Dialog open={open} onOpenChange={(next) => !update.isPending && onOpenChange(next)}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>Edit Profile</DialogTitle>
          <DialogDescription>Update how {profile.petName} appears to PawFans.</DialogDescription>
        </DialogHeader>
        {open && (
          <CreatorProfileForm
            defaultValues={creatorProfileFormDefaults(profile)}
            submitLabel="Save Changes"
            isPending={update.isPending}
            onCancel={() => onOpenChange(false)}
            onSubmit={(fields) =>
              update.mutate(fields, {
                onSuccess: () => {
                  toast({ title: "Profile updated", description: "Your PawPal profile has been saved." });
                  onOpenChange(false);
                },
                onError: (err) =>
                  toast({ title: "Error", description: errorMessage(err, "Failed to update profile"), variant: "destructive" }),
              })
            }
          />
        )}
      </DialogContent>
    </Dialog>
  );
}
