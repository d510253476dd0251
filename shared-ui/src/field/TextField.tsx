import type { ComponentPropsWithRef } from 'react';
import styled from 'styled-components';
import { controlLook, FieldFrame, type FieldProps } from './FieldFrame';

export type TextFieldProps = FieldProps & Omit<ComponentPropsWithRef<'input'>, keyof FieldProps>;

/** A labelled `<input>` (any native input type). */
export function TextField({ label, hint, error, id, className, 'aria-describedby': describedBy, ...input }: TextFieldProps) {
  return (
    <FieldFrame {...{ id, label, hint, error, describedBy, className }}>
      {(a11y) => <Input {...input} {...a11y} />}
    </FieldFrame>
  );
}

const Input = styled.input`${controlLook}`;
