import type { ComponentPropsWithRef } from 'react';
import styled from 'styled-components';
import { controlLook, FieldFrame, type FieldProps } from './FieldFrame';

export type SelectFieldProps = FieldProps & Omit<ComponentPropsWithRef<'select'>, keyof FieldProps>;

/** A labelled `<select>`; pass the `<option>`s as children. */
export function SelectField({
  label,
  hint,
  error,
  id,
  className,
  'aria-describedby': describedBy,
  ...select
}: SelectFieldProps) {
  return (
    <FieldFrame {...{ id, label, hint, error, describedBy, className }}>
      {(a11y) => <Select {...select} {...a11y} />}
    </FieldFrame>
  );
}

const Select = styled.select`${controlLook}`;
