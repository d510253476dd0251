/** The options of `api.post/put` that report the upload of the body as a 0..100 percentage. */
export const uploadProgress = (onPercent: (percent: number) => void) => ({
  onUploadProgress: (event: { loaded: number; total?: number }) => {
    if (event.total) onPercent(Math.round((event.loaded / event.total) * 100));
  },
});

/** A multipart body of the given fields (skipping absent ones) and the file under `fileField`. */
export function multipart(fields: Record<string, string | null | undefined>, fileField: string, file?: File | null) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) if (value !== undefined && value !== null) form.append(key, value);
  if (file) form.append(fileField, file);
  return form;
}
