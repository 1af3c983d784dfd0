import type { ReactNode } from "react";
import { Label } from "@/components/ui/label";
import { cn } from "@/lib/utils";

/** The props a field's control needs to be tied to its label, hint and error. */
export interface FieldControlProps {
  id: string;
  "aria-invalid": boolean;
  "aria-describedby"?: string;
  "aria-required"?: boolean;
}

interface FormFieldProps {
  id: string;
  label: ReactNode;
  /** Adds the " *" mark after the label (the control gets aria-required). */
  required?: boolean;
  /** Adds a muted " (optional)" after the label. */
  optional?: boolean;
  /** Shown under the control, e.g. "City, State". */
  hint?: ReactNode;
  /**
   * Keeps the hint shown above an error (read before it) instead of replacing it,
   * e.g. the rules of a price that the error refers to.
   */
  keepHint?: boolean;
  error?: string;
  /** Whether the error is announced as it appears (role="alert"); on unless false. */
  announceError?: boolean;
  className?: string;
  /** Renders the control with the given id and aria attributes. */
  children: (control: FieldControlProps) => ReactNode;
}

/** A label, its control, a hint and the field's error message, wired for screen readers. */
export function FormField({
  id,
  label,
  required,
  optional,
  hint,
  keepHint,
  error,
  announceError = true,
  className,
  children,
}: FormFieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = (keepHint ? [hintId, errorId] : [errorId, hintId]).filter(Boolean).join(" ") || undefined;
  return (
    <div className={cn("grid content-start gap-2", className)}>
      <Label htmlFor={id}>
        {label}
        {required && (
          <span className="text-destructive" aria-hidden>
            {" *"}
          </span>
        )}
        {optional && <span className="font-normal text-muted-foreground"> (optional)</span>}
      </Label>
      {children({
        id,
        "aria-invalid": Boolean(error),
        "aria-describedby": describedBy,
        ...(required ? { "aria-required": true } : {}),
      })}
      {hint && (keepHint || !error) && (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} role={announceError ? "alert" : undefined} className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
