import { TextField, type TextFieldProps } from '@plataforma/shared-ui';

/** 'Correo electrónico': the email input of the login, register and password-reset forms. */
export function EmailField(props: Omit<TextFieldProps, 'label' | 'type'>) {
  return <TextField label="Correo electrónico" type="email" name="email" autoComplete="email" required {...props} />;
}
