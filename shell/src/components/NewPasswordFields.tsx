import { MSG } from '@plataforma/contracts';
import { PasswordField } from './PasswordField';

export type NewPasswordField = 'password' | 'confirmPassword';

interface NewPasswordFieldsProps {
  password: string;
  confirmPassword: string;
  onChange: (field: NewPasswordField, value: string) => void;
  /** 'Contraseña' on /register; 'Nueva contraseña' where a password is replaced. */
  label?: string;
}

/** A new password and its confirmation (the register rules), saying live when they differ. */
export function NewPasswordFields({ password, confirmPassword, onChange, label = 'Nueva contraseña' }: NewPasswordFieldsProps) {
  const lower = label.toLowerCase();
  const mismatch = confirmPassword !== '' && password !== confirmPassword;
  return (
    <>
      <PasswordField
        label={label}
        name="password"
        autoComplete="new-password"
        hint="Mínimo 6 caracteres."
        toggleLabel={`Mostrar ${lower}`}
        required
        value={password}
        onChange={(e) => onChange('password', e.target.value)}
      />
      <PasswordField
        label={`Confirmar ${lower}`}
        name="confirmPassword"
        autoComplete="new-password"
        toggleLabel={`Mostrar confirmación de ${lower}`}
        required
        error={mismatch ? MSG.contrasenasNoCoinciden : undefined}
        value={confirmPassword}
        onChange={(e) => onChange('confirmPassword', e.target.value)}
      />
    </>
  );
}
