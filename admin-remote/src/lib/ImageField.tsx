import { ImageWithFallback, mediaUrl, TextField, usePreviewUrl } from '@plataforma/shared-ui';
import styled from 'styled-components';

interface ImageFieldProps {
  label: string;
  hint: string;
  accept: readonly string[];
  file: File | null;
  onChange: (file: File | null) => void;
  /** The image already stored (edit modals), shown until a replacement is chosen. */
  current?: string | null;
  error?: string | null;
  disabled?: boolean;
}

/** A file input with a live preview of the chosen image (or of the current one). */
export function ImageField({ label, hint, accept, file, onChange, current, error, disabled }: ImageFieldProps) {
  const preview = usePreviewUrl(file);

  const shown = preview ?? (current ? mediaUrl(current) : null);
  return (
    <>
      <TextField
        label={label}
        hint={hint}
        error={error ?? undefined}
        type="file"
        accept={accept.join(',')}
        disabled={disabled}
        onChange={(event) => onChange(event.target.files?.[0] ?? null)}
      />
      {shown && <Preview src={shown} alt="Vista previa de la imagen" />}
    </>
  );
}

const Preview = styled(ImageWithFallback)`
  display: block;
  width: 100%;
  max-height: 12rem;
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radii.md};
  margin: -0.5rem 0 1rem;
`;
