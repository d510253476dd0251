import type { ComponentPropsWithRef } from 'react';
import styled from 'styled-components';
import { controlLook, FieldFrame, type FieldProps } from './FieldFrame';

export type TextAreaFieldProps = FieldProps & Omit<ComponentPropsWithRef<'textarea'>, keyof FieldProps>;

/** A labelled `<textarea>`. */
export function TextAreaField({
  label,
  hint,
  error,
  id,
  className,
  'aria-describedby': describedBy,
  ...textarea
}: TextAreaFieldProps) {
  return (
    <FieldFrame {...{ id, label, hint, error, describedBy, className }}>
      {(a11y) => <TextArea {...textarea} {...a11y} />}
    </FieldFrame>
  );
}

const TextArea = styled.textarea`
  ${controlLook}
  resize: vertical;
  min-height: 4.5rem;
`;
