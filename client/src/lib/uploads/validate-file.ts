/**
 * The checks made before anything is sent: a size limit and the accepted types
 * per purpose. The server makes the same ones again from the same constants.
 */
import { MB, uploadRuleFor, type UploadPurpose } from "@shared/constants/uploads";

/** A toast's title and text saying why a file cannot be used. */
export interface FileProblem {
  title: string;
  description: string;
}

/** null when the file may be uploaded for this purpose. */
export function validateFile(file: Pick<File, "size" | "type">, purpose: UploadPurpose): FileProblem | null {
  const rule = uploadRuleFor(purpose);
  if (file.size > rule.maxBytes) return tooLarge(purpose);
  if (!(rule.contentTypes as readonly string[]).includes(file.type)) return invalidType();
  return null;
}

export function tooLarge(purpose: UploadPurpose): FileProblem {
  return { title: "File too large", description: `Maximum file size is ${uploadRuleFor(purpose).maxBytes / MB}MB` };
}

export function invalidType(): FileProblem {
  return { title: "Invalid file type", description: "Please upload a valid file" };
}

/** The file picker's filter: the accepted formats of the purpose. */
export function acceptFor(purpose: UploadPurpose): string {
  return uploadRuleFor(purpose).contentTypes.join(",");
}
