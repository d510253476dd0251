import { MSG } from '@plataforma/contracts';
import { useRef, useState } from 'react';
import { PasswordField } from './PasswordField';

interface NewPasswordFieldsProps {
  /** 'Contraseña' on /register; 'Nueva contraseña' where a password is replaced. */
  label?: string;
}

/**
 * A new password and its confirmation (the register rules), named `password` and `confirmPassword`, saying
 * live when they differ. The inputs are uncontrolled: what is in them when the form is sent is sent.
 */
export function NewPasswordFields({ label = 'Nueva contraseña' }: NewPasswordFieldsProps) {
  const lower = label.toLowerCase();
  const password = useRef<HTMLInputElement>(null);
  const confirmation = useRef<HTMLInputElement>(null);
  const [mismatch, setMismatch] = useState(false);
  const compare = () => {
    const confirmed = confirmation.current?.value ?? '';
    setMismatch(confirmed !== '' && confirmed !== password.current?.value);
  };
  return (
    <>
      <PasswordField
        ref={password}
        label={label}
        name="password"
        autoComplete="new-password"
        hint="Mínimo 6 caracteres."
        toggleLabel={`Mostrar ${lower}`}
        required
        onChange={compare}
      />
      <PasswordField
        ref={confirmation}
        label={`Confirmar ${lower}`}
        name="confirmPassword"
        autoComplete="new-password"
        toggleLabel={`Mostrar confirmación de ${lower}`}
        required
        error={mismatch ? MSG.contrasenasNoCoinciden : undefined}
        onChange={compare}
      />
    </>
  );
}
