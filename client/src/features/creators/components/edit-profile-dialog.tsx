import type { CreatorProfileView } from "@shared/api-types";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { toast } from "@/hooks/use-toast";
import { useUpdateCreatorProfile } from "../api/save-creator-profile";
import { creatorProfileFormDefaults } from "../forms/creator-profile-form";
import { CreatorProfileForm } from "./creator-profile-form";

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
              })
            }
          />
        )}
      </DialogContent>
    </Dialog>
  );
}
