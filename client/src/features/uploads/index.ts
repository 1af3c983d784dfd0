/** Uploads: the MediaUpload field, and the upload flow and checks behind it. */
export { MediaUpload, type MediaUploadProps } from "./media-upload";
export { uploadFile, putFile, UploadError, UploadCanceled, type UploadOptions, type UploadProgress } from "./upload-file";
export { validateFile, acceptFor, type UploadPurpose, type FileProblem } from "./validate-file";
