import { TextField, type TextFieldProps } from '@plataforma/shared-ui';
import { useState } from 'react';
import styled from 'styled-components';

type PasswordFieldProps = Omit<TextFieldProps, 'type'> & {
  /** Name of the show/hide toggle, e.g. 'Mostrar contraseña'. */
  toggleLabel: string;
};

/** A password input with a show/hide toggle (a named button whose aria-pressed tells the state). */
export function PasswordField({ toggleLabel, ...field }: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  return (
    <Wrapper>
      <TextField {...field} type={visible ? 'text' : 'password'} style={{ paddingRight: '3rem' }} />
      <Toggle type="button" aria-label={toggleLabel} aria-pressed={visible} onClick={() => setVisible((v) => !v)}>
        <svg viewBox="0 0 24 24" width="20" height="20" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
          <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z" />
          <circle cx="12" cy="12" r="3" />
          {visible && <path d="M3 3l18 18" />}
        </svg>
      </Toggle>
    </Wrapper>
  );
}

const Wrapper = styled.div`
  position: relative;
`;

/** Sits inside the input's right edge: below the label line (its height is fixed by the field's look). */
const Toggle = styled.button`
  position: absolute;
  top: 1.95rem;
  right: 0.35rem;
  width: 2.4rem;
  height: 2.2rem;
  display: grid;
  place-items: center;
  border: none;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  cursor: pointer;
  &[aria-pressed='true'] { color: ${({ theme }) => theme.colors.primary}; }
`;
