import type { FormEvent } from "react";
import { useAuth } from "@/hooks/use-auth";
import { toast } from "@/hooks/use-toast";

/**
 * A form's submit handler that only sends it when someone is signed in; signed
 * out, the form stays put and `message` ("Please log in to …") is toasted.
 */
export function useSignedInSubmit(message: string, submit: (event: FormEvent<HTMLFormElement>) => Promise<void>) {
  const { isAuthenticated } = useAuth();
  return (event: FormEvent<HTMLFormElement>) => {
    if (!isAuthenticated) {
      event.preventDefault();
      toast({ title: message, variant: "destructive" });
      return;
    }
    void submit(event);
  };
}
