import { useEffect, useRef, useState } from 'react';
import { COMENTARIO_MAX } from '@plataforma/contracts';
import { TextField } from '@plataforma/shared-ui';

interface ComentarioFieldProps {
  label: string;
  /** What the field starts with: the comment being edited, or what was sent before a refusal. */
  defaultValue: string;
  disabled?: boolean;
}

/**
 * A comment's text, sent as `contenido`, with its count. Uncontrolled: what was typed before the
 * scripts ran is what is sent. Its form's reset (a comment went through) counts again.
 */
export function ComentarioField({ label, defaultValue, disabled }: ComentarioFieldProps) {
  const [length, setLength] = useState(defaultValue.length);
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    const input = ref.current;
    const form = input?.form;
    if (!input || !form) return;
    // 'reset' fires before the form is reset: the field is about to hold its default value.
    const recount = () => setLength(input.defaultValue.length);
    form.addEventListener('reset', recount);
    return () => form.removeEventListener('reset', recount);
  }, []);
  return (
    <TextField
      ref={ref}
      label={label}
      name="contenido"
      defaultValue={defaultValue}
      maxLength={COMENTARIO_MAX}
      hint={`${length}/${COMENTARIO_MAX}`}
      disabled={disabled}
      onChange={(event) => setLength(event.target.value.length)}
    />
  );
}
