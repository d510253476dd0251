import { ACCEPTED_PHOTO_TYPES } from '@plataforma/contracts';
import { TextField, usePreviewUrl } from '@plataforma/shared-ui';
import styled from 'styled-components';

interface PhotoFieldProps {
  file: File | null;
  onChange: (file: File | null) => void;
  error?: string | null;
  disabled?: boolean;
}

/** An optional JPG/PNG photo with a preview of the chosen file. */
export function PhotoField({ file, onChange, error, disabled }: PhotoFieldProps) {
  const preview = usePreviewUrl(file);

  return (
    <>
      <TextField
        label="Foto (opcional)"
        hint="JPG o PNG, hasta 5MB"
        error={error ?? undefined}
        type="file"
        accept={ACCEPTED_PHOTO_TYPES.join(',')}
        disabled={disabled}
        onChange={(event) => onChange(event.target.files?.[0] ?? null)}
      />
      {preview && <Preview src={preview} alt="Vista previa de la foto" />}
    </>
  );
}

const Preview = styled.img`
  width: 6rem;
  height: 6rem;
  object-fit: cover;
  border-radius: 50%;
  margin: -0.5rem 0 1rem;
`;
