import { imageFileError, PHOTO_FILE } from '@plataforma/contracts';
import { Button, usePreviewUrl } from '@plataforma/shared-ui';
import { useEffect, useEffectEvent, useId, useRef } from 'react';
import styled from 'styled-components';

/** The API's name for a member's photo (registration, profile edit). */
export const PHOTO_FIELD = 'imagen';

interface PhotoPickerProps {
  value: File | null;
  onChange: (file: File | null) => void;
  /** A rejected file: the picker keeps the previous choice and reports why. */
  onReject: (message: string) => void;
  disabled?: boolean;
  label?: string;
  /** The file input's name: the API's field, for the form sent without JavaScript. */
  name?: string;
}

/** The optional profile photo: a file input, then a preview with 'Cambiar' and 'Quitar'. */
export function PhotoPicker({ value, onChange, onReject, disabled, label = 'Foto de perfil (opcional)', name }: PhotoPickerProps) {
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const preview = usePreviewUrl(value);

  const pick = (file: File | undefined) => {
    if (inputRef.current) inputRef.current.value = '';
    if (!file) return;
    const problem = imageFileError(file, PHOTO_FILE);
    if (problem) onReject(problem);
    else onChange(file);
  };

  // A photo chosen in the server's HTML before the scripts ran is in the input, unseen: taken on mount as
  // if chosen now (checked, previewed).
  const adoptEarlyChoice = useEffectEvent(() => pick(inputRef.current?.files?.[0]));
  useEffect(() => adoptEarlyChoice(), []);

  return (
    <Frame>
      <Label htmlFor={inputId}>{label}</Label>
      <input
        ref={inputRef}
        id={inputId}
        name={name}
        type="file"
        accept="image/jpeg,image/png"
        disabled={disabled}
        // With a preview, 'Cambiar' stands for it: hidden, it is no stop of the keyboard's.
        className={preview ? 'visually-hidden' : undefined}
        tabIndex={preview ? -1 : undefined}
        onChange={(e) => pick(e.target.files?.[0])}
      />
      {preview && (
        <Preview>
          <Thumb src={preview} alt="Vista previa de la foto de perfil" />
          <Button variant="secondary" size="sm" disabled={disabled} onClick={() => inputRef.current?.click()}>
            Cambiar
          </Button>
          <Button
            variant="ghost"
            size="sm"
            disabled={disabled}
            onClick={() => {
              onChange(null);
              // 'Quitar' goes with the preview: the keyboard's place is the field, shown again.
              inputRef.current?.focus();
            }}
          >
            Quitar
          </Button>
        </Preview>
      )}
      <Hint>JPG o PNG, menor a 5MB.</Hint>
    </Frame>
  );
}

const Frame = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.4rem;
  margin-bottom: 1rem;
  input[type='file'] {
    max-width: 100%;
  }
`;

const Label = styled.label`
  font-weight: 600;
  font-size: 0.95rem;
`;

const Preview = styled.div`
  display: flex;
  align-items: center;
  gap: 0.75rem;
`;

const Thumb = styled.img`
  width: 4.5rem;
  height: 4.5rem;
  border-radius: 50%;
  object-fit: cover;
`;

const Hint = styled.p`
  margin: 0;
  font-size: 0.85rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;
