import { ACCEPTED_PHOTO_TYPES, MAX_IMAGE_BYTES, MSG } from '@plataforma/contracts';
import { TextField } from '@plataforma/shared-ui';
import { useEffect, useState } from 'react';
import styled from 'styled-components';

/** Why a chosen photo cannot be sent, or null when it can (SPEC §5 photo rules). */
export function photoProblem(file: File): string | null {
  if (!(ACCEPTED_PHOTO_TYPES as readonly string[]).includes(file.type)) return MSG.fotoTipo;
  if (file.size > MAX_IMAGE_BYTES) return MSG.fotoTamano;
  return null;
}

interface PhotoFieldProps {
  file: File | null;
  onChange: (file: File | null) => void;
  error?: string | null;
  disabled?: boolean;
}

/** An optional JPG/PNG photo with a preview of the chosen file. */
export function PhotoField({ file, onChange, error, disabled }: PhotoFieldProps) {
  const [preview, setPreview] = useState<string | null>(null);

  useEffect(() => {
    if (!file) return setPreview(null);
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

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
